import { HttpError, SecurityError } from '../errors';
import type { Storage, UserRecord } from '../storage';
import { checkActive, type LoginService } from './login';
import type { SessionData, SessionStore } from './sessions';

/** What a request offers to prove who it is. */
export interface Credentials {
  authorization?: string;
  sessionId?: string;
  origin?: string;
  host?: string;
  /** The client address, for the login throttle of Basic credentials. */
  address?: string;
}

/**
 * Resolves the caller: `Authorization: Bearer <token>` or `Basic`, else the session cookie.
 * A bad header, or a disabled or expired user on a live session, is a 401 (Traccar's filter).
 */
export class Authenticator {
  constructor(
    private readonly storage: Storage,
    private readonly sessions: SessionStore,
    private readonly login: LoginService,
    private readonly now: () => number = Date.now,
  ) {}

  async resolve(credentials: Credentials): Promise<UserRecord | null> {
    if (credentials.authorization) {
      return this.fromHeader(credentials.authorization, credentials.address);
    }
    if (!credentials.sessionId) return null;
    const session = await this.sessions.get(credentials.sessionId);
    if (!session || !originAllowed(session, credentials)) return null;
    const user = await this.storage.users.get(session.userId);
    if (!user) return null;
    return unauthorizedUnlessActive(user, this.now());
  }

  private async fromHeader(header: string, address = ''): Promise<UserRecord> {
    const [scheme = '', value = ''] = header.trim().split(/\s+/, 2);
    try {
      if (scheme.toLowerCase() === 'bearer') return await this.login.withToken(value);
      if (scheme.toLowerCase() === 'basic') {
        const decoded = Buffer.from(value, 'base64').toString('utf8');
        const colon = decoded.indexOf(':');
        if (colon < 0) throw new HttpError(401);
        const user = await this.login.withPassword(
          decoded.slice(0, colon),
          decoded.slice(colon + 1),
          address,
        );
        if (user) return user;
      }
    } catch (error) {
      if (!(error instanceof SecurityError)) throw error;
    }
    throw new HttpError(401);
  }
}

function unauthorizedUnlessActive(user: UserRecord, now: number): UserRecord {
  try {
    checkActive(user, now);
    return user;
  } catch {
    throw new HttpError(401);
  }
}

/**
 * Traccar's session origin rule: no Origin header is fine; otherwise it must equal the Origin
 * recorded at login, or, when none was recorded, name the same host as the Host header.
 */
export function originAllowed(session: SessionData, credentials: Credentials): boolean {
  const origin = credentials.origin;
  if (!origin) return true;
  if (session.origin) return session.origin === origin;
  try {
    const host = (credentials.host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    return new URL(origin).hostname.replace(/^\[|\]$/g, '') === host;
  } catch {
    return false;
  }
}

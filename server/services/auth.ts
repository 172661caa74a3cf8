import { SuspendedError } from '../billing/suspension';
import { HttpError, SecurityError } from '../errors';
import type { Storage, UserRecord } from '../storage';
import type { Grant } from './liveHub';
import type { LoginService } from './login';
import type { SessionStore } from './sessions';

/** What a request offers to prove who it is. */
export interface Credentials {
  authorization?: string;
  sessionId?: string;
  origin?: string;
  host?: string;
  /** The request's own origin (scheme, host and port), for the Origin check. */
  selfOrigin?: string;
  /** Other origins allowed to call with credentials (FAROL_WEB_ORIGIN). */
  allowedOrigins?: readonly string[];
  /** The client address, for the login throttle of Basic credentials. */
  address?: string;
}

/** The caller and the authority they hold (what must stay valid for their socket to live). */
export interface Caller {
  user: UserRecord;
  grant: Grant;
  /** The user who logged in as `user` ("log in as"), when the session was opened that way. */
  impersonatorId?: number;
}

const minTime = (...times: (number | null | undefined)[]): number | null => {
  const defined = times.filter((time): time is number => typeof time === 'number');
  return defined.length ? Math.min(...defined) : null;
};

/**
 * Resolves the caller: `Authorization: Bearer <token>` or `Basic`, else the session cookie.
 * A bad header, or a disabled or expired user on a live session (or a share whose owner no
 * longer is active), is a 401 (Traccar's filter).
 */
export class Authenticator {
  constructor(
    private readonly storage: Storage,
    private readonly sessions: SessionStore,
    private readonly login: LoginService,
  ) {}

  async resolve(credentials: Credentials): Promise<UserRecord | null> {
    return (await this.resolveCaller(credentials))?.user ?? null;
  }

  /** The caller with their grant: the session or token they used and when it ends by itself. */
  async resolveCaller(credentials: Credentials): Promise<Caller | null> {
    if (credentials.authorization) {
      return this.fromHeader(credentials.authorization, credentials.address);
    }
    if (!credentials.sessionId) return null;
    const session = await this.sessions.get(credentials.sessionId);
    if (!session || !originAllowed(credentials)) return null;
    const user = await this.storage.users.get(session.userId);
    if (!user) return null;
    await this.unauthorizedUnlessActive(user);
    const grant = await this.grantOf(user, { sessionId: credentials.sessionId });
    return session.impersonatorId === undefined
      ? { user, grant }
      : { user, grant, impersonatorId: session.impersonatorId };
  }

  /** Resolves a `?token=` (socket and session restore) to a caller; throws 401 when invalid. */
  async fromToken(token: string): Promise<Caller> {
    try {
      const { user, token: record } = await this.login.tokenLogin(token);
      return {
        user,
        grant: await this.grantOf(
          user,
          { tokenHash: record.hash, tokenExpiresAt: record.expiration },
          record.expiration,
        ),
      };
    } catch (error) {
      // A suspension for non-payment says so (the login screen shows the invoices).
      if (error instanceof SecurityError && !(error instanceof SuspendedError)) {
        throw new HttpError(401);
      }
      throw error;
    }
  }

  private async grantOf(
    user: UserRecord,
    held: Omit<Grant, 'expiresAt'>,
    tokenExpiration?: number,
  ): Promise<Grant> {
    const owner = await this.login.shareOwner(user);
    return {
      ...held,
      expiresAt: minTime(user.expirationTime, owner?.expirationTime, tokenExpiration),
    };
  }

  private async fromHeader(header: string, address = ''): Promise<Caller> {
    const [scheme = '', value = ''] = header.trim().split(/\s+/, 2);
    if (scheme.toLowerCase() === 'bearer') return this.fromToken(value);
    try {
      if (scheme.toLowerCase() === 'basic') {
        const decoded = Buffer.from(value, 'base64').toString('utf8');
        const colon = decoded.indexOf(':');
        if (colon < 0) throw new HttpError(401);
        const user = await this.login.withPassword(
          decoded.slice(0, colon),
          decoded.slice(colon + 1),
          address,
        );
        if (user) return { user, grant: await this.grantOf(user, {}) };
      }
    } catch (error) {
      if (!(error instanceof SecurityError)) throw error;
    }
    throw new HttpError(401);
  }

  private async unauthorizedUnlessActive(user: UserRecord): Promise<void> {
    try {
      await this.login.checkAccount(user);
    } catch {
      throw new HttpError(401);
    }
  }
}

/**
 * The Origin rule for credentials a browser attaches by itself (the session cookie): no Origin
 * header is a non-browser client and is fine; otherwise the Origin must be the request's own
 * origin — scheme, host and port — or one configured in FAROL_WEB_ORIGIN. How the session began
 * (a login form, a remembered token, a share link) does not matter.
 */
export function originAllowed(credentials: Credentials): boolean {
  const origin = credentials.origin;
  if (!origin) return true;
  if (credentials.allowedOrigins?.includes(origin)) return true;
  return credentials.selfOrigin !== undefined && sameOrigin(origin, credentials.selfOrigin);
}

/** True when two origins name the same scheme, host and port. */
export function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

import { importPKCS8, SignJWT } from 'jose';
import { post } from './http';
import type { Settings } from './types';

export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** Google accepts assertions that live at most an hour. */
const ASSERTION_SECONDS = 3600;

interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri?: string;
}

/** A service account's signed JWT assertion (RS256), as Google's OAuth 2.0 server expects. */
export async function signAssertion(
  account: ServiceAccount,
  audience: string,
  now: number,
): Promise<string> {
  const iat = Math.floor(now / 1000);
  const key = await importPKCS8(account.private_key, 'RS256');
  return new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(account.client_email)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ASSERTION_SECONDS)
    .sign(key);
}

/**
 * The bearer token and project for FCM HTTP v1: a static `notificator.firebase.accessToken`
 * (with `notificator.firebase.projectId`), or one exchanged for the service account of
 * `notificator.firebase.serviceAccount` at its token URI (`notificator.firebase.tokenUrl`
 * overrides it), cached until shortly before it expires.
 */
export class FirebaseCredentials {
  private cached: { key: string; token: string; expires: number } | null = null;

  constructor(
    private readonly settings: Settings,
    private readonly now: () => number = Date.now,
  ) {}

  get configured(): boolean {
    return Boolean(
      this.settings('notificator.firebase.serviceAccount') ||
      this.settings('notificator.firebase.accessToken'),
    );
  }

  async get(): Promise<{ token: string; projectId: string }> {
    const fixed = this.settings('notificator.firebase.accessToken');
    if (fixed) {
      const projectId = this.settings('notificator.firebase.projectId');
      if (!projectId) throw new Error('Firebase not configured: notificator.firebase.projectId');
      return { token: String(fixed), projectId: String(projectId) };
    }
    const raw = this.settings('notificator.firebase.serviceAccount');
    if (!raw) throw new Error('Firebase not configured');
    const account = (typeof raw === 'string' ? JSON.parse(raw) : raw) as ServiceAccount;
    const tokenUrl = String(
      this.settings('notificator.firebase.tokenUrl') ?? account.token_uri ?? GOOGLE_TOKEN_URL,
    );
    const key = `${account.client_email} ${tokenUrl}`;
    const now = this.now();
    if (this.cached?.key === key && this.cached.expires > now) {
      return { token: this.cached.token, projectId: account.project_id };
    }
    const body = new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: await signAssertion(account, tokenUrl, now),
    });
    const reply = JSON.parse(
      await post(tokenUrl, body.toString(), {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    ) as { access_token: string; expires_in?: number };
    const lifetime = (reply.expires_in ?? 3600) * 1000;
    this.cached = { key, token: reply.access_token, expires: now + lifetime - 60_000 };
    return { token: reply.access_token, projectId: account.project_id };
  }
}

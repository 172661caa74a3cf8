import { User } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { isCoreError } from '../transport/errors';
import { requestJson } from '../transport/rest';
import { establishSession } from './establish';
import { restoredImpersonator } from './impersonation';
import { forgetToken, readRememberedToken } from './rememberedToken';

/** The server said "no such session" (404, or 401 from stricter servers). */
function isNoSession(error: unknown): boolean {
  return (
    isCoreError(error) && error.type === 'http' && (error.status === 404 || error.status === 401)
  );
}

/** The server refused the token itself (bad, expired or revoked), as opposed to being unreachable. */
function isRefusedToken(error: unknown): boolean {
  return isCoreError(error) && error.type === 'http' && (error.status ?? 0) < 500;
}

/**
 * Resumes a session (SPEC.md A1): the cookie session first (GET /api/session), then a
 * remembered token (GET /api/session?token=…). A refused token is forgotten. Resolves null
 * when neither works; rejects only when the server cannot be asked.
 */
export async function restoreSession(ctx: CoreContext): Promise<User | null> {
  let user: User | null = null;
  try {
    user = await requestJson({ http: ctx.http, path: '/session', schema: User });
  } catch (error) {
    if (!isNoSession(error)) throw error;
  }
  const token = user ? null : await readRememberedToken(ctx);
  if (token) {
    try {
      user = await requestJson({
        http: ctx.http,
        path: '/session',
        query: { token },
        schema: User,
      });
    } catch (error) {
      if (!isRefusedToken(error)) throw error;
      await forgetToken(ctx);
    }
  }
  if (!user) {
    ctx.dispatch('session.cleared', 'rest', { reason: 'none' });
    return null;
  }
  await establishSession(ctx, user);
  const impersonator = await restoredImpersonator(ctx, user);
  if (impersonator) ctx.dispatch('session.impersonator', 'rest', { impersonator });
  return user;
}

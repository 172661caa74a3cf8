import { deleteSnapshot } from '../fleet/snapshot';
import type { CoreContext } from '../kernel/context';
import { isCoreError, toCoreError } from '../transport/errors';
import { requestText } from '../transport/rest';
import { dropReturnTo } from './impersonation';
import { forgetToken, readRememberedToken } from './rememberedToken';

/**
 * Ends the session (SPEC.md A3): closes the socket for good, clears the fleet and the
 * snapshot, then DELETE /api/session and POST /api/session/token/revoke for the remembered
 * token, which is forgotten either way. Rejects only if the server session may still be alive.
 */
export async function logout(ctx: CoreContext): Promise<void> {
  ctx.epoch += 1;
  ctx.socket.close();
  ctx.feed.clear();
  ctx.dispatch('session.cleared', 'user', { reason: 'logout' });
  await deleteSnapshot(ctx);
  const token = await readRememberedToken(ctx);
  await forgetToken(ctx);

  // Logged in as someone: back to one's own account, so its way back is revoked by its owner
  // and the session below is the one that ends.
  await dropReturnTo(ctx);
  let failure: unknown = null;
  try {
    await requestText({ http: ctx.http, method: 'DELETE', path: '/session' });
  } catch (error) {
    // 401: there was no server session left to delete.
    if (!(isCoreError(error) && error.status === 401)) failure = error;
  }
  if (token) {
    try {
      await requestText({
        http: ctx.http,
        method: 'POST',
        path: '/session/token/revoke',
        form: { token },
      });
    } catch (error) {
      ctx.dispatch('request.failed', 'rest', { what: 'revoke', error: toCoreError(error) });
    }
  }
  if (failure) throw toCoreError(failure);
}

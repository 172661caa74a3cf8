import { TrustUnlock } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { requestJson } from '../transport/rest';

/**
 * A suspended customer's trust unlock (companion `POST /tarkan/invoices/unlock`): their
 * credentials, not a session (they cannot sign in); the server lets them in for a few days.
 */
export function unlockOnTrust(
  ctx: CoreContext,
  input: { username: string; password: string },
): Promise<TrustUnlock> {
  return requestJson({
    http: ctx.http,
    base: 'tarkan',
    method: 'POST',
    path: '/invoices/unlock',
    json: input,
    schema: TrustUnlock,
  });
}

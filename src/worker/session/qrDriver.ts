import { QrDriverStatus, User } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { requestJson } from '../transport/rest';

/**
 * A QR driver checks into device `deviceId`, or out with 0 (POST /tarkan/qr-driver, base 2);
 * the signed-in user is read again, so the screens see which vehicle the driver is in.
 */
export async function qrDriverCheck(
  ctx: CoreContext,
  input: { deviceId: number },
): Promise<QrDriverStatus> {
  const status = await requestJson({
    http: ctx.http,
    base: 'tarkan',
    method: 'POST',
    path: '/qr-driver',
    json: { id: input.deviceId },
    schema: QrDriverStatus,
  });
  const user = await requestJson({ http: ctx.http, path: '/session', schema: User });
  ctx.dispatch('user.updated', 'rest', { user });
  return status;
}

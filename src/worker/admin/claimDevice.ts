/** Claiming a device by IMEI (SPEC.md AD9; companion API `POST /tarkan/autolink`, base 2). */
import { AutolinkRequest, Device } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { loadServer } from '../session/loadServer';
import { validationError } from '../transport/errors';
import { requestJson } from '../transport/rest';
import type { AdminEvents } from './events';
import type { ClaimInput } from './types';

/**
 * Asks the server for the device with this IMEI; the claimed device joins the fleet at once
 * (its list, map and management screens), and the server is read again for the devices left
 * (`deviceLimit`). Input the server would refuse rejects before any request.
 */
export async function claimDevice(ctx: CoreContext, input: ClaimInput): Promise<Device> {
  const parsed = AutolinkRequest.safeParse({
    imei: input.imei,
    placa: input.plate || undefined,
    modelo: input.model || undefined,
    categoria: input.category || undefined,
  });
  if (!parsed.success) {
    throw validationError('INVALID_CLAIM', parsed.error.issues[0]?.message ?? 'invalid claim');
  }
  const device = await requestJson({
    http: ctx.http,
    base: 'tarkan',
    method: 'POST',
    path: '/autolink',
    json: parsed.data,
    schema: Device,
  });
  ctx.dispatch('entity.saved', 'rest', {
    kind: 'device',
    item: device,
  } as AdminEvents['entity.saved']);
  ctx.background(() => loadServer(ctx));
  return device;
}

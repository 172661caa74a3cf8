/** Loading the fleet once a session exists, and again after a reconnect. */
import { isSoftDeleted } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { toCoreError } from '../transport/errors';
import { fetchDevices, fetchLatestPositions } from './fleetRequests';

/**
 * GET /api/devices, then the latest positions by id (batched). Results of a session that has
 * ended meanwhile (`epoch` moved on) are dropped. Returns whether they were folded.
 */
export async function loadFleet(ctx: CoreContext, epoch: number): Promise<boolean> {
  const devices = await fetchDevices({ http: ctx.http });
  if (ctx.epoch !== epoch) return false;
  ctx.dispatch('devices.loaded', 'rest', { devices });
  const positionIds = devices
    .filter((device) => device.positionId > 0 && !isSoftDeleted(device.uniqueId))
    .map((device) => device.positionId);
  const positions = await fetchLatestPositions({ http: ctx.http, positionIds });
  if (ctx.epoch !== epoch) return false;
  ctx.dispatch('positions.loaded', 'rest', { positions });
  return true;
}

/**
 * A failed fleet load: 401 means the session is gone (expired or revoked elsewhere), so it is
 * cleared and the socket closed; anything else is logged and the socket keeps retrying.
 */
export function fleetLoadFailed(ctx: CoreContext, cause: unknown, epoch: number): void {
  if (ctx.epoch !== epoch) return;
  const error = toCoreError(cause);
  ctx.dispatch('request.failed', 'rest', { what: 'fleet', error });
  if (error.type === 'http' && error.status === 401) {
    ctx.epoch += 1;
    ctx.socket.close();
    ctx.feed.clear();
    ctx.dispatch('session.cleared', 'rest', { reason: 'expired' });
  }
}

/** Loads the fleet, then opens the socket (whose open message brings the latest positions). */
export async function startFleet(ctx: CoreContext, epoch: number): Promise<void> {
  try {
    await loadFleet(ctx, epoch);
  } catch (error) {
    fleetLoadFailed(ctx, error, epoch);
  }
  if (ctx.epoch === epoch) ctx.socket.open();
}

/** After a reconnect: refetch devices and positions (SPEC.md R2). */
export async function refreshFleet(ctx: CoreContext): Promise<void> {
  const epoch = ctx.epoch;
  try {
    await loadFleet(ctx, epoch);
  } catch (error) {
    fleetLoadFailed(ctx, error, epoch);
  }
}

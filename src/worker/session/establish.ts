import { isQrDriver, LOCAL_SESSION_TOKEN_LENGTH, type User } from '@farol/model';
import { startFleet } from '../fleet/load';
import { loadReferences } from '../fleet/loadReferences';
import { restoreSnapshot } from '../fleet/snapshot';
import type { CoreContext } from '../kernel/context';
import { restoreHiddenGeofences } from '../geofences/hiddenGeofences';
import { restoreMapOptions } from '../map/mapOptions';
import { localSessionToken } from './localSessionToken';

const randomBytes = (length: number) => globalThis.crypto.getRandomValues(new Uint8Array(length));

/**
 * A user is signed in: fold `session.established` with a new local session token (SPEC §9),
 * paint the stored fleet at once if it is
 * this user's (SPEC.md P1), then load the fleet and open the socket in the background.
 */
export async function establishSession(ctx: CoreContext, user: User): Promise<void> {
  const previous = ctx.state().session.user;
  if (previous && previous.id !== user.id) {
    ctx.socket.close();
    ctx.feed.clear();
    ctx.dispatch('session.cleared', 'rest', { reason: 'none' });
  }
  ctx.epoch += 1;
  const epoch = ctx.epoch;
  const random = (ctx.deps.randomBytes ?? randomBytes)(LOCAL_SESSION_TOKEN_LENGTH);
  ctx.dispatch('session.established', 'rest', { user, localToken: localSessionToken(random) });
  try {
    await restoreSnapshot(ctx, user.id);
  } catch (error) {
    ctx.deps.reportError?.(error);
  }
  await restoreMapOptions(ctx, user.id).catch((error) => ctx.deps.reportError?.(error));
  await restoreHiddenGeofences(ctx, user.id).catch((error) => ctx.deps.reportError?.(error));
  if (ctx.epoch !== epoch) return;
  ctx.background(() => startFleet(ctx, epoch));
  // A QR driver sees their vehicles and nothing else: no groups, geofences or settings to load.
  if (!isQrDriver(user)) ctx.background(() => loadReferences(ctx, epoch));
}

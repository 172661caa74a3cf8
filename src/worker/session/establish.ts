import type { User } from '@farol/model';
import type { CoreContext } from '../context';
import { startFleet } from '../fleet/load';
import { restoreSnapshot } from '../fleet/snapshot';
import { loadReferences } from '../geofences/loadReferences';
import { restoreMapOptions } from '../map/mapOptions';

/**
 * A user is signed in: fold `session.established`, paint the stored fleet at once if it is
 * this user's (SPEC.md P1), then load the fleet and open the socket in the background.
 */
export async function establishSession(input: { ctx: CoreContext; user: User }): Promise<void> {
  const { ctx, user } = input;
  const previous = ctx.state().session.user;
  if (previous && previous.id !== user.id) {
    ctx.socket.close();
    ctx.feed.clear();
    ctx.dispatch('session.cleared', 'rest', { reason: 'none' });
  }
  ctx.epoch += 1;
  const epoch = ctx.epoch;
  ctx.dispatch('session.established', 'rest', { user });
  try {
    await restoreSnapshot({ ctx, userId: user.id });
  } catch (error) {
    ctx.deps.reportError?.(error);
  }
  await restoreMapOptions({ ctx, userId: user.id }).catch((error) => ctx.deps.reportError?.(error));
  if (ctx.epoch !== epoch) return;
  ctx.background(() => startFleet({ ctx, epoch }));
  ctx.background(() => loadReferences({ ctx, epoch }));
}

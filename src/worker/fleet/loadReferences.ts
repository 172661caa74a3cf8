/** The user's reference lists, loaded once a session exists: geofences, groups and drivers. */
import { z } from 'zod';
import { Driver, Geofence, Group } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { toCoreError } from '../transport/errors';
import { requestJson } from '../transport/rest';

/**
 * GET /api/geofences, /api/groups and /api/drivers, each folded as it arrives; a list that fails
 * is logged (`request.failed`) without holding the others back. Results of an ended session
 * are dropped.
 */
export async function loadReferences(ctx: CoreContext, epoch: number): Promise<void> {
  const load = async <T>(
    what: string,
    path: string,
    schema: z.ZodType<T[]>,
    fold: (items: T[]) => void,
  ) => {
    try {
      const items = await requestJson({ http: ctx.http, path, schema });
      if (ctx.epoch === epoch) fold(items);
    } catch (error) {
      if (ctx.epoch === epoch)
        ctx.dispatch('request.failed', 'rest', { what, error: toCoreError(error) });
    }
  };
  await Promise.all([
    load('geofences', '/geofences', z.array(Geofence), (geofences) =>
      ctx.dispatch('geofences.loaded', 'rest', { geofences }),
    ),
    load('groups', '/groups', z.array(Group), (groups) =>
      ctx.dispatch('groups.loaded', 'rest', { groups }),
    ),
    load('drivers', '/drivers', z.array(Driver), (drivers) =>
      ctx.dispatch('drivers.loaded', 'rest', { drivers }),
    ),
  ]);
}

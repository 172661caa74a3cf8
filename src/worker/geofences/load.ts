/** Loading the user's geofences (anchors included) and groups once a session exists. */
import { z } from 'zod';
import { Geofence, Group } from '../../model';
import type { CoreContext } from '../context';
import { requestJson } from '../transport/rest';

/** GET /api/geofences and /api/groups; results of an ended session are dropped. */
export async function loadGeofences(input: { ctx: CoreContext; epoch: number }): Promise<void> {
  const { ctx, epoch } = input;
  const [geofences, groups] = await Promise.all([
    requestJson({ http: ctx.http, path: '/geofences', schema: z.array(Geofence) }),
    requestJson({ http: ctx.http, path: '/groups', schema: z.array(Group) }),
  ]);
  if (ctx.epoch !== epoch) return;
  ctx.dispatch('geofences.loaded', 'rest', { geofences });
  ctx.dispatch('groups.loaded', 'rest', { groups });
}

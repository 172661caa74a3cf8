/** The map domain's API: camera input, follow and trail modes, display options, hit test. */
import { z } from 'zod';
import type { CoreContext } from '../kernel/context';
import { validationError } from '../transport/errors';
import { detailController } from './detail/detailController';
import { deviceAtPoint } from './hitTest';
import { mapOptionsKey, OptionsPatch } from './mapOptions';
import type { MapApi } from './types';

const ViewportSchema = z.object({
  zoom: z.number().min(0).max(24),
  west: z.number().min(-540).max(540),
  south: z.number().min(-90).max(90),
  east: z.number().min(-540).max(540),
  north: z.number().min(-90).max(90),
});

const FrameWindowSchema = z.object({
  version: z.number().int().min(0),
  frames: z.number().int().min(0),
  frameMs: z.number().positive().max(60_000),
  idleMs: z.number().positive().max(60_000).nullable().optional(),
});

export function createMapApi(ctx: CoreContext): MapApi {
  return {
    /** The map's visible area; clusters and labels are computed for it (SPEC.md W1). */
    async setViewport(viewport) {
      const parsed = ViewportSchema.safeParse(viewport);
      if (!parsed.success)
        throw validationError('INVALID_VIEWPORT', parsed.error.issues[0]!.message);
      ctx.dispatch('viewport.changed', 'user', parsed.data);
    },
    /** Follow mode (SPEC.md F1): the `follow` topic moves with the device's every update. */
    async followDevice({ deviceId }) {
      ctx.dispatch('device.followed', 'user', { deviceId });
    },
    /** Trail mode (SPEC.md F2): records the device's live positions from now on. */
    async trailDevice({ deviceId }) {
      ctx.dispatch('device.trailed', 'user', { deviceId });
    },
    /** Changes options and stores them under the signed-in user (SPEC.md O1). */
    async setMapOptions(patch) {
      const parsed = OptionsPatch.safeParse(patch);
      if (!parsed.success)
        throw validationError('INVALID_OPTIONS', parsed.error.issues[0]!.message);
      ctx.dispatch('mapOptions.changed', 'user', { patch: parsed.data });
      const user = ctx.state().session.user;
      if (user) await ctx.deps.store.set(mapOptionsKey(user.id), ctx.state().mapOptions);
    },
    async deviceAt(point) {
      return deviceAtPoint(ctx.state(), point);
    },
    /** A window of measured frames for the detail policy (SPEC.md D3). */
    async reportFrames(window) {
      const parsed = FrameWindowSchema.safeParse(window);
      if (!parsed.success) throw validationError('INVALID_FRAMES', parsed.error.issues[0]!.message);
      detailController(ctx).measured(parsed.data);
    },
    /** The map's WebGL renderer: the detail policy's first guess of its speed (SPEC.md D3). */
    async setRenderer({ renderer }) {
      detailController(ctx).renderer(String(renderer).slice(0, 200));
    },
  };
}

/** Camera input and the follow / trail modes of the map. */
import { z } from 'zod';
import type { CoreContext } from '../context';
import { validationError } from '../transport/errors';
import type { Viewport } from '../types';

const ViewportSchema = z.object({
  zoom: z.number().min(0).max(24),
  west: z.number().min(-540).max(540),
  south: z.number().min(-90).max(90),
  east: z.number().min(-540).max(540),
  north: z.number().min(-90).max(90),
});

/** The map's visible area; clusters and labels are computed for it (SPEC.md W1). */
export async function setViewport(input: { ctx: CoreContext; viewport: Viewport }): Promise<void> {
  const parsed = ViewportSchema.safeParse(input.viewport);
  if (!parsed.success) throw validationError('INVALID_VIEWPORT', parsed.error.issues[0]!.message);
  input.ctx.dispatch('viewport.changed', 'user', parsed.data);
}

/** Follow mode (SPEC.md F1): the `follow` topic moves with the device's every update. */
export async function followDevice(input: {
  ctx: CoreContext;
  deviceId: number | null;
}): Promise<void> {
  input.ctx.dispatch('device.followed', 'user', { deviceId: input.deviceId });
}

/** Trail mode (SPEC.md F2): records the device's live positions from now on. */
export async function trailDevice(input: {
  ctx: CoreContext;
  deviceId: number | null;
}): Promise<void> {
  input.ctx.dispatch('device.trailed', 'user', { deviceId: input.deviceId });
}

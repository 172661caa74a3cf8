/** The map's display options, remembered per user (SPEC.md O1). */
import { z } from 'zod';
import type { CoreContext } from '../context';
import { STORAGE_KEYS } from '../storageKeys';
import { validationError } from '../transport/errors';
import type { MapOptions } from '../types';

const OptionsPatch = z
  .object({
    geofences: z.boolean(),
    names: z.boolean(),
    plates: z.boolean(),
    precision: z.boolean(),
    status: z.boolean(),
    groups: z.boolean(),
  })
  .partial()
  .strict();

const keyOf = (userId: number) => `${STORAGE_KEYS.mapOptions}.${userId}`;

/** Changes options and stores them under the signed-in user. */
export async function setMapOptions(input: {
  ctx: CoreContext;
  patch: Partial<MapOptions>;
}): Promise<void> {
  const parsed = OptionsPatch.safeParse(input.patch);
  if (!parsed.success) throw validationError('INVALID_OPTIONS', parsed.error.issues[0]!.message);
  const { ctx } = input;
  ctx.dispatch('mapOptions.changed', 'user', { patch: parsed.data });
  const user = ctx.state().session.user;
  if (user) await ctx.deps.store.set(keyOf(user.id), ctx.state().mapOptions);
}

/** Restores the user's stored options (a missing or unreadable entry keeps the defaults). */
export async function restoreMapOptions(input: {
  ctx: CoreContext;
  userId: number;
}): Promise<void> {
  const stored = await input.ctx.deps.store.get(keyOf(input.userId));
  const parsed = OptionsPatch.safeParse(stored);
  if (parsed.success) input.ctx.dispatch('mapOptions.changed', 'rest', { patch: parsed.data });
}

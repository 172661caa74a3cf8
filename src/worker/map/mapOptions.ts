/** The map's display options and base layer, remembered per user (SPEC.md O1). */
import { z } from 'zod';
import { BaseLayerId } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { STORAGE_KEYS } from '../kernel/storageKeys';

/** A patch of options; unknown keys are rejected. */
export const OptionsPatch = z
  .object({
    geofences: z.boolean(),
    names: z.boolean(),
    plates: z.boolean(),
    precision: z.boolean(),
    status: z.boolean(),
    groups: z.boolean(),
    baseLayer: BaseLayerId.nullable(),
  })
  .partial()
  .strict();

/** The store key of one user's options. */
export const mapOptionsKey = (userId: number) => `${STORAGE_KEYS.mapOptions}.${userId}`;

/** Restores the user's stored options (a missing or unreadable entry keeps the defaults). */
export async function restoreMapOptions(ctx: CoreContext, userId: number): Promise<void> {
  const stored = await ctx.deps.store.get(mapOptionsKey(userId));
  const parsed = OptionsPatch.safeParse(stored);
  if (parsed.success) ctx.dispatch('mapOptions.changed', 'rest', { patch: parsed.data });
}

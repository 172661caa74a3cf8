/**
 * The geofences the user hid from the map (SPEC.md G4): a set of ids, remembered per user the
 * way the map options are, and handed to the map as ids so a toggle redraws no geometry.
 */
import { z } from 'zod';
import type { DomainEvent } from '../events';
import type { CoreContext } from '../kernel/context';
import { STORAGE_KEYS } from '../kernel/storageKeys';

/** A change of visibility: at most every geofence a large fleet has, ids as Traccar's. */
export const VisibilityInput = z
  .object({
    ids: z.array(z.number().int().positive()).max(100_000),
    visible: z.boolean(),
  })
  .strict();

const StoredIds = z.array(z.number().int().positive()).max(100_000);

/** The store key of one user's hidden geofences. */
export const hiddenGeofencesKey = (userId: number) => `${STORAGE_KEYS.hiddenGeofences}.${userId}`;

const NONE: ReadonlySet<number> = new Set();

/** Hidden ids: changed by the user, restored at sign-in, forgotten with the session. */
export function reduceHiddenGeofences(
  hidden: ReadonlySet<number>,
  event: DomainEvent,
): ReadonlySet<number> {
  switch (event.type) {
    case 'geofences.visibilityChanged': {
      const { ids, visible } = event.payload;
      if (ids.every((id) => hidden.has(id) !== visible)) return hidden;
      const next = new Set(hidden);
      for (const id of ids) {
        if (visible) next.delete(id);
        else next.add(id);
      }
      return next;
    }
    case 'geofences.hiddenRestored':
      return new Set(event.payload.ids);
    case 'session.cleared':
      return hidden.size === 0 ? hidden : NONE;
    default:
      return hidden;
  }
}

export const EMPTY_HIDDEN = NONE;

/** Restores the user's hidden geofences (a missing or unreadable entry hides none). */
export async function restoreHiddenGeofences(ctx: CoreContext, userId: number): Promise<void> {
  const parsed = StoredIds.safeParse(await ctx.deps.store.get(hiddenGeofencesKey(userId)));
  if (parsed.success && parsed.data.length > 0)
    ctx.dispatch('geofences.hiddenRestored', 'rest', { ids: parsed.data });
}

import type { Toast } from './toast';

/** At most this many toasts per corner (SPEC.md N6). */
export const MAX_TOASTS_PER_CORNER = 5;

/**
 * Keeps at most `limit` toasts per corner (SPEC.md N6): the oldest unpinned ones go first; a
 * pinned toast goes only when every toast of its corner is pinned. Order is kept.
 */
export function capToasts(
  items: readonly Toast[],
  limit = MAX_TOASTS_PER_CORNER,
): readonly Toast[] {
  const byCorner = new Map<string, Toast[]>();
  for (const item of items) {
    const corner = byCorner.get(item.style.position) ?? [];
    corner.push(item);
    byCorner.set(item.style.position, corner);
  }
  const dropped = new Set<Toast>();
  for (const corner of byCorner.values()) {
    let excess = corner.length - limit;
    if (excess <= 0) continue;
    for (const pass of [false, true]) {
      for (const item of corner) {
        if (excess === 0) break;
        if (item.style.pinned === pass) {
          dropped.add(item);
          excess -= 1;
        }
      }
    }
  }
  return dropped.size === 0 ? items : items.filter((item) => !dropped.has(item));
}

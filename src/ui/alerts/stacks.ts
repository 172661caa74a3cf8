import { NOTIFICATION_POSITIONS } from '@farol/model';
import type { AlertItem, ToastPosition } from '../../worker/types';

/** On a narrow screen the corners merge into one stack at the top, of at most this many. */
export const NARROW_VISIBLE = 3;

export interface ToastStack {
  /** A corner, or `top` for the merged stack of narrow screens. */
  position: ToastPosition | 'top';
  /** Oldest first. */
  items: AlertItem[];
}

/**
 * The stacks to draw: one per corner that has toasts; on a narrow screen (where corners would
 * overlap) a single one with the newest NARROW_VISIBLE toasts.
 */
export function toastStacks(items: readonly AlertItem[], narrow: boolean): ToastStack[] {
  if (items.length === 0) return [];
  if (narrow) return [{ position: 'top', items: items.slice(-NARROW_VISIBLE) }];
  return NOTIFICATION_POSITIONS.map((position) => ({
    position,
    items: items.filter((item) => item.position === position),
  })).filter((stack) => stack.items.length > 0);
}

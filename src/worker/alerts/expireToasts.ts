import { TOAST_MS } from '@farol/model';
import type { AlertStyle } from './types';
import type { Toast, ToastState } from './toast';

/** When a toast received at `receivedAt` goes away: TOAST_MS later, never when pinned (N4). */
export function expiryOf(style: AlertStyle, receivedAt: number): number | null {
  return style.pinned ? null : receivedAt + TOAST_MS;
}

/** Drops the toasts whose time is up at `now` (SPEC.md N4); the same state when none is. */
export function expireToasts(state: ToastState, now: number): ToastState {
  const items = state.items.filter((item) => item.expiresAt === null || item.expiresAt > now);
  return items.length === state.items.length ? state : { ...state, items };
}

/** The earliest time a visible toast goes away, or null when none will by itself. */
export function nextExpiry(items: readonly Toast[]): number | null {
  let next: number | null = null;
  for (const item of items) {
    if (item.expiresAt !== null && (next === null || item.expiresAt < next)) next = item.expiresAt;
  }
  return next;
}

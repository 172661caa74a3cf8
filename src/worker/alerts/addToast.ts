import type { Notification, TrackingEvent } from '@farol/model';
import { alertStyle } from './alertStyle';
import { capToasts } from './capToasts';
import { expiryOf } from './expireToasts';
import { matchNotification } from './matchNotification';
import { repeatKey, toastKey, type Toast, type ToastState } from './toast';

/**
 * Adds the toast of one pushed event received at `at` (SPEC.md N4–N6): styled by the matching
 * notification (N1, N2); the same event twice is ignored; a repeat of a visible toast (same
 * device, type, alarm and geofence) replaces it as the newest, counting the repeats; then each
 * corner keeps at most five.
 */
export function addToast(
  state: ToastState,
  input: { event: TrackingEvent; notifications: readonly Notification[]; at: number },
): ToastState {
  const { event, at } = input;
  const key = toastKey(event);
  if (state.items.some((item) => item.key === key)) return state;
  const repeat = repeatKey(event);
  const previous = state.items.find((item) => item.repeatKey === repeat);
  const notification = matchNotification(event, input.notifications);
  const style = alertStyle(notification);
  const toast: Toast = {
    id: state.nextId,
    key,
    repeatKey: repeat,
    event,
    receivedAt: at,
    notificationId: notification?.id ?? null,
    style,
    expiresAt: expiryOf(style, at),
    count: (previous?.count ?? 0) + 1,
  };
  const kept = previous ? state.items.filter((item) => item !== previous) : state.items;
  return { items: capToasts([...kept, toast]), nextId: state.nextId + 1 };
}

/** Adds the toasts of a batch of events, in order. */
export function addToasts(
  state: ToastState,
  input: { events: readonly TrackingEvent[]; notifications: readonly Notification[]; at: number },
): ToastState {
  let next = state;
  for (const event of input.events) {
    next = addToast(next, { event, notifications: input.notifications, at: input.at });
  }
  return next;
}

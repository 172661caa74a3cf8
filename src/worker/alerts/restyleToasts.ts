import type { Notification } from '@farol/model';
import { alertStyle } from './alertStyle';
import { capToasts } from './capToasts';
import { expiryOf } from './expireToasts';
import { matchNotification } from './matchNotification';
import type { ToastState } from './toast';

/**
 * After the notifications are (re)loaded, every visible toast is matched again and takes its
 * notification's current styling; its time runs from when it arrived (SPEC.md N7).
 */
export function restyleToasts(
  state: ToastState,
  notifications: readonly Notification[],
): ToastState {
  if (state.items.length === 0) return state;
  const items = state.items.map((item) => {
    const notification = matchNotification(item.event, notifications);
    const style = alertStyle(notification);
    return {
      ...item,
      notificationId: notification?.id ?? null,
      style,
      expiresAt: expiryOf(style, item.receivedAt),
    };
  });
  return { ...state, items: capToasts(items) };
}

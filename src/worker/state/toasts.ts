import type { Notification } from '@farol/model';
import { addToasts } from '../derive/addToast';
import { expireToasts } from '../derive/expireToasts';
import { restyleToasts } from '../derive/restyleToasts';
import type { ToastState } from '../derive/toast';
import type { DomainEvent } from './events';

/**
 * The visible toasts (SPEC.md N4–N7). Pushed events are styled with the notifications as they
 * were before the event, which the combined reducer passes in.
 */
export function reduceToasts(
  toasts: ToastState,
  event: DomainEvent,
  notifications: readonly Notification[],
): ToastState {
  switch (event.type) {
    case 'events.received':
      return addToasts(toasts, { events: event.payload.events, notifications, at: event.at });
    case 'notifications.loaded':
      return restyleToasts(toasts, event.payload.notifications);
    case 'alerts.expired':
      return expireToasts(toasts, event.at);
    case 'alert.dismissed': {
      const items = toasts.items.filter((item) => item.id !== event.payload.id);
      return items.length === toasts.items.length ? toasts : { ...toasts, items };
    }
    case 'session.cleared':
      return toasts.items.length === 0 ? toasts : { ...toasts, items: [] };
    default:
      return toasts;
  }
}

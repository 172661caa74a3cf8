/** The alerts slice: the user's notifications and the visible toasts (SPEC.md N1–N8). */
import type { Notification } from '@farol/model';
import type { DomainEvent } from '../events';
import type { Slice } from '../kernel/slice';
import type { CoreState } from '../state';
import { addToasts } from './addToast';
import { expireToasts } from './expireToasts';
import { restyleToasts } from './restyleToasts';
import { EMPTY_TOASTS, type ToastState } from './toast';

export interface AlertsState {
  /** The signed-in user's notifications, which style and sound the toasts (N1, N8). */
  notifications: readonly Notification[];
  /** The visible toasts of pushed events. */
  toasts: ToastState;
}

const NONE: readonly Notification[] = [];

export function reduceNotifications(
  notifications: readonly Notification[],
  event: DomainEvent,
): readonly Notification[] {
  switch (event.type) {
    case 'notifications.loaded':
      return event.payload.notifications;
    case 'entities.loaded':
      return event.payload.kind === 'notification' ? event.payload.items : notifications;
    case 'entity.saved': {
      if (event.payload.kind !== 'notification') return notifications;
      const saved = event.payload.item;
      const others = notifications.filter((item) => item.id !== saved.id);
      return [...others, saved];
    }
    case 'entities.removed': {
      if (event.payload.kind !== 'notification') return notifications;
      const gone = new Set(event.payload.ids);
      const kept = notifications.filter((item) => !gone.has(item.id));
      return kept.length === notifications.length ? notifications : kept;
    }
    case 'session.cleared':
      return notifications.length === 0 ? notifications : NONE;
    default:
      return notifications;
  }
}

/**
 * The visible toasts (N4–N7). Pushed events are styled with the notifications as they were
 * before the event.
 */
export function reduceToasts(
  toasts: ToastState,
  event: DomainEvent,
  before: Pick<CoreState, 'notifications'>,
): ToastState {
  switch (event.type) {
    case 'events.received':
      return addToasts(toasts, {
        events: event.payload.events,
        notifications: before.notifications,
        at: event.at,
      });
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

export const alertsSlice: Slice<AlertsState> = {
  initial: { notifications: NONE, toasts: EMPTY_TOASTS },
  reducers: { notifications: reduceNotifications, toasts: reduceToasts },
};

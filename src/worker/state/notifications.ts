import type { Notification } from '@farol/model';
import type { DomainEvent } from './events';

const NONE: readonly Notification[] = [];

/** The signed-in user's notifications, which style and sound the toasts (SPEC.md N1, N8). */
export function reduceNotifications(
  notifications: readonly Notification[],
  event: DomainEvent,
): readonly Notification[] {
  switch (event.type) {
    case 'notifications.loaded':
      return event.payload.notifications;
    case 'session.cleared':
      return notifications.length === 0 ? notifications : NONE;
    default:
      return notifications;
  }
}

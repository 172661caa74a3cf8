import type { Notification, TrackingEvent } from '@farol/model';

/** The items of a comma-separated attribute (`"sos, powerCut"`), or null when absent. */
function listOf(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  return String(value)
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Whether the notification pushes through the `web` notificator (the socket). */
export function isWebNotification(notification: Notification): boolean {
  return (listOf(notification.notificators) ?? []).includes('web');
}

/**
 * Whether `notification` is one the server may have pushed `event` for (traccar-api.md §h):
 * `web` among its notificators, the same type; for `alarm`, its `alarms` list names the event's
 * alarm (no list, no match); with a `geofenceIds` list, it holds the event's geofence.
 */
export function notificationMatches(notification: Notification, event: TrackingEvent): boolean {
  if (notification.type !== event.type || !isWebNotification(notification)) return false;
  if (event.type === 'alarm') {
    const alarm = event.attributes['alarm'];
    const alarms = listOf(notification.attributes['alarms']);
    if (!alarms || typeof alarm !== 'string' || !alarms.includes(alarm)) return false;
  }
  const geofenceIds = listOf(notification.attributes['geofenceIds']);
  if (geofenceIds && !geofenceIds.includes(String(event.geofenceId))) return false;
  return true;
}

/**
 * The notification whose styling and sound an event takes (SPEC.md N1): among those that
 * match, the one with the lowest id, so the choice is stable; null when none does.
 */
export function matchNotification(
  event: TrackingEvent,
  notifications: readonly Notification[],
): Notification | null {
  let best: Notification | null = null;
  for (const notification of notifications) {
    if (best && notification.id >= best.id) continue;
    if (notificationMatches(notification, event)) best = notification;
  }
  return best;
}

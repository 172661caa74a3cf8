import type { EventRecord, NotificationRecord } from '../storage';
import type { CatalogSnapshot } from '../pipeline/catalog/catalog';

/** What matching an event needs besides the catalog. */
export interface MatchInput {
  event: EventRecord;
  snapshot: CatalogSnapshot;
  /** Notifications linked to the device or to a group of its chain. */
  deviceNotifications: readonly number[];
  /** Users who see the device (linked to it or to a group of its chain). */
  deviceUsers: readonly number[];
  inCalendar(calendarId: number, time: number): boolean;
}

/** A notification that applies, and who receives it. */
export interface Match {
  notification: NotificationRecord;
  userIds: number[];
}

const list = (value: unknown): string[] =>
  value === undefined || value === null
    ? []
    : String(value)
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);

/** Whether a notification's own filters let the event through (type, alarms, geofences, calendar). */
function accepts(notification: NotificationRecord, input: MatchInput): boolean {
  const { event } = input;
  if (notification.type !== event.type) return false;
  if (event.type === 'alarm') {
    // Traccar: an alarm notification without an `alarms` list matches no alarm.
    if (!list(notification.attributes.alarms).includes(String(event.attributes.alarm)))
      return false;
  }
  const geofences = list(notification.attributes.geofenceIds);
  if (geofences.length && !geofences.includes(String(event.geofenceId))) return false;
  return input.inCalendar(notification.calendarId, event.eventTime);
}

/**
 * Traccar's NotificationManager rules (report §h): a notification applies when linked to the
 * device or its group chain, or when `always` and linked to one of the device's users; its type,
 * `alarms`, `geofenceIds` and calendar must match. Recipients are the users linked to both the
 * notification and the device.
 */
export function matchNotifications(input: MatchInput): Match[] {
  const { snapshot, deviceUsers } = input;
  const candidates = new Set(input.deviceNotifications);
  for (const userId of deviceUsers) {
    for (const id of snapshot.links.properties('user', userId, 'notification')) {
      if (snapshot.notifications.get(id)?.always) candidates.add(id);
    }
  }
  const seeing = new Set(deviceUsers);
  const matches: Match[] = [];
  for (const id of candidates) {
    const notification = snapshot.notifications.get(id);
    if (!notification || !accepts(notification, input)) continue;
    const userIds = snapshot.links
      .owners('notification', id, 'user')
      .filter((userId) => seeing.has(userId));
    if (userIds.length) matches.push({ notification, userIds });
  }
  return matches;
}

/** Whether any notification of this type exists, so most events skip the recipient lookup. */
export function anyOfType(snapshot: CatalogSnapshot, type: string): boolean {
  for (const notification of snapshot.notifications.values()) {
    if (notification.type === type) return true;
  }
  return false;
}

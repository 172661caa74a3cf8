import type { Notification, TrackingEvent } from '@farol/model';

/** The alerts domain's events. */
export interface AlertsEvents {
  /** Tracking events pushed by the socket (alarms, geofence crossings…). */
  'events.received': { events: TrackingEvent[] };
  'notifications.loaded': { notifications: Notification[] };
  'alert.dismissed': { id: number };
  /** Toasts whose time is up at the event's `at` go away. */
  'alerts.expired': Record<string, never>;
}

import type { TrackingEvent } from '@farol/model';
import type { DomainEvent } from './events';

/** How many pushed tracking events are kept for toasts and the event panel. */
export const MAX_ALERTS = 100;

/** The most recent tracking events (alarms, geofence crossings…), newest last. */
export function reduceAlerts(
  alerts: readonly TrackingEvent[],
  event: DomainEvent,
): readonly TrackingEvent[] {
  switch (event.type) {
    case 'events.received':
      return [...alerts, ...event.payload.events].slice(-MAX_ALERTS);
    case 'session.cleared':
      return alerts.length === 0 ? alerts : [];
    default:
      return alerts;
  }
}

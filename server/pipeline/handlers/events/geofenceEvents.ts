import type { DetectedEvent, PositionHandler } from '../../types';

/**
 * geofenceEnter / geofenceExit: the difference between the last and the current `geofenceIds`,
 * for geofences whose calendar contains the position's time (Traccar's GeofenceEventHandler).
 */
export const geofenceEvents: PositionHandler = {
  name: 'geofenceEvents',
  latestOnly: true,
  handle(position, last, { env }) {
    const before = new Set(last?.geofenceIds ?? []);
    const after = new Set(position.geofenceIds ?? []);
    const events: DetectedEvent[] = [];
    const emit = (type: string, id: number) => {
      const geofence = env.geofence(id);
      if (geofence && env.inCalendar(geofence.calendarId, position.fixTime)) {
        events.push({ type, geofenceId: id });
      }
    };
    for (const id of before) if (!after.has(id)) emit('geofenceExit', id);
    for (const id of after) if (!before.has(id)) emit('geofenceEnter', id);
    return events.length ? { events } : null;
  },
};

import type { GeofenceArea } from '../../env';
import type { DetectedEvent, HandlerContext, PositionHandler } from '../../types';
import type { PositionRecord } from '../../../storage';

/** A geofence the device entered or left on a position. */
export interface GeofenceChange {
  kind: 'geofenceEnter' | 'geofenceExit';
  geofence: GeofenceArea;
}

/**
 * The geofences left, then those entered: the difference between the last and the current
 * `geofenceIds`, for geofences whose calendar contains the position's time (Traccar's
 * GeofenceEventHandler). The automation rules act on the same changes.
 */
export function geofenceChanges(
  position: Readonly<PositionRecord>,
  last: Readonly<PositionRecord> | null,
  { env }: HandlerContext,
): GeofenceChange[] {
  const before = new Set(last?.geofenceIds ?? []);
  const after = new Set(position.geofenceIds ?? []);
  const changes: GeofenceChange[] = [];
  const add = (kind: GeofenceChange['kind'], id: number) => {
    const geofence = env.geofence(id);
    if (geofence && env.inCalendar(geofence.calendarId, position.fixTime)) {
      changes.push({ kind, geofence });
    }
  };
  for (const id of before) if (!after.has(id)) add('geofenceExit', id);
  for (const id of after) if (!before.has(id)) add('geofenceEnter', id);
  return changes;
}

/** geofenceEnter / geofenceExit events (see `geofenceChanges`). */
export const geofenceEvents: PositionHandler = {
  name: 'geofenceEvents',
  latestOnly: true,
  handle(position, last, context) {
    const events: DetectedEvent[] = geofenceChanges(position, last, context).map((change) => ({
      type: change.kind,
      geofenceId: change.geofence.id,
    }));
    return events.length ? { events } : null;
  },
};

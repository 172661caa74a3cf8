import { isAnchorOf } from '../../../automation/geofenceRules';
import type { GeofenceArea } from '../../env';
import type { DetectedEvent, HandlerContext, PositionHandler } from '../../types';
import type { PositionRecord } from '../../../storage';
import { areaContains } from '../geofences';

/** A geofence the device entered or left on a position. */
export interface GeofenceChange {
  kind: 'geofenceEnter' | 'geofenceExit';
  geofence: GeofenceArea;
}

/**
 * The geofences left, then those entered: the difference between the last and the current
 * `geofenceIds`, for geofences whose calendar contains the position's time (Traccar's
 * GeofenceEventHandler). The automation rules act on the same changes.
 *
 * One departure, for anchors: the device's anchor counts as held by the last position when that
 * position lies in it, whatever its stored `geofenceIds` say. An anchor is made around a parked
 * device after its last report, so that report never named it; the next one outside it is the
 * vehicle being moved, and must end the anchor (SPEC G3 on the client holds the same rule).
 */
export function geofenceChanges(
  position: Readonly<PositionRecord>,
  last: Readonly<PositionRecord> | null,
  { env, device }: HandlerContext,
): GeofenceChange[] {
  const before = new Set(last?.geofenceIds ?? []);
  if (last) {
    for (const geofence of env.geofences) {
      if (!isAnchorOf(geofence, device.id) || before.has(geofence.id)) continue;
      if (areaContains(geofence, last.latitude, last.longitude)) before.add(geofence.id);
    }
  }
  const after = new Set(position.geofenceIds ?? []);
  const changes: GeofenceChange[] = [];
  for (const id of before)
    if (!after.has(id)) addChange(changes, 'geofenceExit', id, env, position);
  for (const id of after)
    if (!before.has(id)) addChange(changes, 'geofenceEnter', id, env, position);
  return changes;
}

/** Adds the change unless the geofence is gone or its calendar does not contain the fix. */
function addChange(
  changes: GeofenceChange[],
  kind: GeofenceChange['kind'],
  id: number,
  env: HandlerContext['env'],
  position: Readonly<PositionRecord>,
): void {
  const geofence = env.geofence(id);
  if (geofence && env.inCalendar(geofence.calendarId, position.fixTime)) {
    changes.push({ kind, geofence });
  }
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

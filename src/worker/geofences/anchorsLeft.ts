/** [G3] Anchors the server removed: how the client learns of it without reloading. */
import { containsPoint, type Position, type TrackingEvent } from '@farol/model';
import type { GeofenceState } from './state';

/** Server automation events that end an anchor (the server deletes the anchor it acted on). */
const ANCHOR_ENDS = new Set(['deviceLocked', 'automationFailed']);

/**
 * The anchors a pushed event says the server removed: leaving an anchor stops the engine and
 * deletes the anchor, and the event that says so (`deviceLocked`, or `automationFailed` when the
 * device could not take the stop) names rule `anchor` and the anchor's geofence. Such events
 * reach a user only through a web notification, so this is the quicker path, not the only one.
 */
export function anchorsEnded(
  state: GeofenceState,
  events: readonly Pick<TrackingEvent, 'type' | 'geofenceId' | 'attributes'>[],
): Set<number> {
  const gone = new Set<number>();
  for (const event of events) {
    if (!ANCHOR_ENDS.has(event.type) || event.attributes['rule'] !== 'anchor') continue;
    if (state.byId.get(event.geofenceId)?.isAnchor) gone.add(event.geofenceId);
  }
  return gone;
}

/**
 * The anchors the positions carried their devices out of: a position of an anchored device that
 * lies outside its anchor's shape (the one test the server's `geofenceIds` come from). The
 * server ends the anchor on that same report: the anchor is made around the parked device, so
 * its last report lay inside whatever it was stored with. Each position is judged alone, never
 * against the one before, because the socket may bring only a device's latest position: an
 * inside report and the outside one right after it can reach the client as the outside one.
 */
export function anchorsLeft(
  state: GeofenceState,
  positions: readonly Pick<Position, 'deviceId' | 'latitude' | 'longitude'>[],
): Set<number> {
  const left = new Set<number>();
  if (state.anchorOf.size === 0) return left;
  for (const position of positions) {
    const anchorId = state.anchorOf.get(position.deviceId);
    const shape = anchorId === undefined ? null : state.byId.get(anchorId)?.shape;
    if (!shape || containsPoint(shape, position.latitude, position.longitude)) continue;
    left.add(anchorId!);
  }
  return left;
}

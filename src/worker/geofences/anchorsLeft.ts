/** [G3] Anchors the server removed: how the client learns of it without reloading. */
import type { Position, TrackingEvent } from '@farol/model';
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
 * Which anchors the positions find their devices in, and which they left: a device whose
 * position lay in its anchor (the server's `geofenceIds`) and whose next one does not has left
 * it, which is exactly when the server deletes it (its geofenceExit). Returns `state.inside`
 * itself when nothing changed.
 */
export function anchorsLeft(
  state: GeofenceState,
  positions: readonly Pick<Position, 'deviceId' | 'geofenceIds'>[],
): { inside: ReadonlySet<number>; left: Set<number> } {
  let inside: Set<number> | null = null;
  const left = new Set<number>();
  for (const position of positions) {
    const anchorId = state.anchorOf.get(position.deviceId);
    if (anchorId === undefined) continue;
    // Traccar leaves `geofenceIds` null when the position lies in none.
    const now = position.geofenceIds?.includes(anchorId) ?? false;
    const before = (inside ?? state.inside).has(anchorId);
    if (now === before) continue;
    inside ??= new Set(state.inside);
    if (now) inside.add(anchorId);
    else {
      inside.delete(anchorId);
      left.add(anchorId);
    }
  }
  return { inside: inside ?? state.inside, left };
}

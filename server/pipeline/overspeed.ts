/** Overspeed state kept on the device (overspeedState, overspeedTime, overspeedGeofenceId). */
export interface OverspeedState {
  /** True during an episode above the limit. */
  active: boolean;
  /** When the episode began; null once its event has fired. */
  time: number | null;
  /** The geofence whose limit applied when the episode began. */
  geofenceId: number;
}

export interface OverspeedInput {
  fixTime: number;
  /** Knots. */
  speed: number;
  /** Knots; 0 = no limit. */
  speedLimit: number;
  /** Traccar's event.overspeed.thresholdMultiplier. */
  multiplier: number;
  /** Milliseconds above the limit before the event (event.overspeed.minimalDuration). */
  minimalDuration: number;
  geofenceId: number;
}

export interface OverspeedEvent {
  speed: number;
  speedLimit: number;
  geofenceId: number;
}

export const idleOverspeed = (): OverspeedState => ({ active: false, time: null, geofenceId: 0 });

/**
 * Traccar's OverspeedProcessor as a pure function: an episode starts when the speed exceeds
 * limit × multiplier, fires one event once it has lasted `minimalDuration`, and ends when the
 * speed drops back.
 */
export function processOverspeed(
  state: OverspeedState,
  input: OverspeedInput,
): { state: OverspeedState; event: OverspeedEvent | null } {
  const over = input.speed > input.speedLimit * input.multiplier;
  if (!over) {
    return { state: state.active ? idleOverspeed() : state, event: null };
  }
  const next: OverspeedState = state.active
    ? state
    : { active: true, time: input.fixTime, geofenceId: input.geofenceId };
  if (next.time === null || input.fixTime - next.time < input.minimalDuration) {
    return { state: next, event: null };
  }
  return {
    state: { active: true, time: null, geofenceId: 0 },
    event: { speed: input.speed, speedLimit: input.speedLimit, geofenceId: next.geofenceId },
  };
}

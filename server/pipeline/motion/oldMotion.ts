import type { MotionEvent, MotionResult, MotionState, OldMotionConfig, TrackPoint } from './types';

const totalDistance = (point: TrackPoint): number => {
  const value = point.attributes.totalDistance;
  return typeof value === 'number' ? value : 0;
};

/**
 * Traccar's old motion logic (MotionProcessor, `report.trip.newLogic=false`), a pure function of
 * the state, the next position's `motion` attribute and the previous position.
 *
 * A change of `motion` records a candidate start. While the new value persists, deviceMoving
 * fires once the candidate is `minimalTripDuration` old or `minimalTripDistance` away;
 * deviceStopped once it is `minimalParkingDuration` old, or at once with `useIgnition` and
 * ignition off. Events carry the candidate position. A gap of `minimalNoDataDuration` during a
 * trip stops it at the previous position.
 */
export function processOldMotion<P extends TrackPoint>(
  state: MotionState<P>,
  position: P,
  previous: P | null,
  config: OldMotionConfig,
): MotionResult<P> {
  const events: MotionEvent<P>[] = [];
  let next: MotionState<P> = { ...state };
  if (
    previous &&
    next.streak &&
    position.fixTime - previous.fixTime >= config.minimalNoDataDuration
  ) {
    events.push({ type: 'deviceStopped', position: previous });
    next = { ...next, streak: false, motion: false, position: null, distance: 0 };
  }

  const motion = position.attributes.motion === true;
  if (next.motion !== motion) {
    const pending = next.streak !== motion;
    next = {
      ...next,
      motion,
      position: pending ? position : null,
      distance: pending ? totalDistance(position) : 0,
    };
    return { state: next, events };
  }
  const start = next.position;
  if (!start) return { state: next, events };
  const duration = position.fixTime - start.fixTime;
  const ended = motion
    ? duration >= config.minimalTripDuration ||
      totalDistance(position) - next.distance >= config.minimalTripDistance
    : duration >= config.minimalParkingDuration ||
      (config.useIgnition && position.attributes.ignition === false);
  if (ended) {
    events.push({ type: motion ? 'deviceMoving' : 'deviceStopped', position: start });
    next = { ...next, streak: motion, position: null, distance: 0 };
  }
  return { state: next, events };
}

import { lookupBoolean, lookupNumber, type Lookup } from '../attributes';
import { processNewMotion } from './newMotion';
import { processOldMotion } from './oldMotion';
import {
  emptyMotionState,
  type MotionConfig,
  type MotionEvent,
  type MotionResult,
  type MotionState,
  type TrackPoint,
} from './types';

export type * from './types';
export { emptyMotionState } from './types';
export { processNewMotion } from './newMotion';
export { processOldMotion } from './oldMotion';

const SECOND = 1000;

/** The motion parameters for a device (report.trip.* keys, Traccar's defaults). */
export function motionConfig(lookup: Lookup): MotionConfig {
  if (lookupBoolean(lookup, 'report.trip.newLogic', true)) {
    return {
      newLogic: true,
      minDistance: lookupNumber(lookup, 'report.trip.minDistance', 200),
      minDuration: lookupNumber(lookup, 'report.trip.minDuration', 180) * SECOND,
      stopGap: lookupNumber(lookup, 'report.trip.stopGap', 3600) * SECOND,
    };
  }
  return {
    newLogic: false,
    minimalTripDistance: lookupNumber(lookup, 'report.trip.minimalTripDistance', 500),
    minimalTripDuration: lookupNumber(lookup, 'report.trip.minimalTripDuration', 300) * SECOND,
    minimalParkingDuration:
      lookupNumber(lookup, 'report.trip.minimalParkingDuration', 300) * SECOND,
    minimalNoDataDuration: lookupNumber(lookup, 'report.trip.minimalNoDataDuration', 3600) * SECOND,
    useIgnition: lookupBoolean(lookup, 'report.trip.useIgnition', false),
  };
}

/** One step of whichever processor `config` selects. */
export function processMotion<P extends TrackPoint>(
  state: MotionState<P>,
  position: P,
  previous: P | null,
  config: MotionConfig,
): MotionResult<P> {
  return config.newLogic
    ? processNewMotion(state, position, config)
    : processOldMotion(state, position, previous, config);
}

/**
 * The state a replay starts from: the first position's `motion` (report §e). The new logic also
 * takes it as the last event's position; the old one has no pending change.
 */
export function initialMotionState<P extends TrackPoint>(
  first: P,
  config: MotionConfig,
): MotionState<P> {
  const moving = first.attributes.motion === true;
  return {
    ...emptyMotionState<P>(),
    streak: moving,
    motion: moving,
    position: config.newLogic ? first : null,
    window: config.newLogic ? [first] : [],
  };
}

/**
 * Replays positions (ascending fixTime) through the processor the live pipeline uses, as the
 * reports do; returns every event and the final state.
 */
export function replayMotion<P extends TrackPoint>(
  positions: readonly P[],
  config: MotionConfig,
  initial?: MotionState<P>,
): MotionResult<P> {
  const events: MotionEvent<P>[] = [];
  if (positions.length === 0) return { state: initial ?? emptyMotionState<P>(), events };
  let state = initial ?? initialMotionState(positions[0]!, config);
  for (let i = initial ? 0 : 1; i < positions.length; i += 1) {
    const result = processMotion(state, positions[i]!, positions[i - 1] ?? null, config);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

import { haversine } from '@farol/model';
import type { MotionEvent, MotionResult, MotionState, NewMotionConfig, TrackPoint } from './types';

const between = (a: TrackPoint, b: TrackPoint): number =>
  haversine(a.latitude, a.longitude, b.latitude, b.longitude);

/** Keeps the positions at or after `cutoff`, plus the newest one before it (so spans can reach it). */
function prune<P extends TrackPoint>(window: P[], cutoff: number): P[] {
  let first = window.findIndex((point) => point.fixTime >= cutoff);
  if (first < 0) first = window.length - 1;
  return window.slice(Math.max(0, first - 1));
}

/**
 * Walks back from the newest position while each leg is faster than `speed` (m/ms) and starts no
 * earlier than the last event; returns where the movement began, or null when the last leg is
 * itself slow (a crawl or GPS drift, not a departure).
 */
function departure<P extends TrackPoint>(window: P[], since: number, speed: number): P | null {
  let start: P | null = null;
  for (let i = window.length - 2; i >= 0; i -= 1) {
    const from = window[i]!;
    const to = window[i + 1]!;
    const elapsed = to.fixTime - from.fixTime;
    if (from.fixTime < since || elapsed <= 0 || between(from, to) / elapsed <= speed) break;
    start = from;
  }
  return start;
}

/**
 * Traccar's new motion logic (report §e, `report.trip.newLogic`), a pure function of the state
 * and the next position. The first position only seeds the state.
 *
 * 1. A gap longer than `stopGap`: if the device covered ≥ `minDistance` faster than the minimal
 *    average speed, the gap was a trip (stopped at the previous position if moving, moving there,
 *    stopped at the new one); otherwise a trip in progress ends at the previous position.
 * 2. Moving: when no position of the window is ≥ `minDistance` away and the window spans
 *    ≥ `minDuration`, deviceStopped at the new position.
 * 3. Stopped: once ≥ `minDistance` from the last event's position, deviceMoving where the
 *    movement began (walking back through fast legs after the last event).
 */
export function processNewMotion<P extends TrackPoint>(
  state: MotionState<P>,
  position: P,
  config: NewMotionConfig,
): MotionResult<P> {
  if (!state.position) return { state: { ...state, position, window: [position] }, events: [] };
  const speed = config.minDuration > 0 ? config.minDistance / config.minDuration : 0;
  const events: MotionEvent<P>[] = [];

  const previous = state.window[state.window.length - 1];
  if (previous && position.fixTime - previous.fixTime > config.stopGap) {
    const moved = between(previous, position);
    if (moved >= config.minDistance && moved / (position.fixTime - previous.fixTime) > speed) {
      if (state.streak) events.push({ type: 'deviceStopped', position: previous });
      events.push({ type: 'deviceMoving', position: previous });
      events.push({ type: 'deviceStopped', position });
    } else if (state.streak) {
      events.push({ type: 'deviceStopped', position: previous });
    }
    const last = events[events.length - 1]?.position ?? state.position;
    return { state: { ...state, streak: false, position: last, window: [position] }, events };
  }

  const window = prune([...state.window, position], position.fixTime - config.minDuration);
  if (state.streak) {
    const far = window.some((point) => between(point, position) >= config.minDistance);
    if (!far && position.fixTime - window[0]!.fixTime >= config.minDuration) {
      events.push({ type: 'deviceStopped', position });
      return { state: { ...state, streak: false, position, window }, events };
    }
  } else if (between(state.position, position) >= config.minDistance) {
    const start = departure(window, state.position.fixTime, speed);
    if (start) {
      events.push({ type: 'deviceMoving', position: start });
      return { state: { ...state, streak: true, position: start, window }, events };
    }
  }
  return { state: { ...state, window }, events };
}

/**
 * The route player's clock arithmetic (pure): speeds, clamping, skipping idle intervals and
 * stepping between fixes.
 */
import type { ReplayClip } from './replayMachine';

/** Playback speeds (SPEC: 1x…1000x), time-true: 60x plays a minute of track per second. */
export const REPLAY_SPEEDS = [1, 2, 5, 10, 30, 60, 100, 300, 600, 1000] as const;
/** The clock's tick while playing. */
export const FRAME_MS = 16;
/** A tick never moves the clock by more than this much real time (a tab that slept). */
export const MAX_ELAPSED_MS = 250;

/** `time` within the clip. */
export const clamp = (time: number, clip: ReplayClip) =>
  Math.min(clip.end, Math.max(clip.start, time));

/** The end of the skip interval `time` falls in, else `time`. */
export function skipFrom(time: number, skips: Float64Array): number {
  for (let i = 0; i + 1 < skips.length; i += 2) {
    if (time >= skips[i]! && time < skips[i + 1]!) return skips[i + 1]!;
    if (skips[i]! > time) break;
  }
  return time;
}

/** The next (direction 1) or previous (-1) step time from `time`, or `time` at either end. */
export function stepFrom(time: number, steps: Float64Array, direction: 1 | -1): number {
  let low = 0;
  let high = steps.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (steps[middle]! <= time) low = middle + 1;
    else high = middle;
  }
  // steps[low - 1] <= time < steps[low]
  if (direction === 1) return low < steps.length ? steps[low]! : time;
  let previous = low - 1;
  while (previous >= 0 && steps[previous]! >= time) previous -= 1;
  return previous >= 0 ? steps[previous]! : time;
}

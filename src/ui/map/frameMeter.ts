/** Frames slower than this (ms, median of the last few) make camera moves jump, not glide. */
export const SLOW_FRAME_MS = 100;
const SAMPLES = 9;

/** The median of a list of frame intervals (ms); 0 for none. */
export function medianInterval(intervals: readonly number[]): number {
  if (intervals.length === 0) return 0;
  const sorted = [...intervals].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export interface FrameMeter {
  /** Whether the browser is producing frames too slowly for an animation to be seen. */
  slow(): boolean;
  stop(): void;
}

/**
 * Watches how fast the page paints (requestAnimationFrame intervals). On a busy software
 * renderer a 700 ms fly shows two frames at best and only delays the arrival, so the map jumps.
 */
export function createFrameMeter(): FrameMeter {
  const intervals: number[] = [];
  let last = 0;
  let handle = 0;
  const tick = (now: number) => {
    if (last > 0) {
      intervals.push(now - last);
      if (intervals.length > SAMPLES) intervals.shift();
    }
    last = now;
    handle = requestAnimationFrame(tick);
  };
  handle = requestAnimationFrame(tick);
  return {
    slow: () => medianInterval(intervals) > SLOW_FRAME_MS,
    stop: () => cancelAnimationFrame(handle),
  };
}

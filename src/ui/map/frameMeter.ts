/**
 * The map's own frame clock: requestAnimationFrame intervals, read two ways. `slow()` tells a
 * camera move to jump rather than fly; windows of the page's frames while deck.gl draws go to the
 * core, whose detail policy learns from them what the renderer keeps up with (worker SPEC.md D3).
 */
import { FRAME_CRAWL_MS, FRAME_WINDOW_MIN_FRAMES } from '@farol/model';
import type { FrameWindow } from '../../worker/types';

/** Frames slower than this (ms, median of the last few) make camera moves jump, not glide. */
export const SLOW_FRAME_MS = 100;
const SAMPLES = 9;
/**
 * A window is reported once it lasted this long (a second: the pace the policy holds is read per
 * second) with at least MIN_DRAWN frames drawn…
 */
export const WINDOW_MS = 1_000;
export const MIN_DRAWN = FRAME_WINDOW_MIN_FRAMES;
/**
 * …and once it lasted this long with fewer, when those crawl (FRAME_CRAWL_MS apart or more: a
 * renderer far behind); else it is dropped (a still map draws nothing to learn from).
 */
export const MAX_WINDOW_MS = 3_000;

/** The median of a list of frame intervals (ms); 0 for none. */
export function medianInterval(intervals: readonly number[]): number {
  if (intervals.length === 0) return 0;
  const sorted = [...intervals].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export interface FrameMeter {
  /** Whether the browser is producing frames too slowly for an animation to be seen. */
  slow(): boolean;
  /** Deck drew a frame (its onAfterRender). */
  drew(): void;
  stop(): void;
}

export interface FrameClock {
  request(callback: (now: number) => void): number;
  cancel(handle: number): void;
}

const browserClock: FrameClock = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/**
 * Watches how fast the page paints while the map draws. A window holds every frame interval
 * from its start, and counts the frames deck drew; it is reported (the mean interval of all its
 * frames, frames drawn) with the detail version it was drawn at, and starts over when that
 * version changes. All frames, not only those after a draw: a software renderer's cost for a
 * draw lands in the frames after it (the compositor and the GPU process are still busy with it),
 * so the page's pace while the map draws at a level is the level's cost (worker SPEC.md D3).
 */
export function createFrameMeter(
  input: {
    clock?: FrameClock;
    /** The detail version being drawn now (null: nothing to report yet). */
    version?: () => number | null;
    onWindow?: (window: FrameWindow) => void;
  } = {},
): FrameMeter {
  const clock = input.clock ?? browserClock;
  const recent: number[] = [];
  let last = 0;
  let handle = 0;
  let drewSince = false;
  /** `first`: the version's first window, which pays for the change of level (a rebuild). */
  type Window = {
    version: number | null;
    start: number;
    drawn: number;
    frames: number;
    first: boolean;
  };
  let window: Window | null = null;
  const fresh = (version: number | null, now: number, first: boolean): Window => ({
    version,
    start: now,
    drawn: 0,
    frames: 0,
    first,
  });

  const meanInterval = (window: Window, now: number) => (now - window.start) / window.frames;

  const measure = (now: number, interval: number) => {
    const version = input.version?.() ?? null;
    if (!window || window.version !== version) window = fresh(version, now - interval, true);
    window.frames += 1;
    if (drewSince) window.drawn += 1;
    const age = now - window.start;
    const full = age >= WINDOW_MS && window.drawn >= MIN_DRAWN;
    if (!full && age < MAX_WINDOW_MS) return;
    const frameMs = meanInterval(window, now);
    const crawling = window.drawn > 0 && frameMs >= FRAME_CRAWL_MS;
    // A level's first window is reported only when it crawls: one slow second after a change of
    // level is the rebuild's, unless the level itself is that slow.
    if ((crawling || (full && !window.first)) && window.version !== null) {
      input.onWindow?.({ version: window.version, frames: window.drawn, frameMs, idleMs: null });
    }
    window = fresh(version, now, false);
  };

  const tick = (now: number) => {
    if (last > 0) {
      const interval = now - last;
      recent.push(interval);
      if (recent.length > SAMPLES) recent.shift();
      measure(now, interval);
    }
    drewSince = false;
    last = now;
    handle = clock.request(tick);
  };
  handle = clock.request(tick);
  return {
    slow: () => medianInterval(recent) > SLOW_FRAME_MS,
    drew: () => void (drewSince = true),
    stop: () => clock.cancel(handle),
  };
}

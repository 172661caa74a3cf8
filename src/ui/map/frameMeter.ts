/**
 * The map's own frame clock: requestAnimationFrame intervals, read two ways. `slow()` tells a
 * camera move to jump rather than fly; windows of the frames deck.gl drew go to the core, whose
 * detail policy learns from them what the renderer keeps up with (worker SPEC.md D3).
 */
import { FRAME_CRAWL_MS, FRAME_WINDOW_MIN_FRAMES } from '@farol/model';
import type { FrameWindow } from '../../worker/types';

/** Frames slower than this (ms, median of the last few) make camera moves jump, not glide. */
export const SLOW_FRAME_MS = 100;
const SAMPLES = 9;
/** A window is reported once it lasted this long with at least MIN_DRAWN frames drawn… */
export const WINDOW_MS = 500;
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
 * Watches how fast the page paints. Each interval that follows a frame deck drew counts toward
 * the current window, the others tell the page's own cost; a window is reported (median
 * intervals, frames drawn) with the detail version it was drawn at, and starts over when that
 * version changes.
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
  type Window = { version: number | null; start: number; drawn: number[]; idle: number[] };
  let window: Window | null = null;
  const fresh = (version: number | null, now: number): Window => ({
    version,
    start: now,
    drawn: [],
    idle: [],
  });

  const report = (window: Window) => {
    if (window.version === null) return;
    input.onWindow?.({
      version: window.version,
      frames: window.drawn.length,
      frameMs: medianInterval(window.drawn),
      idleMs: window.idle.length >= MIN_DRAWN ? medianInterval(window.idle) : null,
    });
  };

  const measure = (now: number, interval: number) => {
    const version = input.version?.() ?? null;
    if (!window || window.version !== version) window = fresh(version, now);
    (drewSince ? window.drawn : window.idle).push(interval);
    const age = now - window.start;
    const full = age >= WINDOW_MS && window.drawn.length >= MIN_DRAWN;
    if (!full && age < MAX_WINDOW_MS) return;
    const crawling = window.drawn.length > 0 && medianInterval(window.drawn) >= FRAME_CRAWL_MS;
    if (full || crawling) report(window);
    window = fresh(version, now);
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

/**
 * Main-thread measurements inside a page: long tasks (PerformanceObserver) and frames
 * (requestAnimationFrame), read back in windows. Installed with `page.addInitScript`.
 */
import type { Page } from 'playwright';

interface PerfWindow {
  longTasks: { start: number; duration: number }[];
  frames: number[];
}

declare global {
  interface Window {
    __farolPerf: PerfWindow;
  }
}

/**
 * Runs in the page before its own scripts. Plain text on purpose: tsx compiles functions with
 * helpers (`__name`) that do not exist in the page, so a serialized function would throw.
 */
const INSTALL = `
  const perf = { longTasks: [], frames: [] };
  window.__farolPerf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      perf.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const frame = (time) => {
    perf.frames.push(time);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
`;

export async function installPagePerf(page: Page): Promise<void> {
  await page.addInitScript({ content: INSTALL });
}

export interface PerfFigures {
  longTaskCount: number;
  longTaskTotalMs: number;
  longestTaskMs: number;
  over50Ms: number;
  fps: number;
  worstSecondFps: number;
  /** Frames in each whole second of the window, in order (where a slow second falls). */
  perSecondFps: number[];
  /** The longest interval between two frames (ms). */
  longestGapMs: number;
  heapMb: number | null;
  /** The tasks over 50 ms: start (ms from `from`) and duration, in order. */
  over50: { at: number; ms: number }[];
}

/** Figures for the main thread between `from` and `to` (page time, ms). */
export async function readPagePerf(page: Page, from: number, to: number): Promise<PerfFigures> {
  return page.evaluate(
    ([start, end]) => {
      const perf = window.__farolPerf;
      const tasks = perf.longTasks.filter((t) => t.start >= start && t.start < end);
      const frames = perf.frames.filter((t) => t >= start && t < end);
      const perSecond = new Map<number, number>();
      for (const t of frames) {
        const second = Math.floor((t - start) / 1000);
        perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
      }
      const seconds = Math.floor((end - start) / 1000);
      const perSecondFps = Array.from({ length: seconds }, (_, s) => perSecond.get(s) ?? 0);
      const worst = Math.min(...perSecondFps);
      let longestGapMs = 0;
      for (let i = 1; i < frames.length; i++) {
        longestGapMs = Math.max(longestGapMs, frames[i]! - frames[i - 1]!);
      }
      const memory = (performance as { memory?: { usedJSHeapSize: number } }).memory;
      return {
        longTaskCount: tasks.length,
        longTaskTotalMs: tasks.reduce((sum, t) => sum + t.duration, 0),
        longestTaskMs: tasks.reduce((max, t) => Math.max(max, t.duration), 0),
        over50Ms: tasks.filter((t) => t.duration > 50).length,
        fps: frames.length / ((end - start) / 1000),
        worstSecondFps: Number.isFinite(worst) ? worst : 0,
        perSecondFps,
        longestGapMs,
        heapMb: memory ? memory.usedJSHeapSize / 1_048_576 : null,
        over50: tasks
          .filter((t) => t.duration > 50)
          .map((t) => ({ at: t.start - start, ms: t.duration })),
      };
    },
    [from, to] as const,
  );
}

/** The page's clock, to mark measurement windows. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** The GPU renderer string WebGL reports (SwiftShader here). */
export async function webglRenderer(page: Page): Promise<string> {
  return page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    return info && gl ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'unknown';
  });
}

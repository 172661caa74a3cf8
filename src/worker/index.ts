/**
 * The worker entry: builds the real dependencies from the worker's globals and exposes the
 * core through the bridge. Only `src/app/core.ts` starts this worker.
 */
import { del, get, set } from 'idb-keyval';
import { exposeCore } from './bridge';
import { createCore } from './core';
import type { CoreDeps, SocketLike } from './deps';

/** If no animation frame arrives within this long, the frame runs anyway. */
const FRAME_FALLBACK_MS = 100;

/**
 * requestAnimationFrame exists in Chromium's dedicated workers, but it is not guaranteed
 * everywhere (and may be paused), so a timeout backs it up: the first of the two runs the
 * callback. Without rAF, frames come every 16 ms.
 */
function frameScheduler(): (callback: () => void) => void {
  const raf = (globalThis as { requestAnimationFrame?: (cb: () => void) => number })
    .requestAnimationFrame;
  if (typeof raf !== 'function') return (callback) => void setTimeout(callback, 16);
  return (callback) => {
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      callback();
    };
    const fallback = setTimeout(run, FRAME_FALLBACK_MS);
    raf.call(globalThis, run);
  };
}

const deps: CoreDeps = {
  fetch: (url, init) => fetch(url, init),
  // The core only assigns handlers that accept any event, so a WebSocket serves as a SocketLike.
  createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
  store: { get: (key) => get(key), set: (key, value) => set(key, value), del: (key) => del(key) },
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  requestFrame: frameScheduler(),
  baseUrl: globalThis.location.origin,
  locale: globalThis.navigator?.language,
  reportError: (error) => console.error('[farol core]', error),
  buildId: import.meta.env.FAROL_BUILD_ID as string | undefined,
  randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
};

exposeCore(createCore(deps));

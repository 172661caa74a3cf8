/**
 * The thin Comlink layer over a CoreApi: map frames are transferred (not copied) to the main
 * thread, and the unsubscribe function is proxied so it can cross the boundary. The core
 * itself stays plain functions, testable without Comlink.
 */
import * as Comlink from 'comlink';
import type { CoreApi, MapFrame, Topic, Topics } from './types';

/** The buffers of a frame, handed over to the receiver with it. */
export function transferablesOf(frame: MapFrame): ArrayBuffer[] {
  return [frame.ids, frame.positions, frame.courses, frame.colors, frame.icons].map(
    (column) => column.buffer as ArrayBuffer,
  );
}

/** Drops the worker's end of a callback proxy (no-op for a plain function). */
function release(callback: unknown): void {
  const proxy = callback as { [Comlink.releaseProxy]?: () => void };
  if (typeof callback === 'function' || typeof callback === 'object') {
    proxy[Comlink.releaseProxy]?.();
  }
}

/**
 * The object `index.ts` exposes. The main thread subscribes with
 * `await core.subscribe(topic, Comlink.proxy(callback))`; the callback's returned promise is
 * what paces map frames (the core sends no new frame until the previous call resolved).
 */
export function forComlink(core: CoreApi): CoreApi {
  return {
    ready: () => core.ready(),
    loadServer: () => core.loadServer(),
    restoreSession: () => core.restoreSession(),
    login: (input) => core.login(input),
    loginWithToken: (input) => core.loginWithToken(input),
    logout: () => core.logout(),
    setListQuery: (patch) => core.setListQuery(patch),
    toggleSort: (input) => core.toggleSort(input),
    setListWindow: (input) => core.setListWindow(input),
    selectDevice: (input) => core.selectDevice(input),
    async subscribe<T extends Topic>(topic: T, callback: (value: Topics[T]) => void) {
      const deliver =
        topic === 'map'
          ? (value: Topics[T]) => {
              const frame = value as MapFrame;
              return callback(Comlink.transfer(frame, transferablesOf(frame)) as Topics[T]);
            }
          : callback;
      const unsubscribe = await core.subscribe(topic, deliver);
      return Comlink.proxy(() => {
        unsubscribe();
        release(callback);
      });
    },
  };
}

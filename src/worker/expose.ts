/**
 * The thin Comlink layer over a CoreApi: typed-array topics (map frames, clusters, trails) are
 * transferred (not copied) to the main thread, and the unsubscribe function is proxied so it
 * can cross the boundary. The core itself stays plain functions, testable without Comlink.
 */
import * as Comlink from 'comlink';
import type { CoreApi, Topic, Topics } from './types';

/** The typed-array buffers inside a topic value, handed over to the receiver with it. */
export function transferablesOf(value: unknown): ArrayBuffer[] {
  if (!value || typeof value !== 'object') return [];
  return Object.values(value)
    .filter((part): part is ArrayBufferView => ArrayBuffer.isView(part))
    .map((part) => part.buffer as ArrayBuffer);
}

/** Topics whose values carry typed arrays made for this delivery alone. */
const TRANSFERRED: ReadonlySet<Topic> = new Set<Topic>(['map', 'clusters', 'trail']);

/** Drops the worker's end of a callback proxy (no-op for a plain function). */
function release(callback: unknown): void {
  const proxy = callback as { [Comlink.releaseProxy]?: () => void };
  if (typeof callback === 'function' || typeof callback === 'object') {
    proxy[Comlink.releaseProxy]?.();
  }
}

/**
 * The object `index.ts` exposes: every CoreApi method as is, and `subscribe` adapted. The main
 * thread subscribes with `await core.subscribe(topic, Comlink.proxy(callback))`; the callback's
 * returned promise is what paces map frames (the core sends no new one until it resolved).
 * Test hooks of the core (`settled`, `dispose`) are not exposed.
 */
export function forComlink(core: CoreApi): CoreApi {
  const {
    subscribe,
    settled: _settled,
    dispose: _dispose,
    ...methods
  } = core as CoreApi & { settled?: unknown; dispose?: unknown };
  return {
    ...methods,
    async subscribe<T extends Topic>(topic: T, callback: (value: Topics[T]) => void) {
      const deliver = TRANSFERRED.has(topic)
        ? (value: Topics[T]) =>
            callback(value === null ? value : Comlink.transfer(value, transferablesOf(value)))
        : callback;
      const unsubscribe = await subscribe(topic, deliver);
      return Comlink.proxy(() => {
        unsubscribe();
        release(callback);
      });
    },
  };
}

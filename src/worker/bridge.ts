/**
 * The worker boundary, both halves in one place: `exposeCore` runs in the worker, `wrapCore` on
 * the main thread, over any Comlink endpoint (the Worker and its global scope, or the two
 * ports of a MessageChannel in tests). Typed-array topics (map frames, clusters, trails) are
 * transferred, not copied; callbacks and the unsubscribe function are proxied and released.
 * The core itself stays plain functions, testable without any of this.
 */
import * as Comlink from 'comlink';
import { frameAssembler } from './map/frameDelta';
import type { CoreApi, MapFrame, MapFrameDelta, Topic, Topics } from './types';

/**
 * Topics whose values carry typed arrays made for one delivery alone (the topic hub copies
 * them per delivery: MAP_TOPIC_COPIES), so their buffers can be handed over.
 */
export const TRANSFERRED_TOPICS: ReadonlySet<Topic> = new Set<Topic>([
  'map',
  'mapDelta',
  'clusters',
  'trail',
  'reportMarkers',
]);

/**
 * Methods whose results are made for the caller alone (fresh typed arrays, file bytes): their
 * buffers are handed over with the result instead of being copied. A route of 1,000,000
 * points reaches the player without a structured clone.
 */
export const TRANSFERRED_RESULTS: ReadonlySet<keyof CoreApi> = new Set<keyof CoreApi>([
  'loadReplay',
  'replayColors',
  'replaySeries',
  'reportSeries',
  'reportFile',
]);

/** Every buffer in a result, looked for a few levels deep (tracks in a list in an object). */
export function buffersIn(
  value: unknown,
  depth = 0,
  found = new Set<ArrayBuffer>(),
): ArrayBuffer[] {
  if (value instanceof ArrayBuffer) found.add(value);
  else if (ArrayBuffer.isView(value)) found.add(value.buffer as ArrayBuffer);
  else if (value && typeof value === 'object' && depth < 4) {
    for (const item of Array.isArray(value) ? value : Object.values(value)) {
      buffersIn(item, depth + 1, found);
    }
  }
  return [...found];
}

/** The typed-array buffers inside a topic value, handed over to the receiver with it. */
export function transferablesOf(value: unknown): ArrayBuffer[] {
  if (!value || typeof value !== 'object') return [];
  return Object.values(value)
    .filter((part): part is ArrayBufferView => ArrayBuffer.isView(part))
    .map((part) => part.buffer as ArrayBuffer);
}

/** Drops this end of a callback proxy (no-op for a plain function). */
function release(callback: unknown): void {
  const proxy = callback as { [Comlink.releaseProxy]?: () => void };
  if (typeof callback === 'function' || typeof callback === 'object') {
    proxy[Comlink.releaseProxy]?.();
  }
}

/**
 * The object the worker exposes: every CoreApi method as is, and `subscribe` adapted. The
 * callback's returned promise is what paces map frames (the core sends no new one until it
 * resolved). Test hooks of the core (`settled`, `dispose`) are not exposed.
 */
function exposable(core: CoreApi): CoreApi {
  const {
    subscribe,
    settled: _settled,
    dispose: _dispose,
    ...methods
  } = core as CoreApi & { settled?: unknown; dispose?: unknown };
  const transferring = Object.fromEntries(
    [...TRANSFERRED_RESULTS].map((name) => {
      const method = (methods as Record<string, (input: unknown) => Promise<unknown>>)[name]!;
      return [
        name,
        async (input: unknown) => {
          const result = await method(input);
          return Comlink.transfer(result, buffersIn(result));
        },
      ];
    }),
  );
  return {
    ...methods,
    ...transferring,
    async subscribe<T extends Topic>(topic: T, callback: (value: Topics[T]) => void) {
      const deliver = TRANSFERRED_TOPICS.has(topic)
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

/** The worker half: serves `core` on `endpoint` (the worker's global scope by default). */
export function exposeCore(core: CoreApi, endpoint?: Comlink.Endpoint): void {
  Comlink.expose(exposable(core), endpoint);
}

/**
 * A `map` callback fed from `mapDelta`: only the changed slots cross, and each delivery is
 * written into the columns this subscriber holds (SPEC.md M3).
 */
function assembled(callback: (frame: MapFrame) => void) {
  const assemble = frameAssembler();
  return (delivery: MapFrameDelta) => {
    const frame = assemble(delivery);
    return frame ? callback(frame) : undefined;
  };
}

/**
 * The main-thread half: the core on the other end of `endpoint`, once it is ready, as the
 * plain CoreApi the UI uses. Callbacks passed to `subscribe` are proxied across the boundary
 * and released on unsubscribe; `map` arrives as deltas, made whole again here.
 */
export async function wrapCore(endpoint: Comlink.Endpoint): Promise<CoreApi> {
  const remote = Comlink.wrap<CoreApi>(endpoint);
  await remote.ready();

  const subscribe: CoreApi['subscribe'] = async (topic, callback) => {
    const undo = (await remote.subscribe(
      topic === 'map' ? 'mapDelta' : topic,
      Comlink.proxy(
        topic === 'map' ? assembled(callback as (frame: MapFrame) => void) : callback,
      ) as never,
    )) as unknown as (() => Promise<void>) & Comlink.ProxyMethods;
    return () => {
      void undo().finally(() => undo[Comlink.releaseProxy]());
    };
  };

  return new Proxy(remote, {
    get(target, property) {
      if (property === 'subscribe') return subscribe;
      // Not a thenable: the core must be returnable from async functions.
      if (property === 'then') return undefined;
      return Reflect.get(target, property);
    },
  }) as unknown as CoreApi;
}

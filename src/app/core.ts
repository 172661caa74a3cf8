import * as Comlink from 'comlink';
import type { CoreApi } from '../worker/types';

/**
 * Starts the worker core and adapts its Comlink remote to the plain CoreApi the UI uses:
 * callbacks passed to `subscribe` are proxied across the boundary and released on unsubscribe.
 * This is the only module that creates the Worker.
 */
export async function startCore(): Promise<CoreApi> {
  const worker = new Worker(new URL('../worker/index.ts', import.meta.url), {
    type: 'module',
    name: 'farol-core',
  });
  const remote = Comlink.wrap<CoreApi>(worker);
  await remote.ready();

  const subscribe: CoreApi['subscribe'] = async (topic, callback) => {
    const undo = (await remote.subscribe(
      topic,
      Comlink.proxy(callback) as never,
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

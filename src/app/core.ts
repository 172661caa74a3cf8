import type { CoreApi } from '../worker/types';
import { wrapCore } from '../worker/bridge';

/**
 * Starts the worker core and waits until it is ready; the bridge's main-thread half turns its
 * Comlink remote into the plain CoreApi the UI uses. This is the only module that creates the
 * Worker.
 */
export async function startCore(): Promise<CoreApi> {
  const worker = new Worker(new URL('../worker/index.ts', import.meta.url), {
    type: 'module',
    name: 'farol-core',
  });
  return wrapCore(worker);
}

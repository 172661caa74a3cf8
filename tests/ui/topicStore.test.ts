import { describe, expect, it, vi } from 'vitest';
import { createTopicStore } from '../../src/ui/core/topicStore';
import type { CoreApi, Topics } from '../../src/worker/types';

/** A fake core whose `subscribe` resolves when the test says so. */
function fakeCore() {
  const callbacks: ((value: Topics['connection']) => void)[] = [];
  const undo = vi.fn();
  let resolve: () => void = () => {};
  const subscribe = vi.fn(
    (_topic: string, callback: (value: Topics['connection']) => void) =>
      new Promise<() => void>((done) => {
        callbacks.push(callback);
        resolve = () => done(undo);
      }),
  );
  return { core: { subscribe } as unknown as CoreApi, callbacks, undo, resolve: () => resolve() };
}

describe('createTopicStore', () => {
  it('subscribes with the first listener, caches values and notifies listeners', async () => {
    const { core, callbacks, resolve } = fakeCore();
    const store = createTopicStore(core, 'connection');
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    resolve();
    callbacks[0]!({ socket: 'open', reconnectAt: null });
    expect(store.getSnapshot()).toEqual({ socket: 'open', reconnectAt: null });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('undoes the core subscription when the last listener leaves', async () => {
    const { core, undo, resolve } = fakeCore();
    const store = createTopicStore(core, 'connection');
    const stop = store.subscribe(() => {});
    resolve();
    await Promise.resolve();
    stop();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('undoes a subscription that resolves after the last listener left', async () => {
    const { core, undo, resolve, callbacks } = fakeCore();
    const store = createTopicStore(core, 'connection');
    const listener = vi.fn();
    store.subscribe(listener)();
    resolve();
    await Promise.resolve();
    expect(undo).toHaveBeenCalledTimes(1);
    callbacks[0]!({ socket: 'closed', reconnectAt: 1 });
    expect(listener).not.toHaveBeenCalled();
  });
});

import type { CoreApi, Topic, Topics } from '../../worker/types';

/** A synchronous store over one core topic, shaped for React's useSyncExternalStore. */
export interface TopicStore<T extends Topic> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Topics[T] | undefined;
}

/**
 * Subscribes to the core while at least one component listens, and keeps the last value so
 * renders read it synchronously. The core subscription is undone when the last listener leaves.
 */
export function createTopicStore<T extends Topic>(core: CoreApi, topic: T): TopicStore<T> {
  const listeners = new Set<() => void>();
  let value: Topics[T] | undefined;
  let unsubscribe: (() => void) | null = null;
  let generation = 0;

  const connect = () => {
    const mine = ++generation;
    void core
      .subscribe(topic, (next) => {
        if (mine !== generation) return;
        value = next;
        listeners.forEach((listener) => listener());
      })
      .then((undo) => {
        // The last listener may have left while the subscription was on its way.
        if (mine === generation && listeners.size > 0) unsubscribe = undo;
        else undo();
      });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          generation++;
          unsubscribe?.();
          unsubscribe = null;
        }
      };
    },
    getSnapshot: () => value,
  };
}

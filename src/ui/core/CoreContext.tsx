import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { CoreApi, Topic, Topics } from '../../worker/types';
import { createTopicStore, type TopicStore } from './topicStore';

interface CoreHandle {
  core: CoreApi;
  stores: Map<Topic, TopicStore<Topic>>;
}

const CoreContext = createContext<CoreHandle | null>(null);

/** Hands the core to the UI. `src/app` creates it; tests pass a fake implementing CoreApi. */
export function CoreProvider({ core, children }: { core: CoreApi; children: ReactNode }) {
  const handle = useMemo<CoreHandle>(() => ({ core, stores: new Map() }), [core]);
  return <CoreContext value={handle}>{children}</CoreContext>;
}

function useHandle(): CoreHandle {
  const handle = useContext(CoreContext);
  if (!handle) throw new Error('useCore needs a <CoreProvider> above it');
  return handle;
}

/** The core's write methods. */
export function useCore(): CoreApi {
  return useHandle().core;
}

/** The latest value of a core topic, or undefined until the first one arrives. */
export function useTopic<T extends Topic>(topic: T): Topics[T] | undefined {
  const { core, stores } = useHandle();
  let store = stores.get(topic) as TopicStore<T> | undefined;
  if (!store) {
    store = createTopicStore(core, topic);
    stores.set(topic, store as unknown as TopicStore<Topic>);
  }
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CoreError, EntityCollection } from '../../worker/types';

/**
 * A list the core answers on request (not a topic), as the list pattern's collection: loading,
 * ready or failed with the core's error. `reload` asks again and keeps the rows shown meanwhile;
 * an answer that arrives after a newer request is dropped.
 */
export function useRequestedList<T>(load: () => Promise<T[]>): {
  collection: EntityCollection<T>;
  reload(): Promise<void>;
} {
  const [collection, setCollection] = useState<EntityCollection<T>>({
    state: 'loading',
    error: null,
    items: [],
  });
  const live = useRef(load);
  live.current = load;
  const round = useRef(0);
  const reload = useCallback(async () => {
    const mine = ++round.current;
    setCollection((before) => ({ ...before, state: 'loading', error: null }));
    try {
      const items = await live.current();
      if (mine === round.current) setCollection({ state: 'ready', error: null, items });
    } catch (error) {
      if (mine !== round.current) return;
      setCollection((before) => ({ ...before, state: 'failed', error: error as CoreError }));
    }
  }, []);
  useEffect(() => {
    void reload();
    return () => void (round.current += 1);
  }, [reload]);
  return { collection, reload };
}

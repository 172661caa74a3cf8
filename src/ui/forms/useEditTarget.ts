import { useEffect, useRef } from 'react';
import type { EntityKind, EntityViewOf } from '../../worker/types';
import { useCore } from '../core/CoreContext';
import { useEntities } from '../core/hooks';

export type EditTarget<T> =
  { state: 'loading' | 'missing' | 'failed'; entity: null } | { state: 'ready'; entity: T };

/** Loads a kind's objects when a screen opens (the screens always show fresh data). */
export function useLoadEntities(kind: EntityKind): void {
  const core = useCore();
  useEffect(() => void core.loadEntities({ kind }), [core, kind]);
}

/**
 * The object an edit route names: `new` gives `blank`, a number the stored object once its
 * kind has loaded (`missing` if there is none the user can see). Once found, the object stays
 * the target while the route names it: deleting it from its own form removes it from the
 * topic before the form finishes, and the form must stay to report that and go back.
 */
export function useEditTarget<K extends EntityKind>(
  kind: K,
  routeId: string,
  blank: EntityViewOf[K],
): EditTarget<EntityViewOf[K]> {
  const collection = useEntities(kind);
  const found = useRef<{ routeId: string; entity: EntityViewOf[K] } | null>(null);
  if (routeId === 'new') return { state: 'ready', entity: blank };
  const id = Number(routeId);
  const entity = collection?.items.find((item) => item.id === id);
  if (entity) {
    found.current = { routeId, entity };
    return { state: 'ready', entity };
  }
  if (found.current?.routeId === routeId) return { state: 'ready', entity: found.current.entity };
  if (!collection || collection.state === 'idle' || collection.state === 'loading') {
    return { state: 'loading', entity: null };
  }
  return { state: collection.state === 'failed' ? 'failed' : 'missing', entity: null };
}

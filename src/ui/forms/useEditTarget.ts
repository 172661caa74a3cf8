import { useEffect } from 'react';
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
 * kind has loaded (`missing` if there is none the user can see).
 */
export function useEditTarget<K extends EntityKind>(
  kind: K,
  routeId: string,
  blank: EntityViewOf[K],
): EditTarget<EntityViewOf[K]> {
  const collection = useEntities(kind);
  if (routeId === 'new') return { state: 'ready', entity: blank };
  const id = Number(routeId);
  const entity = collection?.items.find((item) => item.id === id);
  if (entity) return { state: 'ready', entity };
  if (!collection || collection.state === 'idle' || collection.state === 'loading') {
    return { state: 'loading', entity: null };
  }
  return { state: collection.state === 'failed' ? 'failed' : 'missing', entity: null };
}

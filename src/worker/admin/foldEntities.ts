/** The fold of the admin events for one kind's objects by id, shared by the owning slices. */
import type { DomainEvent } from '../events';
import type { EntityKind, EntityOf } from './types';

/**
 * Objects of `kind` by id: a load replaces them, a save puts one, a removal drops some, the end
 * of the session empties them. Unchanged input keeps its identity.
 */
export function foldEntities<K extends EntityKind>(
  byId: ReadonlyMap<number, EntityOf[K]>,
  event: DomainEvent,
  kind: K,
): ReadonlyMap<number, EntityOf[K]> {
  switch (event.type) {
    case 'entities.loaded':
      if (event.payload.kind !== kind) return byId;
      return new Map((event.payload.items as EntityOf[K][]).map((item) => [item.id, item]));
    case 'entity.saved': {
      if (event.payload.kind !== kind) return byId;
      const item = event.payload.item as EntityOf[K];
      return new Map(byId).set(item.id, item);
    }
    case 'entities.removed': {
      if (event.payload.kind !== kind || !event.payload.ids.some((id) => byId.has(id))) return byId;
      const next = new Map(byId);
      for (const id of event.payload.ids) next.delete(id);
      return next;
    }
    case 'session.cleared':
      return byId.size === 0 ? byId : new Map();
    default:
      return byId;
  }
}

import type { DomainEvent } from '../events';

/** Which devices an event may have moved in the list: 'all', some ids, or none (null). */
export type ListChanges = 'all' | readonly number[] | null;

/**
 * What an event changes in the list (SPEC.md L9): pushed and saved devices by id, positions by
 * id when the query reads them (motion only, state sorts); loads, restores and sign-outs all.
 * Query changes are seen by the projection itself (a new query is a full recomputation).
 */
export function listChanges(event: DomainEvent, readsPositions: boolean): ListChanges {
  switch (event.type) {
    case 'devices.updated':
      return event.payload.devices.map((device) => device.id);
    case 'positions.received':
      return readsPositions ? event.payload.positions.map((position) => position.deviceId) : null;
    case 'entity.saved':
      return event.payload.kind === 'device' ? [event.payload.item.id] : null;
    case 'entities.removed':
      return event.payload.kind === 'device' ? event.payload.ids : null;
    case 'entities.loaded':
      return event.payload.kind === 'device' ? 'all' : null;
    case 'positions.loaded':
      return readsPositions ? 'all' : null;
    case 'devices.loaded':
    case 'snapshot.restored':
    case 'session.cleared':
      return 'all';
    default:
      return null;
  }
}

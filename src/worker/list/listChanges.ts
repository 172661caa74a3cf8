import type { DomainEvent } from '../events';
import { fleetChanges, unionIds, type ChangedIds } from '../fleet/fleetChanges';

/** Which devices an event may have moved in the list: 'all', some ids, or none (null). */
export type ListChanges = ChangedIds;

/**
 * What an event changes in the list (SPEC.md L9): the devices whose records it changed, and
 * those whose positions it changed when the query reads them (motion only, state sorts).
 * Query changes are seen by the projection itself (a new query is a full recomputation).
 */
export function listChanges(event: DomainEvent, readsPositions: boolean): ListChanges {
  const changes = fleetChanges(event);
  return readsPositions ? unionIds(changes.devices, changes.positions) : changes.devices;
}

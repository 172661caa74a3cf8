import type { DomainEvent } from '../events';

/** Devices an event may have changed: 'all', some ids, or none (null). */
export type ChangedIds = 'all' | readonly number[] | null;

/** What an event may have changed in the fleet: device records and latest positions, by id. */
export interface FleetChanges {
  devices: ChangedIds;
  positions: ChangedIds;
}

const NONE: FleetChanges = { devices: null, positions: null };
const ALL: FleetChanges = { devices: 'all', positions: 'all' };

/**
 * The devices whose records or positions an event folds into the fleet slice (its reducers,
 * `fleet/state.ts`): pushed and saved devices and pushed positions by id, loads, restores and
 * sign-outs all. The list (SPEC.md L9) and the map (M2) mark what they redraw from it.
 */
export function fleetChanges(event: DomainEvent): FleetChanges {
  switch (event.type) {
    case 'devices.updated':
      return { devices: event.payload.devices.map((device) => device.id), positions: null };
    case 'positions.received':
      return { devices: null, positions: event.payload.positions.map((p) => p.deviceId) };
    case 'positions.loaded':
      return { devices: null, positions: 'all' };
    // Devices saved, removed or listed again by the management screens.
    case 'entity.saved':
      return event.payload.kind === 'device' ? { ...NONE, devices: [event.payload.item.id] } : NONE;
    case 'entities.removed':
      return event.payload.kind === 'device' ? { ...NONE, devices: event.payload.ids } : NONE;
    case 'entities.loaded':
      return event.payload.kind === 'device' ? ALL : NONE;
    case 'devices.loaded':
    case 'snapshot.restored':
    case 'session.cleared':
      return ALL;
    default:
      return NONE;
  }
}

/** The devices in either. */
export function unionIds(a: ChangedIds, b: ChangedIds): ChangedIds {
  if (a === 'all' || b === 'all') return 'all';
  if (a === null) return b;
  if (b === null) return a;
  return [...a, ...b];
}

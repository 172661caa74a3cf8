/** The fleet slice: devices, their latest positions, groups, drivers and the selection. */
import { Map as ImmutableMap } from 'immutable';
import type { Device, Driver, Group, Position } from '@farol/model';
import type { DomainEvent } from '../events';
import { foldEntities } from '../admin/foldEntities';
import type { Slice } from '../kernel/slice';
import { supersedes } from './supersedes';

/**
 * Devices by id and latest positions by device id are persistent maps: folding a 200-position
 * batch shares structure with the previous state instead of copying 100,000 entries, and an
 * unchanged collection keeps its identity, so projections can skip work by comparing references.
 */
export type DeviceMap = ImmutableMap<number, Device>;
export type PositionMap = ImmutableMap<number, Position>;

export interface FleetState {
  devices: DeviceMap;
  positions: PositionMap;
  /** The user's groups by id (for group labels on the map). */
  groups: ReadonlyMap<number, Group>;
  /** The user's drivers by uniqueId (positions name the driver by `driverUniqueId`). */
  drivers: ReadonlyMap<string, Driver>;
  /** The id of the selected device, or null. */
  selectedId: number | null;
}

function mapOf(devices: readonly Device[]): DeviceMap {
  return ImmutableMap<number, Device>().withMutations((map) => {
    for (const device of devices) map.set(device.id, device);
  });
}

/** Devices by id: a full load replaces them, a push or a save merges by id, a delete drops. */
export function reduceDevices(devices: DeviceMap, event: DomainEvent): DeviceMap {
  switch (event.type) {
    case 'devices.loaded':
    case 'snapshot.restored':
      return mapOf(event.payload.devices);
    case 'devices.updated':
      return devices.withMutations((map) => {
        for (const device of event.payload.devices) map.set(device.id, device);
      });
    case 'entities.loaded':
      return event.payload.kind === 'device' ? mapOf(event.payload.items) : devices;
    case 'entity.saved':
      return event.payload.kind === 'device'
        ? devices.set(event.payload.item.id, event.payload.item)
        : devices;
    case 'entities.removed':
      return event.payload.kind === 'device' ? devices.deleteAll(event.payload.ids) : devices;
    case 'session.cleared':
      return devices.size === 0 ? devices : ImmutableMap();
    default:
      return devices;
  }
}

function merge(positions: PositionMap, incoming: readonly Position[]): PositionMap {
  return positions.withMutations((map) => {
    for (const position of incoming) {
      if (supersedes(position, map.get(position.deviceId))) map.set(position.deviceId, position);
    }
  });
}

/** The positions of the devices still in the list. */
function keepDevices(positions: PositionMap, devices: readonly Device[]): PositionMap {
  const ids = new Set(devices.map((device) => device.id));
  const kept = positions.filter((_, deviceId) => ids.has(deviceId));
  return kept.size === positions.size ? positions : kept;
}

/**
 * The latest position per device id. REST loads and socket pushes merge by last write wins
 * (SPEC.md B2); a snapshot replaces everything; a device list reload drops the positions of
 * devices that are gone.
 */
export function reducePositions(positions: PositionMap, event: DomainEvent): PositionMap {
  switch (event.type) {
    case 'positions.loaded':
    case 'positions.received':
      return merge(positions, event.payload.positions);
    case 'snapshot.restored':
      return merge(ImmutableMap(), event.payload.positions);
    case 'devices.loaded':
      return keepDevices(positions, event.payload.devices);
    case 'entities.loaded':
      return event.payload.kind === 'device'
        ? keepDevices(positions, event.payload.items)
        : positions;
    case 'entities.removed':
      return event.payload.kind === 'device' ? positions.deleteAll(event.payload.ids) : positions;
    case 'session.cleared':
      return positions.size === 0 ? positions : ImmutableMap();
    default:
      return positions;
  }
}

/** The user's groups by id, replaced on each load, changed by the group screens. */
export function reduceGroups(
  groups: ReadonlyMap<number, Group>,
  event: DomainEvent,
): ReadonlyMap<number, Group> {
  if (event.type === 'groups.loaded') {
    return new Map(event.payload.groups.map((group) => [group.id, group]));
  }
  return foldEntities(groups, event, 'group');
}

/** The user's drivers by uniqueId, replaced on each load, changed by the driver screens. */
export function reduceDrivers(
  drivers: ReadonlyMap<string, Driver>,
  event: DomainEvent,
): ReadonlyMap<string, Driver> {
  const byUniqueId = (list: Iterable<Driver>) =>
    new Map([...list].map((driver) => [driver.uniqueId, driver]));
  switch (event.type) {
    case 'drivers.loaded':
      return byUniqueId(event.payload.drivers);
    case 'entities.loaded':
    case 'entity.saved':
    case 'entities.removed': {
      if (event.payload.kind !== 'driver') return drivers;
      const byId = new Map([...drivers.values()].map((driver) => [driver.id, driver]));
      const folded = foldEntities(byId, event, 'driver');
      return folded === byId ? drivers : byUniqueId(folded.values());
    }
    case 'session.cleared':
      return drivers.size === 0 ? drivers : new Map();
    default:
      return drivers;
  }
}

/** The selected device's id: set by the user, forgotten on logout. */
export function reduceSelection(selectedId: number | null, event: DomainEvent): number | null {
  switch (event.type) {
    case 'device.selected':
      return event.payload.deviceId;
    case 'session.cleared':
      return null;
    default:
      return selectedId;
  }
}

export const fleetSlice: Slice<FleetState> = {
  initial: {
    devices: ImmutableMap(),
    positions: ImmutableMap(),
    groups: new Map(),
    drivers: new Map(),
    selectedId: null,
  },
  reducers: {
    devices: reduceDevices,
    positions: reducePositions,
    groups: reduceGroups,
    drivers: reduceDrivers,
    selectedId: reduceSelection,
  },
};

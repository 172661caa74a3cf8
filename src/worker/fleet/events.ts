import type { Device, Driver, Group, Position } from '@farol/model';

/** The stored fleet of one user (SPEC.md P1). */
export interface FleetSnapshot {
  userId: number;
  savedAt: number;
  devices: Device[];
  positions: Position[];
}

/** The fleet domain's events. */
export interface FleetEvents {
  'devices.loaded': { devices: Device[] };
  'devices.updated': { devices: Device[] };
  'positions.loaded': { positions: Position[] };
  'positions.received': { positions: Position[] };
  'snapshot.restored': FleetSnapshot;
  'groups.loaded': { groups: Group[] };
  'drivers.loaded': { drivers: Driver[] };
  'device.selected': { deviceId: number | null };
}

import type { Device, DeviceStateSort, Position } from '@farol/model';

/**
 * Whether a device is in a list-sort state (SPEC §2): moving, anchored, engine blocked,
 * ignition on, with a driver, or raising an alarm.
 */
export function hasState(
  field: DeviceStateSort,
  device: Device,
  position: Position | undefined,
  anchored: boolean,
): boolean {
  const attributes = position?.attributes;
  switch (field) {
    case 'motion':
      return attributes?.['motion'] === true;
    case 'anchor':
      return anchored;
    case 'locked':
      return attributes?.['blocked'] === true;
    case 'ignition':
      return attributes?.['ignition'] === true;
    case 'driver':
      return (
        typeof attributes?.['driverUniqueId'] === 'string' && attributes['driverUniqueId'] !== ''
      );
    case 'alert':
      return typeof attributes?.['alarm'] === 'string' && attributes['alarm'] !== '';
  }
  return device.id < 0;
}

/** Sorts that read positions (and so must be recomputed when positions change). */
export const POSITION_SORTS: ReadonlySet<string> = new Set([
  'motion',
  'locked',
  'ignition',
  'driver',
  'alert',
]);

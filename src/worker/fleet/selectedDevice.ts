import type { Device, Driver, Position, SpeedUnit } from '@farol/model';
import type { GeofenceView } from '../geofences/types';
import { toDeviceRow } from '../list/toDeviceRow';
import type { SelectedDevice } from './types';

/** The selected device with its latest position, list row and anchor, or null when none or gone. */
export function selectedDevice(
  device: Device | undefined,
  position: Position | undefined,
  speedUnit: SpeedUnit,
  anchor: GeofenceView | null = null,
  driver: Driver | null = null,
): SelectedDevice | null {
  if (!device) return null;
  return {
    device,
    position: position ?? null,
    row: toDeviceRow(device, position, speedUnit, anchor !== null),
    anchor,
    driver,
  };
}

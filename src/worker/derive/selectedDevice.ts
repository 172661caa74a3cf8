import type { Device, Position, SpeedUnit } from '../../model';
import type { SelectedDevice } from '../types';
import { toDeviceRow } from './toDeviceRow';

/** The selected device with its latest position and list row, or null when none or gone. */
export function selectedDevice(
  device: Device | undefined,
  position: Position | undefined,
  speedUnit: SpeedUnit,
): SelectedDevice | null {
  if (!device) return null;
  return { device, position: position ?? null, row: toDeviceRow(device, position, speedUnit) };
}

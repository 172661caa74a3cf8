import { convertSpeed, type Device, type Position, type SpeedUnit } from '../../model';
import type { DeviceRow } from '../types';
import { categoryOf } from './filterDevices';
import { lastUpdateOf } from './lastUpdate';

/** One list row: the device joined with its latest position, speed in `speedUnit`. */
export function toDeviceRow(
  device: Device,
  position: Position | undefined,
  speedUnit: SpeedUnit,
): DeviceRow {
  const ignition = position?.attributes['ignition'];
  return {
    id: device.id,
    name: device.name,
    uniqueId: device.uniqueId,
    status: device.status,
    category: categoryOf(device),
    lastUpdate: lastUpdateOf(device),
    speed: position ? convertSpeed(position.speed, speedUnit) : null,
    speedUnit,
    motion: position?.attributes['motion'] === true,
    ignition: typeof ignition === 'boolean' ? ignition : null,
    latitude: position ? position.latitude : null,
    longitude: position ? position.longitude : null,
    course: position ? position.course : 0,
    address: position?.address ?? null,
  };
}

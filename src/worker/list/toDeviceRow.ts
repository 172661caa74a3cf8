import { convertSpeed, type Device, type Position, type SpeedUnit } from '@farol/model';
import type { DeviceRow } from './types';
import { categoryOf } from './filterDevices';
import { lastUpdateOf } from './lastUpdate';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const flag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

/** One list row: the device joined with its latest position, speed in `speedUnit`. */
export function toDeviceRow(
  device: Device,
  position: Position | undefined,
  speedUnit: SpeedUnit,
  anchored = false,
): DeviceRow {
  const attributes = position?.attributes ?? {};
  return {
    id: device.id,
    name: device.name,
    uniqueId: device.uniqueId,
    status: device.status,
    category: categoryOf(device),
    lastUpdate: lastUpdateOf(device),
    speed: position ? convertSpeed(position.speed, speedUnit) : null,
    speedUnit,
    motion: attributes['motion'] === true,
    ignition: flag(attributes['ignition']),
    latitude: position ? position.latitude : null,
    longitude: position ? position.longitude : null,
    course: position ? position.course : 0,
    address: position?.address ?? null,
    plate: text(device.attributes['plate']),
    blocked: flag(attributes['blocked']),
    driverUniqueId: text(attributes['driverUniqueId']),
    alarm: text(attributes['alarm']),
    anchored,
  };
}

import { Map as ImmutableMap } from 'immutable';
import type { Device } from '@farol/model';
import type { DomainEvent } from './events';
import type { DeviceMap } from './state';

function mapOf(devices: readonly Device[]): DeviceMap {
  return ImmutableMap<number, Device>().withMutations((map) => {
    for (const device of devices) map.set(device.id, device);
  });
}

/** Devices by id: a full load replaces them, a push merges by id. */
export function reduceDevices(devices: DeviceMap, event: DomainEvent): DeviceMap {
  switch (event.type) {
    case 'devices.loaded':
    case 'snapshot.restored':
      return mapOf(event.payload.devices);
    case 'devices.updated':
      return devices.withMutations((map) => {
        for (const device of event.payload.devices) map.set(device.id, device);
      });
    case 'session.cleared':
      return devices.size === 0 ? devices : ImmutableMap();
    default:
      return devices;
  }
}

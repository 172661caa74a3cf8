import type { Device } from '@farol/model';

// Sorting by last update parses each date once per device object, not once per comparison.
const cache = new WeakMap<Device, number | null>();

/** Epoch ms of the device's last message, or null when it never reported. */
export function lastUpdateOf(device: Device): number | null {
  let ms = cache.get(device);
  if (ms === undefined) {
    const parsed = device.lastUpdate ? Date.parse(device.lastUpdate) : NaN;
    ms = Number.isNaN(parsed) ? null : parsed;
    cache.set(device, ms);
  }
  return ms;
}

import type { Device } from '../../model';
import type { StatusCounts } from '../types';

/** How many devices have each status; `all` is their sum. */
export function statusCounts(devices: Iterable<Device>): StatusCounts {
  const counts: StatusCounts = { all: 0, online: 0, offline: 0, unknown: 0 };
  for (const device of devices) {
    counts.all += 1;
    counts[device.status] += 1;
  }
  return counts;
}

import type { Device, DeviceStatus } from '@farol/model';
import type { StatusCounts } from './types';

/** Adds one device of `status` to `counts` (in place: it runs 100,000 times per list). */
export function countStatus(counts: StatusCounts, status: DeviceStatus): void {
  counts.all += 1;
  if (status === 'online') counts.online += 1;
  else if (status === 'offline') counts.offline += 1;
  else counts.unknown += 1;
}

/** Takes one device of `status` out of `counts` (countStatus undone). */
export function uncountStatus(counts: StatusCounts, status: DeviceStatus): void {
  counts.all -= 1;
  if (status === 'online') counts.online -= 1;
  else if (status === 'offline') counts.offline -= 1;
  else counts.unknown -= 1;
}

/** How many devices have each status; `all` is their sum. */
export function statusCounts(devices: Iterable<Device>): StatusCounts {
  const counts: StatusCounts = { all: 0, online: 0, offline: 0, unknown: 0 };
  for (const device of devices) countStatus(counts, device.status);
  return counts;
}

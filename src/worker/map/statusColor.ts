import type { DeviceStatus } from '@farol/model';

export type Rgba = readonly [number, number, number, number];

/** Map colours per status: green online, red offline, grey unknown. */
export const STATUS_COLORS: Readonly<Record<DeviceStatus, Rgba>> = {
  online: [46, 160, 67, 255],
  offline: [214, 48, 49, 255],
  unknown: [140, 140, 140, 255],
};

/** The RGBA colour a device of this status is drawn with. */
export function statusColor(status: DeviceStatus): Rgba {
  return STATUS_COLORS[status] ?? STATUS_COLORS.unknown;
}

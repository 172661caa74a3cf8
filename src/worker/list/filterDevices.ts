import { isSoftDeleted, type Device, type Position } from '@farol/model';
import type { ListQuery } from './types';
import { deviceSearchText, normalizeText } from './searchText';

/** Read access by id: a Map, an Immutable.Map or anything with `get`. */
export interface Lookup<V> {
  get(key: number): V | undefined;
}

/** The list filters; `onlyDeviceId` may be left out (show all). */
export type DeviceFilter = Omit<ListQuery, 'sort' | 'onlyDeviceId'> & {
  onlyDeviceId?: number | null;
};
export type DevicePredicate = (device: Device) => boolean;

/** A device's category, 'default' when it has none. */
export function categoryOf(device: Device): string {
  return device.category || 'default';
}

/**
 * The list filters of SPEC.md L1 as one predicate: soft-deleted devices never pass; then hidden
 * categories, motion-only, search and (unless `ignoreStatus`) the status filter. Positions are
 * looked up only for motion-only, the one filter that needs them.
 */
export function devicePredicate(
  filter: DeviceFilter,
  positions: Lookup<Position>,
  ignoreStatus = false,
): DevicePredicate {
  const needle = normalizeText(filter.search.trim());
  const hidden = new Set(filter.hiddenCategories);
  const status = ignoreStatus ? 'all' : filter.status;
  return (device) => {
    // The prefix test spares the split (an allocation per device) for nearly every device.
    if (device.uniqueId.startsWith('deleted-') && isSoftDeleted(device.uniqueId)) return false;
    if (filter.onlyDeviceId != null && device.id !== filter.onlyDeviceId) return false;
    if (hidden.size > 0 && hidden.has(categoryOf(device))) return false;
    if (status !== 'all' && device.status !== status) return false;
    if (filter.motionOnly && positions.get(device.id)?.attributes['motion'] !== true) return false;
    return needle === '' || deviceSearchText(device).includes(needle);
  };
}

/** Devices from an array, any iterable, or an Immutable collection (whose forEach is fastest). */
export type DeviceSource =
  Iterable<Device> | { forEach(callback: (device: Device) => unknown): unknown };

/** Calls `visit` for each device of `source`. */
export function eachDevice(source: DeviceSource, visit: (device: Device) => void): void {
  if (Array.isArray(source)) {
    for (let i = 0; i < source.length; i += 1) visit(source[i] as Device);
  } else if ('forEach' in source && typeof source.forEach === 'function') {
    // Immutable stops iterating when the callback returns false: never return visit's value.
    source.forEach((device: Device) => {
      visit(device);
    });
  } else {
    for (const device of source as Iterable<Device>) visit(device);
  }
}

/** The devices that pass every filter, in input order. */
export function filterDevices(input: {
  devices: DeviceSource;
  positions: Lookup<Position>;
  filter: DeviceFilter;
}): Device[] {
  const passes = devicePredicate(input.filter, input.positions);
  const result: Device[] = [];
  eachDevice(input.devices, (device) => {
    if (passes(device)) result.push(device);
  });
  return result;
}

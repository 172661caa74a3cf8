import { isSoftDeleted, type Device, type Position } from '../../model';
import type { ListQuery } from '../types';
import { deviceSearchText, normalizeText } from './searchText';

/** Read access by id: a Map, an Immutable.Map or anything with `get`. */
export interface Lookup<V> {
  get(key: number): V | undefined;
}

export type DeviceFilter = Omit<ListQuery, 'sort'>;
export type DevicePredicate = (device: Device, position: Position | undefined) => boolean;

/** A device's category, 'default' when it has none. */
export function categoryOf(device: Device): string {
  return device.category || 'default';
}

/**
 * The list filters of SPEC.md L1 as one predicate: soft-deleted devices never pass; then hidden
 * categories, motion-only, search and (unless `ignoreStatus`) the status filter.
 */
export function devicePredicate(filter: DeviceFilter, ignoreStatus = false): DevicePredicate {
  const needle = normalizeText(filter.search.trim());
  const hidden = new Set(filter.hiddenCategories);
  const status = ignoreStatus ? 'all' : filter.status;
  return (device, position) => {
    if (isSoftDeleted(device.uniqueId)) return false;
    if (hidden.size > 0 && hidden.has(categoryOf(device))) return false;
    if (status !== 'all' && device.status !== status) return false;
    if (filter.motionOnly && position?.attributes['motion'] !== true) return false;
    return needle === '' || deviceSearchText(device).includes(needle);
  };
}

/** The devices that pass every filter, in input order. */
export function filterDevices(input: {
  devices: Iterable<Device>;
  positions: Lookup<Position>;
  filter: DeviceFilter;
}): Device[] {
  const passes = devicePredicate(input.filter);
  const result: Device[] = [];
  for (const device of input.devices) {
    if (passes(device, input.positions.get(device.id))) result.push(device);
  }
  return result;
}

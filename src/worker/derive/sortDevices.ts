import type { Device } from '../../model';
import type { ListQuery } from '../types';
import { lastUpdateOf } from './lastUpdate';

export interface SortOptions {
  sort: ListQuery['sort'];
  collator: Intl.Collator;
  /** Precomputed name ranks (see rankByName); when given, names are not collated again. */
  nameRank?: ReadonlyMap<number, number>;
}

/**
 * Sorts by name (locale-aware collation) or last update (never-reported devices count as
 * oldest), in the given direction; ties always fall back to ascending id, so the order is
 * stable across recomputations (SPEC.md S1). Returns a new array.
 */
export function sortDevices(devices: readonly Device[], options: SortOptions): Device[] {
  const { sort, collator, nameRank } = options;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byId = (a: Device, b: Device) => a.id - b.id;
  if (sort.field === 'name' && !nameRank) {
    return [...devices].sort((a, b) => sign * collator.compare(a.name, b.name) || byId(a, b));
  }
  // Decorate with numeric keys so the comparison does no lookups.
  const keys = new Float64Array(devices.length);
  devices.forEach((device, index) => {
    keys[index] =
      sort.field === 'name'
        ? (nameRank!.get(device.id) ?? Number.MAX_SAFE_INTEGER)
        : (lastUpdateOf(device) ?? -Infinity);
  });
  const order = devices.map((_, index) => index);
  order.sort((a, b) => {
    const delta = keys[a]! - keys[b]!;
    return (
      (delta === 0 || Number.isNaN(delta) ? 0 : sign * delta) || byId(devices[a]!, devices[b]!)
    );
  });
  return order.map((index) => devices[index]!);
}

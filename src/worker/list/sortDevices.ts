import type { Device, DeviceStateSort, Position } from '@farol/model';
import type { ListQuery } from './types';
import { hasState } from './deviceState';
import type { Lookup } from './filterDevices';
import { lastUpdateOf } from './lastUpdate';
import type { NameOrder } from './nameOrder';

export interface SortOptions {
  sort: ListQuery['sort'];
  collator: Intl.Collator;
  /** A precomputed name order (see nameOrder); when it covers every device, no collation. */
  nameOrder?: NameOrder;
  /** For state sorts: latest positions and anchored devices. */
  positions?: Lookup<Position>;
  anchored?: ReadonlyMap<number, number>;
}

const byId = (a: Device, b: Device) => a.id - b.id;

/** Name order by placing each device at its precomputed index: linear, no comparisons. */
function byNameOrder(
  devices: readonly Device[],
  order: NameOrder,
  ascending: boolean,
): Device[] | null {
  const size = order.groupStart.length;
  const slots: (Device | null)[] = new Array<Device | null>(size).fill(null);
  for (const device of devices) {
    const index = order.index.get(device.id);
    if (index === undefined) return null;
    slots[index] = device;
  }
  const result: Device[] = [];
  if (ascending) {
    for (let i = 0; i < size; i += 1) if (slots[i]) result.push(slots[i]!);
    return result;
  }
  // Descending: tie groups are contiguous ranges [groupStart[i], i]; walk them from the last,
  // each one forwards, so equal names stay by ascending id.
  for (let end = size - 1; end >= 0;) {
    const start = order.groupStart[end]!;
    for (let i = start; i <= end; i += 1) if (slots[i]) result.push(slots[i]!);
    end = start - 1;
  }
  return result;
}

/**
 * Sorts by name (locale-aware collation) or last update (never-reported devices count as
 * oldest), in the given direction; ties always fall back to ascending id, so the order is
 * stable across recomputations (SPEC.md S1). Returns a new array.
 */
export function sortDevices(devices: readonly Device[], options: SortOptions): Device[] {
  const { sort, collator, nameOrder } = options;
  const sign = sort.direction === 'asc' ? 1 : -1;
  if (sort.field === 'name') {
    const placed = nameOrder && byNameOrder(devices, nameOrder, sign === 1);
    if (placed) return placed;
    return [...devices].sort((a, b) => sign * collator.compare(a.name, b.name) || byId(a, b));
  }
  if (sort.field !== 'lastUpdate') return byState(devices, sort.field, sign, options);
  // Decorate with numeric keys so the comparison does no lookups.
  const keys = new Float64Array(devices.length);
  devices.forEach((device, index) => {
    keys[index] = lastUpdateOf(device) ?? -Infinity;
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

/**
 * State sorts (SPEC.md S3): ascending puts the devices in that state first, descending last;
 * within each part devices keep name order (collation), then id.
 */
function byState(
  devices: readonly Device[],
  field: DeviceStateSort,
  sign: number,
  options: SortOptions,
): Device[] {
  const { positions, anchored, collator } = options;
  const holders: Device[] = [];
  const others: Device[] = [];
  for (const device of devices) {
    const state = hasState(
      field,
      device,
      positions?.get(device.id),
      anchored?.has(device.id) ?? false,
    );
    (state ? holders : others).push(device);
  }
  const order = options.nameOrder?.index;
  const byName =
    order && devices.every((device) => order.has(device.id))
      ? (a: Device, b: Device) => order.get(a.id)! - order.get(b.id)!
      : (a: Device, b: Device) => collator.compare(a.name, b.name) || byId(a, b);
  holders.sort(byName);
  others.sort(byName);
  return sign === 1 ? [...holders, ...others] : [...others, ...holders];
}

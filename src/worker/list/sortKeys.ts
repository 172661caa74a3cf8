/**
 * The list's sort orders (SPEC.md S1, S3) as two numbers per device, compared in turn: no
 * collation and no lookups while sorting or merging, and unique per device, so a device's place
 * is found by binary search (incrementalList.ts).
 */
import type { Device, Position } from '@farol/model';
import { hasState } from './deviceState';
import type { Lookup } from './filterDevices';
import { lastUpdateOf } from './lastUpdate';
import type { NameOrder } from './nameOrder';
import type { ListQuery } from './types';

/** Writes a device's two keys into `out` (reused, so keying 100,000 devices allocates nothing). */
export type SortKeyer = (device: Device, out: Float64Array) => void;

/**
 * The keys of a sort. Name: the device's rank in `nameOrder` (ties ranked by id); descending
 * walks the tie groups backwards, each by ascending id. Last update: the time (never reported is
 * the oldest), then the id. A state: in it or not, then the name rank. Null when the name order
 * does not rank every device it is asked about (the caller recomputes it).
 */
export function sortKeyer(input: {
  sort: ListQuery['sort'];
  nameOrder?: NameOrder;
  positions: Lookup<Position>;
  anchored?: ReadonlyMap<number, number>;
}): SortKeyer {
  const { field, direction } = input.sort;
  const sign = direction === 'asc' ? 1 : -1;
  if (field === 'lastUpdate') {
    return (device, out) => {
      out[0] = sign * (lastUpdateOf(device) ?? -Infinity);
      out[1] = device.id;
    };
  }
  const rank = input.nameOrder?.index;
  const groups = input.nameOrder?.groupStart;
  const rankOf = (device: Device) => {
    const found = rank?.get(device.id);
    if (found === undefined) throw new UnrankedDevice(device.id);
    return found;
  };
  if (field === 'name') {
    return sign === 1
      ? (device, out) => {
          out[0] = rankOf(device);
          out[1] = 0;
        }
      : (device, out) => {
          const index = rankOf(device);
          out[0] = -groups![index]!;
          out[1] = index;
        };
  }
  const { positions, anchored } = input;
  return (device, out) => {
    const state = hasState(
      field,
      device,
      positions.get(device.id),
      anchored?.has(device.id) ?? false,
    );
    out[0] = state === (sign === 1) ? 0 : 1;
    out[1] = rankOf(device);
  };
}

/** A device the name order does not rank (added or renamed since it was computed). */
export class UnrankedDevice extends Error {
  constructor(readonly deviceId: number) {
    super(`device ${deviceId} has no name rank`);
  }
}

/** Compares the keys at `i` of (a1, a2) with those at `j` of (b1, b2). */
export function compareKeys(
  a1: ArrayLike<number>,
  a2: ArrayLike<number>,
  i: number,
  b1: ArrayLike<number>,
  b2: ArrayLike<number>,
  j: number,
): number {
  const x = a1[i]!;
  const y = b1[j]!;
  if (x !== y) return x < y ? -1 : 1;
  const u = a2[i]!;
  const v = b2[j]!;
  return u === v ? 0 : u < v ? -1 : 1;
}

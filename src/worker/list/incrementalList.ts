/**
 * The filtered, counted and sorted device list kept up to date by difference (SPEC.md L9): a
 * batch of changed devices leaves the list where they were and joins it where they now belong,
 * everything else keeps its place. The result always equals a full recomputation
 * (`fullSelection`), which runs only when the query or the name order changes.
 */
import type { Device, Position } from '@farol/model';
import { devicePredicate, eachDevice, type DeviceSource, type Lookup } from './filterDevices';
import { sortOrder } from './keyOrder';
import { deviceSearchText, normalizeText } from './searchText';
import type { SortKeyer } from './sortKeys';
import { countStatus, uncountStatus } from './statusCounts';
import type { ListQuery, StatusCounts } from './types';

/** The list before windowing: devices in order with their sort keys, and the status counts. */
export interface Selection {
  counts: StatusCounts;
  sorted: Device[];
  /** Sort keys of `sorted[i]` (sortKeys.ts), compared first by `k1`, then by `k2`. */
  k1: Float64Array;
  k2: Float64Array;
}

/** The fleet as it was, or is: devices by id and their latest positions. */
export interface FleetView {
  devices: Lookup<Device>;
  positions: Lookup<Position>;
}

const inList = (query: ListQuery, device: Device) =>
  query.status === 'all' || device.status === query.status;

/** Every filter but status counted per status; then the status filter and the sort. */
export function fullSelection(input: {
  devices: DeviceSource;
  positions: Lookup<Position>;
  query: ListQuery;
  keyer: SortKeyer;
}): Selection {
  const { query, keyer } = input;
  const passes = devicePredicate(query, input.positions, true);
  const counts: StatusCounts = { all: 0, online: 0, offline: 0, unknown: 0 };
  const members: Device[] = [];
  eachDevice(input.devices, (device) => {
    if (!passes(device)) return;
    countStatus(counts, device.status);
    if (inList(query, device)) members.push(device);
  });
  const n = members.length;
  const a1 = new Float64Array(n);
  const a2 = new Float64Array(n);
  const key = new Float64Array(2);
  for (let i = 0; i < n; i += 1) {
    keyer(members[i]!, key);
    a1[i] = key[0]!;
    a2[i] = key[1]!;
  }
  const order = sortOrder(a1, a2);
  const sorted = new Array<Device>(n);
  const k1 = new Float64Array(n);
  const k2 = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const from = order[i]!;
    sorted[i] = members[from]!;
    k1[i] = a1[from]!;
    k2[i] = a2[from]!;
  }
  return { counts, sorted, k1, k2 };
}

const needleOf = (query: ListQuery) => normalizeText(query.search.trim());

const sameCategories = (a: readonly string[], b: readonly string[]) =>
  a === b || (a.length === b.length && a.every((category, i) => category === b[i]));

/**
 * Whether the list of `next` is the list of `previous` minus the devices the longer search no
 * longer finds (SPEC.md L2, typing one more letter): every other filter and the sort are equal,
 * the new needle contains the old one, and the status filter is 'all' (the status chips count
 * every status, and a list filtered by status does not hold the others to count).
 */
export function narrowsSearch(previous: ListQuery, next: ListQuery): boolean {
  return (
    next.status === 'all' &&
    previous.status === 'all' &&
    next.motionOnly === previous.motionOnly &&
    next.onlyDeviceId === previous.onlyDeviceId &&
    next.sort.field === previous.sort.field &&
    next.sort.direction === previous.sort.direction &&
    sameCategories(next.hiddenCategories, previous.hiddenCategories) &&
    needleOf(next).includes(needleOf(previous))
  );
}

/**
 * `selection` (the list of a query, up to date) narrowed to `query`, which `narrowsSearch` of
 * it: one pass over the listed devices instead of the whole fleet, the order and keys kept.
 */
export function narrowSelection(selection: Selection, query: ListQuery): Selection {
  const needle = needleOf(query);
  const counts: StatusCounts = { all: 0, online: 0, offline: 0, unknown: 0 };
  const total = selection.sorted.length;
  const sorted: Device[] = [];
  const k1 = new Float64Array(total);
  const k2 = new Float64Array(total);
  for (let i = 0; i < total; i += 1) {
    const device = selection.sorted[i]!;
    if (!deviceSearchText(device).includes(needle)) continue;
    k1[sorted.length] = selection.k1[i]!;
    k2[sorted.length] = selection.k2[i]!;
    sorted.push(device);
    countStatus(counts, device.status);
  }
  return { counts, sorted, k1: k1.slice(0, sorted.length), k2: k2.slice(0, sorted.length) };
}

/**
 * The first index of `selection` whose keys are not below (x, y): the entry itself when keys
 * are equal (keys are unique per device), else where (x, y) would go.
 */
function lowerBound(selection: Selection, x: number, y: number): number {
  const { k1, k2 } = selection;
  let low = 0;
  let high = selection.sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const a = k1[mid]!;
    if (a < x || (a === x && k2[mid]! < y)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The list after some devices changed: thrown when it is not the list `before` gave. */
export class SelectionMismatch extends Error {}

/**
 * `selection` (the list of `before`) updated for the devices `ids` as they are in `after`, for
 * the same query and sort: each changed device leaves its old place (found by its old keys) and
 * the changed devices that belong join in one merge. O(n + k log k) with no hashing per row;
 * throws SelectionMismatch if a changed device is not where its old keys say.
 */
export function updateSelection(
  selection: Selection,
  input: {
    ids: Iterable<number>;
    query: ListQuery;
    before: FleetView & { keyer: SortKeyer };
    after: FleetView & { keyer: SortKeyer };
  },
): Selection {
  const { query, before, after } = input;
  const passedBefore = devicePredicate(query, before.positions, true);
  const passesAfter = devicePredicate(query, after.positions, true);
  const counts = { ...selection.counts };
  const removed: number[] = [];
  const joining: Device[] = [];
  const key = new Float64Array(2);
  for (const id of input.ids) {
    const old = before.devices.get(id);
    if (old && passedBefore(old)) {
      uncountStatus(counts, old.status);
      if (inList(query, old)) {
        before.keyer(old, key);
        const at = lowerBound(selection, key[0]!, key[1]!);
        if (selection.sorted[at]?.id !== id) throw new SelectionMismatch(`${id}`);
        removed.push(at);
      }
    }
    const next = after.devices.get(id);
    if (next && passesAfter(next)) {
      countStatus(counts, next.status);
      if (inList(query, next)) joining.push(next);
    }
  }
  if (removed.length === 0 && joining.length === 0) return { ...selection, counts };
  const added = fullSelection({
    devices: joining,
    positions: after.positions,
    query: { ...query, status: 'all' },
    keyer: after.keyer,
  });
  return { counts, ...merge(selection, removed, added) };
}

/**
 * The entries of `kept` without the indexes `removed`, with `added` (sorted) where their keys
 * go: each added entry's place is found by binary search, and the runs of kept entries between
 * the places and the removed indexes are copied whole.
 */
function merge(kept: Selection, removed: number[], added: Selection) {
  removed.sort((a, b) => a - b);
  const count = added.sorted.length;
  const places = new Int32Array(count);
  for (let j = 0; j < count; j += 1) places[j] = lowerBound(kept, added.k1[j]!, added.k2[j]!);
  const total = kept.sorted.length;
  const size = total - removed.length + count;
  const sorted = new Array<Device>(size);
  const k1 = new Float64Array(size);
  const k2 = new Float64Array(size);
  let out = 0;
  let from = 0;
  let r = 0;
  let j = 0;
  const copy = (to: number) => {
    k1.set(kept.k1.subarray(from, to), out);
    k2.set(kept.k2.subarray(from, to), out);
    for (let i = from; i < to; i += 1) sorted[out++] = kept.sorted[i]!;
    from = to;
  };
  for (;;) {
    const nextRemoved = r < removed.length ? removed[r]! : total;
    const nextPlace = j < count ? places[j]! : total;
    copy(Math.min(nextRemoved, nextPlace));
    if (j < count && nextPlace <= nextRemoved) {
      // An added entry goes before kept entry `from` (removed or not).
      sorted[out] = added.sorted[j]!;
      k1[out] = added.k1[j]!;
      k2[out] = added.k2[j]!;
      out += 1;
      j += 1;
    } else if (r < removed.length) {
      from += 1;
      r += 1;
    } else {
      break;
    }
  }
  copy(total);
  return { sorted, k1, k2 };
}

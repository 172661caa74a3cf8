/**
 * The filtered, counted and sorted device list kept up to date by difference (SPEC.md L9): a
 * batch of changed devices leaves the list where they were and joins it where they now belong,
 * in place, everything else keeps its place. The result always equals a full recomputation
 * (`fullSelection`), which runs only when the query or the name order changes.
 */
import type { Device, Position } from '@farol/model';
import { devicePredicate, type DeviceSource, type Lookup } from './filterDevices';
import { scanDraft } from './listDraft';
import { FleetIndex } from './fleetIndex';
import { KeyedOrder } from './keyedOrder';
import { ListMemory, type Remembered } from './listMemory';
import { normalizeText } from './searchText';
import type { SortKeyer } from './sortKeys';
import { countStatus, uncountStatus } from './statusCounts';
import type { ListQuery, StatusCounts } from './types';

/** The list before windowing: devices in key order, the status counts, and what was done with each. */
export interface Selection {
  counts: StatusCounts;
  order: KeyedOrder;
  memory: ListMemory;
}

/** The fleet as it is: devices by id and their latest positions. */
export interface FleetView {
  devices: Lookup<Device>;
  positions: Lookup<Position>;
}

const inList = (query: ListQuery, device: Device) =>
  query.status === 'all' || device.status === query.status;

/**
 * Every filter but status counted per status; then the status filter and the sort, in one go
 * (the list itself answers a query in two steps, listDraft.ts). `devices` is best the list's
 * fleet index (fleetIndex.ts): one indexed walk of its arrays, the search on its stored texts.
 */
export function fullSelection(input: {
  devices: DeviceSource | FleetIndex;
  positions: Lookup<Position>;
  query: ListQuery;
  keyer: SortKeyer;
}): Selection {
  const index = input.devices instanceof FleetIndex ? input.devices : FleetIndex.of(input.devices);
  return scanDraft({ ...input, index }).finish();
}

/** A selection as the list view takes it (listView.ts). */
export const listedOf = (selection: Selection) => ({
  counts: selection.counts,
  total: selection.order.size,
  listed: selection.order,
});

/** The listed devices in order with their keys, as arrays (tests and benchmarks compare them). */
export function selectionArrays(selection: Selection) {
  const sorted: Device[] = [];
  const k1: number[] = [];
  const k2: number[] = [];
  selection.order.forEach((device, x, y) => {
    sorted.push(device);
    k1.push(x);
    k2.push(y);
  });
  return { sorted, k1, k2 };
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
 * Every listed device is counted and every counted one listed (the status filter is 'all').
 */
export function narrowSelection(selection: Selection, query: ListQuery): Selection {
  const needle = needleOf(query);
  const counts: StatusCounts = { all: 0, online: 0, offline: 0, unknown: 0 };
  const total = selection.order.size;
  const { index } = selection.memory;
  const memory = new ListMemory(index);
  const sorted: Device[] = [];
  const k1 = new Float64Array(total);
  const k2 = new Float64Array(total);
  // The texts stored in the fleet index (L10): a pushed device is a new record, whose text a
  // cache by record would compute again on the first keystroke after it.
  selection.order.forEach((device, x, y) => {
    const slot = index.slotFor(device.id);
    if (!index.textAt(slot).includes(needle)) return;
    k1[sorted.length] = x;
    k2[sorted.length] = y;
    sorted.push(device);
    countStatus(counts, device.status);
    memory.keepAt(slot, device.status, true, x, y);
  });
  const n = sorted.length;
  return {
    counts,
    order: KeyedOrder.fromSorted(sorted, k1.subarray(0, n), k2.subarray(0, n)),
    memory,
  };
}

/** The list after some devices changed: thrown when it is not the list `before` gave. */
export class SelectionMismatch extends Error {}

/**
 * `selection` (the list of the same query and sort) updated in place for the devices `ids` as
 * they are in `after`: each changed device leaves its old place (its keys as the list recorded
 * them) and, if it still belongs, joins where its new keys go; counts move with it. Costs what
 * changed (a few hundred entries shifted per device), reads only the changed devices; throws
 * SelectionMismatch if a changed device is not where the list recorded it.
 */
export function updateSelection(
  selection: Selection,
  input: { ids: Iterable<number>; query: ListQuery; after: FleetView & { keyer: SortKeyer } },
): Selection {
  const { query, after } = input;
  const { order, memory } = selection;
  const passesAfter = devicePredicate(query, after.positions, true);
  const counts = { ...selection.counts };
  const old: Remembered = { status: null, listed: false, k1: 0, k2: 0 };
  const key = new Float64Array(2);
  for (const id of input.ids) {
    memory.take(id, old);
    if (old.status) uncountStatus(counts, old.status);
    const next = after.devices.get(id);
    const stays = next !== undefined && passesAfter(next);
    const listed = stays && inList(query, next);
    if (listed) after.keyer(next, key);
    if (old.listed) {
      // Same keys (a name sort, a state that held): the new record takes the old one's place.
      const moved = !listed || key[0] !== old.k1 || key[1] !== old.k2;
      const found = moved ? order.remove(id, old.k1, old.k2) : order.replace(next!, old.k1, old.k2);
      if (!found) throw new SelectionMismatch(`${id}`);
      if (listed && !moved) {
        countStatus(counts, next!.status);
        memory.keep(id, next!.status, true, old.k1, old.k2);
        continue;
      }
    }
    if (!stays) continue;
    countStatus(counts, next.status);
    if (listed) order.insert(next, key[0]!, key[1]!);
    memory.keep(id, next.status, listed, key[0], key[1]);
  }
  return { counts, order, memory };
}

/**
 * A full recomputation of the list in two steps (SPEC.md L11): what the user waits for — the
 * counts, the total and the rows of the window — in the request's own task, the rest (the whole
 * order and the memory later changes are merged by, L9) when something first needs it, or on a
 * later task (I4). The first step is one walk of the fleet index's slots (L10), the keys of the
 * listed devices, and the first rows found without sorting the others.
 */
import type { Device, Position } from '@farol/model';
import { devicePredicate, type Lookup } from './filterDevices';
import type { FleetIndex } from './fleetIndex';
import type { Selection } from './incrementalList';
import { KeyedOrder } from './keyedOrder';
import { sortOrder } from './keyOrder';
import { ListMemory } from './listMemory';
import type { ListedDevices } from './listView';
import { normalizeText } from './searchText';
import type { SortKeyer } from './sortKeys';
import { countStatus } from './statusCounts';
import type { ListQuery, StatusCounts } from './types';

/** A list whose counts, total and rows are known; `finish` gives the whole selection. */
export interface ListDraft {
  counts: StatusCounts;
  total: number;
  listed: ListedDevices;
  /** Whether `finish` has run (or had nothing to do). */
  readonly finished: boolean;
  /** The whole selection, computed once. */
  finish(): Selection;
}

/**
 * Rows up to this position are picked from the unsorted listed devices (a bounded heap, linear
 * in the fleet); a window further down finishes the list and slices it.
 */
export const DRAFT_ROWS = 4_096;

/** A selection already whole, as a draft. */
export function draftOf(selection: Selection): ListDraft {
  return {
    counts: selection.counts,
    total: selection.order.size,
    listed: selection.order,
    finished: true,
    finish: () => selection,
  };
}

/**
 * Step one of a full recomputation of `query` over `index`: every filter but status counted per
 * status (L4), the status filter, and the listed devices' sort keys. The fleet index must hold
 * the same records until `finish` has run (the list finishes a draft before it syncs the index).
 */
export function scanDraft(input: {
  index: FleetIndex;
  positions: Lookup<Position>;
  query: ListQuery;
  keyer: SortKeyer;
}): ListDraft {
  const { index, query, keyer } = input;
  const needle = normalizeText(query.search.trim());
  const passes = devicePredicate({ ...query, search: '' }, input.positions, true);
  const counts: StatusCounts = { all: 0, online: 0, offline: 0, unknown: 0 };
  const { devices } = index;
  const members = new Int32Array(devices.length);
  const others = new Int32Array(devices.length);
  let n = 0;
  let m = 0;
  for (let slot = 0; slot < devices.length; slot += 1) {
    const device = devices[slot];
    if (device === undefined) continue;
    if (needle !== '' && !index.textAt(slot).includes(needle)) continue;
    if (!passes(device)) continue;
    countStatus(counts, device.status);
    if (query.status === 'all' || device.status === query.status) members[n++] = slot;
    else others[m++] = slot;
  }
  const a1 = new Float64Array(n);
  const a2 = new Float64Array(n);
  const key = new Float64Array(2);
  for (let i = 0; i < n; i += 1) {
    keyer(devices[members[i]!]!, key);
    a1[i] = key[0]!;
    a2[i] = key[1]!;
  }
  let selection: Selection | null = null;
  const finish = (): Selection => {
    selection ??= build(
      index,
      { counts, members: members.subarray(0, n), a1, a2 },
      others.subarray(0, m),
    );
    return selection;
  };
  return {
    counts,
    total: n,
    listed: {
      slice(start, end) {
        const to = Math.min(end, n);
        if (selection || to > DRAFT_ROWS) return finish().order.slice(start, end);
        const first = firstInOrder(a1, a2, to);
        const rows: Device[] = [];
        for (let i = start; i < first.length; i += 1) rows.push(devices[members[first[i]!]!]!);
        return rows;
      },
    },
    get finished() {
      return selection !== null;
    },
    finish,
  };
}

/** Step two: the listed devices sorted into a keyed order, and what was done with each. */
function build(
  index: FleetIndex,
  listed: { counts: StatusCounts; members: Int32Array; a1: Float64Array; a2: Float64Array },
  others: Int32Array,
): Selection {
  const { members, a1, a2 } = listed;
  const { devices } = index;
  const memory = new ListMemory(index);
  for (const slot of others) memory.keepAt(slot, devices[slot]!.status, false);
  const n = members.length;
  const order = sortOrder(a1, a2);
  const sorted = new Array<Device>(n);
  const k1 = new Float64Array(n);
  const k2 = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const from = order[i]!;
    const slot = members[from]!;
    const device = devices[slot]!;
    sorted[i] = device;
    k1[i] = a1[from]!;
    k2[i] = a2[from]!;
    memory.keepAt(slot, device.status, true, k1[i], k2[i]);
  }
  return { counts: listed.counts, order: KeyedOrder.fromSorted(sorted, k1, k2), memory };
}

/** Whether entry i's keys come after entry j's (keys are unique per device). */
const after = (a1: Float64Array, a2: Float64Array, i: number, j: number) =>
  a1[i]! > a1[j]! || (a1[i] === a1[j] && a2[i]! > a2[j]!);

/**
 * The indexes of the `k` entries with the lowest keys, in key order: a max-heap of `k` over one
 * pass (most entries are turned away by one comparison with its top), then the heap sorted.
 */
export function firstInOrder(a1: Float64Array, a2: Float64Array, k: number): Int32Array {
  const heap = new Int32Array(Math.min(k, a1.length));
  let size = 0;
  for (let i = 0; i < a1.length; i += 1) {
    if (size < heap.length) {
      let at = size++;
      while (at > 0) {
        const up = (at - 1) >> 1;
        if (!after(a1, a2, i, heap[up]!)) break;
        heap[at] = heap[up]!;
        at = up;
      }
      heap[at] = i;
    } else if (size > 0 && after(a1, a2, heap[0]!, i)) {
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= size) break;
        if (child + 1 < size && after(a1, a2, heap[child + 1]!, heap[child]!)) child += 1;
        if (!after(a1, a2, heap[child]!, i)) break;
        heap[at] = heap[child]!;
        at = child;
      }
      heap[at] = i;
    }
  }
  return heap.sort((i, j) => (after(a1, a2, i, j) ? 1 : after(a1, a2, j, i) ? -1 : 0));
}

import type { Device, Position, SpeedUnit } from '@farol/model';
import type { DeviceRow, ListQuery, ListView, StatusCounts } from './types';
import { devicePredicate, eachDevice, type DeviceSource, type Lookup } from './filterDevices';
import type { NameOrder } from './nameOrder';
import { sortDevices } from './sortDevices';
import { countStatus } from './statusCounts';
import { toDeviceRow } from './toDeviceRow';

/** The filtered, counted and sorted devices of a query, before windowing. */
export interface DeviceSelection {
  counts: StatusCounts;
  sorted: Device[];
}

export interface SelectInput {
  devices: DeviceSource;
  positions: Lookup<Position>;
  query: ListQuery;
  collator: Intl.Collator;
  nameOrder?: NameOrder;
  /** deviceId → anchor geofence id, for the anchor sort and the rows' `anchored`. */
  anchored?: ReadonlyMap<number, number>;
}

/**
 * Every filter but status, counted per status (so the status chips tell what each choice would
 * show), then the status filter and the sort (SPEC.md L1–L4, S1). Reads positions only for
 * motion-only, so with that filter off the selection depends on devices and query alone.
 */
export function selectDevices(input: SelectInput): DeviceSelection {
  const { query } = input;
  const passes = devicePredicate(query, input.positions, true);
  const counts: StatusCounts = { all: 0, online: 0, offline: 0, unknown: 0 };
  const matching: Device[] = [];
  // One pass: filters, counts and the status filter (100,000 devices are walked once).
  eachDevice(input.devices, (device) => {
    if (!passes(device)) return;
    countStatus(counts, device.status);
    if (query.status === 'all' || device.status === query.status) matching.push(device);
  });
  const sorted = sortDevices(matching, {
    sort: query.sort,
    collator: input.collator,
    nameOrder: input.nameOrder,
    positions: input.positions,
    anchored: input.anchored,
  });
  return { counts, sorted };
}

/** The rows of `[start, start + count)` of a selection, speed in `speedUnit` (SPEC.md L5, U1). */
export function windowRows(input: {
  listed: ListedDevices;
  positions: Lookup<Position>;
  window: { start: number; count: number };
  speedUnit: SpeedUnit;
  anchored?: ReadonlyMap<number, number>;
}): DeviceRow[] {
  const { start, count } = input.window;
  return input.listed
    .slice(start, start + count)
    .map((device) =>
      toDeviceRow(
        device,
        input.positions.get(device.id),
        input.speedUnit,
        input.anchored?.has(device.id) ?? false,
      ),
    );
}

export interface ListViewInput extends SelectInput {
  window: { start: number; count: number };
  speedUnit: SpeedUnit;
  version: number;
}

/** The device list: selection plus the rows of the requested window only. */
export function buildListView(input: ListViewInput): ListView {
  const { counts, sorted } = selectDevices(input);
  return listViewOf(input, { counts, total: sorted.length, listed: sorted });
}

/** The listed devices of a selection in order: an array, or anything that slices like one. */
export interface ListedDevices {
  slice(start: number, end: number): readonly Device[];
}

/** A list view from an already computed selection (`total` devices listed). */
export function listViewOf(
  input: ListViewInput,
  selection: { counts: StatusCounts; total: number; listed: ListedDevices },
): ListView {
  const rows = windowRows({ ...input, listed: selection.listed });
  return {
    version: input.version,
    total: selection.total,
    counts: selection.counts,
    start: input.window.start,
    rows,
    query: input.query,
  };
}

import type { Device, Position, SpeedUnit } from '../../model';
import type { ListQuery, ListView } from '../types';
import { devicePredicate, type Lookup } from './filterDevices';
import { sortDevices } from './sortDevices';
import { statusCounts } from './statusCounts';
import { toDeviceRow } from './toDeviceRow';

export interface ListViewInput {
  devices: Iterable<Device>;
  positions: Lookup<Position>;
  query: ListQuery;
  window: { start: number; count: number };
  speedUnit: SpeedUnit;
  collator: Intl.Collator;
  nameRank?: ReadonlyMap<number, number>;
  version: number;
}

/**
 * The device list (SPEC.md L1–L5): every filter but status, counted per status (so the status
 * chips tell what each choice would show), then the status filter, the sort, and the rows of
 * the requested window only.
 */
export function buildListView(input: ListViewInput): ListView {
  const { positions, query, window } = input;
  const passes = devicePredicate(query, true);
  const candidates: Device[] = [];
  for (const device of input.devices) {
    if (passes(device, positions.get(device.id))) candidates.push(device);
  }
  const counts = statusCounts(candidates);
  const matching =
    query.status === 'all'
      ? candidates
      : candidates.filter((device) => device.status === query.status);
  const sorted = sortDevices(matching, {
    sort: query.sort,
    collator: input.collator,
    nameRank: input.nameRank,
  });
  const rows = sorted
    .slice(window.start, window.start + window.count)
    .map((device) => toDeviceRow(device, positions.get(device.id), input.speedUnit));
  return { version: input.version, total: sorted.length, counts, start: window.start, rows, query };
}

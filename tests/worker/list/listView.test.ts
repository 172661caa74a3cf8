import { describe, expect, it } from 'vitest';
import type { Position } from '@farol/model';
import { buildListView } from '../../../src/worker/list/listView';
import { statusCounts } from '../../../src/worker/list/statusCounts';
import { DEFAULT_QUERY } from '../../../src/worker/list/state';
import type { ListQuery } from '../../../src/worker/types';
import { device, position } from '../support/fixtures';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const statuses = ['online', 'offline', 'unknown'] as const;
const fleet = Array.from({ length: 30 }, (_, i) =>
  device(i + 1, { name: `Unit ${i + 1}`, status: statuses[i % 3] }),
);
const deleted = device(99, { name: 'Unit 99', uniqueId: 'deleted-99-1' });
const positions = new Map<number, Position>(
  fleet.map((d) => [d.id, position(d.id, { speed: 10 })]),
);

function view(query: Partial<ListQuery>, window = { start: 0, count: 5 }) {
  return buildListView({
    devices: [...fleet, deleted],
    positions,
    query: { ...DEFAULT_QUERY, ...query },
    window,
    speedUnit: 'kmh',
    collator,
    version: 3,
  });
}

describe('statusCounts', () => {
  it.each([
    [[], { all: 0, online: 0, offline: 0, unknown: 0 }],
    [fleet.slice(0, 4), { all: 4, online: 2, offline: 1, unknown: 1 }],
    [fleet, { all: 30, online: 10, offline: 10, unknown: 10 }],
  ])('[L4] counts %#', (devices, expected) => {
    expect(statusCounts(devices)).toEqual(expected);
  });
});

describe('buildListView', () => {
  it('[L5] returns only the rows of the window, with the total', () => {
    const list = view({}, { start: 10, count: 3 });
    expect(list.total).toBe(30);
    expect(list.start).toBe(10);
    expect(list.version).toBe(3);
    expect(list.rows.map((r) => r.name)).toEqual(['Unit 11', 'Unit 12', 'Unit 13']);
    expect(list.rows[0]!.speed).toBeCloseTo(18.52);
  });

  it('[L5] a window past the end is empty', () => {
    expect(view({}, { start: 40, count: 10 }).rows).toEqual([]);
  });

  it('[L4] counts ignore the status filter but honour the search', () => {
    const list = view({ status: 'offline', search: 'unit 1' });
    // 'unit 1' matches ids 1 and 10–19; status cycles online/offline/unknown from id 1
    expect(list.counts).toEqual({ all: 11, online: 5, offline: 3, unknown: 3 });
    expect(list.total).toBe(3);
    expect(list.rows.map((row) => row.id)).toEqual([11, 14, 17]);
    expect(list.rows.every((row) => row.status === 'offline')).toBe(true);
  });

  it('[L3] soft-deleted devices are neither listed nor counted', () => {
    const list = view({ search: 'unit 99' });
    expect(list.total).toBe(0);
    expect(list.counts.all).toBe(0);
  });

  it('[S1] rows follow the sort, descending', () => {
    const list = view({ sort: { field: 'name', direction: 'desc' } }, { start: 0, count: 3 });
    expect(list.rows.map((r) => r.id)).toEqual([30, 29, 28]);
  });

  it('[L5] echoes the query it was computed for', () => {
    const list = view({ search: 'x' });
    expect(list.query.search).toBe('x');
  });
});

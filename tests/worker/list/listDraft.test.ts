/**
 * [L11] A full recomputation in two steps: the draft's counts, total and window rows equal the
 * whole list's, its rows come without sorting every listed device (it stays unfinished), and
 * `finish` gives the list a full recomputation gives.
 */
import { Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import type { Device, DeviceStatus, Position } from '@farol/model';
import { FleetIndex } from '../../../src/worker/list/fleetIndex';
import { fullSelection, selectionArrays } from '../../../src/worker/list/incrementalList';
import { DRAFT_ROWS, firstInOrder, scanDraft } from '../../../src/worker/list/listDraft';
import { nameOrder } from '../../../src/worker/list/nameOrder';
import { sortKeyer } from '../../../src/worker/list/sortKeys';
import { DEFAULT_QUERY } from '../../../src/worker/list/state';
import type { ListQuery } from '../../../src/worker/list/types';
import { device } from '../support/fixtures';
import { seeds } from '../support/seeds';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const STATUSES: DeviceStatus[] = ['online', 'offline', 'unknown'];
const WORDS = ['Van', 'Ônibus', 'Caminhão', 'Moto'];

function fleetOf(size: number, seed: number) {
  let a = seed;
  const next = () => (a = (a * 1103515245 + 12345) % 2147483648) / 2147483648;
  const devices: Device[] = Array.from({ length: size }, (_, i) =>
    device(i + 1, {
      name: `${WORDS[Math.floor(next() * WORDS.length)]} ${Math.floor(next() * size)}`,
      status: STATUSES[Math.floor(next() * 3)],
      lastUpdate: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(next() * 50))).toISOString(),
    }),
  );
  return ImmutableMap(devices.map((d) => [d.id, d]));
}

function draftAndFull(size: number, seed: number, query: ListQuery) {
  const devices = fleetOf(size, seed);
  const index = new FleetIndex();
  index.sync(devices);
  const keyer = sortKeyer({
    sort: query.sort,
    nameOrder: nameOrder(devices, collator),
    positions: ImmutableMap<number, Position>(),
  });
  const input = { index, positions: ImmutableMap<number, Position>(), query, keyer };
  return { draft: scanDraft(input), full: fullSelection({ ...input, devices: index }) };
}

const ids = (devices: readonly Device[]) => devices.map((d) => d.id);

describe('[L11] list drafts', () => {
  it('picks the first k entries in key order as a sort would', () => {
    for (const seed of seeds(20)) {
      let a = seed;
      const next = () => (a = (a * 48271) % 2147483647) / 2147483647;
      const n = 1 + Math.floor(next() * 300);
      const a1 = Float64Array.from({ length: n }, () => Math.floor(next() * 20));
      const a2 = Float64Array.from({ length: n }, (_, i) => i);
      const sorted = [...a2.keys()].sort((i, j) => a1[i]! - a1[j]! || a2[i]! - a2[j]!);
      for (const k of [0, 1, 7, n - 1, n, n + 5]) {
        expect([...firstInOrder(a1, a2, k)]).toEqual(sorted.slice(0, k));
      }
    }
  });

  it.each(seeds(12))('seed %i: counts, total and rows as the whole list has them', (seed) => {
    const queries: ListQuery[] = [
      DEFAULT_QUERY,
      { ...DEFAULT_QUERY, search: 'van', sort: { field: 'name', direction: 'desc' } },
      { ...DEFAULT_QUERY, status: 'online', sort: { field: 'lastUpdate', direction: 'asc' } },
    ];
    const query = queries[seed % queries.length]!;
    const { draft, full } = draftAndFull(300, seed, query);
    expect(draft.counts).toEqual(full.counts);
    expect(draft.total).toBe(full.order.size);
    for (const [start, end] of [
      [0, 50],
      [37, 90],
      [250, 400],
    ] as const) {
      expect(ids(draft.listed.slice(start, end))).toEqual(ids(full.order.slice(start, end)));
    }
    expect(draft.finished).toBe(false);
    expect(selectionArrays(draft.finish())).toEqual(selectionArrays(full));
    expect(draft.finished).toBe(true);
  });

  it('finishes the list for a window beyond the rows it picks unsorted', () => {
    const { draft, full } = draftAndFull(DRAFT_ROWS + 200, 3, DEFAULT_QUERY);
    const window = draft.listed.slice(DRAFT_ROWS, DRAFT_ROWS + 100);
    expect(draft.finished).toBe(true);
    expect(ids(window)).toEqual(ids(full.order.slice(DRAFT_ROWS, DRAFT_ROWS + 100)));
  });
});

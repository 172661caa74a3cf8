/**
 * [L9] The list kept by difference equals the list recomputed from scratch, for seeded random
 * fleets, queries and batches of changes (property style: every seed is a case).
 */
import { Map as ImmutableMap } from 'immutable';
import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  DEVICE_CATEGORIES,
  DEVICE_STATE_SORTS,
  type Device,
  type DeviceStatus,
  type Position,
} from '@farol/model';
import { makeEvent, type DomainEvent } from '../../../src/worker/events';
import {
  fullSelection,
  narrowSelection,
  narrowsSearch,
  selectionArrays,
  updateSelection,
  type Selection,
} from '../../../src/worker/list/incrementalList';
import { selectDevices } from '../../../src/worker/list/listView';
import { nameOrder } from '../../../src/worker/list/nameOrder';
import { sortKeyer } from '../../../src/worker/list/sortKeys';
import { listProjection } from '../../../src/worker/list/topics';
import type { ListQuery, ListView } from '../../../src/worker/list/types';
import { DEFAULT_QUERY } from '../../../src/worker/list/state';
import { initialState, reduce, type CoreState } from '../../../src/worker/state';
import { device, position } from '../support/fixtures';
import { seeds } from '../support/seeds';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** mulberry32: every seed gives the same sequence. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof random>;

const NAMES = [
  'Ônibus',
  'onibus',
  'Van',
  'van 2',
  'Van 10',
  'Caminhão',
  'Zé',
  'ze',
  'Álvaro',
  '10',
];
const STATUSES: DeviceStatus[] = ['online', 'offline', 'unknown'];
const ATTRIBUTES = ['motion', 'blocked', 'ignition'] as const;

function randomDevice(r: Random, id: number, name?: string): Device {
  return device(id, {
    name: name ?? `${r.pick(NAMES)}${r.chance(0.5) ? ` ${r.int(30)}` : ''}`,
    uniqueId: r.chance(0.05) ? `deleted-${id}-1` : `imei-${id}`,
    status: r.pick(STATUSES),
    category: r.chance(0.2) ? null : r.pick(DEVICE_CATEGORIES.slice(0, 5)),
    // Few distinct times: ties on last update must fall back to the id.
    lastUpdate: r.chance(0.1) ? null : new Date(Date.UTC(2026, 0, 1, 0, r.int(20))).toISOString(),
    attributes: r.chance(0.3) ? { plate: `ABC${r.int(100)}` } : {},
  });
}

function randomPosition(r: Random, deviceId: number): Position {
  const attributes: Record<string, unknown> = {};
  for (const name of ATTRIBUTES) if (r.chance(0.4)) attributes[name] = r.chance(0.7);
  if (r.chance(0.2)) attributes['driverUniqueId'] = `d${r.int(5)}`;
  if (r.chance(0.15)) attributes['alarm'] = 'sos';
  return position(deviceId, {
    attributes,
    fixTime: new Date(Date.UTC(2026, 1, 1, 0, 0, r.int(1e6))).toISOString(),
  });
}

function randomQuery(r: Random): ListQuery {
  const field = r.pick(['name', 'lastUpdate', ...DEVICE_STATE_SORTS] as const);
  return {
    ...DEFAULT_QUERY,
    search: r.chance(0.3) ? r.pick(['van', 'o', 'abc1', 'ze', 'imei-1']) : '',
    status: r.chance(0.5) ? 'all' : r.pick(STATUSES),
    motionOnly: r.chance(0.25),
    hiddenCategories: r.chance(0.3) ? [r.pick(['default', ...DEVICE_CATEGORIES.slice(0, 5)])] : [],
    sort: { field, direction: r.chance(0.5) ? 'asc' : 'desc' },
  };
}

interface Fleet {
  devices: ImmutableMap<number, Device>;
  positions: ImmutableMap<number, Position>;
  anchored: Map<number, number>;
}

function randomFleet(r: Random, size: number): Fleet {
  let devices = ImmutableMap<number, Device>();
  let positions = ImmutableMap<number, Position>();
  for (let id = 1; id <= size; id += 1) {
    devices = devices.set(id, randomDevice(r, id));
    if (r.chance(0.85)) positions = positions.set(id, randomPosition(r, id));
  }
  const anchored = new Map<number, number>();
  for (let id = 1; id <= size; id += 1) if (r.chance(0.1)) anchored.set(id, 1000 + id);
  return { devices, positions, anchored };
}

/**
 * A batch of changes that keeps every name (a rename changes the name order, which recomputes
 * the list in full): statuses, times, ids and categories, soft deletes, positions, new devices
 * with names already taken, removed devices.
 */
function randomBatch(r: Random, fleet: Fleet, size: number): { fleet: Fleet; ids: number[] } {
  let { devices, positions } = fleet;
  const ids = new Set<number>();
  const names = [...devices.values()].map((d) => d.name);
  for (let k = 0; k < size; k += 1) {
    const id = 1 + r.int(devices.size + 5);
    ids.add(id);
    const old = devices.get(id);
    const roll = r.next();
    if (roll < 0.05 && old) {
      devices = devices.delete(id);
      positions = positions.delete(id);
    } else if (!old) {
      devices = devices.set(id, randomDevice(r, id, r.pick(names)));
    } else if (roll < 0.5) {
      devices = devices.set(id, { ...randomDevice(r, id, old.name) });
    } else {
      positions = positions.set(id, randomPosition(r, id));
    }
  }
  return { fleet: { ...fleet, devices, positions }, ids: [...ids] };
}

function keyerFor(fleet: Fleet, query: ListQuery, order = nameOrder(fleet.devices, collator)) {
  return sortKeyer({
    sort: query.sort,
    nameOrder: order,
    positions: fleet.positions,
    anchored: fleet.anchored,
  });
}

function full(fleet: Fleet, query: ListQuery): Selection {
  return fullSelection({
    devices: fleet.devices,
    positions: fleet.positions,
    query,
    keyer: keyerFor(fleet, query),
  });
}

const idsOf = (devices: readonly Device[]) => devices.map((d) => d.id);

/** The same devices (their latest records) in the same order at the same keys, same counts. */
function expectSame(selection: Selection, recomputed: Selection) {
  const kept = selectionArrays(selection);
  const reference = selectionArrays(recomputed);
  expect(idsOf(kept.sorted)).toEqual(idsOf(reference.sorted));
  kept.sorted.forEach((device, i) => expect(device).toBe(reference.sorted[i]));
  expect(kept.k1).toEqual(reference.k1);
  expect(kept.k2).toEqual(reference.k2);
  expect(selection.counts).toEqual(recomputed.counts);
}

describe('[L9] incremental list', () => {
  it.each(seeds(60))('seed %i: the keys sort as the spec orders (S1, S3), ties by id', (seed) => {
    const r = random(seed);
    const fleet = randomFleet(r, 120);
    const query = randomQuery(r);
    const reference = selectDevices({
      devices: fleet.devices,
      positions: fleet.positions,
      query,
      collator,
      anchored: fleet.anchored,
    });
    const keyed = selectionArrays(full(fleet, query));
    expect(idsOf(keyed.sorted)).toEqual(idsOf(reference.sorted));
    expect(full(fleet, query).counts).toEqual(reference.counts);
  });

  it.each(seeds(200))('seed %i: batch after batch, updated equals recomputed', (seed) => {
    const r = random(seed * 7919);
    let fleet = randomFleet(r, 40 + r.int(200));
    const query = randomQuery(r);
    let selection = full(fleet, query);
    for (let round = 0; round < 6; round += 1) {
      const batch = randomBatch(r, fleet, 1 + r.int(40));
      // Devices added, removed or renamed change the name order: the projection then
      // recomputes the list (a device removed and added again in one batch may be renamed).
      const sameNames =
        batch.fleet.devices.size === fleet.devices.size &&
        batch.fleet.devices.every((d) => fleet.devices.get(d.id)?.name === d.name);
      const order = nameOrder(fleet.devices, collator);
      const after = keyerFor(batch.fleet, query, order);
      if (!sameNames && query.sort.field !== 'lastUpdate') {
        fleet = batch.fleet;
        selection = full(fleet, query);
        continue;
      }
      selection = updateSelection(selection, {
        ids: batch.ids,
        query,
        after: { ...batch.fleet, keyer: after },
      });
      fleet = batch.fleet;
      const recomputed = full(fleet, query);
      expectSame(selection, recomputed);
    }
  });
});

describe('[L2] a longer search narrows the last list', () => {
  it.each(seeds(80))('seed %i: narrowed equals recomputed, letter by letter', (seed) => {
    const r = random(seed * 6151);
    const fleet = randomFleet(r, 60 + r.int(200));
    let query: ListQuery = { ...randomQuery(r), status: 'all', search: '' };
    let selection = full(fleet, query);
    for (const letter of r.pick(['van 1', 'onibus', ' ZÉ', 'abc1', 'imei-1', 'Álv'])) {
      const next = { ...query, search: query.search + letter };
      expect(narrowsSearch(query, next)).toBe(true);
      selection = narrowSelection(selection, next);
      const recomputed = full(fleet, next);
      expectSame(selection, recomputed);
      query = next;
    }
  });

  it('narrows only a longer search with every other filter equal and all statuses', () => {
    const van: ListQuery = { ...DEFAULT_QUERY, search: 'van' };
    expect(narrowsSearch(van, { ...van, search: ' Vãn 1 ' })).toBe(true);
    expect(narrowsSearch(van, { ...van, search: 'va' })).toBe(false);
    expect(narrowsSearch(van, { ...van, search: 'xvan' })).toBe(true);
    expect(narrowsSearch(van, { ...van, search: 'vn' })).toBe(false);
    expect(narrowsSearch(van, { ...van, search: 'van1', status: 'online' })).toBe(false);
    expect(narrowsSearch({ ...van, status: 'online' }, { ...van, status: 'online' })).toBe(false);
    expect(narrowsSearch(van, { ...van, search: 'van1', motionOnly: true })).toBe(false);
    expect(narrowsSearch(van, { ...van, search: 'van1', onlyDeviceId: 3 })).toBe(false);
    expect(narrowsSearch(van, { ...van, search: 'van1', hiddenCategories: ['car'] })).toBe(false);
    expect(
      narrowsSearch(
        { ...van, hiddenCategories: ['car'] },
        { ...van, search: 'van1', hiddenCategories: ['car'] },
      ),
    ).toBe(true);
    // Other hidden categories, even as many: the last list left out other devices.
    expect(
      narrowsSearch(
        { ...van, hiddenCategories: ['car'] },
        { ...van, search: 'van1', hiddenCategories: ['bus'] },
      ),
    ).toBe(false);
    expect(
      narrowsSearch(
        { ...van, hiddenCategories: ['car', 'bus'] },
        { ...van, search: 'van1', hiddenCategories: ['car', 'truck'] },
      ),
    ).toBe(false);
    // The last list kept only online devices: the others are not in it to narrow.
    expect(narrowsSearch({ ...van, status: 'online' }, { ...van, search: 'van1' })).toBe(false);
    expect(
      narrowsSearch(van, { ...van, search: 'van1', sort: { field: 'name', direction: 'desc' } }),
    ).toBe(false);
    expect(
      narrowsSearch(van, {
        ...van,
        search: 'van1',
        sort: { field: 'lastUpdate', direction: 'asc' },
      }),
    ).toBe(false);
  });
});

describe('[L9] [L11] the list projection, event by event', () => {
  it.each(seeds(40))('seed %i: every emission equals a full recomputation of its state', (seed) => {
    const r = random(seed * 104729);
    const fleet = randomFleet(r, 150);
    let state: CoreState = reduce(
      initialState,
      makeEvent('devices.loaded', 'rest', { devices: [...fleet.devices.values()] }, 0),
    );
    state = reduce(
      state,
      makeEvent('positions.loaded', 'rest', { positions: [...fleet.positions.values()] }, 0),
    );
    state = reduce(state, makeEvent('window.changed', 'user', { start: 0, count: 1000 }, 0));
    const state$ = new BehaviorSubject(state);
    const events$ = new Subject<DomainEvent>();
    const tick$ = new Subject<void>();
    const views: { view: ListView; state: CoreState }[] = [];
    // [L11] The rest of a full recomputation waits for a later task: here run before some
    // steps and not others, so lists are finished by that task or by the next change.
    const later: (() => void)[] = [];
    const subscription = listProjection({
      state$,
      events$,
      current: () => state,
      throttleWindow: () => tick$,
      collator,
      later: (work) => void later.push(work),
    }).subscribe((view) => views.push({ view, state }));
    const fold = (event: DomainEvent) => {
      if (r.chance(0.5)) for (const work of later.splice(0)) work();
      state = reduce(state, event);
      events$.next(event);
      state$.next(state);
    };
    for (let step = 0; step < 25; step += 1) {
      const roll = r.next();
      if (roll < 0.15 && state.query.status === 'all') {
        // Typing (a letter more, sometimes one less): the list narrows from the last one.
        const { search } = state.query;
        const next = r.chance(0.2) ? search.slice(0, -1) : search + r.pick([...'vanozeÉ1 ']);
        fold(makeEvent('filter.changed', 'user', { patch: { search: next } }, step));
      } else if (roll < 0.25) {
        const query = randomQuery(r);
        const { search, status, motionOnly, hiddenCategories } = query;
        const patch = { search, status, motionOnly, hiddenCategories };
        fold(makeEvent('filter.changed', 'user', { patch }, step));
        if (r.chance(0.5))
          fold(makeEvent('sort.toggled', 'user', { field: query.sort.field }, step));
      } else if (roll < 0.55) {
        const ids = Array.from({ length: 1 + r.int(20) }, () => 1 + r.int(160));
        const known = ids.map((id) => state.devices.get(id)).filter(Boolean) as Device[];
        // Now and then a rename: the name order changes and the list is recomputed.
        const updated = known.map((d) =>
          randomDevice(r, d.id, r.chance(0.05) ? undefined : d.name),
        );
        fold(makeEvent('devices.updated', 'socket', { devices: updated }, step));
      } else {
        const ids = Array.from({ length: 1 + r.int(20) }, () => 1 + r.int(150));
        const positions = ids.map((id) => randomPosition(r, id));
        fold(makeEvent('positions.received', 'socket', { positions }, step));
      }
      if (r.chance(0.4)) tick$.next();
    }
    tick$.next();
    subscription.unsubscribe();
    expect(views.length).toBeGreaterThan(1);
    for (const { view, state: seen } of views) {
      const reference = selectDevices({
        devices: seen.devices,
        positions: seen.positions,
        query: seen.query,
        collator,
        anchored: seen.geofences.anchorOf,
      });
      expect(view.rows.map((row) => row.id)).toEqual(idsOf(reference.sorted).slice(0, 1000));
      expect(view.counts).toEqual(reference.counts);
    }
  });
});

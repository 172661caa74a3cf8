/**
 * The device list (worker SPEC L1–L9). First table: a full recomputation (filter + search + sort
 * + a window of 100 rows) at 100,000 devices for several queries, against walking the devices.
 * Second table, the cost curve at 1,000 / 10,000 / 100,000 devices: a full recomputation, and a
 * batch of 1,000 pushed devices with their positions (status, last update, motion changed) merged
 * into the sorted list by difference (SPEC L9) for three sorts, with the rows rebuilt; the goal is
 * ≤ 5 ms at 100,000. Time and heap allocated per update.
 * Run: node --expose-gc --import tsx bench/list-projection.bench.ts
 */
import type { DeviceStatus, Position } from '@farol/model';
import { BehaviorSubject, Subject } from 'rxjs';
import { makeEvent, type DomainEvent } from '../src/worker/events';
import {
  fullSelection,
  listedOf,
  narrowSelection,
  updateSelection,
  type Selection,
} from '../src/worker/list/incrementalList';
import { FleetIndex } from '../src/worker/list/fleetIndex';
import { buildListView, listViewOf } from '../src/worker/list/listView';
import { nameOrder } from '../src/worker/list/nameOrder';
import { listProjection } from '../src/worker/list/topics';
import { sortKeyer } from '../src/worker/list/sortKeys';
import { DEFAULT_QUERY } from '../src/worker/list/state';
import { initialState, reduce, type CoreState } from '../src/worker/state';
import type { ListQuery } from '../src/worker/types';
import { makeFleet, positionBatch, random } from './support/fleet';
import { printTable, rowOf, sample, sampleSteady, type Row } from './support/report';

const SIZE = 100_000;
/** The growth table's fleet sizes (`BENCH_SIZES=1000,10000` for a short run). */
const SIZES = (process.env['BENCH_SIZES'] ?? '1000,10000,100000').split(',').map(Number);
const ITERATIONS = 15;
const BATCH = 1_000;
const GOAL_MS = 5;
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

function loaded(size: number): CoreState {
  const fleet = makeFleet(size);
  const state = reduce(
    initialState,
    makeEvent('devices.loaded', 'rest', { devices: fleet.devices }, 0),
  );
  return reduce(state, makeEvent('positions.loaded', 'rest', { positions: fleet.positions }, 0));
}

const viewOf = (state: CoreState, query: ListQuery, selection: Selection) =>
  listViewOf(
    {
      devices: state.devices,
      positions: state.positions,
      query,
      window: { start: 0, count: 100 },
      speedUnit: 'kmh',
      collator,
      version: 1,
    },
    listedOf(selection),
  );

function queriesAt100k(): Row[] {
  const state = loaded(SIZE);
  const order = nameOrder(state.devices, collator);
  const rows: Row[] = [
    rowOf(
      'baseline: walk the devices',
      SIZE,
      sample(() => {
        let online = 0;
        state.devices.forEach((device) => {
          if (device.status === 'online') online += 1;
        });
        if (online < 0) throw new Error('unreachable');
      }, ITERATIONS),
    ),
    rowOf(
      'name order, cold (collation)',
      SIZE,
      sample(() => void nameOrder(state.devices, collator), 5, 1),
    ),
  ];
  const queries: [string, Partial<ListQuery>][] = [
    ['default: name asc', {}],
    ['name desc', { sort: { field: 'name', direction: 'desc' } }],
    ['lastUpdate desc', { sort: { field: 'lastUpdate', direction: 'desc' } }],
    ["search 'caminhao 1'", { search: 'caminhao 1' }],
    ["search 'abc12' (plate)", { search: 'abc12' }],
    ['online + motion only', { status: 'online', motionOnly: true }],
    [
      '8 hidden categories',
      { hiddenCategories: ['car', 'van', 'bus', 'truck', 'pickup', 'boat', 'ship', 'plane'] },
    ],
  ];
  for (const [name, patch] of queries) {
    const query = { ...DEFAULT_QUERY, ...patch };
    rows.push(
      rowOf(
        `full: ${name}`,
        SIZE,
        sample(
          () =>
            void buildListView({
              devices: state.devices,
              positions: state.positions,
              query,
              window: { start: 5_000, count: 100 },
              speedUnit: 'kmh',
              collator,
              nameOrder: query.sort.field === 'name' ? order : undefined,
              version: 1,
            }),
          ITERATIONS,
        ),
      ),
    );
  }
  // A keystroke that lengthens the search walks the last list only (SPEC L2): 'c' → 'ca', and
  // 'caminhao' → 'caminhao 1', against recomputing the longer search over the fleet.
  const keyerOf = (query: ListQuery) =>
    sortKeyer({ sort: query.sort, nameOrder: order, positions: state.positions });
  const walked = indexed(state);
  for (const [from, to] of [
    ['c', 'ca'],
    ['caminhao', 'caminhao 1'],
  ] as const) {
    const shorter = { ...DEFAULT_QUERY, search: from };
    const longer = { ...DEFAULT_QUERY, search: to };
    const last = fullSelection({ ...walked, query: shorter, keyer: keyerOf(shorter) });
    rows.push(
      rowOf(
        `keystroke '${from}' → '${to}': full`,
        SIZE,
        sample(
          () =>
            void viewOf(
              state,
              longer,
              fullSelection({ ...walked, query: longer, keyer: keyerOf(longer) }),
            ),
          ITERATIONS,
        ),
      ),
      rowOf(
        `keystroke '${from}' → '${to}': narrowed (${last.order.size} listed)`,
        SIZE,
        sample(() => void viewOf(state, longer, narrowSelection(last, longer)), ITERATIONS),
      ),
    );
  }
  return rows;
}

const STATUSES: DeviceStatus[] = ['online', 'offline', 'unknown'];

/** Rounds of 1,000 pushed devices (new status and last update) with their new positions. */
function pushes(state: CoreState, size: number, rounds: number) {
  const rand = random(17);
  return Array.from({ length: rounds }, (_, round) => {
    const positions: Position[] = positionBatch(size, BATCH, round + 1, rand);
    const pushed = positions.map((position) => ({
      ...state.devices.get(position.deviceId)!,
      status: STATUSES[Math.floor(rand() * 3)]!,
      lastUpdate: position.fixTime,
    }));
    return { positions, devices: pushed };
  });
}

/** Pushed devices and their positions folded, batch by batch: the states before timing. */
function foldBatches(base: CoreState, size: number, rounds: number) {
  let state = base;
  return pushes(base, size, rounds).map((batch, round) => {
    const events = [
      makeEvent('devices.updated', 'socket', { devices: batch.devices }, round),
      makeEvent('positions.received', 'socket', { positions: batch.positions }, round),
    ];
    for (const event of events) state = reduce(state, event);
    return { events, after: state, ids: new Set(batch.positions.map((p) => p.deviceId)) };
  });
}

/** A state whose list is sorted by `sort` (the toggles a user makes). */
function sortedBy(state: CoreState, sort: ListQuery['sort']): CoreState {
  let next = state;
  while (next.query.sort.field !== sort.field || next.query.sort.direction !== sort.direction) {
    next = reduce(next, makeEvent('sort.toggled', 'user', { field: sort.field }, 0));
  }
  return next;
}

/**
 * The worker's list projection (list/topics.ts) as it runs: a batch's events, then its state;
 * the time from the state to the list emitted (name order check, update by difference, rows).
 */
function projectionStream(base: CoreState, steps: ReturnType<typeof foldBatches>) {
  let state = base;
  const state$ = new BehaviorSubject(state);
  const events$ = new Subject<DomainEvent>();
  const window$ = new Subject<void>();
  let emitted = 0;
  listProjection({
    state$,
    events$,
    current: () => state,
    throttleWindow: () => window$,
    collator,
  }).subscribe(() => (emitted += 1));
  let at = 0;
  return () => {
    const step = steps[at++]!;
    for (const event of step.events) events$.next(event);
    window$.next();
    const before = emitted;
    state = step.after;
    state$.next(state);
    if (emitted !== before + 1) throw new Error('the list did not update');
  };
}

const STEADY = { warmup: 3, allocIterations: 5 };
const ROUNDS = ITERATIONS + STEADY.warmup + STEADY.allocIterations;

function growth(): Row[] {
  const rows: Row[] = [];
  const sorts: [string, ListQuery['sort']][] = [
    ['name asc', { field: 'name', direction: 'asc' }],
    ['last update desc', { field: 'lastUpdate', direction: 'desc' }],
    ['moving first', { field: 'motion', direction: 'asc' }],
  ];
  const push = (name: string, size: number, measured: { samples: number[]; allocKb: number }) => {
    const row = rowOf(name, size, measured.samples, BATCH);
    const goal = size === 100_000 && name.startsWith(BATCH.toLocaleString('en-US'));
    rows.push({
      ...row,
      allocKb: measured.allocKb,
      ...(goal ? { goal: `p50 ≤ ${GOAL_MS} ms`, met: row.p50! <= GOAL_MS } : {}),
    });
  };
  for (const size of SIZES) {
    const base = loaded(size);
    const order = nameOrder(base.devices, collator);
    const keyer = (state: CoreState, sort: ListQuery['sort']) =>
      sortKeyer({ sort, nameOrder: order, positions: state.positions });
    const query = DEFAULT_QUERY;
    const walked = indexed(base);
    const reads = foldBatches(base, size, ROUNDS);
    let read = 0;
    push(
      `baseline: read the ${BATCH.toLocaleString('en-US')} changed devices`,
      size,
      sampleSteady(() => {
        const { after, ids } = reads[read++]!;
        for (const id of ids) if (!after.devices.get(id)) throw new Error('unreachable');
      }, ITERATIONS),
    );
    push(
      'full recomputation, name asc',
      size,
      sampleSteady(
        () =>
          void viewOf(
            base,
            query,
            fullSelection({ ...walked, query, keyer: keyer(base, query.sort) }),
          ),
        ITERATIONS,
      ),
    );
    for (const [name, sort] of sorts) {
      const sorted = { ...DEFAULT_QUERY, sort };
      // Each round's states are folded before timing; only the list update is timed.
      const steps = foldBatches(base, size, ROUNDS);
      let selection = fullSelection({ ...fleet(base), query: sorted, keyer: keyer(base, sort) });
      let at = 0;
      push(
        `${BATCH.toLocaleString('en-US')} changed, by difference: ${name}`,
        size,
        sampleSteady(() => {
          const { after, ids } = steps[at++]!;
          selection = updateSelection(selection, {
            ids,
            query: sorted,
            after: { ...fleet(after), keyer: keyer(after, sort) },
          });
          viewOf(after, sorted, selection);
        }, ITERATIONS),
      );
      const start = sortedBy(base, sort);
      push(
        `${BATCH.toLocaleString('en-US')} changed, the projection: ${name}`,
        size,
        sampleSteady(projectionStream(start, foldBatches(start, size, ROUNDS)), ITERATIONS),
      );
    }
  }
  return rows;
}

const fleet = (state: CoreState) => ({ devices: state.devices, positions: state.positions });

/** The fleet as the projection walks it in full: through its fleet index (SPEC L10). */
function indexed(state: CoreState) {
  const index = new FleetIndex();
  index.sync(state.devices);
  return { devices: index, positions: state.positions };
}

if (!process.env['BENCH_SIZES'])
  printTable(
    'list-projection: one full list recomputation at 100,000 devices (ops/s = lists per second)',
    queriesAt100k(),
  );
printTable(
  `list-projection growth: full recomputation vs ${BATCH.toLocaleString('en-US')} pushed devices merged by difference (ops/s = device updates per second)`,
  growth(),
);

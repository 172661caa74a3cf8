/**
 * Device list recomputation (filter + search + sort + window of 100 rows) at 100,000 devices,
 * for several queries; the baseline only walks the devices.
 * Run: npx tsx bench/list-projection.bench.ts
 */
import { buildListView } from '../src/worker/list/listView';
import { nameOrder } from '../src/worker/list/nameOrder';
import { makeEvent } from '../src/worker/events';
import { DEFAULT_QUERY } from '../src/worker/list/state';
import { initialState, reduce, type CoreState } from '../src/worker/state';
import type { ListQuery } from '../src/worker/types';
import { makeFleet } from './support/fleet';
import { printTable, rowOf, sample, type Row } from './support/report';

const SIZE = 100_000;
const ITERATIONS = 15;
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

const fleet = makeFleet(SIZE);
let state: CoreState = reduce(
  initialState,
  makeEvent('devices.loaded', 'rest', { devices: fleet.devices }, 0),
);
state = reduce(state, makeEvent('positions.loaded', 'rest', { positions: fleet.positions }, 0));
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
      name,
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

printTable('list-projection: one list recomputation (ops/s = recomputations per second)', rows);

import { buildListView } from '../src/worker/derive/listView';
import { nameOrder } from '../src/worker/derive/nameOrder';
import { makeEvent } from '../src/worker/state/events';
import { reduce } from '../src/worker/state/reducer';
import { DEFAULT_QUERY, initialState } from '../src/worker/state/state';
import { makeFleet } from './support/fleet';
const fleet = makeFleet(100000);
let state = reduce(
  initialState,
  makeEvent('devices.loaded', 'rest', { devices: fleet.devices }, 0),
);
state = reduce(state, makeEvent('positions.loaded', 'rest', { positions: fleet.positions }, 0));
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const order = nameOrder(state.devices, collator);
const t0 = performance.now();
for (let i = 0; i < 20; i++)
  buildListView({
    devices: state.devices,
    positions: state.positions,
    query: DEFAULT_QUERY,
    window: { start: 5000, count: 100 },
    speedUnit: 'kmh',
    collator,
    nameOrder: order,
    version: 1,
  });
console.log('per run', (performance.now() - t0) / 20);

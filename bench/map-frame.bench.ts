/**
 * Map frame encode time: copying the columns (baseline), a full rebuild, and an update of
 * 1,000 changed devices, at 10,000 and 100,000 devices.
 * Run: npx tsx bench/map-frame.bench.ts
 */
import { copyFrame, createMapColumns } from '../src/worker/map/mapColumns';
import { applyToColumns } from '../src/worker/map/frameProjection';
import { makeEvent } from '../src/worker/events';
import { initialState, reduce, type CoreState } from '../src/worker/state';
import { makeFleet, positionBatch, random } from './support/fleet';
import { printTable, rowOf, sample, type Row } from './support/report';

const ITERATIONS = 30;
const rows: Row[] = [];

for (const size of [10_000, 100_000]) {
  const fleet = makeFleet(size);
  let state: CoreState = reduce(
    initialState,
    makeEvent('devices.loaded', 'rest', { devices: fleet.devices }, 0),
  );
  state = reduce(state, makeEvent('positions.loaded', 'rest', { positions: fleet.positions }, 0));
  const columns = createMapColumns();
  applyToColumns(columns, state, 'all');

  rows.push(
    rowOf(
      'baseline: copy columns',
      size,
      sample(() => void copyFrame(columns, 1), ITERATIONS),
    ),
  );
  rows.push(
    rowOf(
      'full rebuild + copy',
      size,
      sample(() => {
        applyToColumns(columns, state, 'all');
        copyFrame(columns, 1);
      }, ITERATIONS),
    ),
  );

  // Prebuilt states with 1,000 moved devices each; only the encode is timed.
  const rand = random(7);
  const updates = Array.from({ length: ITERATIONS + 3 }, (_, round) => {
    const positions = positionBatch(size, 1_000, round + 1, rand);
    const next = reduce(state, makeEvent('positions.received', 'socket', { positions }, round));
    return { state: next, dirty: new Set(positions.map((p) => p.deviceId)) };
  });
  rows.push(
    rowOf(
      '1,000 changed + copy',
      size,
      sample((i) => {
        const update = updates[i < 0 ? ITERATIONS - 1 - i : i]!;
        applyToColumns(columns, update.state, update.dirty);
        copyFrame(columns, 1);
      }, ITERATIONS),
    ),
  );
}

printTable('map-frame: encode time per frame (ops/s = frames per second of encoding alone)', rows);

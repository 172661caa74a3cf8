/**
 * The map's worker side (worker SPEC M1–M3, M7, D2) at 1,000 / 10,000 / 100,000 devices, all
 * drawn one by one: copying the columns (baseline, what every delivered frame costs), a full
 * rebuild and its longest slice (SPEC I3: the longest task a request may wait behind), a batch
 * of 1,000 changed devices written into their slots and then copied whole (the in-process `map`
 * topic) or encoded as the delta the main thread is sent (`mapDelta`, SPEC M3; goal ≤ 2 ms at
 * 100,000), the two alternating in one loop, and the detail policy's census of the view with the
 * clusters built from it. Time
 * per operation as a steady stream (no collection forced before a timed call), and the heap
 * allocated per operation, so the cost curve shows.
 * Run: node --expose-gc --import tsx bench/map-frame.bench.ts
 */
import { makeEvent } from '../src/worker/events';
import { clustersOf } from '../src/worker/map/clusterGrid';
import { takeCensus } from '../src/worker/map/detail/census';
import { encodeDelta, FrameJournal } from '../src/worker/map/frameDelta';
import { applyToColumns } from '../src/worker/map/frameProjection';
import {
  copyFrame,
  createMapColumns,
  takeChanges,
  viewFrame,
  type MapColumns,
} from '../src/worker/map/mapColumns';
import type { MapFrameDelta } from '../src/worker/map/types';
import { MAP_REBUILD_SLICE, startRebuild } from '../src/worker/map/rebuildWalk';
import { initialState, reduce, type CoreState } from '../src/worker/state';
import { makeFleet, positionBatch, random } from './support/fleet';
import { percentile, printTable, rowOf, sampleSteady, type Row } from './support/report';

const ITERATIONS = 30;
/** Rounds of the two changed-batch rows, taking turns (`BENCH_ROUNDS`). */
const CHANGED_ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 100);
const BATCH = 1_000;
const GOAL_MS = 2;
/** The whole synthetic fleet (south Brazil) in view at zoom 7. */
const VIEW = { zoom: 7, west: -56, south: -31, east: -44, north: -19 };
const rows: Row[] = [];

/** Fleet sizes (`BENCH_SIZES=1000,10000` for a short run). */
const SIZES = (process.env['BENCH_SIZES'] ?? '1000,10000,100000').split(',').map(Number);
/** Calls per row: warm-up, timed (a steady stream), then allocation measured (sampleSteady). */
const STEADY = { warmup: 3, allocIterations: 5 };

const withAlloc = (name: string, size: number, run: (i: number) => void, perCall = 1): Row => {
  const measured = sampleSteady(run, ITERATIONS, STEADY);
  return { ...rowOf(name, size, measured.samples, perCall), allocKb: measured.allocKb };
};

/**
 * Times each of `runs` `rounds` times, taking turns (the order swapped every round), so a
 * machine growing busier weighs on all alike; then the heap each allocates per call.
 */
function alternating(
  runs: (() => void)[],
  rounds: number,
): { samples: number[]; allocKb: number }[] {
  for (const run of runs) for (let i = 0; i < STEADY.warmup; i += 1) run();
  const samples = runs.map((): number[] => []);
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? runs.keys() : [...runs.keys()].reverse();
    for (const at of order) {
      const started = performance.now();
      runs[at]!();
      samples[at]!.push(performance.now() - started);
    }
  }
  return runs.map((run, at) => ({
    samples: samples[at]!,
    allocKb: sampleSteady(run, 0, { warmup: 0, allocIterations: STEADY.allocIterations }).allocKb,
  }));
}

/** What the map projection does per frame for the main thread: the journal, then the delta. */
function deltaSender(columns: MapColumns) {
  const journal = new FrameJournal();
  let version = 0;
  journal.record(version, takeChanges(columns));
  let sent: MapFrameDelta | undefined = encodeDelta(
    { ...viewFrame(columns, version), base: null, slots: null, journal },
    undefined,
  );
  return () => {
    version += 1;
    journal.record(version, takeChanges(columns));
    sent = encodeDelta({ ...viewFrame(columns, version), base: null, slots: null, journal }, sent);
  };
}

for (const size of SIZES) {
  const fleet = makeFleet(size);
  let state: CoreState = reduce(
    initialState,
    makeEvent('devices.loaded', 'rest', { devices: fleet.devices }, 0),
  );
  state = reduce(state, makeEvent('positions.loaded', 'rest', { positions: fleet.positions }, 0));
  // Markers: every device one by one (SPEC D1).
  state = reduce(state, makeEvent('mapDetail.changed', 'user', { level: 1, version: 1 }, 0));
  const columns = createMapColumns();
  applyToColumns(columns, state, 'all');

  rows.push(withAlloc('baseline: copy the columns', size, () => void copyFrame(columns, 1)));
  rows.push(
    withAlloc('full rebuild + copy', size, () => {
      applyToColumns(columns, state, 'all');
      copyFrame(columns, 1);
    }),
  );

  // The longest task of a full rebuild in slices (SPEC I3): what a request may wait behind.
  const longestSlices = Array.from({ length: ITERATIONS }, () => {
    const walk = startRebuild(columns, state, null, new Set());
    let longest = 0;
    for (let done = false; !done;) {
      const started = performance.now();
      done = walk.step(MAP_REBUILD_SLICE);
      longest = Math.max(longest, performance.now() - started);
    }
    return longest;
  });
  rows.push(
    rowOf(
      `full rebuild: longest slice of ${MAP_REBUILD_SLICE.toLocaleString('en-US')}`,
      size,
      longestSlices,
    ),
  );

  // Prebuilt states with 1,000 moved devices each (used in turn); only the frame is timed.
  const rand = random(7);
  const updates = Array.from({ length: ITERATIONS + STEADY.warmup }, (_, round) => {
    const positions = positionBatch(size, BATCH, round + 1, rand);
    const next = reduce(state, makeEvent('positions.received', 'socket', { positions }, round));
    return { state: next, dirty: new Set(positions.map((p) => p.deviceId)) };
  });
  let at = 0;
  const applyNext = () => {
    const update = updates[at++ % updates.length]!;
    applyToColumns(columns, update.state, update.dirty);
  };
  const sendDelta = deltaSender(columns);
  const [copied, sent] = alternating(
    [
      () => {
        applyNext();
        copyFrame(columns, 1);
      },
      () => {
        applyNext();
        sendDelta();
      },
    ],
    CHANGED_ROUNDS,
  );
  const batchRow = (name: string, measured: { samples: number[]; allocKb: number }): Row => ({
    ...rowOf(`${BATCH.toLocaleString('en-US')} changed + ${name}`, size, measured.samples, BATCH),
    allocKb: measured.allocKb,
  });
  rows.push(batchRow('copy (in-process map)', copied!));
  const delta = batchRow('delta (to the main thread)', sent!);
  const p50 = percentile(sent!.samples, 50);
  rows.push(
    size === 100_000 ? { ...delta, goal: `p50 ≤ ${GOAL_MS} ms`, met: p50 <= GOAL_MS } : delta,
  );

  const viewed = reduce(state, makeEvent('viewport.changed', 'user', VIEW, 0));
  rows.push(
    withAlloc('census of the view (every 500 ms)', size, () => void takeCensus(viewed, VIEW, null)),
  );
  const census = takeCensus(viewed, VIEW, null);
  rows.push(
    withAlloc('clusters of 64 px from the census', size, () => void clustersOf(census.grid, 64, 1)),
  );
}

printTable(
  'map-frame: the map frame and the census (ops/s = frames, or devices for batches, per second)',
  rows,
);

/**
 * Position updates applied per second, in batches of 200, with 10,000 and 100,000 known
 * devices: a plain-Map baseline, then the reducers, then the reducers with the map and list
 * projections, then the whole core from socket text (JSON, zod, coalescing, fold, one map
 * frame per animation frame, the list at its 250 ms pace). One more row times the initial load
 * (GET /api/devices and batched positions, parsed and folded; ops/s = devices per second).
 * Run: npx tsx bench/worker-ingest.bench.ts
 */
import { BehaviorSubject, of, Subject } from 'rxjs';
import type { Position } from '@farol/model';
import { listProjection } from '../src/worker/list/topics';
import { mapProjection } from '../src/worker/map/frameProjection';
import { makeEvent, type DomainEvent } from '../src/worker/events';
import { initialState, reduce, type CoreState } from '../src/worker/state';
import { coreWithFleet } from './support/core';
import { makeFleet, positionBatch, random, type Fleet } from './support/fleet';
import { heapMb, percentile, printTable, rowOf, sample, type Row } from './support/report';

const BATCH = 200;
const ITERATIONS = 200;
const rows: Row[] = [];

function loaded(fleet: Fleet): CoreState {
  const state = reduce(
    initialState,
    makeEvent('devices.loaded', 'rest', { devices: fleet.devices }, 0),
  );
  return reduce(state, makeEvent('positions.loaded', 'rest', { positions: fleet.positions }, 0));
}

function batches(size: number, count: number): Position[][] {
  const rand = random(11);
  return Array.from({ length: count }, (_, round) => positionBatch(size, BATCH, round + 1, rand));
}

/** Reducers and (optionally) both projections, driven synchronously. */
function pipeline(fleet: Fleet, withProjections: boolean) {
  let state = loaded(fleet);
  const state$ = new BehaviorSubject(state);
  const events$ = new Subject<DomainEvent>();
  let frames = 0;
  let lists = 0;
  if (withProjections) {
    const current = () => state;
    // The map's animation frame and the list's throttle window end at once: every batch
    // pays for a map frame and a list recomputation (the worst case).
    const now = () => of(undefined);
    mapProjection({ events$, current, nextFrame: now, nextTask: now }).subscribe(
      () => (frames += 1),
    );
    listProjection({
      state$,
      events$,
      current,
      throttleWindow: () => of(undefined),
      collator: new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true }),
    }).subscribe(() => (lists += 1));
  }
  return {
    apply(positions: Position[]) {
      const event = makeEvent('positions.received', 'socket', { positions }, 0);
      state = reduce(state, event);
      events$.next(event);
      state$.next(state);
    },
    counts: () => ({ frames, lists }),
  };
}

for (const size of [10_000, 100_000]) {
  const fleet = makeFleet(size);
  const input = batches(size, ITERATIONS + 3);
  const at = (i: number) => input[i < 0 ? ITERATIONS - 1 - i : i]!;

  const plain = new Map<number, Position>(fleet.positions.map((p) => [p.deviceId, p]));
  rows.push(
    rowOf(
      'baseline: native Map.set',
      size,
      sample((i) => at(i).forEach((p) => plain.set(p.deviceId, p)), ITERATIONS),
      BATCH,
    ),
  );

  const reducersOnly = pipeline(fleet, false);
  rows.push(
    rowOf(
      'reducers (fold)',
      size,
      sample((i) => reducersOnly.apply(at(i)), ITERATIONS),
      BATCH,
    ),
  );

  const full = pipeline(fleet, true);
  rows.push(
    rowOf(
      'reducers + map + list projections',
      size,
      sample((i) => full.apply(at(i)), ITERATIONS),
      BATCH,
    ),
  );
  if (full.counts().frames < ITERATIONS || full.counts().lists < ITERATIONS) {
    throw new Error(`projections did not run per batch: ${JSON.stringify(full.counts())}`);
  }

  rows.push(await endToEnd(fleet, size));
}

/** The whole core over fake I/O: socket text in, map frames and list views out. */
async function endToEnd(fleet: Fleet, size: number): Promise<Row> {
  const loadStart = performance.now();
  const harness = await coreWithFleet(fleet);
  const loadMs = performance.now() - loadStart;
  rows.push({
    name: 'sign-in to fleet loaded (REST)',
    size,
    opsPerSec: (size * 1000) / loadMs,
    p50: loadMs,
    heapMb: heapMb(),
  });
  const rand = random(5);
  const messages = Array.from({ length: 50 }, (_, round) =>
    JSON.stringify({ positions: positionBatch(size, BATCH, 1000 + round, rand) }),
  );
  const samples: number[] = [];
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < 3_000) {
    const t0 = performance.now();
    harness.socket.send(messages[sent % messages.length]!);
    harness.tick();
    samples.push(performance.now() - t0);
    sent += 1;
    // Yield so the list's throttle timer and the snapshot writer run as they would.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const elapsed = performance.now() - started;
  if (harness.delivered() === 0) throw new Error('no map frame reached the subscriber');
  const row: Row = {
    name: 'core end to end (socket text in)',
    size,
    opsPerSec: (sent * BATCH * 1000) / elapsed,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    heapMb: heapMb(),
  };
  harness.dispose();
  return row;
}

printTable(
  `worker-ingest: position updates per second, batches of ${BATCH} (p50/p95 = ms per batch)`,
  rows,
);

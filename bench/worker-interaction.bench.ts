/**
 * Interaction before throughput (issue 19) in the worker core: a signed-in core over fake I/O
 * with 1,000 / 10,000 / 100,000 devices takes socket text at a steady rate (positions with their
 * devices, as the server pushes them) and animation frames at 60 Hz, while a user selects a
 * device, types a search, changes a filter, clicks the map and pans. Each request's latency is
 * from the moment it could first run (a macrotask, like a message reaching the worker) to the
 * topic that shows its result. Baseline: the same requests with no socket load. Goal: ≤ 100 ms
 * at 100,000 devices under load.
 * Run: node --expose-gc --import tsx bench/worker-interaction.bench.ts
 */
import type { Device, Position } from '@farol/model';
import { startProfiler } from './support/processProfile';
import { windowTop } from './support/cpuProfile';
import { coreWithFleet } from './support/core';
import { makeFleet, positionBatch, random, type Fleet } from './support/fleet';
import { heapMb, percentile } from './support/report';
import { printColumns } from './support/table';

const SIZES = (process.env.BENCH_DEVICES ?? '1000,10000,100000').split(',').map(Number);
/** Positions per second pushed while the user works (each with its device). */
const RATE = Number(process.env.BENCH_RATE ?? 10_000);
const DURATION_MS = Number(process.env.BENCH_WINDOW_MS ?? 12_000);
const GOAL_MS = 100;
const VIEW = { zoom: 7, west: -56, south: -31, east: -44, north: -19 };

type Kind = 'select' | 'search keystroke' | 'filter change' | 'map click' | 'pan';
const KINDS: Kind[] = ['select', 'search keystroke', 'filter change', 'map click', 'pan'];

const LOG_SAMPLES = Boolean(process.env.BENCH_LOG_SAMPLES);
const PROFILE = Boolean(process.env.BENCH_PROFILE);
/** Now on the monotonic clock CPU profiles use, in µs. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

async function profile() {
  const profiler = await startProfiler();
  return {
    stop: async () => (await profiler.stop()) as Parameters<typeof windowTop>[0],
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when `check` holds on a value `topic` delivers (or at once if it already did). */
function waiter<T>(values: T[]) {
  let pending: { check: (value: T) => boolean; done: () => void } | null = null;
  return {
    push(value: T) {
      values.push(value);
      if (pending?.check(value)) {
        pending.done();
        pending = null;
      }
    },
    until(check: (value: T) => boolean) {
      return new Promise<void>((resolve) => (pending = { check, done: resolve }));
    },
  };
}

async function run(fleet: Fleet, size: number, rate: number) {
  const harness = await coreWithFleet(fleet);
  const { core } = harness;
  const selected = waiter<{ device: Device } | null>([]);
  const lists = waiter<{ query: { search: string; status: string } }>([]);
  const details = waiter<{ version: number }>([]);
  await core.subscribe('selected', (value) => selected.push(value as never));
  await core.subscribe('list', (value) => lists.push(value as never));
  await core.subscribe('mapDetail', (value) => details.push(value as never));
  await core.setViewport(VIEW);
  const frames = setInterval(() => harness.tick(), 16);
  const rand = random(size);
  const perTick = Math.max(1, Math.round((rate * 16) / 1000));
  const devices = new Map(fleet.devices.map((device) => [device.id, device]));
  let round = 1;
  // The server's pushes: a positions message and a devices message per batch.
  const load =
    rate > 0
      ? setInterval(() => {
          const positions: Position[] = positionBatch(size, perTick, round++, rand);
          harness.socket.send(JSON.stringify({ positions }));
          const pushed = positions.map((p) => ({
            ...devices.get(p.deviceId)!,
            lastUpdate: p.fixTime,
          }));
          harness.socket.send(JSON.stringify({ devices: pushed }));
        }, 16)
      : null;
  await sleep(1_000);
  // BENCH_PROFILE=1: the loaded run at the largest size profiled, and what each request over
  // the goal spent its time on printed (self time, and total time of src/ functions).
  const profiler = PROFILE && rate > 0 && size === Math.max(...SIZES) ? await profile() : null;
  const slow: { label: string; took: number; fromUs: number; toUs: number }[] = [];
  const latencies = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
  // The process's CPU time over each request (its own work and what ran before it), apart from
  // the waits of a busy machine: steadier than wall time where others share the cores.
  const cpuTimes = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
  const started = Date.now();
  let step = 0;
  const searches = ['c', 'ca', 'cam', 'cami', 'camin', ''];
  while (Date.now() - started < DURATION_MS) {
    const kind = KINDS[step % KINDS.length]!;
    step += 1;
    // A request arrives as a macrotask, as a message reaches the worker.
    await sleep(50 + Math.floor(rand() * 100));
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    if (kind === 'select') {
      const id = 1 + Math.floor(rand() * size);
      const shown = selected.until((value) => value?.device.id === id);
      await core.selectDevice({ deviceId: id });
      await shown;
    } else if (kind === 'search keystroke') {
      const search = searches[step % searches.length]!;
      const shown = lists.until((view) => view.query.search === search);
      await core.setListQuery({ search });
      await shown;
    } else if (kind === 'filter change') {
      const status = step % 2 ? 'online' : 'all';
      const shown = lists.until((view) => view.query.status === status);
      await core.setListQuery({ status });
      await shown;
    } else if (kind === 'map click') {
      const position = fleet.positions[Math.floor(rand() * size)]!;
      await core.deviceAt({ longitude: position.longitude, latitude: position.latitude, zoom: 12 });
    } else {
      const dx = (rand() - 0.5) * 0.2;
      await core.setViewport({ ...VIEW, west: VIEW.west + dx, east: VIEW.east + dx });
    }
    const took = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    latencies.get(kind)!.push(took);
    cpuTimes.get(kind)!.push((cpu.user + cpu.system) / 1000);
    const what = kind === 'search keystroke' ? ` "${searches[step % searches.length]}"` : '';
    const label = `${size} ${rate}/s ${kind}${what}`;
    if (LOG_SAMPLES)
      console.log(
        `${label}: ${took.toFixed(1)} ms (CPU ${cpuTimes.get(kind)!.at(-1)!.toFixed(1)} ms)`,
      );
    if (profiler && took > GOAL_MS) {
      slow.push({ label, took, toUs: nowUs(), fromUs: nowUs() - took * 1000 });
    }
  }
  clearInterval(frames);
  if (load) clearInterval(load);
  if (profiler) {
    const profile = await profiler.stop();
    for (const request of slow) {
      const top = windowTop(profile, request.fromUs, request.toUs);
      console.log(
        `\n${request.label}: ${request.took.toFixed(1)} ms, ${top.busyMs.toFixed(1)} ms busy`,
      );
      console.log(`  self:  ${top.self.join('\n         ')}`);
      console.log(`  total: ${top.total.join('\n         ')}`);
    }
  }
  const heap = heapMb();
  harness.dispose();
  return { latencies, cpuTimes, heap };
}

async function main() {
  const rows: (string | number)[][] = [];
  for (const size of SIZES) {
    const fleet = makeFleet(size);
    for (const rate of [0, RATE]) {
      const { latencies, cpuTimes, heap } = await run(fleet, size, rate);
      for (const kind of KINDS) {
        const samples = latencies.get(kind)!;
        const cpu = cpuTimes.get(kind)!;
        const p95 = percentile(samples, 95);
        const goal = size === 100_000 && rate > 0;
        rows.push([
          rate ? kind : `baseline (no load): ${kind}`,
          size,
          rate,
          samples.length,
          percentile(samples, 50).toFixed(1),
          p95.toFixed(1),
          Math.max(...samples).toFixed(1),
          percentile(cpu, 50).toFixed(1),
          percentile(cpu, 95).toFixed(1),
          heap.toFixed(0),
          goal ? `p95 ≤ ${GOAL_MS} ms` : '',
          goal ? (p95 <= GOAL_MS ? 'yes' : 'NO') : '',
        ]);
      }
    }
  }
  printColumns(
    'worker-interaction: request → result shown, with the socket pushing positions and devices',
    [
      'request',
      'devices',
      'positions/s',
      'n',
      'p50 ms',
      'p95 ms',
      'max ms',
      'CPU p50 ms',
      'CPU p95 ms',
      'heap MB',
      'goal',
      'met',
    ],
    rows,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

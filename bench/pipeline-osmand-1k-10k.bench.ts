/**
 * Positions per second through the whole pipeline into SQLite: OsmAnd query-form reports over
 * loopback HTTP (keep-alive, 256 in flight, from a separate load-generator process on the same
 * 2 cores, so the generator and the server compete for them), decoded, run through every
 * handler (10 geofences per device, motion, events…), group-committed with their events, and
 * pushed to one socket watching the fleet. With 1,000 and 10,000 devices (`BENCH_DEVICES` adds
 * a size, e.g. 100000). The HTTP layer of the device port is measured side by side: an empty
 * 200 on node:http and on Fastify (each layer's ceiling with this generator), and the pipeline
 * behind Farol's own listener (node:http) and behind Fastify. Prints throughput against the
 * goal (issue 19: ≥ 25,000 positions/s), acknowledgement latency and the share of the server's
 * wall time in each stage (decode, handlers, storage, fan-out; the rest is HTTP, the event loop
 * and idle time).
 */
import path from 'node:path';
import { pipelineTimers, type Stage } from '../server/pipeline/timers';
import { startBenchFarol } from './support/benchFarol';
import { startListener, type Layer } from './support/listeners';
import { runLoad } from './support/load';
import { reportPath } from './support/osmandReport';
import { startProcessProfile } from './support/processProfile';
import type { LoadResult } from './support/loadClient';
import { printColumns } from './support/table';

const GOAL = 25_000;
const CONCURRENCY = 256;
const ROUNDS_1K = Number(process.env.BENCH_ROUNDS_1K ?? 30);
const ROUNDS_10K = Number(process.env.BENCH_ROUNDS_10K ?? 5);
const EXTRA = process.env.BENCH_DEVICES ? [Number(process.env.BENCH_DEVICES)] : [];
/** `BENCH_ROWS=1k-node,1k-fastify` runs only those rows (keys below); all by default. */
const ROWS = process.env.BENCH_ROWS?.split(',');
/** Where the server's CPU profile of each pipeline row's load window is written, when set. */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const STAGES: Stage[] = ['decode', 'handlers', 'storage', 'fanout'];
const header = [
  'scenario',
  'HTTP layer',
  'devices',
  'positions',
  'positions/s',
  'goal',
  'met',
  'ack p50 ms',
  'ack p99 ms',
  'server CPU µs/pos',
  ...STAGES.map((stage) => `${stage} % (µs/pos)`),
  'other %',
];

const fixed = (value: number, digits = 1) => value.toFixed(digits);

const LAYER_NAMES: Record<Layer, string> = {
  net: 'net (Farol)',
  'node:http': 'node:http (former)',
  fastify: 'fastify',
};

const fileName = (layer: Layer) => layer.replace(':', '-');

const rateOf = (result: LoadResult) => (result.sent * 1000) / result.elapsedMs;

/** The goal columns: positions/s against ≥ 25,000. */
const goalCells = (rate: number) => [
  `≥ ${GOAL.toLocaleString('en-US')}/s`,
  rate >= GOAL ? 'yes' : 'NO',
];

/** An empty 200 on `layer`: the ceiling of that layer with this generator (`client`). */
async function baseline(layer: Layer, client: 'raw' | 'node' = 'raw') {
  const listener = await startListener(layer);
  try {
    const cpuBefore = process.cpuUsage();
    const result = await runLoad({
      kind: 'throughput',
      osmandUrl: listener.url,
      uniqueIds: Array.from({ length: 1000 }, (_, i) => `b-${i}`),
      rounds: 30,
      concurrency: CONCURRENCY,
      t0: Math.floor(Date.now() / 1000) - 86_400,
      socket: null,
      client,
    });
    const cpu = process.cpuUsage(cpuBefore);
    const generator = client === 'node' ? ", Node's HTTP client as generator" : '';
    return [
      `baseline: empty 200, no Farol${generator}`,
      LAYER_NAMES[layer],
      '-',
      result.sent,
      Math.round(rateOf(result)),
      '',
      '',
      fixed(result.ackP50, 2),
      fixed(result.ackP99, 2),
      fixed((cpu.user + cpu.system) / result.sent),
      ...STAGES.map(() => '-'),
      '-',
    ];
  } finally {
    await listener.close();
  }
}

/** The pipeline behind one HTTP layer: Farol's own (net), its former node:http, Fastify. */
async function scenario(devices: number, rounds: number, layer: Layer) {
  const bench = await startBenchFarol(devices);
  const listener = await startListener(layer, bench.farol.handleOsmand);
  try {
    pipelineTimers.enabled = true;
    pipelineTimers.reset();
    const profile = PROFILE_DIR ? await startProcessProfile() : null;
    const cpuBefore = process.cpuUsage();
    const result = await runLoad({
      kind: 'throughput',
      osmandUrl: listener.url,
      uniqueIds: bench.uniqueIds,
      rounds,
      concurrency: CONCURRENCY,
      t0: Math.floor(Date.now() / 1000) - 86_400,
      socket: { url: bench.farol.url, cookie: bench.cookie, count: 1 },
    });
    const cpu = process.cpuUsage(cpuBefore);
    await profile?.stop(
      path.join(PROFILE_DIR!, `pipeline-${devices}-${fileName(layer)}.cpuprofile`),
    );
    const spent = pipelineTimers.snapshot();
    pipelineTimers.enabled = false;
    if (result.failed) throw new Error(`${result.failed} reports failed`);
    const rate = rateOf(result);
    const share = (ms: number) => (100 * ms) / result.elapsedMs;
    const stages = STAGES.map(
      (stage) => `${fixed(share(spent[stage]))} (${fixed((spent[stage] * 1000) / result.sent)})`,
    );
    const other = 100 - STAGES.reduce((sum, stage) => sum + share(spent[stage]), 0);
    return [
      `OsmAnd → pipeline → SQLite → socket`,
      LAYER_NAMES[layer],
      devices,
      result.sent,
      Math.round(rate),
      ...goalCells(rate),
      fixed(result.ackP50, 2),
      fixed(result.ackP99, 2),
      fixed((cpu.user + cpu.system) / result.sent),
      ...stages,
      fixed(other),
    ];
  } finally {
    await listener.close();
    await bench.close();
  }
}

/**
 * The pipeline without HTTP nor a generator: `handleOsmand` called in this process with the
 * generator's reports, 256 in flight. Its server CPU per position is the pipeline's own cost,
 * steadier than the HTTP rows on a busy machine (no second process competing for the cores).
 */
async function inProcess(devices: number, rounds: number) {
  const bench = await startBenchFarol(devices);
  try {
    const t0 = Math.floor(Date.now() / 1000) - 86_400;
    const total = devices * rounds;
    const profile = PROFILE_DIR ? await startProcessProfile() : null;
    let next = 0;
    let failed = 0;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const lane = async () => {
      for (let i = next++; i < total; i = next++) {
        const device = i % devices;
        const round = Math.floor(i / devices);
        const url = reportPath(bench.uniqueIds[device]!, device, t0 + round * 10, round);
        const reply = await bench.farol.handleOsmand({ url, contentType: '', body: '' });
        if (reply.status !== 200) failed++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
    const elapsedMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    await profile?.stop(path.join(PROFILE_DIR!, `pipeline-${devices}-inprocess.cpuprofile`));
    if (failed) throw new Error(`${failed} reports failed`);
    const rate = (total * 1000) / elapsedMs;
    return [
      'handleOsmand in-process → SQLite (no HTTP, no generator, no socket)',
      '-',
      devices,
      total,
      Math.round(rate),
      ...goalCells(rate),
      '-',
      '-',
      fixed((cpu.user + cpu.system) / total),
      ...STAGES.map(() => '-'),
      '-',
    ];
  } finally {
    await bench.close();
  }
}

async function main() {
  const plan: [string, () => Promise<(string | number)[]>][] = [
    ['empty-node', () => baseline('node:http')],
    ['empty-net', () => baseline('net')],
    ['empty-node-client', () => baseline('node:http', 'node')],
    ['empty-net-client', () => baseline('net', 'node')],
    ['empty-fastify', () => baseline('fastify')],
    ['1k-inprocess', () => inProcess(1_000, ROUNDS_1K)],
    ['10k-inprocess', () => inProcess(10_000, ROUNDS_10K)],
    ['1k-node', () => scenario(1_000, ROUNDS_1K, 'node:http')],
    ['1k-net', () => scenario(1_000, ROUNDS_1K, 'net')],
    ['1k-fastify', () => scenario(1_000, ROUNDS_1K, 'fastify')],
    ['10k-node', () => scenario(10_000, ROUNDS_10K, 'node:http')],
    ['10k-net', () => scenario(10_000, ROUNDS_10K, 'net')],
    ['10k-fastify', () => scenario(10_000, ROUNDS_10K, 'fastify')],
  ];
  const rows: (string | number)[][] = [];
  for (const [key, run] of plan) if (!ROWS || ROWS.includes(key)) rows.push(await run());
  for (const devices of EXTRA) rows.push(await scenario(devices, 1, 'net'));
  printColumns(
    `Positions through the whole pipeline (${CONCURRENCY} requests in flight, 1 socket watching; load generator in its own process on the same cores)`,
    header,
    rows,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

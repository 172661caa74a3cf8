/**
 * Positions per second through the whole pipeline into SQLite: OsmAnd query-form reports over
 * loopback HTTP (keep-alive, 256 in flight, from a separate load-generator process), decoded,
 * run through every handler (10 geofences per device, motion, events…), group-committed with
 * their events, and pushed to one socket watching the fleet. With 1,000 and 10,000 devices.
 * Prints throughput, acknowledgement latency and the share of the server's wall time in each
 * stage (decode, handlers, storage, fan-out; the rest is HTTP, the event loop and idle time).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipelineTimers, type Stage } from '../server/pipeline/timers';
import { startBenchFarol } from './support/benchFarol';
import { runLoad } from './support/load';
import { printColumns } from './support/table';

const CONCURRENCY = 256;
const SCENARIOS = [
  { devices: 1_000, rounds: Number(process.env.BENCH_ROUNDS_1K ?? 30) },
  { devices: 10_000, rounds: Number(process.env.BENCH_ROUNDS_10K ?? 5) },
];
const STAGES: Stage[] = ['decode', 'handlers', 'storage', 'fanout'];
const header = [
  'scenario',
  'devices',
  'positions',
  'positions/s',
  'ack p50 ms',
  'ack p99 ms',
  ...STAGES.map((stage) => `${stage} % (µs/pos)`),
  'other %',
];

const fixed = (value: number, digits = 1) => value.toFixed(digits);

/** The load generator against a server that answers 200 at once: the client and HTTP ceiling. */
async function baseline(): Promise<(string | number)[]> {
  const server = http.createServer({ keepAlive: true }, (req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'Content-Length': 0 }).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ids = Array.from({ length: 1000 }, (_, i) => `b-${i}`);
  const result = await runLoad({
    kind: 'throughput',
    osmandUrl: url,
    uniqueIds: ids,
    rounds: 30,
    concurrency: CONCURRENCY,
    t0: Math.floor(Date.now() / 1000) - 86_400,
    socket: null,
  });
  server.closeAllConnections();
  server.close();
  const rate = (result.sent * 1000) / result.elapsedMs;
  return [
    'baseline: empty 200 over loopback, no Farol',
    '-',
    result.sent,
    Math.round(rate),
    fixed(result.ackP50, 2),
    fixed(result.ackP99, 2),
    '-',
    '-',
    '-',
    '-',
    '-',
  ];
}

async function scenario(devices: number, rounds: number): Promise<(string | number)[]> {
  const bench = await startBenchFarol(devices);
  try {
    pipelineTimers.enabled = true;
    pipelineTimers.reset();
    const result = await runLoad({
      kind: 'throughput',
      osmandUrl: bench.farol.osmandUrl,
      uniqueIds: bench.uniqueIds,
      rounds,
      concurrency: CONCURRENCY,
      t0: Math.floor(Date.now() / 1000) - 86_400,
      socket: { url: bench.farol.url, cookie: bench.cookie, count: 1 },
    });
    const spent = pipelineTimers.snapshot();
    pipelineTimers.enabled = false;
    if (result.failed) throw new Error(`${result.failed} reports failed`);
    const rate = (result.sent * 1000) / result.elapsedMs;
    const share = (ms: number) => (100 * ms) / result.elapsedMs;
    const stages = STAGES.map(
      (stage) => `${fixed(share(spent[stage]))} (${fixed((spent[stage] * 1000) / result.sent)})`,
    );
    const other = 100 - STAGES.reduce((sum, stage) => sum + share(spent[stage]), 0);
    return [
      `OsmAnd → pipeline → SQLite → socket`,
      devices,
      result.sent,
      Math.round(rate),
      fixed(result.ackP50, 2),
      fixed(result.ackP99, 2),
      ...stages,
      fixed(other),
    ];
  } finally {
    await bench.close();
  }
}

async function main() {
  const rows = [await baseline()];
  for (const { devices, rounds } of SCENARIOS) rows.push(await scenario(devices, rounds));
  printColumns(
    `Positions through the whole pipeline (${CONCURRENCY} requests in flight, 1 socket watching)`,
    header,
    rows,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

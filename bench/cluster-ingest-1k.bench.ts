/**
 * Farol beyond one machine, 1,000 devices. Ingest: OsmAnd positions per second acknowledged
 * (each one committed) into SQLite with one node (the baseline), into PostgreSQL with one node
 * and with two nodes sharing it through Redis (half of the devices report to each). Fan-out:
 * OsmAnd request on node 1 → `{"positions":[…]}` on sockets of the same node and on sockets of
 * node 2 (through Redis), at a steady rate. Every node, PostgreSQL and Redis run on this one
 * machine (2 cores here), so two nodes share the CPU one node had: the figure shows what the
 * cluster path costs, not what a second machine would add.
 */
import { runLoad } from './support/load';
import type { LoadResult } from './support/loadClient';
import { startBenchNodes, startBenchServices } from './support/benchCluster';
import { printColumns } from './support/table';

const DEVICES = 1_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const CONCURRENCY = 64;
const SOCKETS = 20;
const RATE = 200;
const DURATION_MS = Number(process.env.BENCH_WINDOW_MS ?? 6_000);

const fixed = (value: number | null | undefined, digits = 1) =>
  value === undefined || value === null || Number.isNaN(value) ? '-' : value.toFixed(digits);

/** Runs the throughput jobs at once (one per node) and sums them. */
async function ingest(osmandUrls: string[], uniqueIds: string[], t0: number) {
  const share = Math.ceil(uniqueIds.length / osmandUrls.length);
  const results: LoadResult[] = await Promise.all(
    osmandUrls.map((osmandUrl, i) =>
      runLoad({
        kind: 'throughput',
        osmandUrl,
        uniqueIds: uniqueIds.slice(i * share, (i + 1) * share),
        rounds: ROUNDS,
        concurrency: Math.ceil(CONCURRENCY / osmandUrls.length),
        t0,
        socket: null,
      }),
    ),
  );
  const sent = results.reduce((sum, r) => sum + r.sent, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  const elapsed = Math.max(...results.map((r) => r.elapsedMs));
  return {
    sent,
    failed,
    perSecond: ((sent - failed) / elapsed) * 1000,
    ackP50: Math.max(...results.map((r) => r.ackP50)),
    ackP99: Math.max(...results.map((r) => r.ackP99)),
  };
}

async function main() {
  const services = await startBenchServices();
  const ingestRows: (string | number)[][] = [];
  const fanoutRows: (string | number)[][] = [];
  const t0 = Math.floor(Date.now() / 1000) - 10 * 86_400;
  try {
    const cases = [
      { name: 'SQLite, 1 node (baseline)', count: 1, postgres: null },
      { name: 'PostgreSQL, 1 node', count: 1, postgres: services.postgres },
      { name: 'PostgreSQL, 2 nodes + Redis', count: 2, postgres: services.postgres },
    ];
    for (const { name, count, postgres } of cases) {
      const bench = await startBenchNodes({
        count,
        devices: DEVICES,
        postgres,
        redis: services.redis,
      });
      try {
        const result = await ingest(
          bench.nodes.map((node) => node.osmandUrl),
          bench.uniqueIds,
          t0,
        );
        ingestRows.push([
          name,
          result.sent,
          result.failed,
          Math.round(result.perSecond),
          fixed(result.ackP50, 2),
          fixed(result.ackP99, 2),
        ]);
        if (count < 2) continue;
        // Later reports than the ingest's, so each is its device's newest and is pushed.
        let paced = t0 + ROUNDS + 60;
        for (const [label, socketNode] of [
          ['same node (report and sockets on node 1)', 0],
          ['across nodes (report on node 1, sockets on node 2)', 1],
        ] as const) {
          const load = await runLoad({
            kind: 'paced',
            osmandUrl: bench.nodes[0]!.osmandUrl,
            uniqueIds: bench.uniqueIds,
            rate: RATE,
            durationMs: DURATION_MS,
            socket: { url: bench.nodes[socketNode]!.url, cookie: bench.cookie, count: SOCKETS },
            t0: paced,
          });
          paced += load.sent + 60;
          fanoutRows.push([
            label,
            SOCKETS,
            RATE,
            `${load.deliveries}/${load.expected}`,
            fixed(load.pushP50, 2),
            fixed(load.pushP99, 2),
            fixed(load.clientLagP99, 1),
          ]);
        }
      } finally {
        await bench.close();
      }
    }
  } finally {
    await services.stop();
  }
  printColumns(
    `Ingest: OsmAnd positions acknowledged per second (${DEVICES.toLocaleString('en-US')} devices × ${ROUNDS} rounds, ${CONCURRENCY} in flight)`,
    ['case', 'reports', 'failed', 'positions/s', 'ack p50 ms', 'ack p99 ms'],
    ingestRows,
  );
  printColumns(
    `Fan-out on two nodes (PostgreSQL + Redis): OsmAnd request → socket message, ${DURATION_MS / 1000} s at ${RATE}/s`,
    [
      'case',
      'sockets',
      'reports/s',
      'messages/expected',
      'push p50 ms',
      'push p99 ms',
      'generator lag p99 ms',
    ],
    fanoutRows,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

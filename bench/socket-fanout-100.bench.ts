/**
 * Socket fan-out latency: from the start of an OsmAnd request to the `{"positions":[…]}`
 * message carrying it on each of 100 sockets watching the whole fleet (10,000 devices, the goal's
 * fleet of issue 19; `BENCH_DEVICES` for another), at a
 * steady rate of reports. The load generator and the sockets run in one separate process, so
 * both ends use one clock; its own event-loop lag is printed to show it kept up. Baseline first:
 * the same reports with no socket open (the acknowledgement alone). A report older than its
 * device's newest (two in flight, answered out of order) is stored but not pushed, as Traccar.
 */
import { startBenchFarol } from './support/benchFarol';
import { runLoad, type LoadPhase } from './support/load';
import { printColumns } from './support/table';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 10_000);
/** Issue 19: every socket gets each position within 50 ms (p99). */
const GOAL_MS = 50;
const SOCKETS = 100;
const DURATION_MS = Number(process.env.BENCH_WINDOW_MS ?? 8_000);
const RATES = [200, 1_000];

const fixed = (value: number | null | undefined, digits = 1) =>
  value === undefined || value === null || Number.isNaN(value) ? '-' : value.toFixed(digits);

async function main() {
  const bench = await startBenchFarol(DEVICES);
  const rows: (string | number)[][] = [];
  let t0 = Math.floor(Date.now() / 1000) - 10 * 86_400;
  try {
    const cases = [
      { name: 'baseline: acknowledgement only, no socket', rate: RATES[0]!, sockets: 0 },
      ...RATES.map((rate) => ({
        name: `${SOCKETS} sockets, whole fleet each`,
        rate,
        sockets: SOCKETS,
      })),
    ];
    for (const { name, rate, sockets } of cases) {
      let cpu = process.cpuUsage();
      let used = cpu;
      let windowStart = 0;
      let windowMs = 0;
      const onPhase = (phase: LoadPhase) => {
        if (phase === 'start') {
          cpu = process.cpuUsage();
          windowStart = performance.now();
        } else {
          used = process.cpuUsage(cpu);
          windowMs = performance.now() - windowStart;
        }
      };
      const result = await runLoad(
        {
          kind: 'paced',
          osmandUrl: bench.farol.osmandUrl,
          uniqueIds: bench.uniqueIds,
          rate,
          durationMs: DURATION_MS,
          socket: sockets ? { url: bench.farol.url, cookie: bench.cookie, count: sockets } : null,
          t0,
        },
        onPhase,
      );
      // The server's CPU time over the timed window (reports, then a second for the last
      // deliveries) per second of it: steadier on a busy machine than latency is.
      const serverCpu = (used.user + used.system) / 1000 / windowMs;
      // Later cases report later times, so every report is the device's newest and is pushed.
      t0 += result.sent + 60;
      rows.push([
        name,
        sockets,
        rate,
        result.sent,
        result.failed,
        fixed(result.ackP50, 2),
        fixed(result.ackP99, 2),
        sockets ? `${result.deliveries}/${result.expected}` : '-',
        fixed(result.pushP50, 2),
        fixed(result.pushP99, 2),
        fixed(result.pushMax, 1),
        fixed(result.clientLagP99, 1),
        `${fixed(100 * serverCpu, 0)}%`,
        sockets ? `p99 < ${GOAL_MS} ms` : '',
        sockets ? (result.pushP99 !== undefined && result.pushP99 < GOAL_MS ? 'yes' : 'NO') : '',
      ]);
    }
  } finally {
    await bench.close();
  }
  printColumns(
    `Socket fan-out: OsmAnd request → socket message (${DEVICES.toLocaleString('en-US')} devices, ${DURATION_MS / 1000} s per case)`,
    [
      'case',
      'sockets',
      'reports/s',
      'reports',
      'failed',
      'ack p50 ms',
      'ack p99 ms',
      'messages/expected',
      'push p50 ms',
      'push p99 ms',
      'push max ms',
      'generator lag p99 ms',
      'server CPU',
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

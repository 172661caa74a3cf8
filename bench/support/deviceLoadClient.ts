/**
 * The load generator of the device protocol benchmark, run as a child process (`fork`) so the
 * server under test has its process (and its memory figures) to itself. It keeps one TCP
 * connection per simulated tracker, speaking the protocol as the simulator does. Jobs arrive
 * and results leave over IPC.
 */
import { DEVICE_SPEAKERS } from '../../server/demo/devices';
import { DeviceLink } from '../../server/demo/devices/link';
import type { VehicleReport } from '../../server/demo/vehicle';
import { percentileOf } from './table';

export type DeviceJob =
  | { kind: 'connect'; protocol: string; port: number; uniqueIds: string[] }
  | { kind: 'run'; rounds: number; t0: number }
  | { kind: 'close' };

export interface DeviceResult {
  sent: number;
  errors: number;
  elapsedMs: number;
  p50: number;
  p99: number;
}

let links: DeviceLink[] = [];

const report = (round: number, index: number): VehicleReport => ({
  latitude: -23.55 + ((index % 100) - 50) * 0.002 + round * 0.0001,
  longitude: -46.63 + (Math.floor(index / 100) % 100) * 0.002,
  altitude: 760,
  speed: 25,
  course: (round * 10) % 360,
  ignition: true,
  motion: true,
  power: 12.6,
  batteryLevel: 90,
});

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function connect(job: Extract<DeviceJob, { kind: 'connect' }>): Promise<DeviceResult> {
  const speaker = DEVICE_SPEAKERS[job.protocol]!;
  links = job.uniqueIds.map((id) => new DeviceLink(id, speaker, '127.0.0.1', job.port));
  const started = performance.now();
  let errors = 0;
  // A heartbeat after the login: answered once the device is identified.
  await pool(links, 200, async (link) => {
    await link.heartbeat().catch(() => errors++);
  });
  return { sent: links.length, errors, elapsedMs: performance.now() - started, p50: 0, p99: 0 };
}

async function run(job: Extract<DeviceJob, { kind: 'run' }>): Promise<DeviceResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    links.map(async (link, index) => {
      for (let round = 0; round < job.rounds; round++) {
        try {
          latencies.push(await link.report(job.t0 + round * 10_000, report(round, index)));
        } catch {
          errors++;
        }
      }
    }),
  );
  return {
    sent: latencies.length,
    errors,
    elapsedMs: performance.now() - started,
    p50: percentileOf(latencies, 50),
    p99: percentileOf(latencies, 99),
  };
}

process.on('message', (job: DeviceJob) => {
  const done = (result: DeviceResult) => process.send!(result);
  if (job.kind === 'connect') void connect(job).then(done);
  else if (job.kind === 'run') void run(job).then(done);
  else {
    for (const link of links) link.close();
    links = [];
    done({ sent: 0, errors: 0, elapsedMs: 0, p50: 0, p99: 0 });
    setTimeout(() => process.exit(0), 50);
  }
});

/**
 * Server resident memory per known device (issue 19: "server RSS per known device stated"):
 * Farol with 1,000, 10,000 and 100,000 devices in storage (one group, ten geofences, as the
 * pipeline benchmarks), each size in a fresh process, measured after a collection with the
 * fleet idle and again after every device reported one position over OsmAnd. Baseline first:
 * the same Farol with no device. Per device = (size − baseline) / devices. `BENCH_DEVICES`
 * (comma-separated) picks other sizes.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { MemoryJob, MemoryResult } from './support/memoryProbe';
import { printColumns } from './support/table';

const SIZES = (process.env.BENCH_DEVICES ?? '1000,10000,100000').split(',').map(Number);
const MB = 1024 * 1024;

/** One size in a fresh `node --expose-gc` process. */
function measure(devices: number): Promise<MemoryResult> {
  const child = fork(fileURLToPath(new URL('./support/memoryProbe.ts', import.meta.url)), [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as MemoryResult));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`memory probe exited with ${code}`));
    });
    child.send({ devices } satisfies MemoryJob);
  });
}

async function main() {
  const base = await measure(0);
  const mb = (bytes: number) => (bytes / MB).toFixed(0);
  const rows: (string | number)[][] = [
    [
      'baseline: no device',
      0,
      mb(base.idleRss),
      '-',
      mb(base.idleHeap),
      '-',
      mb(base.reportedRss),
      '-',
      '-',
    ],
  ];
  for (const devices of SIZES) {
    const r = await measure(devices);
    const perDevice = (bytes: number, baseline: number) =>
      ((bytes - baseline) / devices / 1024).toFixed(2);
    rows.push([
      'Farol, fleet known',
      devices,
      mb(r.idleRss),
      perDevice(r.idleRss, base.idleRss),
      mb(r.idleHeap),
      perDevice(r.idleHeap, base.idleHeap),
      mb(r.reportedRss),
      perDevice(r.reportedRss, base.reportedRss),
      perDevice(r.reportedHeap, base.reportedHeap),
    ]);
  }
  printColumns(
    'Server memory per known device (goal: stated; a fresh process per size, after a collection; RSS moves by tens of MB on its own, read it at 100k)',
    [
      'case',
      'devices',
      'idle RSS MB',
      'RSS KB/device',
      'idle heap MB',
      'heap KB/device',
      '1 report each: RSS MB',
      'RSS KB/device',
      'heap KB/device',
    ],
    rows,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Device protocols over loopback TCP: messages per second per protocol with 1,000 and 10,000
 * trackers connected at once (each sends a location and waits for its acknowledgement, which
 * comes only after the position is committed to SQLite; for protocols without one, until the
 * server has stored them all), and the server's memory per connected idle tracker (goal:
 * under 10 KB). Trackers run in a separate process (the
 * simulator's device code), so the server's figures are its own.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFarol } from '../server/app';
import { DEVICE_SPEAKERS } from '../server/demo/devices';
import { DEVICE_PROTOCOLS } from '../server/protocols';
import { newDeviceRecord } from '../server/services/devices';
import { openStorage } from '../server/storage';
import { hashPassword } from '../server/services/passwords';
import { newUserRecord } from '../server/services/users';
import type { DeviceJob, DeviceResult } from './support/deviceLoadClient';
import { printColumns } from './support/table';

const SIZES = [
  { devices: 1_000, rounds: Number(process.env.BENCH_PROTOCOL_ROUNDS_1K ?? 10) },
  { devices: 10_000, rounds: Number(process.env.BENCH_PROTOCOL_ROUNDS_10K ?? 2) },
];
const ONLY = process.env.BENCH_PROTOCOLS?.split(',');
const LARGEST = Math.max(...SIZES.map((size) => size.devices));

/** 15-digit identifiers every protocol accepts (IMEI-like). */
const uniqueId = (i: number) => `86${String(i).padStart(13, '0')}`;

class LoadProcess {
  private readonly child: ChildProcess;
  constructor() {
    this.child = fork(
      fileURLToPath(new URL('./support/deviceLoadClient.ts', import.meta.url)),
      [],
      {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
  }
  run(job: DeviceJob): Promise<DeviceResult> {
    return new Promise((resolve) => {
      this.child.once('message', (result) => resolve(result as DeviceResult));
      this.child.send(job);
    });
  }
}

/** Waits until `done` holds, two minutes at most. */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!done() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function serverMemory() {
  globalThis.gc?.();
  const usage = process.memoryUsage();
  return { js: usage.heapUsed + usage.external, rss: usage.rss };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farol-bench-protocols-'));
  const storage = await openStorage({ dataDir });
  const owner = await storage.users.insert(
    newUserRecord(
      { name: 'Bench', email: 'bench@farol.test', administrator: true },
      await hashPassword('bench'),
    ),
  );
  await storage.devices.insertMany(
    Array.from({ length: LARGEST }, (_, i) =>
      newDeviceRecord({ name: `Tracker ${i}`, uniqueId: uniqueId(i) }),
    ),
    owner.id,
  );
  await storage.close();
  const farol = await startFarol({
    host: '127.0.0.1',
    port: 0,
    osmandPort: 0,
    protocolPorts: 'ephemeral',
    dataDir,
    demoDevices: 0,
    adminEmail: '',
    mapUrl: '',
    options: { 'farol.protocol.identifyTimeout': '600' },
  });
  const rows: (string | number)[][] = [];
  try {
    for (const protocol of DEVICE_PROTOCOLS) {
      if (!DEVICE_SPEAKERS[protocol.name] || (ONLY && !ONLY.includes(protocol.name))) continue;
      const port = farol.devices.ports[protocol.name]!.tcp!;
      for (const size of SIZES) {
        const load = new LoadProcess();
        const before = serverMemory();
        const counters = farol.devices.counters[protocol.name]!;
        const framesBefore = counters.frames;
        const ids = Array.from({ length: size.devices }, (_, i) => uniqueId(i));
        const connected = await load.run({
          kind: 'connect',
          protocol: protocol.name,
          port,
          uniqueIds: ids,
        });
        // Unanswered keep-alives (suntech): idle once the server has read every one.
        await until(() => counters.frames - framesBefore >= size.devices);
        const idle = serverMemory();
        const t0 = Date.now() - (size.rounds + 1) * 10_000;
        const storedBefore = counters.positions;
        const started = performance.now();
        const result = await load.run({ kind: 'run', rounds: size.rounds, t0 });
        // Unacknowledged protocols (gps103): done when the server has stored every report.
        await until(() => counters.positions - storedBefore >= result.sent);
        const elapsed = performance.now() - started;
        const stored = counters.positions - storedBefore;
        await load.run({ kind: 'close' });
        const acked = DEVICE_SPEAKERS[protocol.name]!.acked;
        rows.push([
          protocol.name,
          size.devices,
          farol.devices.connections(protocol.name),
          result.sent,
          stored,
          result.errors + connected.errors,
          Math.round((stored * 1000) / elapsed),
          acked ? result.p50.toFixed(1) : '-',
          acked ? result.p99.toFixed(1) : '-',
          ((idle.js - before.js) / size.devices / 1024).toFixed(2),
          ((idle.rss - before.rss) / size.devices / 1024).toFixed(2),
        ]);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  } finally {
    await farol.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  printColumns(
    'Device protocols over loopback TCP (ack after commit; memory is the server process, per idle connected tracker)',
    [
      'protocol',
      'devices',
      'open after',
      'messages',
      'stored',
      'errors',
      'messages/s',
      'ack p50 ms',
      'ack p99 ms',
      'heap+ext KB/device',
      'rss KB/device',
    ],
    rows,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

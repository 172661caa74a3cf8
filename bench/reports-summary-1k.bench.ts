/**
 * Summary of 1,000 devices over one day (each with a position a minute: 1,440,000 positions),
 * seeded through the storage layer directly (not over HTTP), measured over HTTP against Farol
 * in this process with no deviceId (every device of the administrator): JSON on the slow path
 * (a day is within report.fastThreshold: first and last position and the top speed per device),
 * on the fast path (no top speed), and as .xlsx and PDF. Baseline: the first and last position
 * of every device read through storage, no HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginCookie } from '../server/demo/provision';
import { openStorage } from '../server/storage';
import { XLSX_MEDIA_TYPE } from '@farol/model';
import { download, measure, printMeasured, type Measured } from './support/reportsMeasure';
import { BENCH_ADMIN, startBenchServer } from './support/benchServer';
import { seedDevices, seedTrack } from './support/reportsSeed';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 1000);
const PER_DAY = 1440;
const START = Date.UTC(2024, 0, 1);
const END = START + 86_400_000;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farol-bench-summary-'));
const rows: { name: string; size: number; measured: Measured }[] = [];
try {
  const storage = await openStorage({ dataDir });
  const devices = await seedDevices(storage, DEVICES);
  const seedStart = performance.now();
  for (const [i, device] of devices.entries()) {
    await seedTrack(storage, device.id, { start: START, count: PER_DAY, stepS: 60, phase: i });
  }
  const seconds = ((performance.now() - seedStart) / 1000).toFixed(1);
  console.log(`seeded ${DEVICES} devices × ${PER_DAY} positions through storage in ${seconds} s`);
  rows.push({
    name: 'baseline: first and last position per device (storage)',
    size: DEVICES,
    measured: await measure(async () => {
      let found = 0;
      for (const device of devices) {
        const first = await storage.reportPositions.edge(device.id, START, END, false);
        const last = await storage.reportPositions.edge(device.id, START, END, true);
        if (first && last) found += 1;
      }
      return found;
    }),
  });
  await storage.close();

  const farol = await startBenchServer(dataDir);
  try {
    const cookie = await loginCookie(farol.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const headers = { cookie, 'content-type': 'application/json' };
    const url = (suffix: string) =>
      `${farol.url}/api/reports/summary${suffix}?from=${new Date(START).toISOString()}&to=${new Date(END).toISOString()}`;
    const items = async () => {
      const response = await fetch(url(''), { headers });
      if (response.status !== 200) throw new Error(`summary: HTTP ${response.status}`);
      return ((await response.json()) as unknown[]).length;
    };
    rows.push({
      name: 'summary JSON, slow path (items)',
      size: DEVICES,
      measured: await measure(items),
    });
    rows.push({
      name: 'summary .xlsx (bytes)',
      size: DEVICES,
      measured: await measure(() => download(url('/xlsx'), cookie, XLSX_MEDIA_TYPE)),
    });
    rows.push({
      name: 'summary PDF (bytes)',
      size: DEVICES,
      measured: await measure(() => download(url('/pdf'), cookie, 'application/pdf')),
    });
    const server = await (await fetch(`${farol.url}/api/server`, { headers })).json();
    const attributes = { 'report.fastThreshold': 3600 };
    await fetch(`${farol.url}/api/server`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...server, attributes }),
    });
    rows.push({
      name: 'summary JSON, fast path (items)',
      size: DEVICES,
      measured: await measure(items),
    });
  } finally {
    await farol.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
printMeasured('Summary over one day (devices; result = items or file bytes)', 'result', rows);

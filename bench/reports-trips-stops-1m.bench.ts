/**
 * Trips and stops of one device over 1,000,000 positions (1 s apart: about 11.6 days of a truck
 * that parks 15 min and drives 30 min in turn), seeded through the storage layer directly (not
 * over HTTP) with the motion events the live pipeline would have stored. Measured over HTTP
 * against Farol in this process: the slow path (every position replayed through the motion
 * processor, read from SQLite in chunks of 5,000) forced with report.fastThreshold, and the
 * fast path (Traccar's default for periods over a day: the stored events). Baseline: reading
 * the positions in the same chunks with no processing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginCookie } from '../server/demo/provision';
import { openStorage } from '../server/storage';
import { measure, printMeasured, type Measured } from './support/reportsMeasure';
import { BENCH_ADMIN, startBenchServer } from './support/benchServer';
import { seedDevices, seedTrack } from './support/reportsSeed';

const COUNT = Number(process.env.BENCH_POSITIONS ?? 1_000_000);
const START = Date.UTC(2024, 0, 1);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farol-bench-reports-'));
const rows: { name: string; size: number; measured: Measured }[] = [];
try {
  const storage = await openStorage({ dataDir });
  const [device] = await seedDevices(storage, 1);
  const seedStart = performance.now();
  await seedTrack(storage, device!.id, { start: START, count: COUNT, stepS: 1, events: true });
  console.log(
    `seeded ${COUNT.toLocaleString('en-US')} positions through storage in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  const to = START + (COUNT - 1) * 1000;
  rows.push({
    name: 'baseline: read every position in chunks, no processing',
    size: COUNT,
    measured: await measure(async () => {
      let read = 0;
      for await (const chunk of storage.reportPositions.chunks(device!.id, START, to))
        read += chunk.length;
      return read;
    }),
  });
  await storage.close();

  const farol = await startBenchServer(dataDir);
  try {
    const cookie = await loginCookie(farol.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const headers = { cookie, 'content-type': 'application/json' };
    const server = await (await fetch(`${farol.url}/api/server`, { headers })).json();
    const setThreshold = (seconds: number) =>
      fetch(`${farol.url}/api/server`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...server, attributes: { 'report.fastThreshold': seconds } }),
      });
    const query = `deviceId=${device!.id}&from=${new Date(START).toISOString()}&to=${new Date(to).toISOString()}`;
    const spans = new Map<string, string>();
    const items = async (kind: string) => {
      const response = await fetch(`${farol.url}/api/reports/${kind}?${query}`, { headers });
      if (response.status !== 200) throw new Error(`${kind}: HTTP ${response.status}`);
      const list = (await response.json()) as { startTime: string; endTime: string }[];
      // Both paths must find the same trips and stops (the fast one has no top speeds).
      const found = JSON.stringify(list.map((item) => [item.startTime, item.endTime]));
      if ((spans.get(kind) ?? found) !== found) throw new Error(`${kind}: slow and fast differ`);
      spans.set(kind, found);
      return list.length;
    };
    await setThreshold(1e9);
    for (const kind of ['trips', 'stops']) {
      rows.push({
        name: `${kind}, slow path (replay)`,
        size: COUNT,
        measured: await measure(() => items(kind)),
      });
    }
    await setThreshold(86_400);
    for (const kind of ['trips', 'stops']) {
      rows.push({
        name: `${kind}, fast path (stored events)`,
        size: COUNT,
        measured: await measure(() => items(kind)),
      });
    }
  } finally {
    await farol.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
printMeasured('Trips and stops of one device (positions; result = items)', 'result', rows);

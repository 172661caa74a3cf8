/**
 * Route report of one device with 50,000 positions (1 s apart, report.maxPositions), seeded
 * through the storage layer directly (not over HTTP), measured over HTTP against Farol in this
 * process: JSON (streamed from storage chunks) and .xlsx (exceljs's streaming writer, a row at a
 * time). Baseline: the same positions from GET /api/positions?deviceId&from&to, which reads them
 * in one query and answers one array.
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

const COUNT = Number(process.env.BENCH_POSITIONS ?? 50_000);
const START = Date.UTC(2024, 0, 1);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farol-bench-route-'));
const rows: { name: string; size: number; measured: Measured }[] = [];
try {
  const storage = await openStorage({ dataDir });
  const [device] = await seedDevices(storage, 1);
  await seedTrack(storage, device!.id, { start: START, count: COUNT, stepS: 1 });
  await storage.close();
  const farol = await startBenchServer(dataDir);
  try {
    const cookie = await loginCookie(farol.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const to = new Date(START + COUNT * 1000).toISOString();
    const query = `deviceId=${device!.id}&from=${new Date(START).toISOString()}&to=${to}`;
    const cases: [string, string, string][] = [
      [
        'baseline: GET /api/positions history (JSON bytes)',
        `/api/positions?${query}`,
        'application/json',
      ],
      ['route JSON (bytes)', `/api/reports/route?${query}`, 'application/json'],
      ['route .xlsx (bytes)', `/api/reports/route/xlsx?${query}`, XLSX_MEDIA_TYPE],
    ];
    await download(`${farol.url}${cases[1]![1]}`, cookie); // warm-up: code paths and page cache
    for (const [name, url, accept] of cases) {
      const measured = await measure(() => download(`${farol.url}${url}`, cookie, accept));
      rows.push({ name, size: COUNT, measured });
    }
  } finally {
    await farol.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
printMeasured('Route of one device (positions; result = response bytes)', 'result', rows);

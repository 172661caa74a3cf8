/**
 * The app itself in headless Chromium against the real server: 10,000 devices, each reporting
 * every 10 s over OsmAnd (1,000 updates/s), for 30 s with the map alone and 30 s with the
 * device list open. Prints main-thread long tasks and frame rates, plus the machine and renderer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { demoFleetSpecs } from '../server/demo/catalog';
import { FleetDriver } from '../server/demo/driver';
import { buildVehicles } from '../server/demo/fleet';
import { createMissingDevices, loginCookie } from '../server/demo/provision';
import { seededRandom } from '../server/demo/random';
import { OsmandSender } from '../server/demo/sender';
import { ensureClientBuilt } from '../server/web/clientBuild';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { serveBaseline } from './support/baselineServer';
import { BENCH_ADMIN, startBenchServer } from './support/benchServer';
import {
  installPagePerf,
  pageNow,
  readPagePerf,
  webglRenderer,
  type PerfFigures,
} from './support/pagePerf';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 10_000);
const INTERVAL_S = 10;
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 30_000);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  await ensureClientBuilt(process.cwd());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farol-bench-'));
  const farol = await startBenchServer(dataDir);
  const specs = demoFleetSpecs(DEVICES, 'bench', seededRandom(7));
  const cookie = await loginCookie(farol.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  let started = Date.now();
  await createMissingDevices(farol.url, cookie, specs);
  console.log(
    `${DEVICES} devices created through the REST API in ${seconds(Date.now() - started)}`,
  );

  let sent = 0;
  let failed = 0;
  const sender = new OsmandSender(farol.osmandUrl, 64);
  const vehicles = buildVehicles(specs, 7);
  const driver = new FleetDriver(
    specs.map((spec, i) => ({ uniqueId: spec.uniqueId, vehicle: vehicles[i]! })),
    {
      sender,
      interval: INTERVAL_S,
      parkedInterval: INTERVAL_S,
      maxInFlight: 512,
      onResult: (result) => (result instanceof Error || result.status !== 200 ? failed++ : sent++),
    },
  );
  driver.start();
  await new Promise((resolve) => setTimeout(resolve, INTERVAL_S * 1000 + 2000));

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: [string, PerfFigures, string][] = [];

  // Baseline first: what this renderer draws at all, under the same server and simulator load.
  const baseline = await serveBaseline();
  const bare = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await installPagePerf(bare);
  await bare.goto(`${baseline.url}?n=${DEVICES}`);
  await bare.waitForTimeout(3000);
  const bareFrom = await pageNow(bare);
  await bare.waitForTimeout(Math.min(WINDOW_MS, 10_000));
  rows.push([
    'baseline: bare deck.gl, plain points redrawn every frame',
    await readPagePerf(bare, bareFrom, await pageNow(bare)),
    '—',
  ]);
  await bare.close();
  await baseline.close();

  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  await installPagePerf(page);
  started = Date.now();
  await page.goto(`${farol.url}/login`);
  await page.getByLabel('Usuário ou e-mail').fill(BENCH_ADMIN.email);
  await page.getByLabel('Senha').fill(BENCH_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/home$/);
  await page
    .getByTestId('fleet-map')
    .and(page.locator(`[data-mapped="${DEVICES}"]`))
    .waitFor({ timeout: 120_000 });
  const fleetPaintMs = Date.now() - started;
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  );
  await page.waitForTimeout(3000);

  const measure = async (name: string): Promise<[string, PerfFigures, string]> => {
    const before = sent;
    const from = await pageNow(page);
    await page.waitForTimeout(WINDOW_MS);
    const to = await pageNow(page);
    const rate = ((sent - before) * 1000) / (to - from);
    return [name, await readPagePerf(page, from, to), rate.toFixed(0)];
  };
  rows.push(await measure('map only (/home)'));
  await page.getByRole('link', { name: 'Dispositivos' }).click();
  await page.getByTestId('device-list').waitFor();
  await page.waitForTimeout(2000);
  rows.push(await measure('map + device list (/devices)'));
  const sinceFirstPaint = await readPagePerf(page, firstPaint, await pageNow(page));
  const renderer = await webglRenderer(page);
  const version = browser.version();

  await browser.close();
  await driver.stop();
  sender.close();
  await farol.close();
  rmSync(dataDir, { recursive: true, force: true });

  console.log(
    `\nmachine: ${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`,
  );
  console.log(`browser: Chromium ${version}, WebGL renderer: ${renderer}`);
  console.log(
    `server, simulator and browser share the machine; login to ${DEVICES} devices painted: ${seconds(fleetPaintMs)}`,
  );
  console.log(`OsmAnd requests refused or failed during the run: ${failed}\n`);
  console.log(
    '| scenario | devices | updates/s | long tasks | total ms | longest ms | > 50 ms | fps | worst 1 s fps | main heap MB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const line = (name: string, f: PerfFigures, rate: string) =>
    console.log(
      `| ${name} | ${DEVICES} | ${rate} | ${f.longTaskCount} | ${f.longTaskTotalMs.toFixed(0)} | ${f.longestTaskMs.toFixed(0)} | ${f.over50Ms} | ${f.fps.toFixed(1)} | ${f.worstSecondFps} | ${f.heapMb?.toFixed(0) ?? '—'} |`,
    );
  for (const [name, figures, rate] of rows) line(name, figures, rate);
  line('whole session after first paint (incl. login, load)', sinceFirstPaint, '—');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * The app at fleet scale (issue 5): headless Chromium against the real server and simulator,
 * 1,000 / 2,000 / 5,000 devices each reporting every 10 s (map only), then 10,000 / 50,000 /
 * 100,000 devices updating 1,000 and 10,000 times per second (asked; the
 * table shows what the server delivered). Per scenario: main-thread long tasks, frames per
 * second, time from a list click to the map centred, memory (the page's and the worker's JS
 * heaps after a collection, against issue 19's goals at 100,000 devices). Set BENCH_SCENARIOS to
 * e.g. "10000:1000:map,10000:1000:list" and BENCH_WINDOW_MS to shorten a run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { FleetDriver } from '../server/demo/driver';
import { buildVehicles } from '../server/demo/fleet';
import { OsmandSender } from '../server/demo/sender';
import { ensureClientBuilt } from '../server/web/clientBuild';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { startBenchServer } from './support/benchServer';
import { chromiumRssMb } from './support/browserMemory';
import { startCpuProfile } from './support/cpuProfile';
import { threadEvents, traceThreads } from './support/traceThreads';
import { clickToCentre } from './support/clickToCentre';
import { installPagePerf, pageNow, readPagePerf, webglRenderer } from './support/pagePerf';
import { seedFleet, type SeededFleet } from './support/seedFleet';
import { tabMemoryReader } from './support/tabMemory';

interface Scenario {
  devices: number;
  rate: number;
  list: boolean;
}

const DEFAULT =
  '1000:100:map,2000:200:map,5000:500:map,10000:1000:map,10000:1000:list,10000:10000:list,50000:1000:list,50000:10000:list,100000:1000:list,100000:10000:list';
const SCENARIOS: Scenario[] = (process.env.BENCH_SCENARIOS ?? DEFAULT).split(',').map((text) => {
  const [devices, rate, view] = text.split(':');
  return { devices: Number(devices), rate: Number(rate), list: view === 'list' };
});
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 20_000);
/** A folder to save each scenario's page in at the end of its window (`BENCH_SHOTS`). */
const SHOTS = process.env.BENCH_SHOTS;
/**
 * BENCH_TRACE_DIR=<dir>: a Chromium trace from login to the window's start (the startup), saved
 * there, and the GPU process's busiest events in it printed (`BENCH_TRACE_CATEGORIES`, default
 * `toplevel,gpu`).
 */
const TRACE_DIR = process.env.BENCH_TRACE_DIR;

async function stopTrace(browser: Browser, file: string) {
  await browser.stopTracing();
  return { threads: traceThreads(file).threads, gpu: threadEvents(file, 'CrGpuMain', 12) };
}

/**
 * BENCH_PROFILE=<dir>: the page's main-thread CPU profile from login to the window's end, its
 * busy runs printed and the profile saved there (DevTools opens it; the build has source maps).
 */
const PROFILE = process.env.BENCH_PROFILE;
/** The seconds before the window whose frames and long tasks are printed too (after loading). */
const LEAD_IN_MS = 8_000;
/** Issue 19: main-thread heap ≤ 150 MB and worker heap ≤ 250 MB at 100,000 devices. */
const MAIN_HEAP_GOAL_MB = 150;
const WORKER_HEAP_GOAL_MB = 250;

/** A heap figure, and at 100,000 devices whether it met its goal. */
const heap = (mb: number, goal: number, devices: number) =>
  `${mb.toFixed(0)}${devices === 100_000 ? (mb <= goal ? ' (met)' : ' (NOT met)') : ''}`;

/**
 * What the map drew through a window (its detail level's kind, SPEC D1), read once a second:
 * each kind with its share of the reads, e.g. "dots 80 %, clusters 20 %".
 */
async function sampleDetail(page: Page, windowMs: number): Promise<string> {
  const kinds = new Map<string, number>();
  const map = page.getByTestId('fleet-map');
  const end = Date.now() + windowMs;
  let reads = 0;
  while (Date.now() < end) {
    await page.waitForTimeout(Math.min(1_000, Math.max(0, end - Date.now())));
    const kind = (await map.getAttribute('data-detail')) || 'none';
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    reads += 1;
  }
  return [...kinds]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${kind} ${Math.round((100 * n) / reads)} %`)
    .join(', ');
}

/**
 * Runs in the page: each change of the map's detail level (SPEC D1's index, read each frame)
 * with its page time, so the bench can tell what was drawn in a slow second.
 */
const DETAIL_HISTORY = `
  const history = [];
  window.__farolDetail = history;
  const read = (time) => {
    const map = document.querySelector('[data-testid="fleet-map"]');
    const level = map?.dataset.detailLevel ?? '';
    const mapped = map?.dataset.mapped ?? '';
    const last = history[history.length - 1];
    if (!last || last.level !== level || (last.mapped !== mapped && history.length < 64)) {
      history.push({ time, level, mapped });
    }
    requestAnimationFrame(read);
  };
  requestAnimationFrame(read);
`;

/**
 * The detail levels drawn from `from` (page time), with the devices the census counted on the
 * map, e.g. "7/0 @-3.1 s, 3/2000 @0.4 s".
 */
async function detailHistory(page: Page, from: number): Promise<string> {
  const history = await page.evaluate(
    () =>
      (
        window as unknown as {
          __farolDetail: { time: number; level: string; mapped: string }[];
        }
      ).__farolDetail,
  );
  return history
    .filter((change, i) => change.time >= from - 10_000 || i === history.length - 1)
    .map(
      (change) =>
        `${change.level || '—'}/${change.mapped || 0} @${((change.time - from) / 1000).toFixed(1)} s`,
    )
    .join(', ');
}

/** Drives devices [0, count) at `rate` reports per second; counts acknowledged reports. */
function drive(fleet: SeededFleet, osmandUrl: string, count: number, rate: number) {
  const specs = fleet.specs.slice(0, count);
  const vehicles = buildVehicles(specs, 11);
  const sender = new OsmandSender(osmandUrl, 64);
  const stats = { acknowledged: 0, failed: 0 };
  const driver = new FleetDriver(
    specs.map((spec, i) => ({ uniqueId: spec.uniqueId, vehicle: vehicles[i]! })),
    {
      sender,
      interval: count / rate,
      parkedInterval: count / rate,
      maxInFlight: 1024,
      onResult: (r) =>
        r instanceof Error || r.status !== 200 ? stats.failed++ : stats.acknowledged++,
    },
  );
  driver.start();
  return {
    stats,
    async stop() {
      await driver.stop();
      sender.close();
    },
  };
}

/** Every device reports exactly once, as fast as the server takes it, so the map has them all. */
async function firstPositions(fleet: SeededFleet, osmandUrl: string, count: number) {
  const started = Date.now();
  const specs = fleet.specs.slice(0, count);
  const vehicles = buildVehicles(specs, 11);
  const sender = new OsmandSender(osmandUrl, 64);
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < specs.length) {
      const i = next++;
      const result = await sender
        .send(specs[i]!.uniqueId, Date.now(), vehicles[i]!.report())
        .catch((error: unknown) => error as Error);
      if (result instanceof Error || result.status !== 200) failed++;
    }
  };
  await Promise.all(Array.from({ length: 256 }, worker));
  sender.close();
  return { seconds: (Date.now() - started) / 1000, failed };
}

/** The floor of the worst 1-s window: the page is steady once no second falls below it. */
const STEADY_FPS = 20;

/**
 * Seconds from every device being on the map to the page painting steadily: the start of the
 * first second (of the lead-in and the window, `perSecond`, which begins `startMs` after the
 * map was full) from which every second holds STEADY_FPS frames; null when the last one does not.
 */
function steadyAfter(perSecond: readonly number[], startMs: number): number | null {
  let first = perSecond.length;
  while (first > 0 && perSecond[first - 1]! >= STEADY_FPS) first -= 1;
  if (first === perSecond.length) return null;
  return Math.max(0, startMs + first * 1000) / 1000;
}

async function measure(
  browser: Browser,
  url: string,
  fleet: SeededFleet,
  osmandUrl: string,
  s: Scenario,
) {
  const user = fleet.users.get(s.devices)!;
  const run = drive(fleet, osmandUrl, s.devices, s.rate);
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'pt-BR',
  });
  const page = await context.newPage();
  await installPagePerf(page);
  await page.addInitScript({ content: DETAIL_HISTORY });
  const readMemory = await tabMemoryReader(page);
  const profile = PROFILE ? await startCpuProfile(page) : null;
  const traceFile = TRACE_DIR && path.join(TRACE_DIR, `app-scale-${s.devices}-startup.trace.json`);
  if (traceFile) {
    await browser.startTracing(page, {
      path: traceFile,
      categories: (process.env.BENCH_TRACE_CATEGORIES ?? 'toplevel,gpu').split(','),
    });
  }
  const loadStart = Date.now();
  await page.goto(`${url}/login`);
  await page.getByLabel('Usuário ou e-mail').fill(user.email);
  await page.getByLabel('Senha').fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page
    .locator(`[data-testid="fleet-map"][data-mapped="${s.devices}"]`)
    .waitFor({ timeout: 240_000 });
  const loadSeconds = (Date.now() - loadStart) / 1000;
  const mappedAt = await pageNow(page);
  if (s.list) {
    await page.getByRole('link', { name: 'Dispositivos' }).click();
    await page.locator('[data-device-id]').first().waitFor();
  }
  await page.waitForTimeout(3_000);
  const gpuStartup = traceFile ? await stopTrace(browser, traceFile) : null;
  const before = run.stats.acknowledged;
  const from = await pageNow(page);
  const detail = await sampleDetail(page, WINDOW_MS);
  const to = await pageNow(page);
  const rate = ((run.stats.acknowledged - before) * 1000) / (to - from);
  const perf = await readPagePerf(page, from, to);
  const leadIn = await readPagePerf(page, from - LEAD_IN_MS, from);
  const busy = profile
    ? await profile.stop(
        50,
        path.join(PROFILE!, `app-scale-${s.devices}-${s.list ? 'list' : 'map'}.cpuprofile`),
      )
    : [];
  const levels = await detailHistory(page, from);
  if (SHOTS)
    await page.screenshot({
      path: path.join(SHOTS, `app-scale-${s.devices}-${s.list ? 'list' : 'map'}.png`),
    });
  const rss = chromiumRssMb();
  // The JS heaps after a collection, with the typed arrays' stores (issue 19's memory goals).
  const memory = await readMemory();
  const clicks: number[] = [];
  if (s.list) {
    for (const row of [1, 3, 5]) {
      clicks.push(await clickToCentre(page, row));
      await page.getByRole('button', { name: 'Voltar' }).click();
      await page.locator('[data-device-id]').first().waitFor();
    }
  }
  const clickPerf = s.list ? await readPagePerf(page, to, await pageNow(page)) : null;
  await context.close();
  await run.stop();
  return {
    s,
    loadSeconds,
    steadyS: steadyAfter(
      [...leadIn.perSecondFps, ...perf.perSecondFps],
      from - LEAD_IN_MS - mappedAt,
    ),
    rate,
    perf,
    leadIn,
    busy,
    gpuStartup,
    rss,
    memory,
    detail,
    levels,
    clicks,
    clickLongest: clickPerf?.longestTaskMs ?? 0,
    failed: run.stats.failed,
  };
}

async function main() {
  await ensureClientBuilt(process.cwd());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farol-scale-'));
  const sizes = [...new Set(SCENARIOS.map((s) => s.devices))];
  const seeding = Date.now();
  const fleet = await seedFleet(dataDir, sizes);
  console.log(
    `seeded ${Math.max(...sizes)} devices and ${sizes.length} users through the storage layer in ${((Date.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const farol = await startBenchServer(dataDir);
  const first = await firstPositions(fleet, farol.osmandUrl, Math.max(...sizes));
  console.log(
    `first positions of every device over OsmAnd in ${first.seconds.toFixed(1)} s (${first.failed} failed)`,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  for (const scenario of SCENARIOS) {
    const row = await measure(browser, farol.url, fleet, farol.osmandUrl, scenario);
    rows.push(row);
    console.log(
      `  done: ${scenario.devices} devices, ${scenario.rate}/s asked, ${scenario.list ? 'list' : 'map only'}`,
    );
  }
  const probe = await browser.newPage();
  const renderer = await webglRenderer(probe);
  const version = browser.version();
  await browser.close();
  await farol.close();
  rmSync(dataDir, { recursive: true, force: true });

  console.log(
    `\nmachine: ${os.cpus()[0]?.model ?? 'CPU'} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; server, simulator and browser share it`,
  );
  console.log(`browser: Chromium ${version}; WebGL: ${renderer}`);
  console.log(
    `window: ${WINDOW_MS / 1000} s per scenario; click → centred: rows 2, 4 and 6 of the list\n`,
  );
  console.log(
    `| devices | asked/s | delivered/s | view | load s | long tasks | total ms | longest ms | > 50 ms | fps | worst 1 s fps | drawn (detail, read each second) | click → centred ms | main heap MB (goal ≤ ${MAIN_HEAP_GOAL_MB} at 100k) | worker heap MB (goal ≤ ${WORKER_HEAP_GOAL_MB} at 100k) | Chromium RSS MB |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const clicks = r.clicks.length
      ? r.clicks.map((ms) => (Number.isNaN(ms) ? '—' : ms.toFixed(0))).join(' / ')
      : '—';
    console.log(
      `| ${r.s.devices} | ${r.s.rate} | ${r.rate.toFixed(0)} | ${r.s.list ? 'map + list' : 'map only'} | ${r.loadSeconds.toFixed(1)} | ${r.perf.longTaskCount} | ${r.perf.longTaskTotalMs.toFixed(0)} | ${r.perf.longestTaskMs.toFixed(0)} | ${r.perf.over50Ms} | ${r.perf.fps.toFixed(1)} | ${r.perf.worstSecondFps} | ${r.detail} | ${clicks} | ${heap(r.memory.pageHeapMb, MAIN_HEAP_GOAL_MB, r.s.devices)} | ${heap(Math.max(0, ...r.memory.workerHeapMb), WORKER_HEAP_GOAL_MB, r.s.devices)} | ${r.rss.toFixed(0)} |`,
    );
  }
  // Where the slow seconds fall, and the longest pause between two frames.
  console.log(
    "\n| devices | view | steady after s (every later second ≥ 20 fps, from the map full) | longest gap between frames ms | frames in each second of the window | detail levels (D1 index / devices mapped @ s from the window's start) | frames each second of the 8 s before | tasks over 50 ms (ms @ s, lead-in included) |",
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const tasks = (r: Awaited<ReturnType<typeof measure>>) =>
    [...r.leadIn.over50.map((t) => ({ ...t, at: t.at - LEAD_IN_MS })), ...r.perf.over50]
      .map((t) => `${t.ms.toFixed(0)} @${(t.at / 1000).toFixed(1)}`)
      .join(', ') || '—';
  for (const r of rows) {
    console.log(
      `| ${r.s.devices} | ${r.s.list ? 'map + list' : 'map only'} | ${r.steadyS === null ? 'not steady' : r.steadyS.toFixed(0)} | ${r.perf.longestGapMs.toFixed(0)} | ${r.perf.perSecondFps.join(' ')} | ${r.levels} | ${r.leadIn.perSecondFps.join(' ')} | ${tasks(r)} |`,
    );
  }
  for (const r of rows) {
    if (!r.gpuStartup) continue;
    console.log(
      `\n${r.s.devices} devices, startup (login to the window): busiest threads (ms thread / wall)`,
    );
    for (const t of r.gpuStartup.threads)
      console.log(
        `- ${t.thread}: ${t.threadMs.toFixed(0)} / ${t.wallMs.toFixed(0)} (${t.tasks} tasks)`,
      );
    console.log('GPU main thread events (ms, count):');
    for (const [name, ms, count] of r.gpuStartup.gpu)
      console.log(`- ${name}: ${ms.toFixed(0)} (${count})`);
  }
  for (const r of rows.filter((row) => row.busy.length > 0)) {
    console.log(
      `\n${r.s.devices} devices: main thread busy over 50 ms (CPU profile, login to window end)`,
    );
    for (const run of r.busy.slice(0, 8))
      console.log(`- ${run.ms.toFixed(0)} ms: ${run.top.join(', ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

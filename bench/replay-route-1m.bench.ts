/**
 * The route player in headless Chromium against the real server: one device with 1,000,000
 * positions (a fix a second, seeded through the storage layer; `report.maxPositions` raised to
 * match), loaded at /history. Prints request → first frame (the worker streams and decodes the
 * route, the main thread gets typed columns), the worker's decode rate, main-thread long tasks
 * during the load and during 1000x playback, frames per second, and memory; with the machine and
 * renderer. Baselines: the same page idle on the map, before loading; and the same player
 * loading and playing a route of 20,000 positions (what the page, the machine and the renderer
 * cost whatever the route's size). Memory is read the same way after each phase: tab memory
 * (the renderer's private memory, the figure the 400 MB goal is about), the GPU process and
 * their total, and the JS heaps of the page and its worker (bench/support/tabMemory.ts says
 * what is counted).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { loginCookie } from '../server/demo/provision';
import { openStorage } from '../server/storage';
import { ensureClientBuilt } from '../server/web/clientBuild';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { chromiumCpuMs, chromiumMemoryByType, chromiumRssMb } from './support/browserMemory';
import { startCpuProfile, type BusyRun } from './support/cpuProfile';
import { BENCH_ADMIN, startBenchServer } from './support/benchServer';
import {
  installPagePerf,
  pageNow,
  readPagePerf,
  webglRenderer,
  type PerfFigures,
} from './support/pagePerf';
import { seedDevices, seedTrack } from './support/reportsSeed';
import { tabMemoryReader, type TabMemory } from './support/tabMemory';
import { traceTasks } from './support/traceTasks';

const COUNT = Number(process.env.BENCH_REPLAY_POSITIONS ?? 1_000_000);
/** The baseline route's positions. */
const SMALL = 20_000;
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 10_000);
/**
 * A folder for the main thread's CPU profiles (`load.cpuprofile`, `playback.cpuprofile`) and a
 * Chromium trace of each load and playback (`load.trace.json`, `playback.trace.json`: every
 * process, the GPU's included; a task's thread time beside its wall time tells its own cost
 * from the wait for a busy machine's CPU; the load's trace names V8's collections too, and each
 * long task is printed with the part of it that was garbage collection).
 */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
/**
 * A/B: `BENCH_AB_ROOT=<another checkout>` loads and plays each of `BENCH_AB_SIZES` (positions,
 * default 20,000, 200,000 and 1,000,000) on this tree's client and on that tree's (a second
 * Farol on a copy of the data), in turns, `BENCH_AB_ROUNDS` rounds (default 2), each run in a
 * fresh page; prints per run the load's and the 1000x playback's long tasks, fps and CPU per
 * frame of the renderer and the GPU process, then each side's median per size (`BENCH_SHOTS`: a
 * folder where each run's page is saved as a PNG after its playback).
 */
const AB_ROOT = process.env.BENCH_AB_ROOT;
const AB_SIZES = (process.env.BENCH_AB_SIZES ?? '20000,200000,1000000').split(',').map(Number);
const AB_ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 2);
const START = Date.UTC(2024, 0, 1);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const localInput = (ms: number) => new Date(ms).toISOString().slice(0, 16);

async function main() {
  await ensureClientBuilt(process.cwd());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farol-bench-replay-'));
  const started = Date.now();
  const storage = await openStorage({ dataDir });
  const [device, small] = await seedDevices(storage, 2);
  await seedTrack(storage, device!.id, { start: START, count: COUNT, stepS: 1, events: true });
  await seedTrack(storage, small!.id, { start: START, count: SMALL, stepS: 1, events: true });
  await storage.close();
  console.log(
    `${COUNT.toLocaleString('en-US')} positions seeded in ${seconds(Date.now() - started)}`,
  );

  const farol = await startBenchServer(dataDir);
  await allowPositions(farol.url, COUNT);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({
    viewport: { width: 1440, height: 900 },
    locale: 'pt-BR',
    timezoneId: 'UTC',
  });
  // A shared, busy machine: a gesture may wait long for its turn on the CPU.
  page.setDefaultTimeout(300_000);
  await installPagePerf(page);
  await page.goto(`${farol.url}/login`);
  await page.getByLabel('Usuário ou e-mail').fill(BENCH_ADMIN.email);
  await page.getByLabel('Senha').fill(BENCH_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/home$/);
  const readMemory = await tabMemoryReader(page);
  const rows: [string, PerfFigures, string][] = [];
  const memory: [string, TabMemory][] = [];
  const profiles: [string, BusyRun[]][] = [];

  /** Opens the player on `deviceId`, loads `count` positions and plays them at 1000x. */
  const loadAndPlay = async (deviceId: number, name: string, count: number, label: string) => {
    await page.goto(`${farol.url}/history?deviceId=${deviceId}`);
    await page.getByText(name).first().waitFor();
    await page.getByRole('radio', { name: 'Personalizado' }).click();
    await page.getByLabel('De', { exact: true }).fill(localInput(START));
    await page.getByLabel('Até', { exact: true }).fill(localInput(START + count * 1000 + 60_000));
    await page.waitForTimeout(2000);
    if (rows.length === 0) {
      const idleFrom = await pageNow(page);
      await page.waitForTimeout(3000);
      rows.push([
        'baseline: /history idle before loading',
        await readPagePerf(page, idleFrom, await pageNow(page)),
        '—',
      ]);
      memory.push(['baseline: /history idle before loading', await readMemory()]);
    }
    const loadProfile = await startCpuProfile(page);
    if (PROFILE_DIR) {
      await browser.startTracing(page, {
        path: `${PROFILE_DIR}/${label}load.trace.json`,
        categories: [
          'toplevel',
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-v8.gc',
        ],
      });
    }
    // What the page asked and how each ended, printed when the load fails.
    const requests: string[] = [];
    const since = Date.now();
    const note = (what: string, url: string) =>
      requests.push(
        `${((Date.now() - since) / 1000).toFixed(1)} s ${what} ${url.replace(farol.url, '')}`,
      );
    page.on('request', (r) => note('asked', r.url()));
    page.on('requestfinished', (r) => note('finished', r.url()));
    page.on('requestfailed', (r) => note(`failed (${r.failure()?.errorText})`, r.url()));
    const loadFrom = await pageNow(page);
    await page.getByRole('button', { name: 'Carregar' }).click();
    const player = page.getByTestId('replay');
    const shown = player.and(page.locator('[data-places]'));
    const failed = player.getByRole('alert');
    await shown.or(failed).first().waitFor({ timeout: 900_000 });
    page.removeAllListeners('request');
    page.removeAllListeners('requestfinished');
    page.removeAllListeners('requestfailed');
    if (await failed.isVisible()) {
      console.log(requests.join('\n'));
      throw new Error(`the load failed: ${await failed.textContent()}`);
    }
    const firstFrame = await page.evaluate(
      () =>
        new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
    );
    const loadMs = firstFrame - loadFrom;
    // The whole player drawn: its chart (Plot's svg) too, the whole load on the map (it comes
    // on a part per frame, then the camera's fit), and a frame after both.
    await player.getByTestId('time-chart').locator('svg').first().waitFor();
    await player.and(page.locator('[data-mapped]')).waitFor();
    const complete = await page.evaluate(
      () =>
        new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
    );
    if (PROFILE_DIR) {
      await browser.stopTracing();
      const tasks = traceTasks(`${PROFILE_DIR}/${label}load.trace.json`);
      console.log(
        `${label}load, main-thread tasks (trace): ${tasks.count}; over 50 ms by wall time ${tasks.overWall} (longest ${tasks.longestWallMs.toFixed(0)} ms), by thread time ${tasks.overThread} (longest ${tasks.longestThreadMs.toFixed(0)} ms); major GCs ${tasks.majorGcs} (longest ${tasks.longestMajorGcMs.toFixed(0)} ms)`,
      );
      const long = tasks.long.map(
        (task) =>
          `${task.wallMs.toFixed(0)}/${task.threadMs.toFixed(0)} (GC ${task.gcMs.toFixed(0)})`,
      );
      if (long.length) console.log(`  over 50 ms, wall/thread ms (GC wall): ${long.join(', ')}`);
    }
    profiles.push([
      `${label}load`,
      await loadProfile.stop(50, PROFILE_DIR && `${PROFILE_DIR}/${label}load.cpuprofile`),
    ]);
    rows.push([
      `${label}load: request → whole player drawn`,
      await readPagePerf(page, loadFrom, complete),
      `first frame ${seconds(loadMs)}, chart drawn ${seconds(complete - loadFrom)}`,
    ]);
    await page.waitForTimeout(2000);
    memory.push([`${label}loaded`, await readMemory()]);

    await page.getByRole('combobox', { name: 'Velocidade de reprodução' }).selectOption('1000');
    const playProfile = await startCpuProfile(page);
    if (PROFILE_DIR) {
      await browser.startTracing(page, {
        path: `${PROFILE_DIR}/${label}playback.trace.json`,
        categories: [
          'toplevel',
          'gpu',
          'viz',
          'cc',
          'blink',
          'disabled-by-default-devtools.timeline',
        ],
      });
    }
    await page.getByRole('button', { name: 'Reproduzir' }).click();
    const playFrom = await pageNow(page);
    const cpuFrom = chromiumCpuMs();
    await page.waitForTimeout(WINDOW_MS);
    const cpuTo = chromiumCpuMs();
    const playTo = await pageNow(page);
    if (PROFILE_DIR) await browser.stopTracing();
    profiles.push([
      `${label}playback`,
      await playProfile.stop(50, PROFILE_DIR && `${PROFILE_DIR}/${label}playback.cpuprofile`),
    ]);
    const moved = Number(await page.getByTestId('replay-clock').getAttribute('data-time')) - START;
    const played = await readPagePerf(page, playFrom, playTo);
    // What a frame costs each process (the GPU process rasterises with SwiftShader here).
    const frames = Math.max(1, played.fps * ((playTo - playFrom) / 1000));
    const perFrame = (ms: number) => (ms / frames).toFixed(0);
    rows.push([
      `${label}playback at 1000x`,
      played,
      `${seconds(moved)} of track; CPU per frame: renderer ${perFrame(cpuTo.renderer - cpuFrom.renderer)} ms, GPU process ${perFrame(cpuTo.gpu - cpuFrom.gpu)} ms`,
    ]);
    memory.push([`${label}after playback`, await readMemory()]);
    return loadMs;
  };

  await loadAndPlay(small!.id, small!.name, SMALL, 'baseline: 20,000 positions, ');
  const loadMs = await loadAndPlay(device!.id, device!.name, COUNT, '');
  const decodeRate = Math.round((COUNT / loadMs) * 1000);
  const rss = chromiumRssMb();
  const byType = chromiumMemoryByType();
  const renderer = await webglRenderer(page);
  const version = browser.version();
  await browser.close();
  await farol.close();
  rmSync(dataDir, { recursive: true, force: true });

  console.log(
    `\nmachine: ${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`,
  );
  console.log(`browser: Chromium ${version}, WebGL renderer: ${renderer}`);
  console.log(
    `route: ${COUNT.toLocaleString('en-US')} positions; request → first frame ${seconds(loadMs)} (server, stream, worker decode, transfer, first draw): ${decodeRate.toLocaleString('en-US')} positions/s end to end`,
  );
  console.log(
    `Chromium resident memory (every process: page, worker, GPU): ${rss.toFixed(0)} MB\n  by process: ${byType}\n`,
  );
  for (const [phase, runs] of profiles) {
    console.log(`main thread busy over 50 ms during ${phase} (CPU profile): ${runs.length}`);
    for (const run of runs.slice(0, 8)) {
      console.log(`  ${run.ms.toFixed(0)} ms: ${run.top.join('; ')}`);
    }
  }
  console.log(
    "\ntab memory (goal < 400 MB) = private MB of the page's renderer (page and worker threads), Chrome task manager's 'memory footprint' of the tab; GPU process = its own row there (SwiftShader: GPU buffers, textures, framebuffers, shaders); total = both; JS heaps (with their ArrayBuffers where reported) after a collection: the page, then each worker (the core's, maplibre's)",
  );
  console.log(
    '| after | tab (renderer) MB | GPU process MB | total MB | page JS heap + buffers MB | workers JS heap + buffers MB |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const [name, m] of memory) {
    console.log(
      `| ${name} | ${m.rendererMb.toFixed(0)} | ${m.gpuMb.toFixed(0)} | ${m.totalMb.toFixed(0)} | ${m.pageHeapMb.toFixed(0)} | ${m.workerHeapMb.map((mb) => mb.toFixed(0)).join(', ') || '—'} |`,
    );
  }
  console.log('');
  console.log(
    '| phase | long tasks | total ms | longest ms | > 50 ms | fps | worst 1 s fps | main heap MB | note |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [name, f, note] of rows) {
    console.log(
      `| ${name} | ${f.longTaskCount} | ${f.longTaskTotalMs.toFixed(0)} | ${f.longestTaskMs.toFixed(0)} | ${f.over50Ms} | ${f.fps.toFixed(1)} | ${f.worstSecondFps} | ${f.heapMb?.toFixed(0) ?? '—'} | ${note} |`,
    );
  }
}

/** Raises the server's `report.maxPositions` to `count` (a million-point route is one report). */
async function allowPositions(url: string, count: number) {
  const cookie = await loginCookie(url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const server = await (await fetch(`${url}/api/server`, { headers: { cookie } })).json();
  const updated = await fetch(`${url}/api/server`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...server,
      attributes: { ...server.attributes, 'report.maxPositions': count },
    }),
  });
  if (!updated.ok) throw new Error(`PUT /api/server: ${updated.status} ${await updated.text()}`);
}

async function abMain(otherRoot: string) {
  await ensureClientBuilt(process.cwd());
  await ensureClientBuilt(otherRoot);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farol-bench-replay-'));
  const storage = await openStorage({ dataDir });
  const devices = await seedDevices(storage, AB_SIZES.length);
  for (const [i, count] of AB_SIZES.entries()) {
    await seedTrack(storage, devices[i]!.id, { start: START, count, stepS: 1, events: true });
  }
  await storage.close();
  const copy = mkdtempSync(path.join(os.tmpdir(), 'farol-bench-replay-ab-'));
  cpSync(dataDir, copy, { recursive: true });
  const sides = [
    { label: path.basename(process.cwd()), farol: await startBenchServer(dataDir) },
    { label: path.basename(otherRoot), farol: await startBenchServer(copy, otherRoot) },
  ];
  const most = Math.max(...AB_SIZES);
  for (const side of sides) await allowPositions(side.farol.url, most);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  type Run = {
    side: string;
    count: number;
    load: PerfFigures;
    play: PerfFigures;
    gpuMs: number;
    rendererMs: number;
  };
  const runs: Run[] = [];
  const once = async (side: (typeof sides)[number], index: number): Promise<Run> => {
    const count = AB_SIZES[index]!;
    const device = devices[index]!;
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'pt-BR',
      timezoneId: 'UTC',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(900_000);
    await installPagePerf(page);
    const url = side.farol.url;
    await page.goto(`${url}/login`);
    await page.getByLabel('Usuário ou e-mail').fill(BENCH_ADMIN.email);
    await page.getByLabel('Senha').fill(BENCH_ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/home$/);
    await page.goto(`${url}/history?deviceId=${device.id}`);
    await page.getByText(device.name).first().waitFor();
    await page.getByRole('radio', { name: 'Personalizado' }).click();
    await page.getByLabel('De', { exact: true }).fill(localInput(START));
    await page.getByLabel('Até', { exact: true }).fill(localInput(START + count * 1000 + 60_000));
    await page.waitForTimeout(2000);
    const loadFrom = await pageNow(page);
    await page.getByRole('button', { name: 'Carregar' }).click();
    const player = page.getByTestId('replay');
    await player.getByTestId('time-chart').locator('svg').first().waitFor();
    await player.and(page.locator('[data-mapped]')).waitFor();
    const load = await readPagePerf(page, loadFrom, await pageNow(page));
    await page.waitForTimeout(2000);
    await page.getByRole('combobox', { name: 'Velocidade de reprodução' }).selectOption('1000');
    await page.getByRole('button', { name: 'Reproduzir' }).click();
    const playFrom = await pageNow(page);
    const cpuFrom = chromiumCpuMs();
    await page.waitForTimeout(WINDOW_MS);
    const cpuTo = chromiumCpuMs();
    const playTo = await pageNow(page);
    const play = await readPagePerf(page, playFrom, playTo);
    const frames = Math.max(1, play.fps * ((playTo - playFrom) / 1000));
    if (process.env.BENCH_SHOTS) {
      await page.screenshot({ path: `${process.env.BENCH_SHOTS}/${side.label}-${count}.png` });
    }
    await context.close();
    return {
      side: side.label,
      count,
      load,
      play,
      gpuMs: (cpuTo.gpu - cpuFrom.gpu) / frames,
      rendererMs: (cpuTo.renderer - cpuFrom.renderer) / frames,
    };
  };
  console.log(
    '| round | tree | positions | load: tasks > 50 ms (longest ms) | playback: tasks > 50 ms (longest ms) | fps | worst 1 s fps | GPU process ms/frame | renderer ms/frame | load avg |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (let round = 0; round < AB_ROUNDS; round += 1) {
    for (const index of AB_SIZES.keys()) {
      // Turns: this tree first in even rounds, the other first in odd ones.
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        const run = await once(side, index);
        runs.push(run);
        console.log(
          `| ${round + 1} | ${run.side} | ${run.count.toLocaleString('en-US')} | ${run.load.over50Ms} (${run.load.longestTaskMs.toFixed(0)}) | ${run.play.over50Ms} (${run.play.longestTaskMs.toFixed(0)}) | ${run.play.fps.toFixed(1)} | ${run.play.worstSecondFps} | ${run.gpuMs.toFixed(0)} | ${run.rendererMs.toFixed(0)} | ${os.loadavg()[0]!.toFixed(1)} |`,
        );
      }
    }
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  console.log('\nmedians per tree and size: playback fps, GPU process ms/frame, renderer ms/frame');
  for (const count of AB_SIZES) {
    for (const side of sides) {
      const mine = runs.filter((run) => run.side === side.label && run.count === count);
      console.log(
        `  ${count.toLocaleString('en-US')} ${side.label}: fps ${median(mine.map((r) => r.play.fps)).toFixed(1)}, GPU ${median(mine.map((r) => r.gpuMs)).toFixed(0)} ms, renderer ${median(mine.map((r) => r.rendererMs)).toFixed(0)} ms`,
      );
    }
  }
  await browser.close();
  for (const side of sides) await side.farol.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(copy, { recursive: true, force: true });
}

if (AB_ROOT) await abMain(AB_ROOT);
else await main();

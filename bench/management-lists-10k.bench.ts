/**
 * Issue 13's management screens at scale, in headless Chromium against the real server: the
 * geofence list (/geofence) and the device management list (/devices/manage) with 10,000 rows
 * each — first render (navigation → first row shown) and scrolling (wheel over the list) — and
 * the geofence editor dragging one vertex of a 1,000-vertex polygon. Per row: long tasks, frames
 * per second. Baseline: the same page idle, and the pointer moved over the map without a drag.
 * BENCH_ROWS (default 10000), BENCH_VERTICES (1000) and BENCH_WINDOW_MS (5000) shorten a run;
 * BENCH_EDITOR_ONLY=1 skips the lists; BENCH_PROFILE_DIR saves the editor's main-thread CPU
 * profiles there (and prints what its busy runs spent their time on); BENCH_TRACE_DIR saves a
 * Chromium trace of the editor's hover and drag there and prints every process's busiest
 * threads (the GPU process rasterises and composites what the main thread hands over);
 * BENCH_LAYERS=1 prints the page's composited layers with the editor open (size, element, why).
 * BENCH_AB_ROOT=<another checkout> measures the editor rows A/B: a second server on a copy of the
 * data serves the client built in that tree, and the two take turns (BENCH_AB_ROUNDS each,
 * default 2), each in a fresh page.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { parseWkt } from '@farol/model';
import { ensureClientBuilt } from '../server/web/clientBuild';
import type { Farol } from '../server/app';
import { openStorage } from '../server/storage';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { BENCH_ADMIN, startBenchServer } from './support/benchServer';
import { startCpuProfile, type BusyRun } from './support/cpuProfile';
import { compositedLayers, layerReport } from '../tests/e2e/layerTree';
import { installPagePerf, pageNow, readPagePerf, type PerfFigures } from './support/pagePerf';
import { seedFleet } from './support/seedFleet';
import { threadEvents, traceThreads, type ThreadTime } from './support/traceThreads';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const VERTICES = Number(process.env.BENCH_VERTICES ?? 1_000);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 5_000);
const EDITOR_ONLY = process.env.BENCH_EDITOR_ONLY === '1';
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
const LAYERS = process.env.BENCH_LAYERS === '1';
/** Another tree (main's checkout) whose client the editor rows are measured against, in turns. */
const AB_ROOT = process.env.BENCH_AB_ROOT;
const AB_ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 2);
const layerLines: string[] = [];
const profiles: [string, BusyRun[]][] = [];
const traced: [
  string,
  { spanMs: number; threads: ThreadTime[]; gpu: [string, number, number][] },
][] = [];
const PLACE = { latitude: -23.55, longitude: -46.63 };

/**
 * A 1,000-vertex "pac-man": a ring around PLACE with a notch to the east whose tip is the
 * centre, so one vertex sits (within a pixel or two) where the map centres the shape.
 */
function pacman(vertices: number): string {
  const radius = 0.02;
  const points: [number, number][] = [[PLACE.latitude, PLACE.longitude]];
  for (let i = 0; i < vertices - 1; i += 1) {
    const angle = ((10 + (340 * i) / (vertices - 2)) * Math.PI) / 180;
    points.push([
      PLACE.latitude + radius * Math.sin(angle),
      PLACE.longitude + (radius * Math.cos(angle)) / Math.cos((PLACE.latitude * Math.PI) / 180),
    ]);
  }
  points.push(points[0]!);
  return `POLYGON ((${points.map(([lat, lon]) => `${lat.toFixed(6)} ${lon.toFixed(6)}`).join(', ')}))`;
}

/**
 * ROWS circles on a grid around PLACE and the pac-man, owned by the administrator, written
 * through the storage layer in one transaction before the server starts (over REST they took
 * 859 s on a loaded machine); returns the pac-man's id.
 */
async function seedGeofences(dataDir: string, adminId: number): Promise<number> {
  const area = pacman(VERTICES);
  parseWkt(area); // what the API would check
  const circles = Array.from({ length: ROWS }, (_, i) => {
    const lat = PLACE.latitude + ((i % 100) - 50) * 0.01;
    const lon = PLACE.longitude + (Math.floor(i / 100) - 50) * 0.01;
    return {
      name: `Cerca ${String(i).padStart(5, '0')}`,
      area: `CIRCLE (${lat.toFixed(5)} ${lon.toFixed(5)}, ${200 + (i % 7) * 50})`,
    };
  });
  const storage = await openStorage({ dataDir });
  try {
    const created = await storage.geofences.insertManyOwned(
      [...circles, { name: 'Pac-man', area }].map((geofence) => ({
        ...geofence,
        description: null,
        calendarId: 0,
        attributes: {},
      })),
      adminId,
    );
    return created.at(-1)!.id;
  } finally {
    await storage.close();
  }
}

async function visit(page: Page, to: string) {
  await page.evaluate((path) => history.pushState(null, '', path), to);
}

interface Row {
  what: string;
  ms: number | null;
  perf: PerfFigures;
  /** The GPU process's CPU time (all its threads: SwiftShader's too) per frame, ms. */
  gpuMsPerFrame?: number;
  /** Frames the GPU process's display compositor drew and swapped (traced runs only). */
  swaps?: number;
  /** The GPU process's CPU time over the window, ms. */
  gpuMs?: number;
}

/**
 * The GPU process's CPU time so far, s (CDP SystemInfo): where SwiftShader composites and
 * rasterises. Per frame, it depends much less on the machine's load than the frame rate does.
 */
async function gpuCpu(page: Page): Promise<number> {
  const cdp = await page.context().browser()!.newBrowserCDPSession();
  try {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; cpuTime: number }[];
    };
    return processInfo.filter((p) => p.type === 'GPU').reduce((sum, p) => sum + p.cpuTime, 0);
  } finally {
    await cdp.detach();
  }
}

const perFrame = (cpuS: number, perf: PerfFigures) =>
  (cpuS * 1000) / Math.max(1, (perf.fps * WINDOW_MS) / 1000);

/** The page idle for the window: what every other row is read against. */
async function idle(page: Page, what: string): Promise<Row> {
  const from = await pageNow(page);
  const gpu = await gpuCpu(page);
  await page.waitForTimeout(WINDOW_MS);
  const perf = await readPagePerf(page, from, await pageNow(page));
  return { what, ms: null, perf, gpuMsPerFrame: perFrame((await gpuCpu(page)) - gpu, perf) };
}

/** Navigation → first row shown, then wheel scrolling through the list for the window. */
async function list(page: Page, route: string, label: string): Promise<Row[]> {
  await visit(page, '/home');
  await page.waitForTimeout(1_000);
  const from = await pageNow(page);
  await visit(page, route);
  const first = page.getByRole('row').nth(1);
  await first.waitFor({ timeout: 120_000 });
  const shown = await pageNow(page);
  // The list is ready when its rows stop changing (the worker's window arrives in parts).
  await page.waitForTimeout(1_000);
  const render = await readPagePerf(page, from, await pageNow(page));
  const box = (await first.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height * 3);
  const scrollFrom = await pageNow(page);
  const until = Date.now() + WINDOW_MS;
  for (let step = 0; Date.now() < until; step += 1) {
    await page.mouse.wheel(0, step % 40 < 30 ? 600 : -600);
    await page.waitForTimeout(16);
  }
  const scroll = await readPagePerf(page, scrollFrom, await pageNow(page));
  return [
    { what: `${label}: first render`, ms: shown - from, perf: render },
    { what: `${label}: scroll`, ms: null, perf: scroll },
  ];
}

/** Where the map centres what it flies to: the middle of the part the side panel leaves. */
async function visibleCentre(page: Page) {
  const map = (await page.getByTestId('fleet-map').boundingBox())!;
  const panel = (await page.getByRole('region', { name: 'Editar cerca' }).boundingBox())!;
  return { x: (panel.x + panel.width + map.x + map.width) / 2, y: map.y + map.height / 2 };
}

async function circle(page: Page, centre: { x: number; y: number }, radius: number) {
  const until = Date.now() + WINDOW_MS;
  for (let step = 0; Date.now() < until; step += 1) {
    const angle = (step / 30) * Math.PI * 2;
    await page.mouse.move(
      centre.x + radius * Math.cos(angle) - radius,
      centre.y + radius * Math.sin(angle),
    );
  }
}

/** Runs `step` under a Chromium trace when BENCH_TRACE_DIR is set, and keeps its threads' time. */
async function tracing(
  page: Page,
  name: string,
  step: () => Promise<void>,
): Promise<number | undefined> {
  if (!TRACE_DIR) {
    await step();
    return undefined;
  }
  const browser = page.context().browser()!;
  const file = `${TRACE_DIR}/${name}.trace.json`;
  await browser.startTracing(page, {
    path: file,
    categories: (process.env.BENCH_TRACE_CATEGORIES ?? 'toplevel').split(','),
  });
  await step();
  await browser.stopTracing();
  const gpu = threadEvents(file, 'CrGpuMain', 64);
  traced.push([name, { ...traceThreads(file), gpu: gpu.slice(0, 8) }]);
  // Each frame the display compositor draws ends in one swap: the frames actually shown.
  return gpu.find(([event]) => event === 'SkiaOutputSurfaceImplOnGpu::SwapBuffers')?.[2] ?? 0;
}

/** The editor on the 1,000-vertex polygon: the pointer moved over the map, then a vertex dragged. */
/** How many flat pictures of the resting map were taken so far (src/ui/map/flatPicture.ts). */
const picturesTaken = (page: Page) =>
  page.evaluate(() =>
    Number(document.querySelector<HTMLElement>('[data-edit-canvas="flat"]')?.dataset.taken ?? 0),
  );

async function drag(page: Page, id: number): Promise<Row[]> {
  await visit(page, `/geofence/${id}`);
  await page.getByRole('button', { name: 'Editar no mapa' }).click({ timeout: 120_000 });
  await page.waitForTimeout(3_000);
  const centre = await visibleCentre(page);
  if (LAYERS) layerLines.push(...layerReport(await compositedLayers(page)));
  let profile = await startCpuProfile(page);
  let from = await pageNow(page);
  let gpu = await gpuCpu(page);
  const picturesBefore = await picturesTaken(page);
  const hoverSwaps = await tracing(page, 'hover', () =>
    circle(page, { x: centre.x + 150, y: centre.y + 150 }, 40),
  );
  const hover = await readPagePerf(page, from, await pageNow(page));
  const hoverGpuS = (await gpuCpu(page)) - gpu;
  const hoverGpu = perFrame(hoverGpuS, hover);
  const hoverPictures = (await picturesTaken(page)) - picturesBefore;
  if (PROFILE_DIR) await page.screenshot({ path: `${PROFILE_DIR}/hover.png` });
  profiles.push([
    'hover',
    await profile.stop(50, PROFILE_DIR && `${PROFILE_DIR}/hover.cpuprofile`),
  ]);
  const area = page.getByTestId('geofence-area');
  const before = await area.textContent();
  await page.mouse.move(centre.x + 1, centre.y, { steps: 4 });
  await page.waitForTimeout(300);
  await page.mouse.down();
  profile = await startCpuProfile(page);
  from = await pageNow(page);
  gpu = await gpuCpu(page);
  const dragSwaps = await tracing(page, 'drag', () => circle(page, centre, 40));
  const dragging = await readPagePerf(page, from, await pageNow(page));
  const dragGpuS = (await gpuCpu(page)) - gpu;
  const dragGpu = perFrame(dragGpuS, dragging);
  const dragPictures = (await picturesTaken(page)) - picturesBefore - hoverPictures;
  if (PROFILE_DIR) await page.screenshot({ path: `${PROFILE_DIR}/drag.png` });
  profiles.push(['drag', await profile.stop(50, PROFILE_DIR && `${PROFILE_DIR}/drag.cpuprofile`)]);
  // Released well away from the press (the circle passes back through it): a release there
  // was a click on the vertex just dragged, which deletes it (nebula's ModifyMode).
  await page.mouse.move(centre.x + 120, centre.y + 120, { steps: 4 });
  await page.mouse.up();
  await page.waitForTimeout(500);
  const moved = await area.textContent();
  if (moved !== before) {
    console.error(`INVALID drag row: the shape had ${before} before the drag, ${moved} after`);
    process.exitCode = 1;
  }
  const verdict = moved === before ? moved : `INVALID: ${before} → ${moved}`;
  return [
    {
      what: `editor, ${VERTICES} vertices: pointer over the map (baseline; ${hoverPictures} pictures taken)`,
      ms: null,
      perf: hover,
      gpuMsPerFrame: hoverGpu,
      swaps: hoverSwaps,
      gpuMs: hoverGpuS * 1000,
    },
    {
      what: `editor, ${VERTICES} vertices: vertex dragged (${verdict}; ${dragPictures} pictures taken)`,
      ms: null,
      perf: dragging,
      gpuMsPerFrame: dragGpu,
      swaps: dragSwaps,
      gpuMs: dragGpuS * 1000,
    },
  ];
}

async function main() {
  await ensureClientBuilt(process.cwd());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farol-manage-'));
  const seeding = Date.now();
  const { adminId } = await seedFleet(dataDir, [ROWS]);
  const polygon = await seedGeofences(dataDir, adminId);
  console.log(
    `seeded ${ROWS} devices and ${ROWS + 1} geofences (storage) in ${((Date.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const farol = await startBenchServer(dataDir);
  // A/B: a second Farol on a copy of the data, serving the client built from AB_ROOT.
  let other: { farol: Farol; dataDir: string } | null = null;
  if (AB_ROOT) {
    await ensureClientBuilt(AB_ROOT);
    const copy = mkdtempSync(path.join(os.tmpdir(), 'farol-manage-ab-'));
    cpSync(dataDir, copy, { recursive: true });
    other = { farol: await startBenchServer(copy, AB_ROOT), dataDir: copy };
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  /** A new context signed in on `url`, the fleet map shown and settled. */
  const signIn = async (url: string) => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    await installPagePerf(page);
    await page.goto(`${url}/login`);
    await page.getByLabel('Usuário ou e-mail').fill(BENCH_ADMIN.email);
    await page.getByLabel('Senha').fill(BENCH_ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByTestId('fleet-map').waitFor({ timeout: 240_000 });
    await page.waitForTimeout(5_000);
    return { context, page };
  };
  const { context, page } = await signIn(farol.url);
  const rows: Row[] = [await idle(page, 'the app idle (baseline)')];
  if (!EDITOR_ONLY) {
    rows.push(...(await list(page, '/geofence', `geofence list, ${ROWS + 1} rows`)));
    rows.push(...(await list(page, '/devices/manage', `device management, ${ROWS} rows`)));
  }
  if (!other) rows.push(...(await drag(page, polygon)));
  await context.close();
  if (other) {
    // Each side in a fresh page of its own, taking turns: this tree, then AB_ROOT's.
    const sides = [
      { label: 'this tree', url: farol.url },
      { label: path.basename(AB_ROOT!), url: other.farol.url },
    ];
    for (let round = 0; round < AB_ROUNDS; round += 1)
      for (const side of sides) {
        const signed = await signIn(side.url);
        layerLines.push(`[${side.label}, round ${round + 1}]`);
        const measured = await drag(signed.page, polygon);
        rows.push(...measured.map((row) => ({ ...row, what: `[${side.label}] ${row.what}` })));
        await signed.context.close();
      }
  }
  await browser.close();
  await farol.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (other) {
    await other.farol.close();
    rmSync(other.dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nwindow: ${WINDOW_MS / 1000} s per measure; server and browser share the machine\n`,
  );
  console.log(
    '| measure | shown after ms | long tasks | total ms | longest ms | > 50 ms | fps | worst 1 s fps | GPU process CPU ms/frame | frames shown/s (trace) | GPU CPU ms/frame shown (trace) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const p = r.perf;
    console.log(
      `| ${r.what} | ${r.ms === null ? '—' : r.ms.toFixed(0)} | ${p.longTaskCount} | ${p.longTaskTotalMs.toFixed(0)} | ${p.longestTaskMs.toFixed(0)} | ${p.over50Ms} | ${p.fps.toFixed(1)} | ${p.worstSecondFps} | ${r.gpuMsPerFrame === undefined ? '—' : r.gpuMsPerFrame.toFixed(0)} | ${r.swaps === undefined ? '—' : ((r.swaps * 1000) / WINDOW_MS).toFixed(1)} | ${r.swaps && r.gpuMs !== undefined ? (r.gpuMs / r.swaps).toFixed(0) : '—'} |`,
    );
  }
  if (layerLines.length > 0) console.log(`\neditor open, ${layerLines.join('\n')}`);
  for (const [phase, runs] of profiles) {
    console.log(`\neditor main thread busy over 50 ms, ${phase} (CPU profile): ${runs.length}`);
    for (const run of runs.slice(0, 6))
      console.log(`  ${run.ms.toFixed(0)} ms: ${run.top.join('; ')}`);
  }
  for (const [phase, { spanMs, threads, gpu }] of traced) {
    console.log(`\neditor, ${phase}: busiest threads over ${(spanMs / 1000).toFixed(1)} s (trace)`);
    for (const t of threads)
      console.log(
        `  ${t.thread}: ${t.threadMs.toFixed(0)} ms CPU, ${t.wallMs.toFixed(0)} ms wall, ${t.tasks} tasks`,
      );
    // With the gpu categories traced: what the GPU process's main thread waited in.
    console.log(`  GPU main thread's slowest events (wall ms, count):`);
    for (const [event, ms, count] of gpu)
      console.log(`    ${event}: ${ms.toFixed(0)} ms, ${count}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

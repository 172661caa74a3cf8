/**
 * What the renderer costs per thing drawn (issue 19, worker SPEC D3): the map's own device
 * layers in headless Chromium (`support/renderProbe/`: full markers, simple dots, clusters,
 * labels), 1,000 / 10,000 / 100,000 devices spread over the view, a hundredth of them moving
 * every frame. Frame rate, worst 1-s window and ms per frame, beside the units the detail
 * policy's cost model counts for them (D2), so its priors can be read against this renderer.
 * Baseline: the probe drawing nothing. Run: npx tsx bench/map-render.bench.ts
 */
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { serveBaseline } from './support/baselineServer';
import { installPagePerf, pageNow, readPagePerf, webglRenderer } from './support/pagePerf';
import { printColumns } from './support/table';

const SIZES = (process.env.BENCH_DEVICES ?? '1000,10000,100000').split(',').map(Number);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 5_000);
/** Cost units per item drawn (SPEC.md D2): a dot 1, a marker 5, a label 6, a cluster 10. */
const UNITS = { simple: 1, full: 5, labels: 5, clusters: 10 } as const;
type Style = keyof typeof UNITS;

const CASES: { style: Style; n: number; labels?: number }[] = [
  { style: 'simple', n: 0 },
  ...SIZES.flatMap((n) => [
    { style: 'simple' as const, n },
    { style: 'full' as const, n },
  ]),
  { style: 'labels', n: 1_000, labels: 1_000 },
  { style: 'clusters', n: 1_000 },
];

async function main() {
  const probe = await serveBaseline('renderProbe');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: (string | number)[][] = [];
  let renderer = 'unknown';
  /** The empty probe's frame time: what a frame costs before any device is drawn. */
  let overheadMs = 0;
  try {
    for (const { style, n, labels } of CASES) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await installPagePerf(page);
      await page.goto(`${probe.url}?n=${n}&style=${style}${labels ? `&labels=${labels}` : ''}`);
      renderer = await webglRenderer(page);
      // The first frames build the atlas and the buffers: measure after them.
      await page.waitForTimeout(3_000);
      const from = await pageNow(page);
      await page.waitForTimeout(WINDOW_MS);
      const figures = await readPagePerf(page, from, await pageNow(page));
      await page.close();
      const units = n * UNITS[style] + (labels ?? 0) * 6;
      const frameMs = 1000 / figures.fps;
      if (n === 0) overheadMs = frameMs;
      rows.push([
        n === 0 ? 'baseline: the probe drawing nothing' : style,
        n,
        units,
        figures.fps.toFixed(1),
        figures.worstSecondFps,
        figures.fps > 0 ? frameMs.toFixed(1) : 'no frame',
        units && figures.fps > 0 ? (((frameMs - overheadMs) / units) * 1000).toFixed(3) : '',
      ]);
    }
  } finally {
    await browser.close();
    await probe.close();
  }
  printColumns(
    `map-render: the map's device layers alone (${renderer}, 1440×900)`,
    [
      'layer',
      'items',
      'cost units',
      'fps',
      'worst 1-s fps',
      'ms/frame',
      'µs per unit above the baseline',
    ],
    rows,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

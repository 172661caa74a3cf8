/**
 * The player's chart (Observable Plot) over 100,000 points: building the SVG with Plot in a
 * happy-dom document (layout and painting are the browser's and not counted), for the raw line
 * and for what the player draws — the worker's min/max thinning to two points per pixel column of
 * the chart (chartPoints: 1,320 at 720 px), timed too. Baseline: a 2,400-point line, no thinning
 * (what the player asked for whatever the chart's width before).
 */
import { Window } from 'happy-dom';
import { buildTimePlot, chartPoints } from '../src/ui/charts/buildTimePlot';
import { thinSeries } from '../src/worker/reports/chartSeries';
import { printTable, rowOf, sample } from './support/report';

const POINTS = Number(process.env.BENCH_POSITIONS ?? 100_000);
const BASELINE_POINTS = 2_400;
const WIDTH = 720;
/** What the player asks the worker for at this width. */
const CHART_POINTS = chartPoints(WIDTH);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const document = new Window().document as unknown as Document;

function line(count: number) {
  const times = Float64Array.from({ length: count }, (_, i) => Date.UTC(2026, 0, 1) + i * 1000);
  const values = Float64Array.from({ length: count }, (_, i) => 40 + 30 * Math.sin(i / 500));
  return { times, values };
}

const draw = (series: { times: Float64Array; values: Float64Array }) =>
  buildTimePlot({
    series: [{ name: 'Van', color: '#0b63ce', ...series }],
    width: WIDTH,
    height: 140,
    label: 'Velocidade (km/h)',
    locale: 'pt-BR',
    timeZone: 'America/Sao_Paulo',
    document,
  });

const small = line(BASELINE_POINTS);
const big = line(POINTS);
const thinned = thinSeries(big.times, big.values, CHART_POINTS);
printTable(`Player chart, one line (ms per chart; ${ROUNDS} rounds)`, [
  rowOf(
    'baseline: Plot, 2,400 points',
    BASELINE_POINTS,
    sample(() => draw(small), ROUNDS),
  ),
  rowOf(
    `worker thinning 100k → ${CHART_POINTS.toLocaleString('en-US')} (min/max buckets)`,
    POINTS,
    sample(() => thinSeries(big.times, big.values, CHART_POINTS), ROUNDS),
  ),
  rowOf(
    'Plot, thinned line (what the player draws)',
    thinned.times.length,
    sample(() => draw(thinned), ROUNDS),
  ),
  rowOf(
    'Plot, raw 100k points',
    POINTS,
    sample(() => draw(big), Math.max(3, ROUNDS / 2), 1),
  ),
]);

/**
 * The player's chart (Observable Plot) over 100,000 points: building the SVG with Plot in a
 * happy-dom document (layout and painting are the browser's and not counted), for the raw line
 * and for what the player draws — the worker's min/max thinning to 2,400 points, timed too.
 * Baseline: a 2,400-point line, no thinning.
 */
import { Window } from 'happy-dom';
import { buildTimePlot } from '../src/ui/charts/buildTimePlot';
import { thinSeries } from '../src/worker/reports/chartSeries';
import { printTable, rowOf, sample } from './support/report';

const POINTS = Number(process.env.BENCH_POSITIONS ?? 100_000);
const CHART_POINTS = 2_400;
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
    width: 720,
    height: 140,
    label: 'Velocidade (km/h)',
    locale: 'pt-BR',
    timeZone: 'America/Sao_Paulo',
    document,
  });

const small = line(CHART_POINTS);
const big = line(POINTS);
const thinned = thinSeries(big.times, big.values, CHART_POINTS);
printTable(`Player chart, one line (ms per chart; ${ROUNDS} rounds)`, [
  rowOf(
    'baseline: Plot, 2,400 points',
    CHART_POINTS,
    sample(() => draw(small), ROUNDS),
  ),
  rowOf(
    'worker thinning 100k → 2,400 (min/max buckets)',
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

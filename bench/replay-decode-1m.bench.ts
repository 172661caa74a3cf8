/**
 * The route player's load in the worker core: a route of 1,000,000 positions (one device, a fix
 * a second, Traccar's JSON field for field) streamed in 64 KB chunks through `loadReplay` — the
 * same code the Web Worker runs — into typed columns and the paths' levels of detail. Prints the
 * decode rate, the heap it keeps,
 * and the bytes the main thread receives. Baseline: `JSON.parse` of the whole body as one string
 * then a loop into Float64Arrays (at 100,000 positions: at 1,000,000 the body is near V8's
 * string limit, which is why the core streams). Bodies are built and
 * encoded to bytes before the clock starts.
 */
import { fix, reportCore } from '../tests/worker/reports/support';
import { heapMb } from './support/report';
import { printColumns } from './support/table';

const SIZES = (process.env.BENCH_POSITIONS ?? '100000,1000000').split(',').map(Number);
const CHUNK = 64 * 1024;
const PERIOD = { from: '2026-01-01T00:00:00.000Z', to: '2026-01-31T00:00:00.000Z' };

/** One position as Traccar serialises it (about 330 bytes). */
const item = (i: number) =>
  JSON.stringify({
    ...fix(i + 1, 1, i, (i % 600) / 10, { ignition: i % 900 < 600, batteryLevel: 80, sat: 9 }),
    fixTime: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
    latitude: -23.5 + (i % 10_000) / 100_000,
  });

/** The route body as 64 KB chunks built beforehand (so only decoding is timed), never one string. */
function chunks(count: number): { chunks: Uint8Array[]; bytes: number } {
  const encoder = new TextEncoder();
  const list: Uint8Array[] = [];
  let text = '[';
  let bytes = 0;
  for (let i = 0; i < count; i += 1) {
    text += (i > 0 ? ',' : '') + item(i);
    if (text.length >= CHUNK) {
      list.push(encoder.encode(text));
      bytes += text.length;
      text = '';
    }
  }
  list.push(encoder.encode(`${text}]`));
  bytes += text.length + 1;
  return { chunks: list, bytes };
}

function baseline(count: number): number {
  const text = `[${Array.from({ length: count }, (_, i) => item(i)).join(',')}]`;
  const started = performance.now();
  const items = JSON.parse(text) as { fixTime: string; latitude: number; longitude: number }[];
  const times = new Float64Array(items.length);
  const positions = new Float64Array(items.length * 2);
  items.forEach((position, i) => {
    times[i] = Date.parse(position.fixTime);
    positions[i * 2] = position.longitude;
    positions[i * 2 + 1] = position.latitude;
  });
  return performance.now() - started;
}

async function streamed(count: number) {
  const body = chunks(count);
  const { core } = await reportCore((request) =>
    request.path === '/api/reports/route' ? { chunks: body.chunks } : { body: [] },
  );
  heapMb();
  const started = performance.now();
  const data = await core.loadReplay({ deviceIds: [1], ...PERIOD });
  const ms = performance.now() - started;
  const track = data.tracks[0]!;
  const paths = data.paths.reduce((sum, level) => sum + level.vertices.byteLength, 0);
  const sent = track.times.byteLength + track.offsets.byteLength + track.courses.byteLength + paths;
  const levels = data.paths.map((level) => level.vertices.length / 2).join(' / ');
  return { ms, bytes: body.bytes, points: track.length, sent, levels, heap: heapMb() };
}

const rows: (string | number)[][] = [];
const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
for (const count of SIZES.filter((n) => n <= 100_000)) {
  const ms = baseline(count);
  rows.push([
    `baseline: JSON.parse whole body + loop`,
    count,
    ms.toFixed(0),
    Math.round((count / ms) * 1000),
    '-',
    '-',
    '-',
    '-',
  ]);
}
for (const count of SIZES) {
  const run = await streamed(count);
  if (run.points !== count) throw new Error(`decoded ${run.points} of ${count} positions`);
  rows.push([
    'loadReplay: streamed into typed columns',
    count,
    run.ms.toFixed(0),
    Math.round((count / run.ms) * 1000),
    mb(run.bytes),
    mb(run.sent),
    run.levels,
    run.heap.toFixed(0),
  ]);
}
printColumns(
  'Route player load in the core (one device; decode = JSON text → typed columns, 64 KB chunks)',
  [
    'case',
    'positions',
    'ms',
    'positions/s',
    'body MB',
    'to main MB',
    'path vertices per level',
    'heap after MB',
  ],
  rows,
);

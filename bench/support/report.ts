/** Timing and the plain result table every benchmark prints. */

export interface Row {
  name: string;
  size: number;
  /** Operations per second (what an "operation" is, the benchmark's title says). */
  opsPerSec?: number;
  p50?: number;
  p95?: number;
  heapMb?: number;
  /** Heap allocated per operation (KB, median; no collection in between). */
  allocKb?: number;
  /** The figure's goal in words (`p50 ≤ 5 ms`) and whether this run met it. */
  goal?: string;
  met?: boolean;
}

const gc = (globalThis as { gc?: () => void }).gc;

/** Heap in use, after a collection when the runtime allows one (node --expose-gc). */
export function heapMb(): number {
  gc?.();
  return process.memoryUsage().heapUsed / 1_048_576;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Runs `run` `warmup` times untimed, then `iterations` times timed; returns ms per call. */
export function sample(run: (i: number) => void, iterations: number, warmup = 3): number[] {
  for (let i = 0; i < warmup; i += 1) run(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    run(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

/**
 * Like `sample`, and the heap each call allocates (KB, median): a collection before each call
 * (node --expose-gc), then heap growth across it. Without --expose-gc the allocation is NaN.
 */
export function sampleWithAlloc(
  run: (i: number) => void,
  iterations: number,
  warmup = 3,
): { samples: number[]; allocKb: number } {
  for (let i = 0; i < warmup; i += 1) run(-1 - i);
  const samples: number[] = [];
  const allocs: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    gc?.();
    const heap = process.memoryUsage().heapUsed;
    const start = performance.now();
    run(i);
    samples.push(performance.now() - start);
    allocs.push((process.memoryUsage().heapUsed - heap) / 1024);
  }
  return { samples, allocKb: gc ? percentile(allocs, 50) : NaN };
}

/**
 * A steady stream of calls, as a user's worker sees them: `iterations` timed calls back to back
 * with no collection forced in between (`sampleWithAlloc` collects right before each timed call,
 * and V8 then finishes sweeping inside it, which no steady stream of updates pays), then, untimed,
 * the heap each call allocates (`allocIterations` more calls, a collection before each). `run`
 * is called `warmup + iterations + allocIterations` times.
 */
export function sampleSteady(
  run: (i: number) => void,
  iterations: number,
  options: { warmup?: number; allocIterations?: number } = {},
): { samples: number[]; allocKb: number } {
  const { warmup = 3, allocIterations = 5 } = options;
  const samples = sample(run, iterations, warmup);
  const allocs: number[] = [];
  for (let i = 0; i < allocIterations; i += 1) {
    gc?.();
    const heap = process.memoryUsage().heapUsed;
    run(iterations + i);
    allocs.push((process.memoryUsage().heapUsed - heap) / 1024);
  }
  return { samples, allocKb: gc ? percentile(allocs, 50) : NaN };
}

/** A row from millisecond samples; `perCall` operations happen in each call. */
export function rowOf(name: string, size: number, samples: number[], perCall = 1): Row {
  const total = samples.reduce((sum, ms) => sum + ms, 0);
  return {
    name,
    size,
    opsPerSec: (perCall * samples.length * 1000) / total,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    heapMb: heapMb(),
  };
}

const fixed = (value: number | undefined, digits: number) =>
  value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits);

/** Prints a plain, aligned table. */
export function printTable(title: string, rows: Row[]): void {
  const allocs = rows.some((row) => row.allocKb !== undefined);
  const goals = rows.some((row) => row.goal !== undefined);
  const header = [
    'name',
    'size',
    'ops/s',
    'p50 ms',
    'p95 ms',
    'heap MB',
    ...(allocs ? ['alloc KB/op'] : []),
    ...(goals ? ['goal', 'met'] : []),
  ];
  const body = rows.map((row) => [
    row.name,
    row.size.toLocaleString('en-US'),
    row.opsPerSec === undefined ? '-' : Math.round(row.opsPerSec).toLocaleString('en-US'),
    fixed(row.p50, 3),
    fixed(row.p95, 3),
    fixed(row.heapMb, 1),
    ...(allocs ? [fixed(row.allocKb, 0)] : []),
    ...(goals ? [row.goal ?? '', row.met === undefined ? '' : row.met ? 'yes' : 'NO'] : []),
  ]);
  const widths = header.map((_, c) =>
    Math.max(...[header, ...body].map((cells) => cells[c]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const cells of body) console.log(line(cells));
}

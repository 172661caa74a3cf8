/** Time and peak memory of one report run, and the plain table the report benchmarks print. */
import { printColumns } from './table';

export interface Measured {
  ms: number;
  /** Highest resident set size seen while it ran, MB. */
  peakRssMb: number;
  /** That peak above the resident set size before the run, MB. */
  peakRssDeltaMb: number;
  /** Highest heap in use seen while it ran, above the heap before it (after a collection), MB. */
  peakHeapDeltaMb: number;
  /** What the run returned (items, bytes…). */
  result: number;
}

const gc = (globalThis as { gc?: () => void }).gc;
const MB = 1_048_576;

/**
 * Runs `run` once, sampling rss and heapUsed every 5 ms (and at the end). Samples land between
 * the run's awaits; the report engine awaits every storage chunk, so long runs are well covered.
 */
export async function measure(run: () => Promise<number>): Promise<Measured> {
  gc?.();
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, 5);
  const start = performance.now();
  try {
    const result = await run();
    sample();
    return {
      ms: performance.now() - start,
      peakRssMb: rss / MB,
      peakRssDeltaMb: (rss - before.rss) / MB,
      peakHeapDeltaMb: (heap - before.heapUsed) / MB,
      result,
    };
  } finally {
    clearInterval(timer);
  }
}

/** Fetches `url` with the cookie and reads the body as a stream; returns its byte count. */
export async function download(url: string, cookie: string, accept = 'application/json') {
  const response = await fetch(url, { headers: { cookie, accept } });
  if (response.status !== 200) {
    throw new Error(`GET ${url}: HTTP ${response.status} ${await response.text()}`);
  }
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

/** Prints measured rows: name, data size, result, ms, peak RSS (and growth), heap growth. */
export function printMeasured(
  title: string,
  resultName: string,
  rows: { name: string; size: number; measured: Measured }[],
): void {
  printColumns(
    title,
    ['case', 'size', resultName, 'time ms', 'peak RSS MB', 'RSS Δ MB', 'peak heap Δ MB'],
    rows.map(({ name, size, measured }) => [
      name,
      size,
      measured.result,
      measured.ms.toFixed(0),
      measured.peakRssMb.toFixed(0),
      measured.peakRssDeltaMb.toFixed(0),
      measured.peakHeapDeltaMb.toFixed(1),
    ]),
  );
}

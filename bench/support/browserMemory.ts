import { execFileSync } from 'node:child_process';

/** Resident memory (MB) of every Chromium process on the machine: pages, GPU, workers. */
export function chromiumRssMb(): number {
  try {
    const out = execFileSync('ps', ['-C', 'chromium', '-o', 'rss='], { encoding: 'utf8' });
    return out
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((kb) => kb > 0)
      .reduce((sum, kb) => sum + kb / 1024, 0);
  } catch {
    return NaN;
  }
}

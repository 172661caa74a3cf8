/**
 * One fleet size of `server-memory`, run in a fresh process (`node --expose-gc`, forked) so no
 * earlier size's heap is counted: Farol with `devices` devices known, its resident memory after
 * a collection with the fleet idle, then after every device reported one position (the
 * registry then holds a latest position per device). Results leave over IPC.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { startBenchFarol } from './benchFarol';
import { runLoad } from './load';

export interface MemoryJob {
  devices: number;
}

export interface MemoryResult {
  devices: number;
  idleRss: number;
  idleHeap: number;
  reportedRss: number;
  reportedHeap: number;
}

/** Resident and JS heap bytes after collecting twice, with a pause for the allocator. */
async function settled(): Promise<{ rss: number; heap: number }> {
  for (let i = 0; i < 2; i += 1) {
    globalThis.gc?.();
    await sleep(200);
  }
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed + usage.external };
}

async function probe({ devices }: MemoryJob): Promise<MemoryResult> {
  const bench = await startBenchFarol(devices);
  try {
    const idle = await settled();
    if (devices > 0) {
      const result = await runLoad({
        kind: 'throughput',
        osmandUrl: bench.farol.osmandUrl,
        uniqueIds: bench.uniqueIds,
        rounds: 1,
        concurrency: 64,
        t0: Math.floor(Date.now() / 1000) - 3600,
        socket: null,
      });
      if (result.failed) throw new Error(`${result.failed} reports failed`);
    }
    const reported = await settled();
    return {
      devices,
      idleRss: idle.rss,
      idleHeap: idle.heap,
      reportedRss: reported.rss,
      reportedHeap: reported.heap,
    };
  } finally {
    await bench.close();
  }
}

process.on('message', (job: MemoryJob) => {
  probe(job).then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});

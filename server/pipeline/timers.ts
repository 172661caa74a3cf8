/** The stages a position's time is split into when timing is on. */
export type Stage = 'decode' | 'handlers' | 'storage' | 'fanout';

/**
 * Cheap cumulative timers over the pipeline's stages, off by default (one boolean test per
 * stage). Process-wide, so a benchmark running Farol in-process can turn them on and read them.
 */
export class PipelineTimers {
  enabled = false;
  private readonly totals: Record<Stage, number> = {
    decode: 0,
    handlers: 0,
    storage: 0,
    fanout: 0,
  };

  /** Runs `work`, adding its duration to `stage` when timing is on. */
  time<T>(stage: Stage, work: () => T): T {
    if (!this.enabled) return work();
    const start = performance.now();
    try {
      return work();
    } finally {
      this.totals[stage] += performance.now() - start;
    }
  }

  /** Like `time`, for asynchronous work (the time until it settles). */
  async timeAsync<T>(stage: Stage, work: () => Promise<T>): Promise<T> {
    if (!this.enabled) return work();
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.totals[stage] += performance.now() - start;
    }
  }

  /** Milliseconds spent per stage since the last reset. */
  snapshot(): Record<Stage, number> {
    return { ...this.totals };
  }

  reset(): void {
    for (const stage of Object.keys(this.totals) as Stage[]) this.totals[stage] = 0;
  }
}

/** The pipeline's timers. */
export const pipelineTimers = new PipelineTimers();

import { numberOf } from '../pipeline/attributes';
import type { PruneResult, Storage } from '../storage';
import type { ScheduledTask } from '../cluster/scheduler';

/** Traccar's key: positions and events older than this many days are deleted; 0 keeps all. */
export const HISTORY_DAYS_KEY = 'database.historyDays';
/** How often the retention task runs (on one node of the cluster). */
export const RETENTION_PERIOD_MS = 60 * 60_000;
/** Rows deleted per statement: short enough that a position batch never waits long. */
export const RETENTION_BATCH = 5000;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Prunes history older than `database.historyDays`, batch after batch, each its own short
 * statement, handing the event loop (and the database) back to the ingest between batches.
 */
export class Retention implements ScheduledTask {
  readonly name = 'retention';
  readonly periodMs = RETENTION_PERIOD_MS;

  constructor(
    private readonly storage: Storage,
    private readonly historyDays: number,
    private readonly now: () => number = Date.now,
    private readonly batch = RETENTION_BATCH,
  ) {}

  /** The retention configured in `options` (Traccar configuration keys). */
  static fromOptions(storage: Storage, options: Record<string, string>): Retention {
    const days = numberOf(options[HISTORY_DAYS_KEY], 0);
    return new Retention(storage, Math.max(0, days));
  }

  get enabled(): boolean {
    return this.historyDays > 0;
  }

  /**
   * Deletes everything older than the limit; `onBatch` sees each step (tests, logs). Returns
   * how much went.
   */
  async run(onBatch?: (step: PruneResult) => void): Promise<PruneResult> {
    const total: PruneResult = { positions: 0, events: 0 };
    if (!this.enabled) return total;
    const before = this.now() - this.historyDays * DAY_MS;
    for (;;) {
      const step = await this.storage.retention.prune(before, this.batch);
      total.positions += step.positions;
      total.events += step.events;
      onBatch?.(step);
      if (step.positions < this.batch && step.events < this.batch) return total;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

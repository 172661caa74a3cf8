import type { ClusterLock } from './clusterLock';

/** A piece of periodic work (status checks, inactivity, retention, reports, invoices…). */
export interface ScheduledTask {
  /** Unique across the cluster: the lease is named after it. */
  name: string;
  periodMs: number;
  run(): Promise<unknown>;
}

/**
 * Runs periodic work once per period across the cluster. Every node ticks every `periodMs`; a
 * tick runs the task only when it wins the task's lease, held for most of a period and not
 * released after the run, so the nodes that tick a moment later in the same period skip it.
 * A single node's lock grants every tick.
 */
export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly lock: ClusterLock) {}

  /** Starts ticking `task` every period (the first tick one period from now). */
  every(task: ScheduledTask): void {
    if (task.periodMs <= 0 || this.stopped) return;
    const timer = setInterval(() => void this.tick(task), task.periodMs);
    timer.unref();
    this.timers.add(timer);
  }

  /**
   * Runs `task` now if this node wins its lease for this period; true when it ran. Errors (the
   * task's or the lock's) are logged, never thrown: the next period tries again.
   */
  tick(task: ScheduledTask): Promise<boolean> {
    const run = (async () => {
      if (this.stopped) return false;
      if (!(await this.wins(task))) return false;
      try {
        await task.run();
      } catch (error) {
        console.error(`Scheduled task ${task.name} failed:`, error);
      }
      return true;
    })();
    const settled = run.then(() => undefined);
    this.running.add(settled);
    void settled.finally(() => this.running.delete(settled));
    return run;
  }

  /**
   * Whether this node wins `task`'s lease for this period. A lock that cannot answer (Redis away)
   * skips the tick, logged: the next period asks again, and the node keeps running.
   */
  private async wins(task: ScheduledTask): Promise<boolean> {
    try {
      // 90 % of a period: a node's ticks drift a little, the lease must not outlive its period.
      return await this.lock.acquire(`schedule:${task.name}`, task.periodMs * 0.9);
    } catch (error) {
      console.error(`Scheduled task ${task.name} skipped:`, error);
      return false;
    }
  }

  /** Stops ticking and waits for the runs under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    await Promise.all(this.running);
  }
}

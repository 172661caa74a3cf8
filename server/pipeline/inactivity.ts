import type { ScheduledTask } from '../cluster/scheduler';
import { lookupNumber } from './attributes';
import type { EnvironmentSource } from './ingest';
import type { DeviceRegistry } from '../services/registry';
import type { EventRecorder } from './eventRecorder';
import { pendingWithoutPosition, type PendingEvent } from './pendingEvent';

/** Traccar's TaskDeviceInactivityCheck period. */
export const INACTIVITY_CHECK_MS = 15 * 60_000;

/**
 * Whether a check at `now` (the previous one `checkPeriod` earlier) is the first to see the
 * device inactive for `start` ms, or for `start` plus a whole number of `period`s after that.
 */
export function inactivityDue(
  lastUpdate: number,
  start: number,
  period: number,
  now: number,
  checkPeriod: number,
): boolean {
  if (start <= 0) return false;
  const threshold = lastUpdate + start;
  if (now < threshold) return false;
  if (now - checkPeriod < threshold) return true;
  if (period <= 0) return false;
  const repeated = threshold + Math.floor((now - threshold - 1) / period) * period;
  return now - checkPeriod < repeated;
}

/**
 * deviceInactive on Traccar's schedule: every check period, for devices whose
 * `deviceInactivityStart` (ms, device → group → server) has elapsed since their last update,
 * again every `deviceInactivityPeriod` ms. Attribute `lastUpdate` (epoch ms).
 */
export class InactivityMonitor {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly registry: DeviceRegistry,
    private readonly environments: EnvironmentSource,
    private readonly recorder: EventRecorder,
    private readonly checkPeriod = INACTIVITY_CHECK_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The check as scheduled work: once per check period across the cluster. */
  get task(): ScheduledTask {
    return { name: 'inactivity', periodMs: this.checkPeriod, run: () => this.check() };
  }

  start(): void {
    if (this.timer || this.checkPeriod <= 0) return;
    this.timer = setInterval(() => {
      this.check().catch((error: unknown) => console.error('Inactivity check failed:', error));
    }, this.checkPeriod);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Records the events due now; returns them. */
  async check(): Promise<PendingEvent[]> {
    const now = this.now();
    const due: PendingEvent[] = [];
    for (const device of this.registry.all()) {
      if (device.lastUpdate === null) continue;
      const { lookup } = this.environments.envFor(device);
      const start = lookupNumber(lookup, 'deviceInactivityStart', 0);
      const period = lookupNumber(lookup, 'deviceInactivityPeriod', 0);
      if (inactivityDue(device.lastUpdate, start, period, now, this.checkPeriod)) {
        due.push(
          pendingWithoutPosition(device.id, 'deviceInactive', now, {
            lastUpdate: device.lastUpdate,
          }),
        );
      }
    }
    await this.recorder.record(due);
    return due;
  }
}

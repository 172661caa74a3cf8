import type { ScheduledTask } from '../cluster/scheduler';
import type { Storage } from '../storage';
import type { LiveHub } from './liveHub';
import type { DeviceRegistry, LiveDevice } from './registry';

/**
 * Device status over time: a message makes a device `online` (done by the ingest); a device
 * silent for `timeoutMs` becomes `unknown`, checked every timeout/10 (Traccar's
 * TaskSessionTimeout). HTTP protocols never go `offline` by themselves.
 */
export class StatusMonitor {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly registry: DeviceRegistry,
    private readonly storage: Storage,
    private readonly hub: LiveHub,
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
    /** Told which devices just became `unknown` (status events). */
    private readonly onUnknown: (devices: readonly LiveDevice[]) => void = () => undefined,
  ) {}

  /** The check as scheduled work: once per period (timeout/10) across the cluster. */
  get task(): ScheduledTask {
    const periodMs = this.timeoutMs > 0 ? Math.max(this.timeoutMs / 10, 50) : 0;
    return { name: 'status', periodMs, run: () => this.check() };
  }

  start(): void {
    if (this.timeoutMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.check(), Math.max(this.timeoutMs / 10, 50));
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Turns silent online devices `unknown`, stores and pushes the change. */
  async check(): Promise<LiveDevice[]> {
    const changed = this.registry.markSilentUnknown(this.now() - this.timeoutMs);
    for (const device of changed) {
      try {
        await this.storage.devices.updateStatus(device.id, device.status, device.lastUpdate);
      } catch (error) {
        console.error(`Could not store status of device ${device.id}:`, error);
      }
    }
    if (changed.length) {
      this.hub.publish([], changed);
      this.onUnknown(changed);
    }
    return changed;
  }
}

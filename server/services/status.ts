import type { ScheduledTask } from '../cluster/scheduler';
import type { DeviceRecord, Storage } from '../storage';
import type { LiveHub } from './liveHub';
import type { DeviceRegistry } from './registry';

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
    private readonly onUnknown: (devices: DeviceRecord[]) => void = () => undefined,
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
  async check(): Promise<DeviceRecord[]> {
    const limit = this.now() - this.timeoutMs;
    const changed: DeviceRecord[] = [];
    for (const device of this.registry.all()) {
      if (device.status === 'online' && (device.lastUpdate ?? 0) < limit) {
        device.status = 'unknown';
        changed.push(device);
      }
    }
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

import type { LiveHub } from '../../services/liveHub';
import type { DeviceRegistry, LiveDevice } from '../../services/registry';
import type { Storage } from '../../storage';

/**
 * Device status driven by connections: a device that identifies on a connection is `online`,
 * one whose connection closes is `offline` (Traccar's ConnectionManager). Stored, pushed to
 * the live socket, and told to the status events.
 */
export class ConnectionStatus {
  private readonly writes = new Set<Promise<void>>();

  constructor(
    private readonly registry: DeviceRegistry,
    private readonly storage: Storage,
    private readonly hub: LiveHub,
    private readonly statusChanged: (devices: LiveDevice[], status: 'online' | 'offline') => void,
    private readonly now: () => number = Date.now,
  ) {}

  online(device: LiveDevice): void {
    const before = this.registry.markOnline(device.id, this.now());
    if (before !== undefined && before !== 'online') this.changed(device.id, 'online');
  }

  offline(device: LiveDevice): void {
    if (this.registry.markOffline(device.id)) this.changed(device.id, 'offline');
  }

  /** Waits for the status writes under way (before storage closes). */
  async settle(): Promise<void> {
    await Promise.all([...this.writes]);
  }

  private changed(id: number, status: 'online' | 'offline'): void {
    const device = this.registry.get(id);
    if (!device) return;
    const write = this.storage.devices
      .updateStatus(device.id, device.status, device.lastUpdate)
      .catch((error: unknown) =>
        console.error(`Could not store the connection status of device ${device.id}:`, error),
      );
    this.writes.add(write);
    void write.finally(() => this.writes.delete(write));
    this.hub.publish([], [device]);
    this.statusChanged([device], status);
  }
}

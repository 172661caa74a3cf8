import { LiveHub } from '../services/liveHub';
import type { DeviceRecord, PositionRecord } from '../storage';
import type { ClusterBus } from './bus';

/**
 * The live hub of a node in a cluster: what it sends to its own sockets it also publishes on the
 * bus, so the other nodes send it to theirs (see `ClusterSync`). `local` reaches this node's
 * sockets only, for what arrives from the bus.
 */
export class ClusterHub extends LiveHub {
  /** This node's sockets only. */
  readonly local = {
    publish: (positions: PositionRecord[], devices: DeviceRecord[]) =>
      super.publish(positions, devices),
    sendToUser: (userId: number, text: string) => super.sendToUser(userId, text),
    dropUser: (userId: number) => super.dropUser(userId),
    dropDevice: (deviceId: number) => super.dropDevice(deviceId),
  };

  constructor(
    private readonly bus: ClusterBus,
    keepaliveMs?: number,
  ) {
    super(keepaliveMs);
  }

  override publish(positions: Iterable<PositionRecord>, devices: Iterable<DeviceRecord>): void {
    const batch = { positions: [...positions], devices: [...devices] };
    super.publish(batch.positions, batch.devices);
    if (batch.positions.length || batch.devices.length)
      this.bus.publish({ type: 'live', ...batch });
  }

  override sendToUser(userId: number, text: string): void {
    super.sendToUser(userId, text);
    this.bus.publish({ type: 'toUser', userId, text });
  }

  override dropUser(userId: number): void {
    super.dropUser(userId);
    this.bus.publish({ type: 'dropUser', userId });
  }

  override dropDevice(deviceId: number): void {
    super.dropDevice(deviceId);
    this.bus.publish({ type: 'dropDevice', deviceId });
  }
}

import type { LiveHub } from '../services/liveHub';
import type { DeviceRegistry } from '../services/registry';
import type { DeviceRecord, DeviceRuntime, PositionRecord, Storage } from '../storage';

/** A position ready to store; `newest` when it was the device's newest by fixTime. */
export interface ReadyPosition {
  position: PositionRecord;
  newest: boolean;
}

interface Batch {
  positions: ReadyPosition[];
  deviceIds: Set<number>;
  waiters: { resolve: () => void; reject: (error: unknown) => void }[];
}

const emptyBatch = (): Batch => ({ positions: [], deviceIds: new Set(), waiters: [] });

/**
 * Group commit: everything enqueued within one event-loop tick is written in one transaction
 * (positions plus the devices' status, lastUpdate and positionId), then every waiter resolves,
 * then the batch is pushed to live subscribers. A resolved `enqueue` means the data is durable.
 */
export class GroupCommit {
  private pending = emptyBatch();
  private scheduled = false;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly storage: Storage,
    private readonly registry: DeviceRegistry,
    private readonly hub: LiveHub,
  ) {}

  /** Adds a device's messages to the next batch; resolves once that batch is committed. */
  enqueue(deviceId: number, positions: ReadyPosition[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.positions.push(...positions);
      this.pending.deviceIds.add(deviceId);
      this.pending.waiters.push({ resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          void this.next();
        });
      }
    });
  }

  /** Commits whatever is pending now and waits for every earlier batch. */
  drain(): Promise<void> {
    return this.next();
  }

  // Batches are written one after another, never concurrently.
  private next(): Promise<void> {
    this.chain = this.chain.then(() => this.flush());
    return this.chain;
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = emptyBatch();
    if (batch.waiters.length === 0) return;
    try {
      await this.write(batch);
      for (const waiter of batch.waiters) waiter.resolve();
    } catch (error) {
      for (const waiter of batch.waiters) waiter.reject(error);
    }
  }

  private async write(batch: Batch): Promise<void> {
    // A device deleted since its message arrived would fail the whole batch on its foreign key.
    const ready = batch.positions.filter((item) => this.registry.get(item.position.deviceId));
    const positions = ready.map((item) => item.position);
    if (positions.length > 0) {
      const first = await this.storage.positions.allocateIds(positions.length);
      positions.forEach((position, index) => (position.id = first + index));
    }
    const byId = new Map(positions.map((position) => [position.id, position]));
    const runtime: DeviceRuntime[] = [];
    const touched: DeviceRecord[] = [];
    for (const id of batch.deviceIds) {
      const device = this.registry.get(id);
      if (!device) continue;
      const last = this.registry.last(id);
      const positionId = last && last.id > 0 ? last.id : device.positionId;
      runtime.push({ id, status: device.status, lastUpdate: device.lastUpdate, positionId });
      touched.push(device);
    }
    try {
      await this.storage.positions.commitBatch(positions, runtime);
    } catch (error) {
      for (const position of positions) position.id = 0;
      throw error;
    }
    for (const { id, positionId } of runtime) {
      const device = this.registry.get(id);
      const position = byId.get(positionId);
      if (device && position) {
        device.positionId = positionId;
        this.registry.setLatest(id, position);
      }
    }
    this.hub.publish(
      ready.filter((item) => item.newest).map((item) => item.position),
      touched,
    );
  }
}

import type { LiveHub } from '../services/liveHub';
import type { DeviceRegistry } from '../services/registry';
import type { DeviceRecord, DeviceRuntime, PositionRecord, Storage } from '../storage';
import type { DeviceStateRecord, EventRecord } from '../storage';
import { STATE_COLUMNS } from '../storage/deviceStates';
import { stateToRecord } from './deviceStates';
import type { DeviceState } from './env';
import { toEventRecord, type PendingEvent } from './pendingEvent';
import { pipelineTimers } from './timers';

/** A position ready to store; `newest` when it was the device's newest by fixTime. */
export interface ReadyPosition {
  position: PositionRecord;
  newest: boolean;
  /** Events detected on it. */
  events?: PendingEvent[];
}

/** What a message adds to a batch besides its positions. */
export interface MessageExtras {
  /** Events without a position (deviceOnline…). */
  events?: PendingEvent[];
  /** The device's state after the message, when it changed. */
  state?: DeviceState;
  /** The device's last position before the message, restored if the message is refused. */
  previousLast?: PositionRecord | null;
}

/** Receives the events of each committed batch (notifications). */
export type EventSink = (events: EventRecord[]) => void;

/** One device message waiting for its commit. */
interface Message extends MessageExtras {
  deviceId: number;
  positions: ReadyPosition[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Several messages as one transaction's content. */
interface Batch {
  positions: ReadyPosition[];
  events: PendingEvent[];
  states: Map<number, DeviceState>;
  deviceIds: Set<number>;
}

function batchOf(messages: readonly Message[]): Batch {
  const batch: Batch = { positions: [], events: [], states: new Map(), deviceIds: new Set() };
  for (const message of messages) {
    batch.positions.push(...message.positions);
    if (message.events) batch.events.push(...message.events);
    if (message.state) batch.states.set(message.deviceId, message.state);
    batch.deviceIds.add(message.deviceId);
  }
  return batch;
}

/**
 * Group commit: everything enqueued within one event-loop tick is written in one transaction
 * (positions, their events, the devices' status, lastUpdate, positionId and motion state), then
 * every waiter resolves, then the batch is pushed to live subscribers and its events to the
 * sink. A resolved `enqueue` means the data is durable. When the database refuses a batch, it is
 * split in halves and retried until the refused messages stand alone: only they fail, and a bad
 * record from one device never costs another device its position.
 */
export class GroupCommit {
  private pending: Message[] = [];
  /** The state columns last written per device, so an unchanged state is not written again. */
  private readonly persisted = new Map<number, DeviceStateRecord>();
  private scheduled = false;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly storage: Storage,
    private readonly registry: DeviceRegistry,
    private readonly hub: LiveHub,
    private readonly sink: EventSink = () => undefined,
  ) {}

  /** Adds a device's message to the next batch; resolves once that batch is committed. */
  enqueue(deviceId: number, positions: ReadyPosition[], extras: MessageExtras = {}): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ deviceId, positions, ...extras, resolve, reject });
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
    const messages = this.pending;
    this.pending = [];
    if (messages.length > 0) await this.commit(messages);
  }

  /** Writes `messages` in one transaction, or, refused, each half on its own (down to one). */
  private async commit(messages: Message[]): Promise<void> {
    try {
      await this.write(batchOf(messages));
    } catch (error) {
      if (messages.length === 1) {
        this.refuse(messages[0]!, error);
        return;
      }
      const half = Math.ceil(messages.length / 2);
      await this.commit(messages.slice(0, half));
      await this.commit(messages.slice(half));
      return;
    }
    for (const message of messages) message.resolve();
  }

  /** A refused message: its waiter fails and its positions stop being the device's last. */
  private refuse(message: Message, error: unknown): void {
    const last = this.registry.last(message.deviceId);
    if (last && message.positions.some((item) => item.position === last)) {
      this.registry.restoreLast(message.deviceId, message.previousLast ?? null);
    }
    message.reject(error);
  }

  private async write(batch: Batch): Promise<void> {
    // A device deleted since its message arrived would fail the whole batch on its foreign key.
    const known = (deviceId: number) => this.registry.get(deviceId) !== undefined;
    const ready = batch.positions.filter((item) => known(item.position.deviceId));
    const positions = ready.map((item) => item.position);
    if (positions.length > 0) {
      const ids = await this.storage.positions.allocateIds(positions.length);
      positions.forEach((position, index) => (position.id = ids[index]!));
    }
    const pending: PendingEvent[] = [];
    for (const event of batch.events) if (known(event.deviceId)) pending.push(event);
    for (const item of ready) {
      for (const event of item.events ?? []) if (known(event.deviceId)) pending.push(event);
    }
    const eventIds = pending.length ? await this.storage.events.allocateIds(pending.length) : [];
    // Read after the ids above are set: events and states point at positions of this batch.
    const events = pending.map((event, index) => toEventRecord(event, eventIds[index]!));
    const states: DeviceStateRecord[] = [];
    for (const [deviceId, state] of batch.states) {
      if (!known(deviceId)) continue;
      const record = stateToRecord(deviceId, state);
      const persisted = this.persisted.get(deviceId);
      if (persisted === undefined || !sameState(persisted, record)) states.push(record);
    }
    const byId = new Map<number, PositionRecord>();
    for (const position of positions) byId.set(position.id, position);
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
      await pipelineTimers.timeAsync('storage', () =>
        this.storage.positions.commitBatch(positions, runtime, { events, states }),
      );
    } catch (error) {
      for (const position of positions) position.id = 0;
      throw error;
    }
    for (const state of states) this.persisted.set(state.deviceId, state);
    for (const { id, positionId } of runtime) {
      const position = byId.get(positionId);
      if (position) this.registry.committed(id, position);
    }
    pipelineTimers.time('fanout', () => {
      const newest = ready.filter((item) => item.newest).map((item) => item.position);
      this.hub.publish(newest, touched);
      if (events.length) this.sink(events);
    });
  }
}

/**
 * Whether two state records hold the same columns, compared one by one (a text key joining them
 * was built for every device of every batch: Object.values, numbers formatted, a join).
 */
function sameState(a: DeviceStateRecord, b: DeviceStateRecord): boolean {
  for (const column of STATE_COLUMNS) if (a[column] !== b[column]) return false;
  return true;
}

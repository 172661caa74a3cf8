import type { EventRecord, Storage } from '../storage';
import type { EventSink } from './groupCommit';
import { toEventRecord, type PendingEvent } from './pendingEvent';

/**
 * Stores events that belong to no position batch (status changes, inactivity, delivered
 * commands) and hands them to the same sink as the batches' events (notifications).
 */
export class EventRecorder {
  constructor(
    private readonly storage: Storage,
    private readonly sink: EventSink,
  ) {}

  /** Gives pending events their ids, ready for a transaction of the caller's. */
  async prepare(pending: PendingEvent[]): Promise<EventRecord[]> {
    if (pending.length === 0) return [];
    const ids = await this.storage.events.allocateIds(pending.length);
    return pending.map((event, index) => toEventRecord(event, ids[index]!));
  }

  /** Stores the events in their own transaction, then notifies. */
  async record(pending: PendingEvent[]): Promise<EventRecord[]> {
    const events = await this.prepare(pending);
    if (events.length === 0) return events;
    await this.storage.events.insert(events);
    this.sink(events);
    return events;
  }

  /** Notifies events a caller stored itself (within its own transaction). */
  stored(events: EventRecord[]): void {
    if (events.length) this.sink(events);
  }
}

import type { Kysely } from 'kysely';
import { DeviceStateRepository } from './deviceStates';
import { EventRepository } from './events';
import { idAllocator } from './ids';
import { LinkScanRepository } from './linkScan';
import type { Dialect } from './migrations';
import { QueuedCommandRepository } from './queuedCommands';
import type { Database } from './schema';

export type { BatchExtras } from './batchExtras';
export type { DeviceStateRecord } from './deviceStates';
export type { EventQuery, EventRecord } from './events';
export type { QueuedCommandRecord } from './queuedCommands';

/** The repositories of migration 0003 (events, queued commands, device state), part of `Storage`. */
export interface EventStorage {
  events: EventRepository;
  queuedCommands: QueuedCommandRepository;
  deviceStates: DeviceStateRepository;
  linkScan: LinkScanRepository;
}

export function eventRepositories(db: Kysely<Database>, dialect: Dialect): EventStorage {
  return {
    events: new EventRepository(db, idAllocator(db, dialect, 'events')),
    queuedCommands: new QueuedCommandRepository(db),
    deviceStates: new DeviceStateRepository(db),
    linkScan: new LinkScanRepository(db),
  };
}

/** Seeds the event id allocator; call once after migrations, before the first position. */
export async function initEventStorage(storage: EventStorage): Promise<void> {
  await storage.events.init();
}

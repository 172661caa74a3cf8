import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseLocation } from './database';
import { DeviceRepository } from './devices';
import { entityRepositories, type EntityStorage } from './entityStorage';
import { eventRepositories, initEventStorage, type EventStorage } from './eventStorage';
import { idAllocator } from './ids';
import { LinkRepository } from './links';
import type { Dialect } from './migrations';
import { PositionRepository } from './positions';
import { ReportPositionRepository } from './reportPositions';
import { RetentionRepository } from './retention';
import type { Database } from './schema';
import { ServerRepository } from './servers';
import { ShareRepository } from './shares';
import { TokenRepository } from './tokens';
import { UserRepository } from './users';

export type { DeviceRuntime } from './positions';
export type * from './records';
export type * from './entityRecords';
export { entityRepository, type EntityStorage } from './entityStorage';
export type * from './eventStorage';
export type { DatabaseLocation } from './database';
export type { Dialect } from './migrations';
export type { PruneResult } from './retention';

/** The storage layer: the only code that writes SQL. Routes and services go through these. */
export interface Storage extends EntityStorage, EventStorage {
  users: UserRepository;
  devices: DeviceRepository;
  positions: PositionRepository;
  /** The position reads of the reports (chunked history, edges, maximum speed). */
  reportPositions: ReportPositionRepository;
  /** Deleting history older than the retention setting, in short batches. */
  retention: RetentionRepository;
  links: LinkRepository;
  tokens: TokenRepository;
  /** Share links: temporary users with one device and one token (companion API). */
  shares: ShareRepository;
  servers: ServerRepository;
  /** Which database this is: the embedded SQLite file or PostgreSQL. */
  dialect: Dialect;
  /** True when this start created the schema (a new SQLite file or an empty PostgreSQL). */
  created: boolean;
  close(): Promise<void>;
}

function repositories(db: Kysely<Database>, dialect: Dialect, created: boolean): Storage {
  return {
    users: new UserRepository(db),
    devices: new DeviceRepository(db),
    positions: new PositionRepository(db, dialect, idAllocator(db, dialect, 'positions')),
    reportPositions: new ReportPositionRepository(db),
    retention: new RetentionRepository(db),
    links: new LinkRepository(db),
    tokens: new TokenRepository(db),
    shares: new ShareRepository(db),
    servers: new ServerRepository(db),
    ...entityRepositories(db),
    ...eventRepositories(db, dialect),
    dialect,
    created,
    close: () => db.destroy(),
  };
}

/**
 * Opens the storage `location` names, migrated and ready: PostgreSQL when `databaseUrl` is a
 * `postgres://` URL, else the SQLite file in `dataDir` (the embedded default).
 */
export async function openStorage(location: DatabaseLocation): Promise<Storage> {
  const { db, dialect, created } = await openDatabase(location);
  const storage = repositories(db, dialect, created);
  try {
    await storage.positions.init();
    await initEventStorage(storage);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return storage;
}

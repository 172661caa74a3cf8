import type { Kysely } from 'kysely';
import { openSqlite } from './database';
import { DeviceRepository } from './devices';
import { entityRepositories, type EntityStorage } from './entityStorage';
import { eventRepositories, initEventStorage, type EventStorage } from './eventStorage';
import { LinkRepository } from './links';
import { PositionRepository } from './positions';
import { ReportPositionRepository } from './reportPositions';
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

/** The storage layer: the only code that writes SQL. Routes and services go through these. */
export interface Storage extends EntityStorage, EventStorage {
  users: UserRepository;
  devices: DeviceRepository;
  positions: PositionRepository;
  /** The position reads of the reports (chunked history, edges, maximum speed). */
  reportPositions: ReportPositionRepository;
  links: LinkRepository;
  tokens: TokenRepository;
  /** Share links: temporary users with one device and one token (companion API). */
  shares: ShareRepository;
  servers: ServerRepository;
  /** True when the database file did not exist before this start. */
  created: boolean;
  close(): Promise<void>;
}

function repositories(db: Kysely<Database>, created: boolean): Storage {
  return {
    users: new UserRepository(db),
    devices: new DeviceRepository(db),
    positions: new PositionRepository(db),
    reportPositions: new ReportPositionRepository(db),
    links: new LinkRepository(db),
    tokens: new TokenRepository(db),
    shares: new ShareRepository(db),
    servers: new ServerRepository(db),
    ...entityRepositories(db),
    ...eventRepositories(db),
    created,
    close: () => db.destroy(),
  };
}

/** Opens the SQLite storage in `dataDir`, migrated and ready. */
export async function openStorage(dataDir: string): Promise<Storage> {
  const { db, created } = await openSqlite(dataDir);
  const storage = repositories(db, created);
  await storage.positions.init();
  await initEventStorage(storage);
  return storage;
}

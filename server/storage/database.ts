import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { StorageError } from '../errors';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

/** The SQLite file inside the data folder. */
export const DATABASE_FILE = 'farol.sqlite';

/** Opens (creating if needed) the SQLite database in `dataDir` and runs pending migrations. */
export async function openSqlite(
  dataDir: string,
): Promise<{ db: Kysely<Database>; created: boolean }> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATABASE_FILE);
  const created = !fs.existsSync(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged position survives power loss; group commit pays one fsync per batch.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db, provider: migrationProvider('sqlite') });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return { db, created };
}

/** Runs a database call, turning driver errors (constraints…) into Traccar's StorageException. */
export async function guard<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StorageError) throw error;
    throw new StorageError(error instanceof Error ? error.message : String(error));
  }
}

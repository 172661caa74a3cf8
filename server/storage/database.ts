import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { DuplicateError, StorageError } from '../errors';
import { migrationProvider, type Dialect } from './migrations';
import type { Database } from './schema';

/** The SQLite file inside the data folder. */
export const DATABASE_FILE = 'farol.sqlite';

/** Where the data lives: a PostgreSQL URL, or else the SQLite file in the data folder. */
export interface DatabaseLocation {
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; '' (the default) the embedded SQLite file. */
  databaseUrl?: string;
}

/** An open, migrated database and which dialect it speaks. */
export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** True when this start created the schema (a new file or an empty database). */
  created: boolean;
  /** The SQLite connection under `db` (null on PostgreSQL), for the position batch's statements. */
  sqlite: SQLite.Database | null;
}

/** True for the URLs that select PostgreSQL. */
export const isPostgresUrl = (url: string | undefined): url is string =>
  !!url && /^postgres(ql)?:\/\//i.test(url);

/** Opens the database `location` names and runs pending migrations. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  const { databaseUrl } = location;
  if (databaseUrl && !isPostgresUrl(databaseUrl)) {
    throw new Error(`Unsupported database URL "${databaseUrl}": expected postgres://…`);
  }
  const dialect: Dialect = databaseUrl ? 'postgres' : 'sqlite';
  const sqlite = databaseUrl ? null : openSqliteFile(location.dataDir);
  const db = sqlite
    ? new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
    : openPostgres(databaseUrl!);
  // Migrations written on parallel branches may land out of name order; each stands alone.
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  const created = results?.some((result) => result.migrationName === '0001_initial') ?? false;
  return { db, dialect, created, sqlite };
}

function openSqliteFile(dataDir: string): SQLite.Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged position survives power loss; group commit pays one fsync per batch.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

// PostgreSQL's defaults (synchronous_commit on) make a committed batch durable, as SQLite's FULL.
function openPostgres(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that dies (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Runs a database call, turning driver errors into Traccar's StorageException with a neutral
 * message (no table, column or value): a unique value taken (DuplicateError), a reference to
 * nothing, a value the schema refuses. Anything else is logged and reported as a storage
 * failure. SQLite's codes and PostgreSQL's SQLSTATEs are both understood.
 */
export async function guard<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw storageError(error);
  }
}

/** PostgreSQL's class 22 (data exception): a value out of its column's range, a NUL character… */
export function isDataException(error: unknown): boolean {
  return /^22[0-9A-Z]{3}$/.test(String((error as { code?: unknown } | null)?.code ?? ''));
}

/** The StorageError a driver error stands for. */
export function storageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const {
    code = '',
    message = String(error),
    constraint = '',
  } = error as {
    code?: string;
    message?: string;
    constraint?: string;
  };
  if (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  )
    return new DuplicateError(constraint || message);
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503')
    return new StorageError('Referenced object does not exist');
  if (
    code.startsWith('SQLITE_CONSTRAINT') ||
    code === '23502' ||
    code === '23514' ||
    isDataException(error)
  )
    return new StorageError('Invalid value');
  console.error('Storage failure:', error);
  return new StorageError('Storage failure');
}

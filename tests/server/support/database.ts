import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { inject } from 'vitest';
import { openStorage, type Storage } from '../../../server/storage';
import { DATABASE_FILE } from '../../../server/storage/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The superuser URL of the suite's PostgreSQL cluster; '' when the suite runs on SQLite. */
    postgresUrl: string;
  }
}

/**
 * Which database the server tests run on: `FAROL_TEST_DATABASE=postgres` runs the whole suite on
 * a PostgreSQL cluster the global setup starts; anything else on SQLite files.
 */
export const TEST_DATABASE: 'sqlite' | 'postgres' =
  process.env.FAROL_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

const created = new Map<string, Promise<string>>();

/** The database name that stands for a test's data folder (one database per folder). */
const databaseName = (dataDir: string) =>
  path
    .basename(dataDir)
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');

async function createDatabase(dataDir: string): Promise<string> {
  const admin = inject('postgresUrl');
  if (!admin) throw new Error('FAROL_TEST_DATABASE=postgres but no cluster was started');
  const name = databaseName(dataDir);
  const client = new pg.Client(admin);
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The `databaseUrl` for a test's data folder: '' on SQLite (the file lives in the folder); on
 * PostgreSQL a database of its own, created on first use and found again on a restart.
 */
export function testDatabaseUrl(dataDir: string): Promise<string> {
  if (TEST_DATABASE === 'sqlite') return Promise.resolve('');
  let url = created.get(dataDir);
  if (!url) created.set(dataDir, (url = createDatabase(dataDir)));
  return url;
}

/** The storage layer over a test's data folder, on the suite's database. */
export async function openTestStorage(dataDir: string): Promise<Storage> {
  return openStorage({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
}

// bigint (int8) as a number, as the storage layer reads it: ids and epoch milliseconds < 2^53.
const numericTypes: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format),
};

/**
 * Reads rows through a connection of its own, as another program would, bypassing Farol. Write
 * identifiers in double quotes (`"deviceId"`: PostgreSQL folds bare names to lower case) and
 * parameters as `?`.
 */
export async function readRows<T = Record<string, unknown>>(
  dataDir: string,
  text: string,
  ...params: unknown[]
): Promise<T[]> {
  if (TEST_DATABASE === 'sqlite') {
    const reader = new SQLite(path.join(dataDir, DATABASE_FILE), { readonly: true });
    try {
      return reader.prepare(text).all(...params) as T[];
    } finally {
      reader.close();
    }
  }
  let index = 0;
  const client = new pg.Client({
    connectionString: await testDatabaseUrl(dataDir),
    types: numericTypes,
  });
  await client.connect();
  try {
    const result = await client.query(
      text.replace(/\?/g, () => `$${++index}`),
      params,
    );
    return result.rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Runs a statement (INSERT, UPDATE…) through a connection of its own, as another program would:
 * how tests plant data an older version could have written. Same conventions as `readRows`.
 */
export async function executeSql(
  dataDir: string,
  text: string,
  ...params: unknown[]
): Promise<void> {
  if (TEST_DATABASE === 'sqlite') {
    const writer = new SQLite(path.join(dataDir, DATABASE_FILE));
    try {
      writer.prepare(text).run(...params);
    } finally {
      writer.close();
    }
    return;
  }
  let index = 0;
  const client = new pg.Client({ connectionString: await testDatabaseUrl(dataDir) });
  await client.connect();
  try {
    await client.query(
      text.replace(/\?/g, () => `$${++index}`),
      params,
    );
  } finally {
    await client.end();
  }
}

import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DATABASE_FILE } from '../../server/storage/database';
import { TEST_DATABASE } from '../server/support/database';

/**
 * A reader of SQLite's `data_version` on its own connection: the number moves whenever another
 * connection (the server's) commits, so a fuzzer can tell that a refused request wrote nothing.
 * On PostgreSQL (the suite's second pass) no such counter ignores the server's own background
 * writes (checkpoints, autovacuum), so `read` gives null and only the SQLite pass checks it.
 */
export function databaseVersion(dataDir: string): { read: () => number | null; close: () => void } {
  if (TEST_DATABASE === 'postgres') return { read: () => null, close: () => undefined };
  const db = new SQLite(path.join(dataDir, DATABASE_FILE), { readonly: true });
  const statement = db.prepare('PRAGMA data_version');
  return {
    read: () => (statement.get() as { data_version: number }).data_version,
    close: () => db.close(),
  };
}

/**
 * Configuration that keeps a fuzzed server's periodic writers (statistics every few minutes,
 * scheduled reports) from committing during a run, so `data_version` moves only when a request
 * wrote something.
 */
export const QUIET_WRITERS = {
  options: { 'statistics.period': '86400', 'report.scheduleCheck': '86400' },
};

/** How many cases each fuzz target runs: 10,000 in `npm test`, FUZZ_CASES in benchmarks. */
export const FUZZ_CASES = Number(process.env.FUZZ_CASES ?? 10_000);
/** The seed, printed with any failure so the case can be replayed (FUZZ_SEED). */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

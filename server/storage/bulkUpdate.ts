import { sql, type Transaction } from 'kysely';
import type { Database } from './schema';

// Bound variables per statement stay well under SQLite's 32766.
const MAX_VARIABLES = 30_000;

/**
 * Updates many rows of `table`, matched on `key`, with one statement per chunk:
 * `WITH v(key, …) AS (VALUES …) UPDATE table SET c = v.c… FROM v WHERE table.key = v.key`
 * (SQLite ≥ 3.33 and PostgreSQL). One statement instead of one per row keeps a batch's
 * device updates cheap.
 */
export async function bulkUpdate<Row extends object>(
  trx: Transaction<Database>,
  table: keyof Database & string,
  key: keyof Row & string,
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): Promise<void> {
  const names = [key, ...columns];
  const size = Math.max(1, Math.floor(MAX_VARIABLES / names.length));
  const target = sql.table(table);
  for (let start = 0; start < rows.length; start += size) {
    const values = rows
      .slice(start, start + size)
      .map((row) => sql`(${sql.join(names.map((name) => row[name] as unknown))})`);
    await sql`WITH v(${sql.join(names.map((name) => sql.id(name)))}) AS (VALUES ${sql.join(values)})
      UPDATE ${target} SET ${sql.join(columns.map((c) => sql`${sql.id(c)} = v.${sql.id(c)}`))}
      FROM v WHERE ${target}.${sql.id(key)} = v.${sql.id(key)}`.execute(trx);
  }
}

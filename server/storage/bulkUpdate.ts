import { sql, type Transaction } from 'kysely';
import type { Dialect } from './migrations';
import type { Database } from './schema';

// Bound variables per statement stay well under SQLite's 32766.
const MAX_VARIABLES = 30_000;

/**
 * Updates many rows of `table`, matched on `key`, with one statement instead of one per row,
 * which keeps a batch's device updates cheap. SQLite: `WITH v(key, …) AS (VALUES …) UPDATE …
 * FROM v`, in chunks. PostgreSQL: the rows travel as one JSON parameter read back with the
 * table's own row type (`json_populate_recordset`), so every value keeps its column's type.
 */
export async function bulkUpdate<Row extends object>(
  trx: Transaction<Database>,
  dialect: Dialect,
  table: keyof Database & string,
  key: keyof Row & string,
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const target = sql.table(table);
  const assignments = sql.join(columns.map((c) => sql`${sql.id(c)} = v.${sql.id(c)}`));
  const match = sql`${target}.${sql.id(key)} = v.${sql.id(key)}`;
  if (dialect === 'postgres') {
    const names = [key, ...columns];
    const json = JSON.stringify(
      rows.map((row) => Object.fromEntries(names.map((name) => [name, row[name]]))),
    );
    await sql`UPDATE ${target} SET ${assignments}
      FROM json_populate_recordset(NULL::${target}, ${json}) AS v WHERE ${match}`.execute(trx);
    return;
  }
  const names = [key, ...columns];
  const size = Math.max(1, Math.floor(MAX_VARIABLES / names.length));
  for (let start = 0; start < rows.length; start += size) {
    const values = rows
      .slice(start, start + size)
      .map((row) => sql`(${sql.join(names.map((name) => row[name] as unknown))})`);
    await sql`WITH v(${sql.join(names.map((name) => sql.id(name)))}) AS (VALUES ${sql.join(values)})
      UPDATE ${target} SET ${assignments} FROM v WHERE ${match}`.execute(trx);
  }
}

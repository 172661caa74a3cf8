import type { ColumnDefinitionBuilder } from 'kysely';

/** Which SQL dialect the migrations target; column types differ slightly between them. */
export type Dialect = 'sqlite' | 'postgres';

// SQLite's rowid alias must be spelled exactly INTEGER PRIMARY KEY; PostgreSQL needs bigint for
// epoch milliseconds and position ids.
/** Column types that differ between SQLite and PostgreSQL. */
export const columnTypes = (dialect: Dialect) => ({
  big: dialect === 'postgres' ? ('bigint' as const) : ('integer' as const),
  real: dialect === 'postgres' ? ('double precision' as const) : ('real' as const),
  serial: (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement(),
});

import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Dialect } from './types';

/** The reverse geocoder's cache, shared by every node. */
export function geocodes(dialect: Dialect): Migration {
  const { big } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('geocodes')
        .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('address', 'text')
        .addColumn('createdAt', big, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists ${sql.table('geocodes')}`.execute(db);
    },
  };
}

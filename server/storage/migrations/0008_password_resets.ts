import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Dialect } from './types';

/** Password reset tokens (`POST /api/password/reset`), kept by hash only, used once. */
export function passwordResets(dialect: Dialect): Migration {
  const { big } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('passwordResets')
        .addColumn('hash', 'varchar(128)', (c) => c.primaryKey())
        .addColumn('userId', big, (c) => c.notNull())
        .addColumn('expiration', big, (c) => c.notNull())
        .addColumn('usedAt', big)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists ${sql.table('passwordResets')}`.execute(db);
    },
  };
}

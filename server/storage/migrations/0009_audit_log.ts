import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Dialect } from './types';

/**
 * The audit log (companion-api.md §1.4, Traccar's tc_actions): who did what to which object,
 * from where, with the object before and after as JSON text. Indexed for the three views: by
 * time (server logs, `/api/audit`, the 30-day purge), by object, by actor and by device.
 */
export function auditLog(dialect: Dialect): Migration {
  const { big, serial } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('auditLog')
        .addColumn('id', big, serial)
        .addColumn('time', big, (c) => c.notNull())
        .addColumn('code', 'integer')
        .addColumn('actionType', 'varchar(32)', (c) => c.notNull())
        .addColumn('objectType', 'varchar(32)', (c) => c.notNull())
        .addColumn('objectId', big, (c) => c.notNull().defaultTo(0))
        .addColumn('deviceId', big)
        .addColumn('userId', big)
        .addColumn('userEmail', 'varchar(128)')
        .addColumn('impersonatorId', big)
        .addColumn('address', 'varchar(64)')
        .addColumn('userAgent', 'varchar(512)')
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .execute();
      await db.schema.createIndex('auditLog_time').on('auditLog').column('time').execute();
      await db.schema
        .createIndex('auditLog_object')
        .on('auditLog')
        .columns(['objectType', 'objectId'])
        .execute();
      await db.schema.createIndex('auditLog_user').on('auditLog').column('userId').execute();
      await db.schema.createIndex('auditLog_device').on('auditLog').column('deviceId').execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists ${sql.table('auditLog')}`.execute(db);
    },
  };
}

import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Dialect } from './types';

/** The entity tables (this migration's order is the drop order reversed). */
const TABLES = [
  'groups',
  'geofences',
  'drivers',
  'calendars',
  'maintenances',
  'notifications',
  'commands',
  'attributes',
] as const;

/**
 * Groups, geofences, drivers, calendars, maintenances, notifications, saved commands and
 * computed attributes (Traccar's tc_attributes). Links between them live in `links`.
 */
export function entities(dialect: Dialect): Migration {
  const { real, serial } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const table = (name: (typeof TABLES)[number], withAttributes = true) => {
        let builder: CreateTableBuilder<string, string> = db.schema
          .createTable(name)
          .addColumn('id', 'integer', serial);
        if (withAttributes) {
          builder = builder.addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'));
        }
        return builder;
      };
      await table('groups')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('groupId', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await table('geofences')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('area', 'text', (c) => c.notNull())
        .addColumn('calendarId', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await table('drivers')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('uniqueId', 'varchar(128)', (c) => c.notNull().unique())
        .execute();
      await table('calendars')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .execute();
      await table('maintenances')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('start', real, (c) => c.notNull().defaultTo(0))
        .addColumn('period', real, (c) => c.notNull().defaultTo(0))
        .execute();
      await table('notifications')
        .addColumn('description', 'text')
        .addColumn('calendarId', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('always', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('commandId', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('notificators', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await table('commands')
        .addColumn('description', 'text')
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('textChannel', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await table('attributes', false)
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('attribute', 'text', (c) => c.notNull())
        .addColumn('expression', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('groups_parent').on('groups').column('groupId').execute();
      await db.schema.createIndex('devices_group').on('devices').column('groupId').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('devices_group').ifExists().execute();
      for (const name of [...TABLES].reverse()) {
        await sql`drop table if exists ${sql.table(name)}`.execute(db);
      }
    },
  };
}

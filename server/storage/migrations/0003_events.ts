import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Dialect } from './types';

/** Device columns of the motion and overspeed state (Traccar keeps them on tc_devices). */
const DEVICE_STATE_COLUMNS = [
  ['motionStreak', 'integer', 0],
  ['motionState', 'integer', 0],
  ['motionPositionId', 'big', 0],
  ['motionTime', 'big', null],
  ['motionDistance', 'real', 0],
  ['motionLatitude', 'real', 0],
  ['motionLongitude', 'real', 0],
  ['overspeedState', 'integer', 0],
  ['overspeedTime', 'big', null],
  ['overspeedGeofenceId', 'integer', 0],
] as const;

/** Events (tc_events), queued commands (tc_commands_queue) and the devices' motion state. */
export function events(dialect: Dialect): Migration {
  const { big, real, serial } = columnTypes(dialect);
  const types = { integer: 'integer', big, real } as const;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('events')
        // Allocated by the storage layer, as position ids are (see EventRepository.allocateIds).
        .addColumn('id', big, (c) => c.primaryKey())
        .addColumn('type', 'varchar(128)', (c) => c.notNull())
        .addColumn('eventTime', big, (c) => c.notNull())
        .addColumn('deviceId', 'integer', (c) =>
          c.notNull().references('devices.id').onDelete('cascade'),
        )
        .addColumn('positionId', big, (c) => c.notNull().defaultTo(0))
        .addColumn('geofenceId', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('maintenanceId', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema
        .createIndex('events_device_time')
        .on('events')
        .columns(['deviceId', 'eventTime'])
        .execute();

      await db.schema
        .createTable('queuedCommands')
        .addColumn('id', 'integer', serial)
        .addColumn('deviceId', 'integer', (c) =>
          c.notNull().references('devices.id').onDelete('cascade'),
        )
        .addColumn('type', 'varchar(128)', (c) => c.notNull())
        .addColumn('textChannel', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema
        .createIndex('queued_commands_device')
        .on('queuedCommands')
        .column('deviceId')
        .execute();

      for (const [name, type, fallback] of DEVICE_STATE_COLUMNS) {
        await db.schema
          .alterTable('devices')
          .addColumn(name, types[type], (c) =>
            fallback === null ? c : c.notNull().defaultTo(fallback),
          )
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const [name] of DEVICE_STATE_COLUMNS) {
        await db.schema.alterTable('devices').dropColumn(name).execute();
      }
      for (const table of ['queuedCommands', 'events']) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  };
}

import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Dialect } from './types';

/** Users, servers, devices, positions, links and tokens. */
export function initial(dialect: Dialect): Migration {
  const { big, real, serial } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', serial)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('login', 'text')
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('phone', 'text')
        .addColumn('readonly', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('administrator', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('map', 'text')
        .addColumn('latitude', real, (c) => c.notNull().defaultTo(0))
        .addColumn('longitude', real, (c) => c.notNull().defaultTo(0))
        .addColumn('zoom', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('coordinateFormat', 'text')
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expirationTime', big)
        .addColumn('deviceLimit', 'integer', (c) => c.notNull().defaultTo(-1))
        .addColumn('userLimit', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('deviceReadonly', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('limitCommands', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('disableReports', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fixedEmail', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('poiLayer', 'text')
        .addColumn('totpKey', 'text')
        .addColumn('temporary', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('hashedPassword', 'text', (c) => c.notNull())
        .addColumn('salt', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_login').on('users').column('login').execute();

      await db.schema
        .createTable('devices')
        .addColumn('id', 'integer', serial)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('uniqueId', 'varchar(128)', (c) => c.notNull().unique())
        .addColumn('groupId', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('calendarId', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('offline'))
        .addColumn('lastUpdate', big)
        .addColumn('positionId', big, (c) => c.notNull().defaultTo(0))
        .addColumn('phone', 'text')
        .addColumn('model', 'text')
        .addColumn('contact', 'text')
        .addColumn('category', 'text')
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expirationTime', big)
        .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema.createIndex('devices_name').on('devices').column('name').execute();

      await db.schema
        .createTable('positions')
        .addColumn('id', big, (c) => c.primaryKey())
        .addColumn('deviceId', 'integer', (c) =>
          c.notNull().references('devices.id').onDelete('cascade'),
        )
        .addColumn('protocol', 'text')
        .addColumn('serverTime', big, (c) => c.notNull())
        .addColumn('deviceTime', big, (c) => c.notNull())
        .addColumn('fixTime', big, (c) => c.notNull())
        .addColumn('valid', 'integer', (c) => c.notNull())
        .addColumn('latitude', real, (c) => c.notNull())
        .addColumn('longitude', real, (c) => c.notNull())
        .addColumn('altitude', real, (c) => c.notNull().defaultTo(0))
        .addColumn('speed', real, (c) => c.notNull().defaultTo(0))
        .addColumn('course', real, (c) => c.notNull().defaultTo(0))
        .addColumn('address', 'text')
        .addColumn('accuracy', real, (c) => c.notNull().defaultTo(0))
        .addColumn('network', 'text')
        .addColumn('geofenceIds', 'text')
        .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema
        .createIndex('positions_device_fixtime')
        .on('positions')
        .columns(['deviceId', 'fixTime'])
        .execute();

      await db.schema
        .createTable('links')
        .addColumn('ownerKind', 'varchar(32)', (c) => c.notNull())
        .addColumn('ownerId', 'integer', (c) => c.notNull())
        .addColumn('propertyKind', 'varchar(32)', (c) => c.notNull())
        .addColumn('propertyId', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('links_pk', ['ownerKind', 'ownerId', 'propertyKind', 'propertyId'])
        .execute();
      await db.schema
        .createIndex('links_property')
        .on('links')
        .columns(['propertyKind', 'propertyId', 'ownerKind'])
        .execute();

      await db.schema
        .createTable('tokens')
        .addColumn('id', 'integer', serial)
        .addColumn('userId', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('expiration', big, (c) => c.notNull())
        .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('createdAt', big, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('servers')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('registration', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('readonly', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('deviceReadonly', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('map', 'text')
        .addColumn('bingKey', 'text')
        .addColumn('mapUrl', 'text')
        .addColumn('overlayUrl', 'text')
        .addColumn('latitude', real, (c) => c.notNull().defaultTo(0))
        .addColumn('longitude', real, (c) => c.notNull().defaultTo(0))
        .addColumn('zoom', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('forceSettings', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('coordinateFormat', 'text')
        .addColumn('limitCommands', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('disableReports', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fixedEmail', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('poiLayer', 'text')
        .addColumn('announcement', 'text')
        .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['servers', 'tokens', 'links', 'positions', 'devices', 'users']) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  };
}

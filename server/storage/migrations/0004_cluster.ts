import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './types';

/** Tables whose ids the storage layer allocates (see storage/ids.ts). */
const ALLOCATED = ['positions', 'events'] as const;

/**
 * What several nodes and a retention setting need: indexes on the times that history is pruned
 * by, and, on PostgreSQL, the sequences that position and event ids are drawn from (several
 * nodes may write; SQLite has one writer and counts in memory).
 */
export function cluster(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('positions_server_time')
        .on('positions')
        .column('serverTime')
        .execute();
      await db.schema.createIndex('events_time').on('events').column('eventTime').execute();
      if (dialect !== 'postgres') return;
      for (const table of ALLOCATED) {
        const sequence = `${table}_id_seq`;
        await sql`CREATE SEQUENCE ${sql.id(sequence)} AS bigint`.execute(db);
        // Continue after the ids already stored (a database migrated with rows in it).
        await sql`SELECT setval(${sequence}, COALESCE(MAX(id), 0) + 1, false) FROM ${sql.table(table)}`.execute(
          db,
        );
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        for (const table of ALLOCATED) {
          await sql`DROP SEQUENCE IF EXISTS ${sql.id(`${table}_id_seq`)}`.execute(db);
        }
      }
      await db.schema.dropIndex('events_time').ifExists().execute();
      await db.schema.dropIndex('positions_server_time').ifExists().execute();
    },
  };
}

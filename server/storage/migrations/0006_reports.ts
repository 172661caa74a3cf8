import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Dialect } from './types';

const STATISTIC_COUNTERS = [
  'activeUsers',
  'activeDevices',
  'requests',
  'messagesReceived',
  'messagesStored',
  'mailSent',
  'smsSent',
  'geocoderRequests',
  'geolocationRequests',
] as const;

/**
 * Scheduled reports (Traccar's tc_reports), the periods each has been run for (one row per
 * report and period: the claim that makes a run happen once across nodes), daily server
 * statistics (tc_statistics) and delivery orders (tc_orders).
 */
export function reports(dialect: Dialect): Migration {
  const { big, serial } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reports')
        .addColumn('id', 'integer', serial)
        .addColumn('type', 'varchar(128)', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('calendarId', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();

      await db.schema
        .createTable('reportRuns')
        .addColumn('reportId', 'integer', (c) =>
          c.notNull().references('reports.id').onDelete('cascade'),
        )
        .addColumn('periodStart', big, (c) => c.notNull())
        .addColumn('periodEnd', big, (c) => c.notNull())
        .addColumn('ranAt', big, (c) => c.notNull())
        .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addPrimaryKeyConstraint('report_runs_pk', ['reportId', 'periodEnd'])
        .execute();

      let statistics = db.schema
        .createTable('statistics')
        .addColumn('id', 'integer', serial)
        .addColumn('captureTime', big, (c) => c.notNull().unique());
      for (const counter of STATISTIC_COUNTERS) {
        statistics = statistics.addColumn(counter, big, (c) => c.notNull().defaultTo(0));
      }
      await statistics
        .addColumn('protocols', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();

      await db.schema
        .createTable('orders')
        .addColumn('id', 'integer', serial)
        .addColumn('uniqueId', 'varchar(128)', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('fromAddress', 'text')
        .addColumn('toAddress', 'text')
        .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['orders', 'statistics', 'reportRuns', 'reports']) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  };
}

import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Dialect } from './types';

/**
 * Billing (SPEC §3 Invoice, Integrations): invoices, one per customer and month (the unique
 * key that makes generation idempotent across restarts and nodes), with what the payment
 * provider must still be told (`sync…`: a queue that survives an outage); each customer's
 * billing state (since when billed, manual suspension and unlocks, the provider's customer id); the provider's webhook
 * events already applied (replays are ignored); integration settings with their secrets sealed.
 */
export function billing(dialect: Dialect): Migration {
  const { big, serial } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('invoices')
        .addColumn('id', 'integer', serial)
        .addColumn('userId', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('billerId', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('period', 'varchar(7)', (c) => c.notNull())
        .addColumn('dueDate', 'varchar(10)', (c) => c.notNull())
        .addColumn('valueCents', big, (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('terms', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('status', 'varchar(40)', (c) => c.notNull())
        .addColumn('statusTime', big, (c) => c.notNull())
        .addColumn('paidDate', 'varchar(10)')
        .addColumn('paidCents', big)
        .addColumn('providerId', 'varchar(128)')
        .addColumn('link', 'text')
        .addColumn('trustUsedAt', big)
        .addColumn('syncNeeded', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('syncAttempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('syncAfter', big)
        .addColumn('syncLockedUntil', big)
        .addColumn('syncError', 'text')
        .addColumn('createdAt', big, (c) => c.notNull())
        .addUniqueConstraint('invoices_user_period', ['userId', 'period'])
        .execute();
      await db.schema
        .createIndex('invoices_provider')
        .on('invoices')
        .column('providerId')
        .execute();
      await db.schema
        .createIndex('invoices_status_due')
        .on('invoices')
        .columns(['status', 'dueDate'])
        .execute();
      await db.schema.createIndex('invoices_sync').on('invoices').column('syncNeeded').execute();

      await db.schema
        .createTable('billingAccounts')
        .addColumn('userId', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('since', big, (c) => c.notNull())
        .addColumn('lockedAt', big)
        .addColumn('unlockedUntil', big)
        .addColumn('unlockedForever', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('providerCustomerId', 'varchar(128)')
        .execute();

      await db.schema
        .createTable('billingWebhookEvents')
        .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('receivedAt', big, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('integrations')
        .addColumn('ownerId', 'integer', (c) => c.notNull())
        .addColumn('key', 'varchar(32)', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('secrets', 'text')
        .addColumn('secretNames', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('updatedAt', big, (c) => c.notNull())
        .addPrimaryKeyConstraint('integrations_pk', ['ownerId', 'key'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['integrations', 'billingWebhookEvents', 'billingAccounts', 'invoices']) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  };
}

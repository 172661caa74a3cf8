import type { Kysely, Selectable } from 'kysely';
import type { IntegrationTable } from './billingSchema';
import { guard } from './database';
import type { Database } from './schema';

/** One integration's stored settings: what may be shown, and its secrets sealed (or null). */
export interface IntegrationRecord {
  /** 0 = the server's (administrators); else the reseller's user id. */
  ownerId: number;
  key: string;
  settings: Record<string, unknown>;
  /** Sealed by `server/billing/secrets.ts`; never leaves the server. */
  secrets: string | null;
  /** Which secrets are set (names only: what a browser may know). */
  secretNames: string[];
  updatedAt: number;
}

const toRecord = (row: Selectable<IntegrationTable>): IntegrationRecord => ({
  ownerId: Number(row.ownerId),
  key: row.key,
  settings: JSON.parse(row.settings) as Record<string, unknown>,
  secrets: row.secrets,
  secretNames: JSON.parse(row.secretNames) as string[],
  updatedAt: Number(row.updatedAt),
});

/** Integrations (payment provider, e-mail…) per owner and key. */
export class IntegrationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(ownerId: number, key: string): Promise<IntegrationRecord | null> {
    const row = await this.db
      .selectFrom('integrations')
      .selectAll()
      .where('ownerId', '=', ownerId)
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async ofOwner(ownerId: number): Promise<IntegrationRecord[]> {
    const rows = await this.db
      .selectFrom('integrations')
      .selectAll()
      .where('ownerId', '=', ownerId)
      .orderBy('key')
      .execute();
    return rows.map(toRecord);
  }

  /** Stores an integration whole (insert or replace). */
  async save(record: IntegrationRecord): Promise<void> {
    const values = {
      ownerId: record.ownerId,
      key: record.key,
      settings: JSON.stringify(record.settings),
      secrets: record.secrets,
      secretNames: JSON.stringify(record.secretNames),
      updatedAt: record.updatedAt,
    };
    await guard(() =>
      this.db
        .insertInto('integrations')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['ownerId', 'key']).doUpdateSet({
            settings: values.settings,
            secrets: values.secrets,
            secretNames: values.secretNames,
            updatedAt: values.updatedAt,
          }),
        )
        .execute(),
    );
  }
}

import type { Kysely } from 'kysely';
import { guard } from './database';
import type { Database } from './schema';

/**
 * The queue of what the payment provider must still be told about invoices (`syncNeeded`): it
 * lives in the invoice rows, so it survives restarts and a provider outage. A node claims an
 * invoice for a while before calling the provider (`syncLockedUntil`), so two nodes never call
 * for the same invoice at once; a failure sets when to try again.
 */
export class InvoiceSyncRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Ids of invoices waiting to be told to the provider whose retry time has come. */
  async due(now: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('invoices')
      .select('id')
      .where('syncNeeded', '=', 1)
      .where((eb) => eb.or([eb('syncAfter', 'is', null), eb('syncAfter', '<=', now)]))
      .where((eb) => eb.or([eb('syncLockedUntil', 'is', null), eb('syncLockedUntil', '<', now)]))
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => Number(row.id));
  }

  /** Takes invoice `id` until `until` (epoch ms); false when another node holds it. */
  async claim(id: number, now: number, until: number): Promise<boolean> {
    return guard(async () => {
      const result = await this.db
        .updateTable('invoices')
        .set({ syncLockedUntil: until })
        .where('id', '=', id)
        .where('syncNeeded', '=', 1)
        .where((eb) => eb.or([eb('syncLockedUntil', 'is', null), eb('syncLockedUntil', '<', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    });
  }

  /** Records the provider's payment (id and link) as soon as it is known. */
  async setProvider(id: number, providerId: string, link: string | null): Promise<void> {
    await guard(() =>
      this.db.updateTable('invoices').set({ providerId, link }).where('id', '=', id).execute(),
    );
  }

  /**
   * The provider has been told everything up to `statusTime`: done, unless the status changed
   * meanwhile (then the next round tells it that too).
   */
  async done(id: number, statusTime: number): Promise<void> {
    await guard(() =>
      this.db
        .updateTable('invoices')
        .set({
          syncNeeded: 0,
          syncAttempts: 0,
          syncAfter: null,
          syncLockedUntil: null,
          syncError: null,
        })
        .where('id', '=', id)
        .where('statusTime', '=', statusTime)
        .execute(),
    );
    await this.release(id);
  }

  /** A failed attempt: why, and when to try again. */
  async failed(id: number, error: string, retryAt: number): Promise<void> {
    await guard(() =>
      this.db
        .updateTable('invoices')
        .set((eb) => ({
          syncAttempts: eb('syncAttempts', '+', 1),
          syncAfter: retryAt,
          syncError: error.slice(0, 500),
          syncLockedUntil: null,
        }))
        .where('id', '=', id)
        .execute(),
    );
  }

  async release(id: number): Promise<void> {
    await guard(() =>
      this.db.updateTable('invoices').set({ syncLockedUntil: null }).where('id', '=', id).execute(),
    );
  }
}

import type { Kysely } from 'kysely';
import { guard } from './database';
import type { Database } from './schema';

/** A customer's billing state beyond their invoices. */
export interface BillingAccountRecord {
  userId: number;
  /** When Farol first found them billable: no invoice falls due before it. */
  since: number;
  /** Suspended by hand (their manager's "suspend"), whatever their invoices say. */
  lockedAt: number | null;
  /** Let in until then despite overdue invoices (a trust unlock or a manager's unlock). */
  unlockedUntil: number | null;
  /** Never suspended for non-payment (a manager's permanent unlock). */
  unlockedForever: boolean;
  /** The payment provider's id of this customer, once the provider has them. */
  providerCustomerId: string | null;
}

type Changes = Partial<Omit<BillingAccountRecord, 'userId' | 'since'>>;

/** Billing state per customer, and the provider webhook events already applied. */
export class BillingAccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(userId: number): Promise<BillingAccountRecord | null> {
    const row = await this.db
      .selectFrom('billingAccounts')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row
      ? {
          userId: Number(row.userId),
          since: Number(row.since),
          lockedAt: row.lockedAt === null ? null : Number(row.lockedAt),
          unlockedUntil: row.unlockedUntil === null ? null : Number(row.unlockedUntil),
          unlockedForever: Boolean(row.unlockedForever),
          providerCustomerId: row.providerCustomerId,
        }
      : null;
  }

  /** The account of `userId`, created as billed since `now` when it has none yet. */
  async open(userId: number, now: number): Promise<BillingAccountRecord> {
    await guard(() =>
      this.db
        .insertInto('billingAccounts')
        .values({ userId, since: now, unlockedForever: 0 })
        .onConflict((oc) => oc.column('userId').doNothing())
        .execute(),
    );
    return (await this.get(userId))!;
  }

  async update(userId: number, now: number, changes: Changes): Promise<void> {
    await this.open(userId, now);
    const { unlockedForever, ...rest } = changes;
    await guard(() =>
      this.db
        .updateTable('billingAccounts')
        .set({
          ...rest,
          ...(unlockedForever !== undefined && { unlockedForever: unlockedForever ? 1 : 0 }),
        })
        .where('userId', '=', userId)
        .execute(),
    );
  }

  /** Records a webhook event id; false when it was recorded before (a replay). */
  async firstDelivery(eventId: string, now: number): Promise<boolean> {
    return guard(async () => {
      const result = await this.db
        .insertInto('billingWebhookEvents')
        .values({ id: eventId, receivedAt: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    });
  }

  /** Forgets a delivery whose handling failed, so the provider's retry is applied. */
  async forgetDelivery(eventId: string): Promise<void> {
    await guard(() =>
      this.db.deleteFrom('billingWebhookEvents').where('id', '=', eventId).execute(),
    );
  }
}

import type { InvoiceStatus } from '@farol/model';
import type { Kysely, Selectable } from 'kysely';
import type { InvoiceTable } from './billingSchema';
import { guard } from './database';
import type { Database } from './schema';

/** An invoice as the server uses it (money in cents, times in epoch ms, days as 'YYYY-MM-DD'). */
export interface InvoiceRecord {
  id: number;
  userId: number;
  /** Whose payment integration charges it: 0 = the server's, else a reseller's user id. */
  billerId: number;
  period: string;
  dueDate: string;
  valueCents: number;
  description: string;
  /** The charge terms it was issued with, as Tarkan-named settings (`chargeSettings`). */
  terms: Record<string, unknown>;
  status: InvoiceStatus;
  statusTime: number;
  paidDate: string | null;
  paidCents: number | null;
  providerId: string | null;
  link: string | null;
  trustUsedAt: number | null;
  /** The provider must still be told something (create, cancel, received in cash). */
  syncNeeded: boolean;
  syncAttempts: number;
  syncAfter: number | null;
  syncError: string | null;
  createdAt: number;
}

/** What issuing an invoice stores. */
export type NewInvoice = Pick<
  InvoiceRecord,
  | 'userId'
  | 'billerId'
  | 'period'
  | 'dueDate'
  | 'valueCents'
  | 'description'
  | 'terms'
  | 'status'
  | 'statusTime'
  | 'syncNeeded'
  | 'createdAt'
>;

/** A status change; applied only over the status and time it was decided from. */
export interface StatusChange {
  status: InvoiceStatus;
  statusTime: number;
  paidDate?: string | null;
  paidCents?: number | null;
  /** The provider must be told of it (a cancel or a cash receipt decided in Farol). */
  syncNeeded?: boolean;
}

const toRecord = (row: Selectable<InvoiceTable>): InvoiceRecord => ({
  id: Number(row.id),
  userId: Number(row.userId),
  billerId: Number(row.billerId),
  period: row.period,
  dueDate: row.dueDate,
  valueCents: Number(row.valueCents),
  description: row.description,
  terms: JSON.parse(row.terms) as Record<string, unknown>,
  status: row.status as InvoiceStatus,
  statusTime: Number(row.statusTime),
  paidDate: row.paidDate,
  paidCents: row.paidCents === null ? null : Number(row.paidCents),
  providerId: row.providerId,
  link: row.link,
  trustUsedAt: row.trustUsedAt === null ? null : Number(row.trustUsedAt),
  syncNeeded: Boolean(row.syncNeeded),
  syncAttempts: Number(row.syncAttempts),
  syncAfter: row.syncAfter === null ? null : Number(row.syncAfter),
  syncError: row.syncError,
  createdAt: Number(row.createdAt),
});

/**
 * Invoices. One per user and month (a unique key): `issue` of a month already issued does
 * nothing, so generation is idempotent on any number of nodes and restarts. Status changes are
 * compare-and-set over the status they were decided from, so two nodes applying provider events
 * at once never lose one.
 */
export class InvoiceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores a new invoice; null when the user already has one for that month. */
  async issue(invoice: NewInvoice): Promise<InvoiceRecord | null> {
    return guard(async () => {
      const row = await this.db
        .insertInto('invoices')
        .values({
          ...invoice,
          terms: JSON.stringify(invoice.terms),
          syncNeeded: invoice.syncNeeded ? 1 : 0,
        })
        .onConflict((oc) => oc.columns(['userId', 'period']).doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    });
  }

  async get(id: number): Promise<InvoiceRecord | null> {
    const row = await this.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** The invoice the provider knows by `providerId`. */
  async byProviderId(providerId: string): Promise<InvoiceRecord | null> {
    const row = await this.db
      .selectFrom('invoices')
      .selectAll()
      .where('providerId', '=', providerId)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** A user's invoices, newest due date first. */
  async ofUser(userId: number): Promise<InvoiceRecord[]> {
    const rows = await this.db
      .selectFrom('invoices')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('dueDate', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toRecord);
  }

  /** The invoices of these users (every user's when `userIds` is null). */
  async ofUsers(userIds: readonly number[] | null): Promise<InvoiceRecord[]> {
    if (userIds !== null && userIds.length === 0) return [];
    let query = this.db.selectFrom('invoices').selectAll();
    if (userIds !== null) query = query.where('userId', 'in', userIds);
    const rows = await query.orderBy('dueDate', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toRecord);
  }

  /** Users with an invoice in one of `statuses` due before `day`. */
  async usersWithDue(statuses: readonly InvoiceStatus[], day: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('invoices')
      .select('userId')
      .distinct()
      .where('status', 'in', statuses)
      .where('dueDate', '<', day)
      .execute();
    return rows.map((row) => Number(row.userId));
  }

  /**
   * PENDING invoices due before `today` become OVERDUE (Farol's own clock: the provider may say
   * so too, later or never). Returns the users whose invoices changed.
   */
  async markOverdue(today: string, now: number): Promise<number[]> {
    return guard(async () => {
      const rows = await this.db
        .updateTable('invoices')
        .set({ status: 'OVERDUE', statusTime: now })
        .where('status', '=', 'PENDING')
        .where('dueDate', '<', today)
        .returning('userId')
        .execute();
      return [...new Set(rows.map((row) => Number(row.userId)))];
    });
  }

  /**
   * Applies `change` if the invoice still has the status and time it was decided from; false
   * when another writer changed it first (decide again from a fresh read).
   */
  async changeStatus(current: InvoiceRecord, change: StatusChange): Promise<boolean> {
    return guard(async () => {
      const result = await this.db
        .updateTable('invoices')
        .set({
          status: change.status,
          statusTime: change.statusTime,
          ...(change.paidDate !== undefined && { paidDate: change.paidDate }),
          ...(change.paidCents !== undefined && { paidCents: change.paidCents }),
          ...(change.syncNeeded && { syncNeeded: 1, syncAttempts: 0, syncAfter: null }),
        })
        .where('id', '=', current.id)
        .where('status', '=', current.status)
        .where('statusTime', '=', current.statusTime)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    });
  }

  /** Marks the open invoices of a user as having spent their trust unlock; how many. */
  async useTrust(userId: number, ids: readonly number[], now: number): Promise<number> {
    if (ids.length === 0) return 0;
    return guard(async () => {
      const result = await this.db
        .updateTable('invoices')
        .set({ trustUsedAt: now })
        .where('userId', '=', userId)
        .where('id', 'in', ids)
        .where('trustUsedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    });
  }

  async remove(id: number): Promise<boolean> {
    return guard(async () => {
      const result = await this.db.deleteFrom('invoices').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    });
  }
}

import { chargeSettings, daysBetween, dueDateOf } from '@farol/model';
import type { ScheduledTask } from '../cluster';
import type { InvoiceRecord, Storage, UserRecord } from '../storage';
import type { ServerClock } from '../services/clock';
import { dayIn, monthsFrom } from './clock';
import type { BillingCustomers } from './customers';

/** Days before its due date an invoice is issued (`billing.issueDays`). */
export const DEFAULT_ISSUE_DAYS = 10;

export interface GeneratorOptions {
  /** How often the schedule runs (ms). */
  periodMs: number;
  issueDays: number;
  /** True when biller `billerId` has a payment provider: new invoices go to it. */
  hasProvider(billerId: number): Promise<boolean>;
  /** Told of each invoice issued (to mail the customer). */
  issued?(invoice: InvoiceRecord, user: UserRecord): Promise<void>;
}

/**
 * Issues each billed customer's monthly invoice `issueDays` before it falls due, and marks
 * unpaid invoices overdue after their due date. Idempotent: the invoice of a month is unique
 * per customer in the database, so a restart, a second run or a second node issues nothing
 * twice; the scheduler runs it once per period across the cluster besides.
 */
export class InvoiceGenerator implements ScheduledTask {
  readonly name = 'billing.invoices';
  readonly periodMs: number;

  constructor(
    private readonly storage: Storage,
    private readonly customers: BillingCustomers,
    private readonly clock: ServerClock,
    private readonly options: GeneratorOptions,
  ) {
    this.periodMs = options.periodMs;
  }

  async run(): Promise<void> {
    if (!this.customers.on) return;
    await this.issueDue();
    await this.markOverdue();
  }

  /** Issues the invoices whose time has come; returns those this run stored. */
  async issueDue(): Promise<InvoiceRecord[]> {
    const issued: InvoiceRecord[] = [];
    for (const user of await this.storage.users.list()) {
      for (const invoice of await this.issueFor(user)) issued.push(invoice);
    }
    return issued;
  }

  /**
   * The months whose invoice is due within `issueDays`, from the day the customer was first
   * found billable (never a month that fell due before that).
   */
  private async issueFor(user: UserRecord): Promise<InvoiceRecord[]> {
    const terms = this.customers.billed(user);
    if (!terms) return [];
    const now = this.clock.now();
    const account = await this.storage.billing.accounts.open(user.id, now);
    const zone = this.customers.zoneOf(user);
    const today = dayIn(now, zone);
    const firstDay = dayIn(account.since, zone);
    const billerId = this.customers.billerOf(user);
    const issued: InvoiceRecord[] = [];
    for (const period of monthsFrom(now, zone)) {
      const dueDate = dueDateOf(period, terms.dueDay);
      if (dueDate < firstDay || daysBetween(today, dueDate) > this.options.issueDays) continue;
      const invoice = await this.storage.billing.invoices.issue({
        userId: user.id,
        billerId,
        period,
        dueDate,
        valueCents: terms.price,
        description: terms.description,
        terms: chargeSettings(terms),
        status: 'PENDING',
        statusTime: now,
        syncNeeded: await this.options.hasProvider(billerId),
        createdAt: now,
      });
      if (!invoice) continue;
      issued.push(invoice);
      await this.options.issued?.(invoice, user).catch((error: unknown) => {
        console.error(`Billing: telling user ${user.id} of invoice ${invoice.id} failed:`, error);
      });
    }
    return issued;
  }

  /** PENDING invoices past their due date become OVERDUE; the users concerned. */
  async markOverdue(): Promise<number[]> {
    const now = this.clock.now();
    return this.storage.billing.invoices.markOverdue(dayIn(now, this.customers.serverZone()), now);
  }
}

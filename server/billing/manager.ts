import {
  centsToUnits,
  isOpen,
  isPaid,
  type BillingCustomer,
  type InvoiceAction,
  type InvoiceStatus,
} from '@farol/model';
import { IllegalArgumentError } from '../errors';
import type { InvoiceRecord, Storage, UserRecord } from '../storage';
import type { Billing } from './index';
import { dayIn } from './clock';
import { costToday } from './invoiceJson';
import type { BillingMail } from './mail';

/**
 * What administrators and resellers do with their customers' invoices and accounts. Rights are
 * the routes' (the caller may act on the customer); every change here is a compare-and-set on
 * the invoice's status, and what the provider must learn goes through its queue.
 */
export class InvoiceManager {
  constructor(
    private readonly storage: Storage,
    private readonly billing: Billing,
    private readonly mail: BillingMail,
  ) {}

  /** Totals of each of `users`, overdue debts first, then by name. */
  async totals(users: UserRecord[]): Promise<BillingCustomer[]> {
    const invoices = await this.storage.billing.invoices.ofUsers(users.map((user) => user.id));
    const byUser = new Map<number, InvoiceRecord[]>();
    for (const invoice of invoices) {
      byUser.set(invoice.userId, [...(byUser.get(invoice.userId) ?? []), invoice]);
    }
    const lines: BillingCustomer[] = [];
    for (const user of users) {
      const own = byUser.get(user.id) ?? [];
      const account = await this.storage.billing.accounts.get(user.id);
      if (own.length === 0 && !account) continue;
      const today = this.todayOf(user);
      const open = own.filter((invoice) => isOpen(invoice.status));
      const overdue = open.filter((invoice) => invoice.dueDate < today);
      const sum = (list: InvoiceRecord[]) =>
        centsToUnits(list.reduce((total, invoice) => total + costToday(invoice, today).cents, 0));
      lines.push({
        userId: user.id,
        name: user.name,
        email: user.email,
        openCount: open.length,
        openAmount: sum(open),
        overdueCount: overdue.length,
        overdueAmount: sum(overdue),
        paidAmount: sum(own.filter((invoice) => isPaid(invoice.status))),
        suspended: (await this.billing.suspension.of(user)) !== null,
        locked: account?.lockedAt != null,
        unlockedUntil:
          account?.unlockedUntil != null ? new Date(account.unlockedUntil).toISOString() : null,
        unlockedForever: account?.unlockedForever ?? false,
      });
    }
    return lines.sort((a, b) => b.overdueAmount - a.overdueAmount || a.name.localeCompare(b.name));
  }

  /** Applies `action` to `invoice` of `customer`; the invoice after (null when deleted). */
  async act(
    action: InvoiceAction,
    invoice: InvoiceRecord,
    customer: UserRecord,
  ): Promise<InvoiceRecord | null> {
    switch (action) {
      case 'cancel':
        return this.settle(invoice, 'CANCELLED', customer);
      case 'setAsReceivedCash':
        return this.settle(invoice, 'RECEIVED_IN_CASH', customer);
      case 'resend':
        await this.resend(invoice, customer);
        return invoice;
      case 'delete':
        return this.remove(invoice);
    }
  }

  /** Suspends the customer by hand, whatever their invoices say. */
  async lock(userId: number): Promise<void> {
    const now = this.billing.clock.now();
    await this.storage.billing.accounts.update(userId, now, { lockedAt: now });
  }

  /** Lifts a manual suspension and lets them in for `days` days, or for good. */
  async unlock(userId: number, forever: boolean, days: number): Promise<void> {
    const now = this.billing.clock.now();
    await this.storage.billing.accounts.update(userId, now, {
      lockedAt: null,
      unlockedForever: forever,
      unlockedUntil: forever ? null : now + days * 86_400_000,
    });
  }

  /** An open invoice becomes cancelled or received in cash (the provider told after). */
  private async settle(
    invoice: InvoiceRecord,
    status: Extract<InvoiceStatus, 'CANCELLED' | 'RECEIVED_IN_CASH'>,
    customer: UserRecord,
  ): Promise<InvoiceRecord> {
    if (!isOpen(invoice.status)) {
      throw new IllegalArgumentError(`Invoice ${invoice.id} is ${invoice.status}, not open`);
    }
    const today = this.todayOf(customer);
    const now = this.billing.clock.now();
    const changed = await this.storage.billing.invoices.changeStatus(invoice, {
      status,
      statusTime: Math.max(now, invoice.statusTime + 1),
      ...(status === 'RECEIVED_IN_CASH' && {
        paidDate: today,
        paidCents: costToday(invoice, today).cents,
      }),
      syncNeeded: invoice.providerId !== null || invoice.syncNeeded,
    });
    if (!changed) throw new IllegalArgumentError(`Invoice ${invoice.id} changed meanwhile`);
    return (await this.storage.billing.invoices.get(invoice.id))!;
  }

  private async resend(invoice: InvoiceRecord, customer: UserRecord): Promise<void> {
    if (!isOpen(invoice.status)) {
      throw new IllegalArgumentError(`Invoice ${invoice.id} is ${invoice.status}, not open`);
    }
    if (!invoice.link) throw new IllegalArgumentError('The invoice has no payment link yet');
    if (!customer.email.includes('@')) throw new IllegalArgumentError('The user has no e-mail');
    const cost = costToday(invoice, this.todayOf(customer));
    await this.mail.send(invoice.billerId, {
      to: customer.email,
      subject: `Fatura ${invoice.period} · vencimento ${invoice.dueDate}`,
      text: [
        `${invoice.description || 'Fatura'} (${invoice.period})`,
        `Valor: R$ ${(cost.cents / 100).toFixed(2).replace('.', ',')}`,
        `Vencimento: ${invoice.dueDate}`,
        `Pagar: ${invoice.link}`,
      ].join('\n'),
    });
  }

  /** Only an invoice the provider never had, or one withdrawn there, is deleted. */
  private async remove(invoice: InvoiceRecord): Promise<null> {
    const atProvider = invoice.providerId !== null || invoice.syncNeeded;
    if (atProvider && !(invoice.status === 'CANCELLED' && !invoice.syncNeeded)) {
      throw new IllegalArgumentError('Cancel the invoice first: the payment provider has it');
    }
    await this.storage.billing.invoices.remove(invoice.id);
    return null;
  }

  private todayOf(user: UserRecord): string {
    return dayIn(this.billing.clock.now(), this.billing.customers.zoneOf(user));
  }
}

import {
  BILLING_KEYS,
  billingTermsOf,
  centsToUnits,
  isOpen,
  normalizeTaxId,
  rateText,
  taxIdKind,
  type Adjustment,
} from '@farol/model';
import type { InvoiceRecord, Storage, UserRecord } from '../storage';
import { AsaasClient, ASAAS_URLS, type ProviderCharge } from './asaas';
import type { ServerClock } from '../services/clock';
import { dayIn } from './clock';
import type { Integrations } from './integrations';

/** How long a node holds an invoice while it talks to the provider. */
const LEASE_MS = 120_000;
/** Retries wait 1 min, 2, 4… up to 6 h. */
const FIRST_RETRY_MS = 60_000;
const LAST_RETRY_MS = 6 * 3_600_000;
const BATCH = 50;

export const customerReference = (userId: number) => `farol-user-${userId}`;
export const invoiceReference = (invoiceId: number) => `farol-invoice-${invoiceId}`;

const adjustmentValue = (adjustment: Adjustment) =>
  adjustment.mode === 'FIXED' ? centsToUnits(adjustment.cents) : Number(rateText(adjustment.rate));

/** What the provider is asked to charge for `invoice`, with the terms it was issued under. */
export function chargeOf(invoice: InvoiceRecord, customer: string): ProviderCharge {
  const terms = billingTermsOf([invoice.terms]);
  return {
    customer,
    value: centsToUnits(invoice.valueCents),
    dueDate: invoice.dueDate,
    description: invoice.description || `Farol ${invoice.period}`,
    externalReference: invoiceReference(invoice.id),
    fine: { value: adjustmentValue(terms.fine), type: terms.fine.mode },
    interest: { value: Number(rateText(terms.interest)) },
    discount: {
      value: adjustmentValue(terms.discount),
      dueDateLimitDays: terms.discountDays,
      type: terms.discount.mode,
    },
  };
}

export interface ProviderSyncOptions {
  /** Replaces the provider's API root (`billing.providerUrl`): tests' local stand-in. */
  providerUrl?: string;
  timeoutMs?: number;
}

/**
 * Tells the payment provider what Farol decided about invoices: a new invoice becomes a payment
 * with a link, a cancelled one is withdrawn, one received in cash is marked so. The queue lives
 * in the invoice rows (`syncNeeded`), each invoice is claimed by one node at a time, and a
 * failure is retried later with a doubling wait: an outage delays, never loses, and — as a
 * payment is first looked up by Farol's reference — a retry after a lost answer charges once.
 */
export class ProviderSync {
  constructor(
    private readonly storage: Storage,
    private readonly integrations: Integrations,
    private readonly clock: ServerClock,
    private readonly zoneOf: (user: UserRecord) => string,
    private readonly options: ProviderSyncOptions = {},
  ) {}

  /** The provider's client for `billerId`'s payment integration, or null when it has none. */
  async clientOf(billerId: number): Promise<AsaasClient | null> {
    const settings = await this.integrations.settings(billerId, 'payment');
    if (!settings.enabled) return null;
    const { token } = await this.integrations.secrets(billerId, 'payment');
    if (!token) return null;
    const url =
      this.options.providerUrl ?? (settings.sandbox ? ASAAS_URLS.sandbox : ASAAS_URLS.production);
    return new AsaasClient(url, token, this.options.timeoutMs);
  }

  async hasProvider(billerId: number): Promise<boolean> {
    return (await this.clientOf(billerId)) !== null;
  }

  /** Works through the invoices whose time has come; how many were told. */
  async run(): Promise<number> {
    const now = this.clock.now();
    let told = 0;
    for (const id of await this.storage.billing.sync.due(now, BATCH)) {
      if (!(await this.storage.billing.sync.claim(id, now, now + LEASE_MS))) continue;
      try {
        await this.push(id);
        told += 1;
      } catch (error) {
        const invoice = await this.storage.billing.invoices.get(id);
        const wait = Math.min(FIRST_RETRY_MS * 2 ** (invoice?.syncAttempts ?? 0), LAST_RETRY_MS);
        await this.storage.billing.sync.failed(id, (error as Error).message, now + wait);
      }
    }
    return told;
  }

  private async push(id: number): Promise<void> {
    const invoice = await this.storage.billing.invoices.get(id);
    if (!invoice) return;
    const client = await this.clientOf(invoice.billerId);
    if (!client) throw new Error('The payment integration is off or has no token');
    if (invoice.providerId === null) {
      // Settled or withdrawn before the provider knew of it: nothing to tell.
      if (isOpen(invoice.status)) await this.create(client, invoice);
    } else if (invoice.status === 'CANCELLED') {
      await client.deletePayment(invoice.providerId);
    } else if (invoice.status === 'RECEIVED_IN_CASH') {
      const user = await this.storage.users.get(invoice.userId);
      const today = dayIn(this.clock.now(), user ? this.zoneOf(user) : 'UTC');
      await client.receiveInCash(
        invoice.providerId,
        invoice.paidDate ?? today,
        centsToUnits(invoice.paidCents ?? invoice.valueCents),
      );
    }
    await this.storage.billing.sync.done(id, invoice.statusTime);
  }

  private async create(client: AsaasClient, invoice: InvoiceRecord): Promise<void> {
    const user = await this.storage.users.get(invoice.userId);
    if (!user) return;
    const customer = await this.customerOf(client, user);
    const payment =
      (await client.findPayment(invoiceReference(invoice.id))) ??
      (await client.createPayment(chargeOf(invoice, customer)));
    await this.storage.billing.sync.setProvider(invoice.id, payment.id, payment.link);
  }

  /** The provider's id of `user`, found by reference or created, and kept. */
  private async customerOf(client: AsaasClient, user: UserRecord): Promise<string> {
    const account = await this.storage.billing.accounts.get(user.id);
    if (account?.providerCustomerId) return account.providerCustomerId;
    const cpfCnpj = normalizeTaxId(String(user.attributes[BILLING_KEYS.cpfCnpj] ?? ''));
    if (!taxIdKind(cpfCnpj)) throw new Error(`User ${user.id} has no valid CPF or CNPJ`);
    const reference = customerReference(user.id);
    const id =
      (await client.findCustomer(reference)) ??
      (await client.createCustomer({
        name: user.name,
        email: user.email,
        cpfCnpj,
        externalReference: reference,
      }));
    await this.storage.billing.accounts.update(user.id, this.clock.now(), {
      providerCustomerId: id,
    });
    return id;
  }
}

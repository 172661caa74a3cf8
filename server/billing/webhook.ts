import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { InvoiceStatus, isPaid, parseCents, statusStage } from '@farol/model';
import { HttpError } from '../errors';
import type { InvoiceRecord, Storage } from '../storage';
import type { ServerClock } from '../services/clock';
import { dayIn } from './clock';
import type { Integrations } from './integrations';

/** The header the provider sends its webhook token in (Asaas's). */
export const WEBHOOK_TOKEN_HEADER = 'asaas-access-token';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A payment event as the provider posts it (fields Farol reads; the rest is ignored). */
export const PaymentEvent = z.object({
  id: z.string().min(1).max(200).optional(),
  event: z.string().min(1).max(100),
  payment: z.object({
    id: z.string().min(1).max(128),
    status: z.string().max(60),
    value: z.number().nonnegative().optional(),
    paymentDate: Day.nullish(),
    clientPaymentDate: Day.nullish(),
    externalReference: z.string().max(200).nullish(),
    invoiceUrl: z.string().max(2000).nullish(),
  }),
});
export type PaymentEvent = z.infer<typeof PaymentEvent>;

export type WebhookOutcome = 'applied' | 'ignored' | 'replay';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The provider's webhook of payment status changes. Authenticated by the token configured in the
 * payment integration (compared in constant time); each event is applied once (its id is stored
 * first: a replay is acknowledged and ignored); a status never moves an invoice back (an event
 * arriving out of order is ignored); a failure forgets the event so the provider's retry counts.
 */
export class PaymentWebhook {
  constructor(
    private readonly storage: Storage,
    private readonly integrations: Integrations,
    private readonly clock: ServerClock,
  ) {}

  /** Throws 401 unless `token` is the server's payment integration webhook token. */
  async authenticate(token: string | undefined): Promise<void> {
    const { webhookToken } = await this.integrations.secrets(0, 'payment');
    if (!webhookToken || !token || !timingSafeEqual(digest(token), digest(webhookToken))) {
      throw new HttpError(401);
    }
  }

  async receive(event: PaymentEvent): Promise<WebhookOutcome> {
    const now = this.clock.now();
    const { payment } = event;
    const eventId =
      event.id ?? `${event.event}:${payment.id}:${payment.status}:${payment.paymentDate ?? ''}`;
    if (!(await this.storage.billing.accounts.firstDelivery(eventId, now))) return 'replay';
    try {
      return await this.apply(event, now);
    } catch (error) {
      await this.storage.billing.accounts.forgetDelivery(eventId);
      throw error;
    }
  }

  private async apply(event: PaymentEvent, now: number): Promise<WebhookOutcome> {
    const status = this.statusOf(event);
    let invoice = await this.invoiceOf(event);
    if (!invoice || !status) return 'ignored';
    if (invoice.providerId === null) {
      await this.storage.billing.sync.setProvider(
        invoice.id,
        event.payment.id,
        event.payment.invoiceUrl ?? null,
      );
    }
    // Compare-and-set: another node may apply another event at once; decide again on a miss.
    for (let attempt = 0; attempt < 5 && invoice; attempt += 1) {
      if (statusStage(status) <= statusStage(invoice.status)) return 'ignored';
      const paid = isPaid(status);
      const changed = await this.storage.billing.invoices.changeStatus(invoice, {
        status,
        statusTime: Math.max(now, invoice.statusTime + 1),
        ...(paid && {
          paidDate:
            event.payment.clientPaymentDate ?? event.payment.paymentDate ?? dayIn(now, 'UTC'),
          paidCents: parseCents(event.payment.value) ?? invoice.valueCents,
        }),
      });
      if (changed) return 'applied';
      invoice = await this.storage.billing.invoices.get(invoice.id);
    }
    throw new Error('Invoice kept changing while a webhook event was applied');
  }

  private statusOf(event: PaymentEvent): InvoiceStatus | null {
    if (event.event === 'PAYMENT_DELETED') return 'CANCELLED';
    const parsed = InvoiceStatus.safeParse(event.payment.status);
    return parsed.success ? parsed.data : null;
  }

  /** The invoice by the provider's id, else by Farol's reference (an event before the answer). */
  private async invoiceOf(event: PaymentEvent): Promise<InvoiceRecord | null> {
    const known = await this.storage.billing.invoices.byProviderId(event.payment.id);
    if (known) return known;
    const match = /^farol-invoice-(\d+)$/.exec(event.payment.externalReference ?? '');
    const invoice = match ? await this.storage.billing.invoices.get(Number(match[1])) : null;
    return invoice && invoice.providerId === null ? invoice : null;
  }
}

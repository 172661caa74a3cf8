import {
  amountDue,
  billingTermsOf,
  centsToUnits,
  isOpen,
  type Invoice,
  type InvoiceStatus,
} from '@farol/model';
import type { InvoiceRecord } from '../storage';

/** What an invoice costs if paid on `today`: the open ones by its terms, the paid ones as paid. */
export function costToday(invoice: InvoiceRecord, today: string): { cents: number; late: number } {
  if (!isOpen(invoice.status)) {
    return { cents: invoice.paidCents ?? invoice.valueCents, late: 0 };
  }
  const due = amountDue(
    billingTermsOf([invoice.terms]),
    invoice.valueCents,
    invoice.dueDate,
    today,
  );
  return { cents: due.total, late: due.daysLate };
}

/** An invoice as `/tarkan/invoices` serves it (`Invoice` of @farol/model). */
export function invoiceJson(invoice: InvoiceRecord, today: string): Invoice {
  const cost = costToday(invoice, today);
  return {
    id: invoice.id,
    userId: invoice.userId,
    period: invoice.period,
    dueDate: invoice.dueDate,
    value: centsToUnits(invoice.valueCents),
    status: invoice.status satisfies InvoiceStatus,
    paidDate: invoice.paidDate,
    description: invoice.description,
    link: invoice.link,
    amountDue: centsToUnits(cost.cents),
    daysLate: cost.late,
  };
}

import { z } from 'zod';
import { Id } from './common';

/**
 * Invoice statuses: SPEC §3's (the payment provider's), plus CANCELLED for an invoice withdrawn
 * from Farol (the provider deletes the payment; its own word for that is a deleted payment) and
 * REFUNDED, where a refund ends.
 */
export const INVOICE_STATUSES = [
  'PENDING',
  'RECEIVED_IN_CASH',
  'RECEIVED',
  'CONFIRMED',
  'OVERDUE',
  'REFUND_REQUESTED',
  'REFUND_IN_PROGRESS',
  'REFUNDED',
  'CHARGEBACK_REQUESTED',
  'CHARGEBACK_DISPUTE',
  'AWAITING_CHARGEBACK_REVERSAL',
  'DUNNING_REQUESTED',
  'DUNNING_RECEIVED',
  'AWAITING_RISK_ANALYSIS',
  'CANCELLED',
] as const;
export const InvoiceStatus = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** Still to be paid: these count towards overdue totals and suspension. */
export const OPEN_STATUSES: readonly InvoiceStatus[] = [
  'PENDING',
  'OVERDUE',
  'DUNNING_REQUESTED',
  'AWAITING_RISK_ANALYSIS',
];

/** Paid (the money arrived or was confirmed). */
export const PAID_STATUSES: readonly InvoiceStatus[] = [
  'RECEIVED',
  'RECEIVED_IN_CASH',
  'CONFIRMED',
  'DUNNING_RECEIVED',
];

/**
 * How far along its life a status is. A payment moves forwards (pending → overdue → paid →
 * refund or chargeback → refunded); a report of an earlier stage that arrives late must not
 * move it back. Same-rank statuses are alternatives, not successors.
 */
const STAGE: Record<InvoiceStatus, number> = {
  PENDING: 0,
  OVERDUE: 1,
  DUNNING_REQUESTED: 2,
  AWAITING_RISK_ANALYSIS: 2,
  CONFIRMED: 3,
  RECEIVED: 4,
  RECEIVED_IN_CASH: 4,
  DUNNING_RECEIVED: 4,
  REFUND_REQUESTED: 5,
  CHARGEBACK_REQUESTED: 5,
  REFUND_IN_PROGRESS: 6,
  CHARGEBACK_DISPUTE: 6,
  AWAITING_CHARGEBACK_REVERSAL: 7,
  REFUNDED: 8,
  CANCELLED: 9,
};

/** The stage of a status: later stages are later in an invoice's life. */
export const statusStage = (status: InvoiceStatus): number => STAGE[status];

export const isOpen = (status: InvoiceStatus): boolean => OPEN_STATUSES.includes(status);
export const isPaid = (status: InvoiceStatus): boolean => PAID_STATUSES.includes(status);

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An invoice as `/tarkan/invoices` serves it; money in currency units (2 decimals). */
export const Invoice = z.object({
  id: Id,
  userId: Id,
  /** The month it bills, 'YYYY-MM'. */
  period: z.string(),
  dueDate: Day,
  value: z.number(),
  status: InvoiceStatus,
  paidDate: Day.nullable(),
  description: z.string(),
  /** The provider's payment page, once the provider has the payment. */
  link: z.string().nullable(),
  /** What paying today costs: the value less a discount, or plus fine and interest. */
  amountDue: z.number(),
  /** Days past the due date, today (0 when not late). */
  daysLate: z.number().int(),
});
export type Invoice = z.infer<typeof Invoice>;

/** The answer to a trust unlock (`POST /tarkan/invoices/unlock`): let in until then. */
export const TrustUnlock = z.object({ unlockedUntil: z.string() });
export type TrustUnlock = z.infer<typeof TrustUnlock>;

/** One customer's line in Billing management (`GET /tarkan/invoices/manager`). */
export const BillingCustomer = z.object({
  userId: Id,
  name: z.string(),
  email: z.string(),
  /** Open invoices: what they owe today (fine and interest included), and how many. */
  openCount: z.number().int(),
  openAmount: z.number(),
  overdueCount: z.number().int(),
  overdueAmount: z.number(),
  paidAmount: z.number(),
  /** Refused at sign-in now. */
  suspended: z.boolean(),
  /** Suspended by hand by a manager. */
  locked: z.boolean(),
  unlockedUntil: z.string().nullable(),
  unlockedForever: z.boolean(),
});
export type BillingCustomer = z.infer<typeof BillingCustomer>;

/** What an administrator or reseller may do with an invoice. */
export const INVOICE_ACTIONS = ['cancel', 'setAsReceivedCash', 'resend', 'delete'] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

import type { BillingCustomer } from '@farol/model';

/** Where a customer stands, worst first: suspended, overdue, owing, up to date. */
export type Standing = 'suspended' | 'overdue' | 'open' | 'clear';

const ORDER: Standing[] = ['suspended', 'overdue', 'open', 'clear'];

export function standingOf(customer: BillingCustomer): Standing {
  if (customer.suspended) return 'suspended';
  if (customer.overdueCount > 0) return 'overdue';
  return customer.openCount > 0 ? 'open' : 'clear';
}

/** A sort key putting the worst standing first, then the most overdue. */
export const standingRank = (customer: BillingCustomer): number =>
  ORDER.indexOf(standingOf(customer)) * 1e12 - customer.overdueAmount * 100;

/**
 * The same order as text, followed by name and e-mail: one column that sorts by standing and
 * is searched by name (the phone's single customer column).
 */
export const standingSortText = (customer: BillingCustomer): string =>
  `${String(Math.round(standingRank(customer) + 1e13)).padStart(16, '0')} ${customer.name} ${customer.email}`;

/** The badge tone of each standing (Billing.module.css `data-tone`). */
export const STANDING_TONE = {
  suspended: 'late',
  overdue: 'late',
  open: 'open',
  clear: 'paid',
} as const satisfies Record<Standing, string>;

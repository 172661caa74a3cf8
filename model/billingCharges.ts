import { divideRounded, percentOf, type Cents } from './money';
import type { Adjustment, BillingTerms } from './billingTerms';

/** A calendar day as ISO text, 'YYYY-MM-DD'. */
export type DateText = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day; throws on anything else. */
export function dayNumber(date: DateText): number {
  const match = DATE.exec(date);
  const ms = match ? Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!) : NaN;
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a day: ${date}`);
  }
  return ms / DAY_MS;
}

/** The 'YYYY-MM-DD' of a day number. */
export const dayText = (day: number): DateText => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: DateText, to: DateText): number =>
  dayNumber(to) - dayNumber(from);

/** The due date of the invoice of `period` ('YYYY-MM'): its `dueDay`, or the month's last day. */
export function dueDateOf(period: string, dueDay: number): DateText {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${period}-${String(Math.min(dueDay, lastDay)).padStart(2, '0')}`;
}

/** The amount of an adjustment on `value`: the fixed amount or its rate of the value. */
const adjustmentOf = (value: Cents, adjustment: Adjustment): Cents =>
  adjustment.mode === 'FIXED' ? adjustment.cents : percentOf(value, adjustment.rate);

/** What an invoice costs when paid on a given day, part by part (cents). */
export interface AmountDue {
  value: Cents;
  /** Subtracted: paid at least `discountDays` before the due date. */
  discount: Cents;
  /** Added once: paid after the due date. */
  fine: Cents;
  /** Added: the monthly rate over 30, per day after the due date. */
  interest: Cents;
  total: Cents;
  /** Days after the due date (0 on or before it). */
  daysLate: number;
}

/**
 * What an invoice of `value` due on `dueDate` costs when paid on `payDate`, under `terms`:
 * - on or before `dueDate − discountDays`: the value less the discount;
 * - up to the due date: the value;
 * - after it: the value plus the fine, plus interest of `interest` % a month pro rata per day
 *   (value × rate × days / 30), each part rounded to the cent half up.
 */
export function amountDue(
  terms: Pick<BillingTerms, 'fine' | 'interest' | 'discount' | 'discountDays'>,
  value: Cents,
  dueDate: DateText,
  payDate: DateText,
): AmountDue {
  const early = daysBetween(payDate, dueDate);
  const daysLate = Math.max(0, -early);
  // A discount never takes the total below zero.
  const discount =
    early >= terms.discountDays ? Math.min(adjustmentOf(value, terms.discount), value) : 0;
  const fine = daysLate > 0 ? adjustmentOf(value, terms.fine) : 0;
  const interest = Number(
    divideRounded(
      BigInt(value) * terms.interest.numerator * BigInt(daysLate),
      100n * terms.interest.scale * 30n,
    ),
  );
  return { value, discount, fine, interest, total: value - discount + fine + interest, daysLate };
}

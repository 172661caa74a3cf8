import { describe, expect, it } from 'vitest';
import {
  amountDue,
  billingTermsOf,
  daysBetween,
  dueDateOf,
  parseCents,
  parseRate,
  type BillingTerms,
} from '@farol/model';

/** Terms from Tarkan-named settings, as a server's attributes hold them. */
const terms = (settings: Record<string, unknown>): BillingTerms => billingTermsOf([settings]);

/**
 * Worked by hand. Interest is a monthly rate charged pro rata per day: value × rate% × days / 30.
 * Each part is rounded to the cent on its own, halves up; total = value − discount + fine +
 * interest.
 */
const CASES: {
  name: string;
  settings: Record<string, unknown>;
  value: number;
  due: string;
  paid: string;
  expected: { discount: number; fine: number; interest: number; total: number; daysLate: number };
}[] = [
  {
    // 15 days late on R$ 100,00: fine 2 % = 10000 × 2 / 100 = 200;
    // interest 1 % a month = 10000 × 1 × 15 / (100 × 30) = 150000 / 3000 = 50. 10000 + 250.
    name: 'fine 2 % and 1 % a month, 15 days late',
    settings: { billingFine: 2, billingInterest: 1 },
    value: 10000,
    due: '2026-03-10',
    paid: '2026-03-25',
    expected: { discount: 0, fine: 200, interest: 50, total: 10250, daysLate: 15 },
  },
  {
    // 1 day late: interest 10000 × 1 × 1 / 3000 = 3.33… → 3; fine 200. 10000 + 203.
    name: 'one day late rounds the day of interest down',
    settings: { billingFine: '2', billingFineMode: 'PERCENTAGE', billingInterest: '1' },
    value: 10000,
    due: '2026-03-10',
    paid: '2026-03-11',
    expected: { discount: 0, fine: 200, interest: 3, total: 10203, daysLate: 1 },
  },
  {
    // R$ 49,90, 7 days late: fine 4990 × 2 / 100 = 99.8 → 100;
    // interest 4990 × 1 × 7 / 3000 = 34930 / 3000 = 11.64… → 12. 4990 + 112 = 5102.
    name: 'R$ 49,90 a week late rounds each part to the cent',
    settings: { billingFine: 2, billingInterest: 1 },
    value: 4990,
    due: '2026-03-10',
    paid: '2026-03-17',
    expected: { discount: 0, fine: 100, interest: 12, total: 5102, daysLate: 7 },
  },
  {
    // Halves go up: fine 2 % of 25 cents = 0.5 → 1; interest 25 × 1 × 30 / 3000 = 0.25 → 0.
    name: 'half a cent of fine rounds up',
    settings: { billingFine: 2, billingInterest: 1 },
    value: 25,
    due: '2026-03-10',
    paid: '2026-04-09',
    expected: { discount: 0, fine: 1, interest: 0, total: 26, daysLate: 30 },
  },
  {
    // Interest exactly half a cent: 100 × 1 × 15 / 3000 = 0.5 → 1; fine 0.
    name: 'half a cent of interest rounds up',
    settings: { billingInterest: 1 },
    value: 100,
    due: '2026-03-10',
    paid: '2026-03-25',
    expected: { discount: 0, fine: 0, interest: 1, total: 101, daysLate: 15 },
  },
  {
    // Fixed fine R$ 5,00 = 500; interest '2,5' % = 25/10: 10000 × 25 × 45 / (100 × 10 × 30)
    // = 11250000 / 30000 = 375. 10000 + 875 = 10875.
    name: 'fixed fine and a decimal-comma rate, 45 days late',
    settings: {
      billingFine: '5,00',
      billingFineMode: 'FIXED',
      billingInterest: '2,5',
    },
    value: 10000,
    due: '2026-03-10',
    paid: '2026-04-24',
    expected: { discount: 0, fine: 500, interest: 375, total: 10875, daysLate: 45 },
  },
  {
    // Discount 5 % up to 10 days before: 2026-03-10 − 10 days = 2026-02-28 (February 2026 has
    // 28 days); 10 days early ≥ 10: 10000 × 5 / 100 = 500 off. 9500.
    name: 'discount on the last day it applies',
    settings: { billingDisccount: 5, billingDisccountMode: 'PERCENTAGE', billingDisccountDays: 10 },
    value: 10000,
    due: '2026-03-10',
    paid: '2026-02-28',
    expected: { discount: 500, fine: 0, interest: 0, total: 9500, daysLate: 0 },
  },
  {
    // 2026-03-01 is 9 days early < 10: no discount, and not late either. 10000.
    name: 'no discount a day after the window',
    settings: { billingDisccount: 5, billingDisccountMode: 'PERCENTAGE', billingDisccountDays: 10 },
    value: 10000,
    due: '2026-03-10',
    paid: '2026-03-01',
    expected: { discount: 0, fine: 0, interest: 0, total: 10000, daysLate: 0 },
  },
  {
    // Fixed R$ 10,00 with 0 days: until the due date itself (0 days early ≥ 0). 9000.
    name: 'fixed discount with 0 days applies on the due date',
    settings: { billingDisccount: '10', billingDisccountMode: 'fixed', billingDisccountDays: 0 },
    value: 10000,
    due: '2026-03-10',
    paid: '2026-03-10',
    expected: { discount: 1000, fine: 0, interest: 0, total: 9000, daysLate: 0 },
  },
  {
    // A day late: no discount; fine 2 % = 200; interest 1 % × 1 day = 3. 10203.
    name: 'a late payment loses the discount and pays the fine',
    settings: {
      billingDisccount: '10',
      billingDisccountMode: 'FIXED',
      billingFine: 2,
      billingInterest: 1,
    },
    value: 10000,
    due: '2026-03-10',
    paid: '2026-03-11',
    expected: { discount: 0, fine: 200, interest: 3, total: 10203, daysLate: 1 },
  },
  {
    // A fixed discount of R$ 150,00 on R$ 100,00 stops at the value: total 0, never negative.
    name: 'a discount larger than the value stops at zero',
    settings: { billingDisccount: 150, billingDisccountMode: 'FIXED' },
    value: 10000,
    due: '2026-03-10',
    paid: '2026-03-01',
    expected: { discount: 10000, fine: 0, interest: 0, total: 0, daysLate: 0 },
  },
  {
    // '0,033' % a month = 33/1000, 30 days: 10000 × 33 × 30 / (100 × 1000 × 30) = 3.3 → 3.
    name: 'a small rate with three decimals',
    settings: { billingInterest: '0,033' },
    value: 10000,
    due: '2026-03-10',
    paid: '2026-04-09',
    expected: { discount: 0, fine: 0, interest: 3, total: 10003, daysLate: 30 },
  },
  {
    // 2028 is a leap year: 2028-02-28 → 2028-03-01 is 2 days (the 29th exists).
    // Interest 10000 × 3 × 2 / 3000 = 20.
    name: 'days late count 29 February in a leap year',
    settings: { billingInterest: 3 },
    value: 10000,
    due: '2028-02-28',
    paid: '2028-03-01',
    expected: { discount: 0, fine: 0, interest: 20, total: 10020, daysLate: 2 },
  },
  {
    // 2026-12-10 → 2027-01-09 is 30 days: a full month at 1 % = 100.
    name: 'a month late across the year end is the monthly rate',
    settings: { billingInterest: 1 },
    value: 10000,
    due: '2026-12-10',
    paid: '2027-01-09',
    expected: { discount: 0, fine: 0, interest: 100, total: 10100, daysLate: 30 },
  },
  {
    // R$ 999.999.999.999,99 = 99999999999999 cents: fine 2 % = 1999999999999.98 → 2000000000000;
    // interest 1 % × 30 days = 999999999999.99 → 1000000000000. Exact to the cent far beyond
    // what binary floating point multiplies without error.
    name: 'amounts beyond 32 bits stay exact',
    settings: { billingFine: 2, billingInterest: 1 },
    value: 99_999_999_999_999,
    due: '2026-03-10',
    paid: '2026-04-09',
    expected: {
      discount: 0,
      fine: 2_000_000_000_000,
      interest: 1_000_000_000_000,
      total: 102_999_999_999_999,
      daysLate: 30,
    },
  },
];

describe('amountDue (fine, interest pro rata per day, early-payment discount)', () => {
  it.each(CASES)('$name', ({ settings, value, due, paid, expected }) => {
    expect(amountDue(terms(settings), value, due, paid)).toEqual({ value, ...expected });
  });

  it('charges nothing extra on or before the due date without a discount', () => {
    const t = terms({ billingFine: 2, billingInterest: 1 });
    expect(amountDue(t, 10000, '2026-03-10', '2026-03-10').total).toBe(10000);
    expect(amountDue(t, 10000, '2026-03-10', '2026-01-01').total).toBe(10000);
  });
});

describe('dueDateOf and days', () => {
  it.each([
    ['2026-03', 10, '2026-03-10'],
    ['2026-02', 31, '2026-02-28'],
    ['2028-02', 30, '2028-02-29'],
    ['2026-04', 31, '2026-04-30'],
    ['2026-12', 1, '2026-12-01'],
  ])('the invoice of %s with due day %i falls due on %s', (period, day, due) => {
    expect(dueDateOf(period, day)).toBe(due);
  });

  it('counts whole days and refuses what is no day', () => {
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(/Not a day/);
    expect(() => daysBetween('10/03/2026', '2026-03-01')).toThrow(/Not a day/);
  });
});

describe('parseCents and parseRate read decimal text exactly', () => {
  it.each([
    [49.9, 4990],
    ['49.90', 4990],
    ['49,9', 4990],
    [0, 0],
    ['1000', 100000],
    [0.1, 10],
  ])('%s is %i cents', (input, cents) => {
    expect(parseCents(input)).toBe(cents);
  });
  it.each([[-1], ['1,234.56'], ['1.234'], [0.1 + 0.2], ['abc'], [''], [null], [Infinity]])(
    'refuses %s',
    (input) => {
      expect(parseCents(input)).toBeNull();
    },
  );
  it('keeps a rate as a fraction', () => {
    expect(parseRate('2,5')).toEqual({ numerator: 25n, scale: 10n });
    expect(parseRate(0.033)).toEqual({ numerator: 33n, scale: 1000n });
    expect(parseRate('-1')).toBeNull();
  });
});

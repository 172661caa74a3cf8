import { DateTime } from 'luxon';

/**
 * The clock billing reads: invoices fall due, go overdue and suspend by it. It is the machine's
 * clock, moved forward only by the end-to-end tests' clock hook (`FAROL_TEST_CLOCK`), never in
 * production.
 */
export class BillingClock {
  private offsetMs = 0;

  constructor(private readonly base: () => number = Date.now) {}

  readonly now = (): number => this.base() + this.offsetMs;

  /** Moves the clock forward by `ms` (the test hook). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** How far the clock runs ahead of the machine's. */
  get offset(): number {
    return this.offsetMs;
  }
}

/** The day `ms` falls on in `zone`, 'YYYY-MM-DD'. */
export const dayIn = (ms: number, zone: string): string =>
  DateTime.fromMillis(ms, { zone }).toISODate() ?? new Date(ms).toISOString().slice(0, 10);

/** The month `ms` falls in, in `zone`, 'YYYY-MM', and the month after. */
export function monthsFrom(ms: number, zone: string): [string, string] {
  const here = DateTime.fromMillis(ms, { zone }).startOf('month');
  return [here.toFormat('yyyy-MM'), here.plus({ months: 1 }).toFormat('yyyy-MM')];
}

/**
 * The clock the server's timed rules read (billing's due dates and suspension, the QR drivers'
 * lock and auto logout deadlines): the machine's clock, moved forward only by the end-to-end
 * tests' clock hook (`FAROL_TEST_CLOCK`, `api/testClock.ts`), never in production.
 */
export class ServerClock {
  private offsetMs = 0;

  constructor(private readonly base: () => number = Date.now) {}

  readonly now = (): number => this.base() + this.offsetMs;

  /** Moves the clock forward by `ms` (the test hook). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Back to the machine's clock (the test hook, when an end-to-end spec is done with time). */
  reset(): void {
    this.offsetMs = 0;
  }

  /** How far the clock runs ahead of the machine's. */
  get offset(): number {
    return this.offsetMs;
  }
}

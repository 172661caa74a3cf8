import { FarolError } from '../errors';

/** How many failed logins are tolerated per address and per account, and over what window. */
export interface ThrottleOptions {
  /** Failures allowed within the window; 0 turns the throttle off. */
  maxFailures: number;
  windowMs: number;
}

// Bounds memory under a flood of distinct addresses or accounts.
const MAX_KEYS = 100_000;

/** Too many failed logins: HTTP 429, with when to try again. */
export class TooManyLoginsError extends FarolError {
  constructor(readonly retryAfterMs: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    super(
      'java.lang.SecurityException',
      `Too many failed logins, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
      429,
    );
  }
}

/**
 * Counts failed logins per client address and per account over a sliding window. Once either
 * reaches the limit, further attempts are refused before the password is even checked, until
 * the oldest failure leaves the window. A successful login clears both counters.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly options: ThrottleOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws TooManyLoginsError when the address or the account is locked out. */
  check(address: string, account: string): void {
    if (this.options.maxFailures <= 0) return;
    let wait = 0;
    for (const key of keys(address, account)) {
      const recent = this.recent(key);
      if (recent.length >= this.options.maxFailures) {
        const oldest = recent[recent.length - this.options.maxFailures]!;
        wait = Math.max(wait, oldest + this.options.windowMs - this.now());
      }
    }
    if (wait > 0) throw new TooManyLoginsError(wait);
  }

  /** Records a failed login. */
  fail(address: string, account: string): void {
    if (this.options.maxFailures <= 0) return;
    for (const key of keys(address, account)) {
      if (!this.failures.has(key) && this.failures.size >= MAX_KEYS) {
        this.failures.delete(this.failures.keys().next().value!);
      }
      this.failures.set(key, [...this.recent(key), this.now()]);
    }
  }

  /** Clears the counters after a successful login. */
  succeed(address: string, account: string): void {
    for (const key of keys(address, account)) this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    const recent = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (recent.length) this.failures.set(key, recent);
    else this.failures.delete(key);
    return recent;
  }
}

const keys = (address: string, account: string) => [
  `address:${address}`,
  `account:${account.trim().toLowerCase()}`,
];

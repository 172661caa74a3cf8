import { FarolError } from '../errors';

/** How many failed logins are tolerated per address and per account, and over what window. */
export interface ThrottleOptions {
  /** Failures allowed within the window; 0 turns the throttle off. */
  maxFailures: number;
  windowMs: number;
}

/**
 * Where failed logins are counted: in this process for one node, in Redis for a cluster (so a
 * guesser gains nothing by spreading attempts over nodes).
 */
export interface FailureLog {
  /** The failure times of `key` later than `since`, oldest first. */
  recent(key: string, since: number): Promise<number[]>;
  /** Records a failure of `key` at `time`, kept for `windowMs`. */
  add(key: string, time: number, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

// Bounds memory under a flood of distinct addresses or accounts.
const MAX_KEYS = 100_000;

/** The single-node failure log. */
export class MemoryFailureLog implements FailureLog {
  private readonly failures = new Map<string, number[]>();

  async recent(key: string, since: number): Promise<number[]> {
    const recent = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (recent.length) this.failures.set(key, recent);
    else this.failures.delete(key);
    return recent;
  }

  async add(key: string, time: number, windowMs: number): Promise<void> {
    if (!this.failures.has(key) && this.failures.size >= MAX_KEYS) {
      this.failures.delete(this.failures.keys().next().value!);
    }
    this.failures.set(key, [...(await this.recent(key, time - windowMs)), time]);
  }

  async clear(key: string): Promise<void> {
    this.failures.delete(key);
  }
}

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
  constructor(
    private readonly options: ThrottleOptions,
    private readonly now: () => number = Date.now,
    private readonly log: FailureLog = new MemoryFailureLog(),
  ) {}

  /** Throws TooManyLoginsError when the address or the account is locked out. */
  async check(address: string, account: string): Promise<void> {
    if (this.options.maxFailures <= 0) return;
    let wait = 0;
    for (const key of keys(address, account)) {
      const recent = await this.log.recent(key, this.now() - this.options.windowMs);
      if (recent.length >= this.options.maxFailures) {
        const oldest = recent[recent.length - this.options.maxFailures]!;
        wait = Math.max(wait, oldest + this.options.windowMs - this.now());
      }
    }
    if (wait > 0) throw new TooManyLoginsError(wait);
  }

  /** Records a failed login. */
  async fail(address: string, account: string): Promise<void> {
    if (this.options.maxFailures <= 0) return;
    for (const key of keys(address, account)) {
      await this.log.add(key, this.now(), this.options.windowMs);
    }
  }

  /** Clears the counters after a successful login. */
  async succeed(address: string, account: string): Promise<void> {
    for (const key of keys(address, account)) await this.log.clear(key);
  }
}

const keys = (address: string, account: string) => [
  `address:${address}`,
  `account:${account.trim().toLowerCase()}`,
];

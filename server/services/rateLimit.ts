import { FarolError } from '../errors';

/** How many failed logins are tolerated per address and account, and over what window. */
export interface ThrottleOptions {
  /** Failures allowed within the window for one address on one account; 0 turns it off. */
  maxFailures: number;
  windowMs: number;
}

/** An address may fail this many times more across all accounts (password spraying). */
export const ADDRESS_FACTOR = 5;

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

/**
 * Too many failed logins: HTTP 429 with Retry-After. The text before ' - ' is the SPEC §8 code
 * (TOO_MANY_FAILED_LOGINS) and the number after it the minutes to wait, so a client can say it
 * in the user's language.
 */
export class TooManyLoginsError extends FarolError {
  constructor(readonly retryAfterMs: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    super('java.lang.SecurityException', `Too many failed logins - ${minutes}`, 429);
  }
}

/**
 * Counts failed logins over a sliding window per client address on one account, and per
 * address across accounts (with a larger allowance). Neither locks the account itself: an
 * attacker elsewhere can never keep its owner out. Once a counter reaches its limit, further
 * attempts from there are refused before the password is checked, until the oldest failure
 * leaves the window. A successful login clears the pair's counter.
 */
export class LoginThrottle {
  constructor(
    private readonly options: ThrottleOptions,
    private readonly now: () => number = Date.now,
    private readonly log: FailureLog = new MemoryFailureLog(),
  ) {}

  /** Throws TooManyLoginsError when the address is locked out of the account (or of all). */
  async check(address: string, account: string): Promise<void> {
    const max = this.options.maxFailures;
    if (max <= 0) return;
    let wait = 0;
    for (const [key, limit] of [
      [pairKey(address, account), max],
      [addressKey(address), max * ADDRESS_FACTOR],
    ] as const) {
      const recent = await this.log.recent(key, this.now() - this.options.windowMs);
      if (recent.length >= limit) {
        const oldest = recent[recent.length - limit]!;
        wait = Math.max(wait, oldest + this.options.windowMs - this.now());
      }
    }
    if (wait > 0) throw new TooManyLoginsError(wait);
  }

  /** Records a failed login. */
  async fail(address: string, account: string): Promise<void> {
    if (this.options.maxFailures <= 0) return;
    for (const key of [pairKey(address, account), addressKey(address)]) {
      await this.log.add(key, this.now(), this.options.windowMs);
    }
  }

  /** Clears the pair's counter after a successful login. */
  async succeed(address: string, account: string): Promise<void> {
    await this.log.clear(pairKey(address, account));
  }
}

const pairKey = (address: string, account: string) =>
  `pair:${address}|${account.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

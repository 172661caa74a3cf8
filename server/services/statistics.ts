import type { ScheduledTask } from '../cluster/scheduler';
import type { Storage } from '../storage';

const DAY_MS = 86_400_000;
/** How often each node adds its counts to the day's row. */
export const STATISTICS_FLUSH_MS = 5 * 60_000;

/** Positions are counted as stored once their serverTime is this old: their writes have committed. */
export const STORED_SETTLE_MS = 5_000;

/** The UTC midnight a time falls in: a day's row is keyed by it (Traccar's captureTime). */
export const dayOf = (time: number): number => Math.floor(time / DAY_MS) * DAY_MS;

/** What a node counts itself (the rest is read from the database). */
export type NodeCounter =
  'requests' | 'messagesReceived' | 'mailSent' | 'smsSent' | 'geocoderRequests';

interface DayCounts {
  counts: Partial<Record<NodeCounter, number>>;
  users: Set<number>;
}

/**
 * The counts of this node for Traccar's statistics (`GET /api/statistics`): API requests and
 * the users making them, device messages taken in, mails and SMS sent, geocoder requests. Every
 * few minutes, and at close, they are added to the day's row; a cluster's nodes add theirs
 * (active users: the highest a node saw, exact on a single node).
 */
export class StatisticsCounters {
  private readonly days = new Map<number, DayCounts>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = Date.now,
    flushMs = STATISTICS_FLUSH_MS,
  ) {
    this.timer = setInterval(() => void this.flush().catch(logFailure), flushMs);
    this.timer.unref();
  }

  private today(): DayCounts {
    const day = dayOf(this.now());
    let counts = this.days.get(day);
    if (!counts) this.days.set(day, (counts = { counts: {}, users: new Set() }));
    return counts;
  }

  count(counter: NodeCounter, amount = 1): void {
    this.countOn(dayOf(this.now()), counter, amount);
  }

  private countOn(day: number, counter: NodeCounter, amount: number): void {
    let entry = this.days.get(day);
    if (!entry) this.days.set(day, (entry = { counts: {}, users: new Set() }));
    entry.counts[counter] = (entry.counts[counter] ?? 0) + amount;
  }

  /** An API request, by a signed-in user when `userId` is given. */
  request(userId: number | null): void {
    this.count('requests');
    if (userId !== null) this.today().users.add(userId);
  }

  /** Adds the counts so far to their days' rows; a past day's counts are then forgotten. */
  async flush(): Promise<void> {
    const today = dayOf(this.now());
    for (const [day, { counts, users }] of [...this.days]) {
      const add = { ...counts };
      for (const key of Object.keys(counts)) delete counts[key as NodeCounter];
      try {
        await this.storage.statistics.update(day, { add, atLeast: { activeUsers: users.size } });
      } catch (error) {
        // Kept for the next flush.
        for (const [key, value] of Object.entries(add))
          this.countOn(day, key as NodeCounter, value);
        throw error;
      }
      if (day !== today) this.days.delete(day);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(logFailure);
  }
}

function logFailure(error: unknown): void {
  console.error('Statistics flush failed:', (error as Error).message);
}

/**
 * What the database knows, counted once per period across the cluster: positions stored since
 * the last count (per protocol; the day's `storedUntil` attribute marks how far it got) and the
 * devices that sent data today.
 */
export class StoredStatistics implements ScheduledTask {
  readonly name = 'statistics';

  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = Date.now,
    readonly periodMs = STATISTICS_FLUSH_MS,
  ) {}

  async run(): Promise<void> {
    const { statistics } = this.storage;
    const now = this.now();
    // The mark is on yesterday's row until today's is first counted.
    const recent = await statistics.list(dayOf(now) - DAY_MS, now);
    const marks = recent.map((row) => Number(row.attributes.storedUntil)).filter((m) => m > 0);
    let from = marks.length ? Math.max(...marks) : dayOf(now);
    // A position's serverTime is taken before its write commits: counting up to `now` missed
    // those still in flight (PostgreSQL, under load), and the next count starts past them.
    const until = now - STORED_SETTLE_MS;
    while (from < until) {
      const day = dayOf(from);
      const to = Math.min(until, day + DAY_MS);
      const protocols = await statistics.storedPositions(from, to);
      const stored = Object.values(protocols).reduce((sum, count) => sum + count, 0);
      await statistics.update(day, {
        add: { messagesStored: stored },
        protocols,
        attributes: { storedUntil: to },
      });
      from = to;
    }
    const active = await statistics.activeDevices(dayOf(now));
    await statistics.update(dayOf(now), { atLeast: { activeDevices: active } });
  }
}

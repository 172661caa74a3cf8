import type { Kysely } from 'kysely';
import { guard } from './database';
import type { Dialect } from './migrations';
import type { Attrs } from './records';
import { parseJson } from './rows';
import type { Database } from './schema';

/** Traccar's Statistics counters, in its field order. */
export const STATISTIC_COUNTERS = [
  'activeUsers',
  'activeDevices',
  'requests',
  'messagesReceived',
  'messagesStored',
  'mailSent',
  'smsSent',
  'geocoderRequests',
  'geolocationRequests',
] as const;
export type StatisticCounter = (typeof STATISTIC_COUNTERS)[number];
export type Counters = Record<StatisticCounter, number>;

/** One day's statistics (Traccar's tc_statistics row). */
export interface StatisticsRecord extends Counters {
  id: number;
  /** The UTC midnight the row counts from (epoch ms). */
  captureTime: number;
  /** Stored messages per protocol. */
  protocols: Record<string, number>;
  attributes: Attrs;
}

/** What one update brings to a day's row. */
export interface StatisticsChange {
  /** Added to the stored counts. */
  add?: Partial<Counters>;
  /** Kept when higher than the stored count (distinct users or devices seen by one node). */
  atLeast?: Partial<Counters>;
  /** Replace the stored counts. */
  set?: Partial<Counters>;
  /** Added to the stored per-protocol counts. */
  protocols?: Record<string, number>;
  /** Merged into the row's attributes. */
  attributes?: Attrs;
}

const fromRow = (row: Record<string, unknown>): StatisticsRecord => {
  const record = { id: Number(row.id), captureTime: Number(row.captureTime) } as StatisticsRecord;
  for (const counter of STATISTIC_COUNTERS) record[counter] = Number(row[counter]);
  record.protocols = parseJson<Record<string, number>>(row.protocols as string, {});
  record.attributes = parseJson<Attrs>(row.attributes as string, {});
  return record;
};

/**
 * Daily statistics. Several nodes update the same day's row: each change is a read, merge and
 * write in one transaction holding the row (`FOR UPDATE` on PostgreSQL; SQLite has one writer).
 */
export class StatisticsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** Applies a change to the row of the day starting at `captureTime`, creating it if needed. */
  async update(captureTime: number, change: StatisticsChange): Promise<void> {
    await guard(() =>
      this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('statistics')
          .values({ captureTime })
          .onConflict((oc) => oc.column('captureTime').doNothing())
          .execute();
        let select = trx
          .selectFrom('statistics')
          .selectAll()
          .where('captureTime', '=', captureTime);
        if (this.dialect === 'postgres') select = select.forUpdate();
        const row = fromRow(await select.executeTakeFirstOrThrow());
        const next: Partial<Counters> = {};
        for (const counter of STATISTIC_COUNTERS) {
          let value = row[counter] + (change.add?.[counter] ?? 0);
          value = Math.max(value, change.atLeast?.[counter] ?? 0);
          next[counter] = change.set?.[counter] ?? value;
        }
        const protocols = { ...row.protocols };
        for (const [name, count] of Object.entries(change.protocols ?? {})) {
          protocols[name] = (protocols[name] ?? 0) + count;
        }
        await trx
          .updateTable('statistics')
          .set({
            ...next,
            protocols: JSON.stringify(protocols),
            attributes: JSON.stringify({ ...row.attributes, ...change.attributes }),
          })
          .where('id', '=', row.id)
          .execute();
      }),
    );
  }

  /** Days whose `captureTime` is within [from, to], oldest first. */
  async list(from: number, to: number): Promise<StatisticsRecord[]> {
    const rows = await this.db
      .selectFrom('statistics')
      .selectAll()
      .where('captureTime', '>=', from)
      .where('captureTime', '<=', to)
      .orderBy('captureTime')
      .execute();
    return rows.map(fromRow);
  }

  /** The most recent day's row, if any. */
  async latest(): Promise<StatisticsRecord | null> {
    const row = await this.db
      .selectFrom('statistics')
      .selectAll()
      .orderBy('captureTime', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? fromRow(row) : null;
  }

  /** Positions stored with `from ≤ serverTime < to`, per protocol. */
  async storedPositions(from: number, to: number): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('positions')
      .select((eb) => ['protocol', eb.fn.countAll().as('count')])
      .where('serverTime', '>=', from)
      .where('serverTime', '<', to)
      .groupBy('protocol')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.protocol ?? 'unknown', Number(row.count)]));
  }

  /** Devices that sent data at or after `since` (their lastUpdate). */
  async activeDevices(since: number): Promise<number> {
    const row = await this.db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('lastUpdate', '>=', since)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }
}

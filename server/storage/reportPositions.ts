import type { Kysely } from 'kysely';
import type { PositionRecord } from './records';
import { positionFromRow } from './rows';
import type { Database } from './schema';

/** Rows per chunk: a few megabytes of records, one indexed range read each. */
export const REPORT_CHUNK = 5000;

/**
 * The position reads of the reports. Long histories are read in keyset chunks, each its own
 * short query, so a report over a million positions never holds them all and never keeps the
 * connection from the position writer for long.
 */
export class ReportPositionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A device's positions with `from ≤ fixTime ≤ to`, ascending by fixTime then id, as chunks of
   * at most `size`; stops after `limit` positions.
   */
  async *chunks(
    deviceId: number,
    from: number,
    to: number,
    size = REPORT_CHUNK,
    limit = Number.POSITIVE_INFINITY,
  ): AsyncGenerator<PositionRecord[]> {
    let after: { fixTime: number; id: number } | null = null;
    let left = limit;
    while (left > 0) {
      const cursor = after;
      let query = this.db
        .selectFrom('positions')
        .selectAll()
        .where('deviceId', '=', deviceId)
        .where('fixTime', '<=', to);
      query = cursor
        ? query
            .where('fixTime', '>=', cursor.fixTime)
            .where((eb) => eb.or([eb('fixTime', '>', cursor.fixTime), eb('id', '>', cursor.id)]))
        : query.where('fixTime', '>=', from);
      const rows = await query
        .orderBy('fixTime')
        .orderBy('id')
        .limit(Math.min(size, left))
        .execute();
      if (rows.length === 0) return;
      const chunk = rows.map(positionFromRow);
      const last = chunk[chunk.length - 1]!;
      after = { fixTime: last.fixTime, id: last.id };
      left -= chunk.length;
      yield chunk;
      if (rows.length < size) return;
    }
  }

  /** The first (or, with `last`, the final) position of a device within [from, to]. */
  async edge(
    deviceId: number,
    from: number,
    to: number,
    last: boolean,
  ): Promise<PositionRecord | null> {
    const direction = last ? 'desc' : 'asc';
    const row = await this.db
      .selectFrom('positions')
      .selectAll()
      .where('deviceId', '=', deviceId)
      .where('fixTime', '>=', from)
      .where('fixTime', '<=', to)
      .orderBy('fixTime', direction)
      .orderBy('id', direction)
      .limit(1)
      .executeTakeFirst();
    return row ? positionFromRow(row) : null;
  }

  /** The highest speed (knots) of a device within [from, to]; 0 without positions. */
  async maxSpeed(deviceId: number, from: number, to: number): Promise<number> {
    const row = await this.db
      .selectFrom('positions')
      .select((eb) => eb.fn.max('speed').as('max'))
      .where('deviceId', '=', deviceId)
      .where('fixTime', '>=', from)
      .where('fixTime', '<=', to)
      .executeTakeFirst();
    return Number(row?.max ?? 0);
  }

  /** Positions of one device by id (the positions motion events point at), by id. */
  async ofDevice(deviceId: number, ids: number[]): Promise<Map<number, PositionRecord>> {
    const found = new Map<number, PositionRecord>();
    const unique = [...new Set(ids)];
    // Chunks keep the bound variables well under SQLite's limit.
    for (let start = 0; start < unique.length; start += 5000) {
      const rows = await this.db
        .selectFrom('positions')
        .selectAll()
        .where('deviceId', '=', deviceId)
        .where('id', 'in', unique.slice(start, start + 5000))
        .execute();
      for (const row of rows) found.set(Number(row.id), positionFromRow(row));
    }
    return found;
  }
}

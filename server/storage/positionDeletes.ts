import type { Kysely } from 'kysely';
import { guard } from './database';
import type { PositionRecord } from './records';
import { positionFromRow } from './rows';
import type { Database } from './schema';

/** What a deletion removed, and where the device's latest position now is. */
export interface DeletedPositions {
  count: number;
  /** The device's newest remaining position when its latest was deleted, else undefined. */
  latest?: PositionRecord | null;
}

/**
 * Deleting history by hand (`DELETE /api/positions`), one transaction per call: when the
 * device's latest position goes, `positionId` moves to its newest remaining one (or 0), so no
 * device points at a position that is gone.
 */
export class PositionDeleteRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** One position of the device, by id; count 0 when there is none. */
  byId(deviceId: number, id: number): Promise<DeletedPositions> {
    return this.remove(deviceId, { id });
  }

  /** A device's positions with `from ≤ fixTime ≤ to`. */
  range(deviceId: number, from: number, to: number): Promise<DeletedPositions> {
    return this.remove(deviceId, { from, to });
  }

  private async remove(
    deviceId: number,
    which: { id?: number; from?: number; to?: number },
  ): Promise<DeletedPositions> {
    return guard(() =>
      this.db.transaction().execute(async (trx) => {
        let query = trx.deleteFrom('positions').where('deviceId', '=', deviceId);
        if (which.id !== undefined) query = query.where('id', '=', which.id);
        if (which.from !== undefined) query = query.where('fixTime', '>=', which.from);
        if (which.to !== undefined) query = query.where('fixTime', '<=', which.to);
        const count = Number((await query.executeTakeFirst()).numDeletedRows);
        if (count === 0) return { count };
        const device = await trx
          .selectFrom('devices')
          .select('positionId')
          .where('id', '=', deviceId)
          .executeTakeFirst();
        const pointed = Number(device?.positionId ?? 0);
        const still =
          pointed === 0 ||
          (await trx
            .selectFrom('positions')
            .select('id')
            .where('id', '=', pointed)
            .executeTakeFirst());
        if (still) return { count };
        const newest = await trx
          .selectFrom('positions')
          .selectAll()
          .where('deviceId', '=', deviceId)
          .orderBy('fixTime', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        const latest = newest ? positionFromRow(newest) : null;
        await trx
          .updateTable('devices')
          .set({ positionId: latest?.id ?? 0 })
          .where('id', '=', deviceId)
          .execute();
        return { count, latest };
      }),
    );
  }
}

import type { Kysely } from 'kysely';
import { guard } from './database';
import type { Database } from './schema';

/** What one pruning step deleted. */
export interface PruneResult {
  positions: number;
  events: number;
}

/**
 * Deletes history older than a limit (Traccar's `database.historyDays`), one short statement per
 * batch so the position writer is never held up for long. Positions go by `serverTime`, as in
 * Traccar, and a position a device still points at (its latest, its motion state's) is kept.
 */
export class RetentionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Deletes at most `batch` positions and `batch` events older than `before` (epoch ms). */
  async prune(before: number, batch: number): Promise<PruneResult> {
    return guard(async () => {
      const positions = await this.db
        .deleteFrom('positions')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('positions')
            .select('id')
            .where('serverTime', '<', before)
            .where('id', 'not in', eb.selectFrom('devices').select('positionId'))
            .where('id', 'not in', eb.selectFrom('devices').select('motionPositionId'))
            .orderBy('serverTime')
            .limit(batch),
        )
        .executeTakeFirst();
      const events = await this.db
        .deleteFrom('events')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('events')
            .select('id')
            .where('eventTime', '<', before)
            .orderBy('eventTime')
            .limit(batch),
        )
        .executeTakeFirst();
      return { positions: Number(positions.numDeletedRows), events: Number(events.numDeletedRows) };
    });
  }
}

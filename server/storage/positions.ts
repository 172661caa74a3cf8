import type { Kysely } from 'kysely';
import type { DeviceStatus } from '@farol/model';
import { writeBatchExtras, type BatchExtras } from './batchExtras';
import { bulkUpdate } from './bulkUpdate';
import { guard } from './database';
import type { IdAllocator } from './ids';
import type { Dialect } from './migrations';
import type { PositionRecord } from './records';
import { positionFromRow, positionToRow } from './rows';
import type { Database } from './schema';
import type { SqliteBatchWriter } from './sqliteBatch';

/** The runtime fields of a device written together with a batch of positions. */
export interface DeviceRuntime {
  id: number;
  status: DeviceStatus;
  lastUpdate: number | null;
  positionId: number;
}

// 17 columns per row keeps a chunk well under SQLite's 32766 bound variables.
const INSERT_CHUNK = 1000;

/** Positions: group-committed inserts, latest-per-device and history reads. */
export class PositionRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly ids: IdAllocator,
    /** SQLite's prepared single-row statements; null on PostgreSQL (multi-row statements). */
    private readonly batchWriter: SqliteBatchWriter | null = null,
  ) {}

  /** Seeds the id allocator; call once before the first allocation. */
  init(): Promise<void> {
    return this.ids.init();
  }

  /** Reserves `count` fresh position ids, ascending (see `IdAllocator`). */
  allocateIds(count: number): Promise<number[]> {
    return this.ids.next(count);
  }

  /**
   * Stores positions (ids already allocated), the devices' runtime fields and the batch's events
   * and device states in one transaction: after it resolves, all of it is durable together.
   */
  async commitBatch(
    positions: PositionRecord[],
    devices: DeviceRuntime[],
    extras?: BatchExtras,
  ): Promise<void> {
    const writer = this.batchWriter;
    if (writer) return guard(() => writer.commit(positions, devices, extras));
    await guard(() =>
      this.db.transaction().execute(async (trx) => {
        for (let start = 0; start < positions.length; start += INSERT_CHUNK) {
          const rows = positions.slice(start, start + INSERT_CHUNK).map(positionToRow);
          await trx.insertInto('positions').values(rows).execute();
        }
        const columns = ['status', 'lastUpdate', 'positionId'] as const;
        await bulkUpdate(trx, this.dialect, 'devices', 'id', columns, devices);
        await writeBatchExtras(trx, this.dialect, extras);
      }),
    );
  }

  async byIds(ids: number[]): Promise<PositionRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('positions')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    return rows.map(positionFromRow);
  }

  /** The position each device's `positionId` points at (loaded into the registry at start). */
  async latestOfAllDevices(): Promise<PositionRecord[]> {
    const rows = await this.db
      .selectFrom('positions')
      .innerJoin('devices', 'devices.positionId', 'positions.id')
      .selectAll('positions')
      .execute();
    return rows.map(positionFromRow);
  }

  /** A device's positions with `from ≤ fixTime ≤ to`, ascending, at most `limit`. */
  async history(
    deviceId: number,
    from: number,
    to: number,
    limit: number,
  ): Promise<PositionRecord[]> {
    const rows = await this.db
      .selectFrom('positions')
      .selectAll()
      .where('deviceId', '=', deviceId)
      .where('fixTime', '>=', from)
      .where('fixTime', '<=', to)
      .orderBy('fixTime')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(positionFromRow);
  }
}

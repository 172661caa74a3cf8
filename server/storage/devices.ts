import type { Kysely } from 'kysely';
import type { DeviceStatus } from '@farol/model';
import { guard } from './database';
import { deleteLinksNaming } from './links';
import type { DeviceRecord } from './records';
import { deviceFromRow, deviceToRow } from './rows';
import type { Database } from './schema';

/** Devices. Runtime fields (status, lastUpdate, positionId) are written by their own methods. */
export class DeviceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every device; the registry loads them once at start. */
  async all(): Promise<DeviceRecord[]> {
    const rows = await this.db.selectFrom('devices').selectAll().orderBy('id').execute();
    return rows.map(deviceFromRow);
  }

  /** One device as stored, or null. */
  async get(id: number): Promise<DeviceRecord | null> {
    const row = await this.db
      .selectFrom('devices')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? deviceFromRow(row) : null;
  }

  /** Inserts a device and, when `ownerId` is given, its creator's link, atomically. */
  async insert(device: Omit<DeviceRecord, 'id'>, ownerId?: number): Promise<DeviceRecord> {
    return guard(() =>
      this.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('devices')
          .values(deviceToRow(device))
          .returning('id')
          .executeTakeFirstOrThrow();
        const id = Number(row.id);
        if (ownerId !== undefined) {
          await trx
            .insertInto('links')
            .values({ ownerKind: 'user', ownerId, propertyKind: 'device', propertyId: id })
            .execute();
        }
        return { ...device, id };
      }),
    );
  }

  /**
   * Inserts many devices, each linked to `ownerId`, in ONE transaction (imports, seeding):
   * all or none. Rows go in chunks so no statement exceeds the driver's parameter limit.
   */
  async insertMany(
    devices: readonly Omit<DeviceRecord, 'id'>[],
    ownerId: number,
  ): Promise<DeviceRecord[]> {
    const CHUNK = 500;
    return guard(() =>
      this.db.transaction().execute(async (trx) => {
        const created: DeviceRecord[] = [];
        for (let start = 0; start < devices.length; start += CHUNK) {
          const chunk = devices.slice(start, start + CHUNK);
          const rows = await trx
            .insertInto('devices')
            .values(chunk.map(deviceToRow))
            .returning(['id', 'uniqueId'])
            .execute();
          // RETURNING order is not guaranteed: match rows back by their unique id.
          const idOf = new Map(rows.map((row) => [row.uniqueId, Number(row.id)]));
          const inserted = chunk.map((device) => ({ ...device, id: idOf.get(device.uniqueId)! }));
          await trx
            .insertInto('links')
            .values(
              inserted.map(({ id }) => ({
                ownerKind: 'user',
                ownerId,
                propertyKind: 'device',
                propertyId: id,
              })),
            )
            .execute();
          created.push(...inserted);
        }
        return created;
      }),
    );
  }

  /** Writes the editable fields; status, lastUpdate and positionId are left alone. */
  async update(device: DeviceRecord): Promise<void> {
    const row = deviceToRow(device);
    await guard(() =>
      this.db
        .updateTable('devices')
        .set({
          name: row.name,
          uniqueId: row.uniqueId,
          groupId: row.groupId,
          calendarId: row.calendarId,
          phone: row.phone,
          model: row.model,
          contact: row.contact,
          category: row.category,
          disabled: row.disabled,
          expirationTime: row.expirationTime,
          attributes: row.attributes,
        })
        .where('id', '=', device.id)
        .execute(),
    );
  }

  async updateStatus(id: number, status: DeviceStatus, lastUpdate: number | null): Promise<void> {
    await guard(() =>
      this.db.updateTable('devices').set({ status, lastUpdate }).where('id', '=', id).execute(),
    );
  }

  /** Deletes the device, its links, and (by foreign key) its positions. */
  async delete(id: number): Promise<void> {
    await guard(() =>
      this.db.transaction().execute(async (trx) => {
        await deleteLinksNaming(trx, 'device', id);
        await trx.deleteFrom('devices').where('id', '=', id).execute();
      }),
    );
  }
}

import type { Kysely } from 'kysely';
import { EntityRepository } from './entityRepository';
import type { Attrs } from './records';
import type { Database } from './schema';

export interface DriverRecord {
  id: number;
  name: string;
  uniqueId: string;
  attributes: Attrs;
}

/** Drivers; `uniqueId` is unique (a duplicate is a StorageException, as in Traccar). */
export class DriverRepository extends EntityRepository<DriverRecord> {
  constructor(db: Kysely<Database>) {
    super(db, {
      table: 'drivers',
      kind: 'driver',
      booleans: [],
      hasAttributes: true,
      order: 'name',
    });
  }

  /** The driver with this uniqueId (e.g. a position's `driverUniqueId`), or null. */
  async byUniqueId(uniqueId: string): Promise<DriverRecord | null> {
    const row = await this.db
      .selectFrom('drivers')
      .selectAll()
      .where('uniqueId', '=', uniqueId)
      .executeTakeFirst();
    return row ? this.fromRow(row) : null;
  }
}

import type { Kysely } from 'kysely';
import { guard } from './database';
import type { Link } from './records';
import type { Database } from './schema';

/**
 * The generic link table: every Traccar `tc_<owner>_<property>` table is one
 * (ownerKind, propertyKind) pair here, e.g. ('user','device') or ('user','user') for managed users.
 */
export class LinkRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds a link; adding an existing link changes nothing. */
  async add(link: Link): Promise<void> {
    await guard(() =>
      this.db
        .insertInto('links')
        .values(link)
        .onConflict((oc) => oc.doNothing())
        .execute(),
    );
  }

  async remove(link: Link): Promise<void> {
    await guard(() =>
      this.db
        .deleteFrom('links')
        .where('ownerKind', '=', link.ownerKind)
        .where('ownerId', '=', link.ownerId)
        .where('propertyKind', '=', link.propertyKind)
        .where('propertyId', '=', link.propertyId)
        .execute(),
    );
  }

  async exists(link: Link): Promise<boolean> {
    const row = await this.db
      .selectFrom('links')
      .select('ownerId')
      .where('ownerKind', '=', link.ownerKind)
      .where('ownerId', '=', link.ownerId)
      .where('propertyKind', '=', link.propertyKind)
      .where('propertyId', '=', link.propertyId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Ids of the `propertyKind` objects linked to one owner, e.g. the devices of user 3. */
  async propertiesOf(ownerKind: string, ownerId: number, propertyKind: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('links')
      .select('propertyId')
      .where('ownerKind', '=', ownerKind)
      .where('ownerId', '=', ownerId)
      .where('propertyKind', '=', propertyKind)
      .execute();
    return rows.map((row) => Number(row.propertyId));
  }

  /** Ids of the `ownerKind` objects linked to one property, e.g. the users of device 7. */
  async ownersOf(ownerKind: string, propertyKind: string, propertyId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('links')
      .select('ownerId')
      .where('propertyKind', '=', propertyKind)
      .where('propertyId', '=', propertyId)
      .where('ownerKind', '=', ownerKind)
      .execute();
    return rows.map((row) => Number(row.ownerId));
  }
}

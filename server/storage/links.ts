import type { Kysely } from 'kysely';
import { guard } from './database';
import type { Link } from './records';
import type { Database } from './schema';

/** Deletes every link that names the object, as owner or as property (inside a transaction). */
export async function deleteLinksNaming(
  db: Kysely<Database>,
  kind: string,
  id: number,
): Promise<void> {
  await db
    .deleteFrom('links')
    .where((eb) =>
      eb.or([
        eb.and([eb('ownerKind', '=', kind), eb('ownerId', '=', id)]),
        eb.and([eb('propertyKind', '=', kind), eb('propertyId', '=', id)]),
      ]),
    )
    .execute();
}

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

  /** Adds or removes several links in one transaction: all of them or, on error, none. */
  async bulk(links: readonly Link[], action: 'add' | 'remove'): Promise<void> {
    await guard(() =>
      this.db.transaction().execute(async (trx) => {
        for (const link of links) {
          if (action === 'add') {
            await trx
              .insertInto('links')
              .values(link)
              .onConflict((oc) => oc.doNothing())
              .execute();
          } else {
            await trx
              .deleteFrom('links')
              .where('ownerKind', '=', link.ownerKind)
              .where('ownerId', '=', link.ownerId)
              .where('propertyKind', '=', link.propertyKind)
              .where('propertyId', '=', link.propertyId)
              .execute();
          }
        }
      }),
    );
  }

  /** Links between two kinds, optionally for one owner and/or one property. */
  async find(
    ownerKind: string,
    propertyKind: string,
    ownerId?: number,
    propertyId?: number,
  ): Promise<Link[]> {
    let query = this.db
      .selectFrom('links')
      .selectAll()
      .where('ownerKind', '=', ownerKind)
      .where('propertyKind', '=', propertyKind);
    if (ownerId) query = query.where('ownerId', '=', ownerId);
    if (propertyId) query = query.where('propertyId', '=', propertyId);
    const rows = await query.orderBy('ownerId').orderBy('propertyId').execute();
    return rows.map((row) => ({
      ...row,
      ownerId: Number(row.ownerId),
      propertyId: Number(row.propertyId),
    }));
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

  /**
   * Ids of the `ownerKind` objects linked to one property, e.g. the users of device 7. The owner
   * kind is filtered here, not in SQL: with it in the WHERE clause SQLite walked the primary
   * key (ownerKind first: nearly every row) instead of `links_property`, 10–40 ms a call at
   * 100,000 devices (bench/permissions-tree.bench.ts).
   */
  async ownersOf(ownerKind: string, propertyKind: string, propertyId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('links')
      .select(['ownerKind', 'ownerId'])
      .where('propertyKind', '=', propertyKind)
      .where('propertyId', '=', propertyId)
      .execute();
    return rows.filter((row) => row.ownerKind === ownerKind).map((row) => Number(row.ownerId));
  }

  /**
   * The `propertyKind` objects linked to any of the owners, with the owner each came through,
   * e.g. the users managed by any of users 3, 4, 5 (one query per 500 owners).
   */
  async propertiesOfMany(
    ownerKind: string,
    ownerIds: readonly number[],
    propertyKind: string,
  ): Promise<{ ownerId: number; propertyId: number }[]> {
    const found: { ownerId: number; propertyId: number }[] = [];
    for (let start = 0; start < ownerIds.length; start += 500) {
      const rows = await this.db
        .selectFrom('links')
        .select(['ownerId', 'propertyId'])
        .where('ownerKind', '=', ownerKind)
        .where('ownerId', 'in', ownerIds.slice(start, start + 500))
        .where('propertyKind', '=', propertyKind)
        .execute();
      for (const row of rows) {
        found.push({ ownerId: Number(row.ownerId), propertyId: Number(row.propertyId) });
      }
    }
    return found;
  }

  /**
   * The distinct ids of the `propertyKind` objects linked to any of the owners (a reseller's
   * tree's devices): one column, so a tree of 100,000 devices costs one narrow read.
   */
  async propertyIdsOfMany(
    ownerKind: string,
    ownerIds: readonly number[],
    propertyKind: string,
  ): Promise<number[]> {
    const found = new Set<number>();
    for (let start = 0; start < ownerIds.length; start += 500) {
      const rows = await this.db
        .selectFrom('links')
        .select('propertyId')
        .where('ownerKind', '=', ownerKind)
        .where('ownerId', 'in', ownerIds.slice(start, start + 500))
        .where('propertyKind', '=', propertyKind)
        .execute();
      for (const row of rows) found.add(Number(row.propertyId));
    }
    return [...found];
  }

  /**
   * The `ownerKind` objects linked to any of the properties, e.g. the managers of users 3 and 4
   * (the owner kind filtered here, as in `ownersOf`, so the property index is the one used).
   */
  async ownersOfMany(
    ownerKind: string,
    propertyKind: string,
    propertyIds: readonly number[],
  ): Promise<{ ownerId: number; propertyId: number }[]> {
    const found: { ownerId: number; propertyId: number }[] = [];
    for (let start = 0; start < propertyIds.length; start += 500) {
      const rows = await this.db
        .selectFrom('links')
        .select(['ownerKind', 'ownerId', 'propertyId'])
        .where('propertyKind', '=', propertyKind)
        .where('propertyId', 'in', propertyIds.slice(start, start + 500))
        .execute();
      for (const row of rows) {
        if (row.ownerKind !== ownerKind) continue;
        found.push({ ownerId: Number(row.ownerId), propertyId: Number(row.propertyId) });
      }
    }
    return found;
  }
}

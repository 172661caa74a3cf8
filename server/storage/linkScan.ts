import type { Kysely } from 'kysely';
import type { Link } from './records';
import { num } from './rows';
import type { Database } from './schema';

/** Bulk reads of the link table, for the in-memory caches of the position pipeline. */
export class LinkScanRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every link whose property is one of `propertyKinds` (e.g. all links to geofences). */
  async toKinds(propertyKinds: readonly string[]): Promise<Link[]> {
    if (propertyKinds.length === 0) return [];
    const rows = await this.db
      .selectFrom('links')
      .selectAll()
      .where('propertyKind', 'in', [...propertyKinds])
      .execute();
    return rows.map((row) => ({
      ownerKind: row.ownerKind,
      ownerId: num(row.ownerId),
      propertyKind: row.propertyKind,
      propertyId: num(row.propertyId),
    }));
  }
}

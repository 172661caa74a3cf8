import type { Kysely } from 'kysely';
import { guard } from './database';
import type { Database } from './schema';

// Keys per read: well under SQLite's bound-variable limit.
const READ_CHUNK = 1000;

/**
 * The reverse geocoder's cache (one row per rounded place, language and format; a null
 * address is a place the service has none for) and the addresses it writes onto positions.
 */
export class GeocodeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The cached addresses of these keys (absent keys are not in the map). */
  async getMany(keys: string[]): Promise<Map<string, string | null>> {
    const found = new Map<string, string | null>();
    for (let start = 0; start < keys.length; start += READ_CHUNK) {
      const rows = await this.db
        .selectFrom('geocodes')
        .select(['key', 'address'])
        .where('key', 'in', keys.slice(start, start + READ_CHUNK))
        .execute();
      for (const row of rows) found.set(row.key, row.address);
    }
    return found;
  }

  /** Stores an address (another node storing the same place first is fine). */
  async put(key: string, address: string | null, now: number): Promise<void> {
    await guard(() =>
      this.db
        .insertInto('geocodes')
        .values({ key, address, createdAt: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ address, createdAt: now }))
        .execute(),
    );
  }

  /** Writes a found address onto a stored position that has none; false if none was changed. */
  async fillPosition(positionId: number, address: string): Promise<boolean> {
    const result = await guard(() =>
      this.db
        .updateTable('positions')
        .set({ address })
        .where('id', '=', positionId)
        .where('address', 'is', null)
        .executeTakeFirst(),
    );
    return Number(result.numUpdatedRows) > 0;
  }
}

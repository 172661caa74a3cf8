import type { Kysely, Transaction } from 'kysely';
import { guard } from './database';
import { deleteLinksNaming } from './links';
import { bool, int, parseJson } from './rows';
import type { Database } from './schema';

type Row = Record<string, unknown>;
// The generic repository addresses its table by name; rows are converted field by field below.
type LooseDatabase = Record<string, Row & { id: number }>;
/** A transaction over the loosely typed view, for subclasses' cleanup on delete. */
export type LooseTransaction = Transaction<LooseDatabase>;

/** How one entity is stored: its table, link kind, boolean columns and list order. */
export interface EntityCodec<R extends { id: number }> {
  table: keyof Database & string;
  /** The lower-case kind used in the link table ('group', 'geofence', 'attribute'…). */
  kind: string;
  /** Columns stored as 0/1. */
  booleans: readonly (keyof R & string)[];
  /** False for computed attributes, which have no attributes map. */
  hasAttributes: boolean;
  /** Traccar's sort field for lists ('name' or 'description'). */
  order: keyof R & string;
}

/**
 * CRUD over one entity table. Deleting also deletes every link naming the object, in the same
 * transaction; subclasses clear references to it (`detach`).
 */
export class EntityRepository<R extends { id: number }> {
  protected readonly db: Kysely<LooseDatabase>;

  constructor(
    db: Kysely<Database>,
    readonly codec: EntityCodec<R>,
  ) {
    this.db = db as unknown as Kysely<LooseDatabase>;
  }

  /** The link kind of this entity. */
  get kind(): string {
    return this.codec.kind;
  }

  async get(id: number): Promise<R | null> {
    const row = await this.db
      .selectFrom(this.codec.table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? this.fromRow(row) : null;
  }

  /** All objects, or those with the given ids, in Traccar's list order. */
  async list(ids?: readonly number[]): Promise<R[]> {
    if (ids && ids.length === 0) return [];
    let query = this.db
      .selectFrom(this.codec.table)
      .selectAll()
      .orderBy(this.codec.order)
      .orderBy('id');
    if (ids) query = query.where('id', 'in', [...ids]);
    return (await query.execute()).map((row) => this.fromRow(row));
  }

  async insert(record: Omit<R, 'id'>): Promise<R> {
    return guard(async () => {
      const row = await this.db
        .insertInto(this.codec.table)
        .values(this.toRow(record) as Row & { id: number })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ...record, id: Number(row.id) } as R;
    });
  }

  /** Inserts the object and links it to its creator (`user` → object), atomically. */
  async insertOwned(record: Omit<R, 'id'>, userId: number): Promise<R> {
    return guard(() =>
      this.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto(this.codec.table)
          .values(this.toRow(record) as Row & { id: number })
          .returning('id')
          .executeTakeFirstOrThrow();
        const id = Number(row.id);
        await trx
          .insertInto('links')
          .values({
            ownerKind: 'user',
            ownerId: userId,
            propertyKind: this.codec.kind,
            propertyId: id,
          })
          .execute();
        return { ...record, id } as R;
      }),
    );
  }

  /**
   * Inserts many objects, each linked to their creator (`user` → object), in ONE transaction
   * (imports, seeding): all or none. Rows go one statement each (no column tells RETURNING's
   * rows apart), links in chunks under the driver's parameter limit.
   */
  async insertManyOwned(records: readonly Omit<R, 'id'>[], userId: number): Promise<R[]> {
    const CHUNK = 500;
    return guard(() =>
      this.db.transaction().execute(async (trx) => {
        const created: R[] = [];
        for (const record of records) {
          const row = await trx
            .insertInto(this.codec.table)
            .values(this.toRow(record) as Row & { id: number })
            .returning('id')
            .executeTakeFirstOrThrow();
          created.push({ ...record, id: Number(row.id) } as R);
        }
        for (let start = 0; start < created.length; start += CHUNK) {
          await trx
            .insertInto('links')
            .values(
              created.slice(start, start + CHUNK).map(({ id }) => ({
                ownerKind: 'user',
                ownerId: userId,
                propertyKind: this.codec.kind,
                propertyId: id,
              })),
            )
            .execute();
        }
        return created;
      }),
    );
  }

  async update(record: R): Promise<void> {
    const { id, ...rest } = record;
    await guard(() =>
      this.db.updateTable(this.codec.table).set(this.toRow(rest)).where('id', '=', id).execute(),
    );
  }

  /** Deletes the object, its links and references to it, atomically. */
  async delete(id: number): Promise<void> {
    const kind = this.codec.kind;
    await guard(() =>
      this.db.transaction().execute(async (trx) => {
        await deleteLinksNaming(trx as unknown as Kysely<Database>, kind, id);
        await this.detach(trx, id);
        await trx.deleteFrom(this.codec.table).where('id', '=', id).execute();
      }),
    );
  }

  /** Clears references to a deleted object held by other tables (none by default). */
  protected async detach(_trx: LooseTransaction, _id: number): Promise<void> {}

  /** Sets `column` to 0 in `tables` wherever it names the deleted object. */
  protected async clearReference(
    trx: LooseTransaction,
    tables: readonly string[],
    column: string,
    id: number,
  ): Promise<void> {
    for (const table of tables) {
      await trx
        .updateTable(table)
        .set({ [column]: 0 })
        .where(column, '=', id)
        .execute();
    }
  }

  protected fromRow(row: Row): R {
    const record: Row = { ...row, id: Number(row.id) };
    for (const key of this.codec.booleans) record[key] = bool(row[key]);
    if (this.codec.hasAttributes) record.attributes = parseJson(row.attributes as string, {});
    return record as R;
  }

  protected toRow(record: Omit<R, 'id'>): Row {
    const row: Row = { ...record };
    delete row.id;
    for (const key of this.codec.booleans) row[key] = int(Boolean(row[key]));
    if (this.codec.hasAttributes) row.attributes = JSON.stringify(row.attributes ?? {});
    return row;
  }
}

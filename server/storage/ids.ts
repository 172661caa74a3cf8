import { sql, type Kysely } from 'kysely';
import type { Dialect } from './migrations';
import type { Database } from './schema';

/**
 * Hands out ids for the rows whose id the storage layer picks before inserting them (positions
 * and events: a batch's events and device states point at its positions in one transaction).
 */
export interface IdAllocator {
  /** Seeds the allocator; call once after migrations, before the first `next`. */
  init(): Promise<void>;
  /** Reserves `count` fresh ids, ascending. */
  next(count: number): Promise<number[]>;
}

type IdTable = 'positions' | 'events';

/**
 * SQLite has one writer, this process, so an in-memory counter seeded from the stored maximum is
 * exact and costs no write.
 */
class CounterIds implements IdAllocator {
  private following = 1;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly table: IdTable,
  ) {}

  async init(): Promise<void> {
    const row = await this.db
      .selectFrom(this.table)
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    this.following = Number(row?.max ?? 0) + 1;
  }

  async next(count: number): Promise<number[]> {
    const first = this.following;
    this.following += count;
    return Array.from({ length: count }, (_, index) => first + index);
  }
}

/**
 * PostgreSQL may have several Farol nodes writing: ids come from a sequence (migration 0004),
 * which never hands the same id out twice, whichever node asks.
 */
class SequenceIds implements IdAllocator {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly table: IdTable,
  ) {}

  async init(): Promise<void> {}

  async next(count: number): Promise<number[]> {
    if (count <= 0) return [];
    const sequence = `${this.table}_id_seq`;
    const { rows } = await sql<{ id: string }>`
      SELECT nextval(${sequence}) AS id FROM generate_series(1, ${count})`.execute(this.db);
    return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }
}

/** The id allocator of `table` for the dialect. */
export function idAllocator(db: Kysely<Database>, dialect: Dialect, table: IdTable): IdAllocator {
  return dialect === 'postgres' ? new SequenceIds(db, table) : new CounterIds(db, table);
}

import type { Kysely } from 'kysely';
import { guard } from './database';
import type { ServerRecord } from './records';
import { serverFromRow, serverToRow } from './rows';
import type { Database } from './schema';

/** The single server settings row (id 1). */
export class ServerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(): Promise<ServerRecord | null> {
    const row = await this.db.selectFrom('servers').selectAll().orderBy('id').executeTakeFirst();
    return row ? serverFromRow(row) : null;
  }

  /** Inserts the row unless it exists (two nodes starting on a new database both try). */
  async insert(server: ServerRecord): Promise<void> {
    await guard(() =>
      this.db
        .insertInto('servers')
        .values(serverToRow(server))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute(),
    );
  }

  async update(server: ServerRecord): Promise<void> {
    const { id, ...row } = serverToRow(server);
    await guard(() => this.db.updateTable('servers').set(row).where('id', '=', id!).execute());
  }
}

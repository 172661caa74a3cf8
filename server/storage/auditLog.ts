import type { Kysely, Selectable } from 'kysely';
import { guard } from './database';
import type { AuditLogTable, Database } from './schema';

/** One audit entry as the rest of the server uses it. */
export interface AuditRecord {
  id: number;
  time: number;
  code: number | null;
  actionType: string;
  objectType: string;
  objectId: number;
  deviceId: number | null;
  userId: number | null;
  userEmail: string | null;
  impersonatorId: number | null;
  address: string | null;
  userAgent: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Which entries to read, newest first. */
export interface AuditQuery {
  from?: number;
  to?: number;
  /** Entries by these users or about them (objectType 'user'); absent: everyone's. */
  users?: readonly number[];
  /** Entries about this object. */
  object?: { type: string; id: number };
  /** Entries by this user or about this user. */
  user?: number;
  /** Entries concerning this device. */
  deviceId?: number;
  codes?: readonly number[];
  /** Keyset paging: entries older than this id. */
  beforeId?: number;
  limit: number;
}

// SQLite's bound-parameter ceiling is far above this; PostgreSQL's too. Bigger trees are read
// in chunks and merged (each chunk's newest `limit` hold the overall newest `limit`).
const IDS_PER_QUERY = 500;

const parse = (text: string | null): Record<string, unknown> | null =>
  text === null ? null : (JSON.parse(text) as Record<string, unknown>);

function fromRow(row: Selectable<AuditLogTable>): AuditRecord {
  return {
    id: Number(row.id),
    time: Number(row.time),
    code: row.code === null ? null : Number(row.code),
    actionType: row.actionType,
    objectType: row.objectType,
    objectId: Number(row.objectId),
    deviceId: row.deviceId === null ? null : Number(row.deviceId),
    userId: row.userId === null ? null : Number(row.userId),
    userEmail: row.userEmail,
    impersonatorId: row.impersonatorId === null ? null : Number(row.impersonatorId),
    address: row.address,
    userAgent: row.userAgent,
    before: parse(row.before),
    after: parse(row.after),
  };
}

/** The audit log's table: appended in batches, read by time, actor, object or device. */
export class AuditLogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertMany(entries: readonly Omit<AuditRecord, 'id'>[]): Promise<void> {
    if (entries.length === 0) return;
    const rows = entries.map((entry) => ({
      ...entry,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
    }));
    await guard(() => this.db.insertInto('auditLog').values(rows).execute());
  }

  /** Entries matching `query`, newest first, at most `query.limit`. */
  async list(query: AuditQuery): Promise<AuditRecord[]> {
    if (query.users === undefined) return this.listChunk(query, undefined);
    const found: AuditRecord[] = [];
    for (let start = 0; start < query.users.length; start += IDS_PER_QUERY) {
      found.push(...(await this.listChunk(query, query.users.slice(start, start + IDS_PER_QUERY))));
    }
    return found.sort((a, b) => b.id - a.id).slice(0, query.limit);
  }

  private async listChunk(query: AuditQuery, users: readonly number[] | undefined) {
    let select = this.db.selectFrom('auditLog').selectAll();
    if (query.from !== undefined) select = select.where('time', '>=', query.from);
    if (query.to !== undefined) select = select.where('time', '<=', query.to);
    if (query.beforeId !== undefined) select = select.where('id', '<', query.beforeId);
    if (query.codes?.length) select = select.where('code', 'in', [...query.codes]);
    if (query.deviceId !== undefined) select = select.where('deviceId', '=', query.deviceId);
    if (query.object) {
      select = select
        .where('objectType', '=', query.object.type)
        .where('objectId', '=', query.object.id);
    }
    const about = (ids: number[]) =>
      select.where((eb) =>
        eb.or([
          eb('userId', 'in', ids),
          eb.and([eb('objectType', '=', 'user'), eb('objectId', 'in', ids)]),
        ]),
      );
    if (query.user !== undefined) select = about([query.user]);
    if (users !== undefined) {
      if (users.length === 0) return [];
      select = about([...users]);
    }
    const rows = await select.orderBy('id', 'desc').limit(query.limit).execute();
    return rows.map(fromRow);
  }

  /** Deletes entries older than `time`; how many went. */
  async deleteBefore(time: number): Promise<number> {
    const result = await guard(() =>
      this.db.deleteFrom('auditLog').where('time', '<', time).executeTakeFirst(),
    );
    return Number(result.numDeletedRows);
  }
}

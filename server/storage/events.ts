import type { Kysely, Selectable, Transaction } from 'kysely';
import { guard } from './database';
import type { IdAllocator } from './ids';
import type { Attrs } from './records';
import { num, parseJson } from './rows';
import type { Database } from './schema';

/** A stored event (Traccar's tc_events); times are epoch milliseconds. */
export interface EventRecord {
  id: number;
  type: string;
  eventTime: number;
  deviceId: number;
  positionId: number;
  geofenceId: number;
  maintenanceId: number;
  attributes: Attrs;
}

/** What `GET /api/reports/events` asks for. */
export interface EventQuery {
  deviceIds: number[];
  from: number;
  to: number;
  /** Event types to keep; empty = every type. */
  types: string[];
  limit: number;
}

// 8 columns per row keeps a chunk well under SQLite's 32766 bound variables.
const INSERT_CHUNK = 2000;

/** Writes events inside a caller's transaction (the position batch, a queued command taken…). */
export async function insertEvents(
  trx: Transaction<Database>,
  events: EventRecord[],
): Promise<void> {
  for (let start = 0; start < events.length; start += INSERT_CHUNK) {
    const rows = events
      .slice(start, start + INSERT_CHUNK)
      .map((event) => ({ ...event, attributes: JSON.stringify(event.attributes) }));
    await trx.insertInto('events').values(rows).execute();
  }
}

function eventFromRow(row: Selectable<Database['events']>): EventRecord {
  return {
    ...row,
    id: num(row.id),
    eventTime: num(row.eventTime),
    deviceId: num(row.deviceId),
    positionId: num(row.positionId),
    geofenceId: num(row.geofenceId),
    maintenanceId: num(row.maintenanceId),
    attributes: parseJson<Attrs>(row.attributes, {}),
  };
}

/** Events: ids, standalone inserts and the report query. */
export class EventRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ids: IdAllocator,
  ) {}

  /** Seeds the id allocator; call once before the first allocation. */
  init(): Promise<void> {
    return this.ids.init();
  }

  /** Reserves `count` fresh event ids, ascending: events get ids before their transaction. */
  allocateIds(count: number): Promise<number[]> {
    return this.ids.next(count);
  }

  /** Stores events that belong to no position batch (status changes, inactivity…). */
  async insert(events: EventRecord[]): Promise<void> {
    if (events.length === 0) return;
    await guard(() => this.db.transaction().execute((trx) => insertEvents(trx, events)));
  }

  /** One event by id, or null. */
  async get(id: number): Promise<EventRecord | null> {
    const row = await this.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? eventFromRow(row) : null;
  }

  /** Events of the devices within [from, to], by eventTime then id. */
  async list(query: EventQuery): Promise<EventRecord[]> {
    if (query.deviceIds.length === 0) return [];
    let select = this.db
      .selectFrom('events')
      .selectAll()
      .where('deviceId', 'in', query.deviceIds)
      .where('eventTime', '>=', query.from)
      .where('eventTime', '<=', query.to);
    if (query.types.length) select = select.where('type', 'in', query.types);
    const rows = await select.orderBy('eventTime').orderBy('id').limit(query.limit).execute();
    return rows.map(eventFromRow);
  }
}

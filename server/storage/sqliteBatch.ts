import fs from 'node:fs';
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { attributesText } from '../positionText';
import type { BatchExtras } from './batchExtras';
import { STATE_COLUMNS, stateValues } from './deviceStates';
import type { PositionRecord } from './records';
import type { Database, PositionTable } from './schema';

type Row = Record<string, unknown>;

/** The runtime columns a position batch writes on each device. */
interface RuntimeRow {
  id: number;
  status: string;
  lastUpdate: number | null;
  positionId: number;
}

/**
 * The position batch on SQLite: one synchronous transaction of single-row statements prepared
 * once and reused (better-sqlite3 runs each in a few microseconds). Built through Kysely, every
 * batch was a multi-row statement of a new size, compiled and prepared again (a profile of the
 * OsmAnd pipeline: ~8% of the server's time in Kysely's compiler and `new Statement`). It runs
 * while holding Kysely's one connection, so no other transaction interleaves with it.
 *
 * Durability without the fsync on the main thread: the batch's transaction commits with
 * `synchronous = NORMAL` (its WAL frames are written, not synced), the connection goes back to
 * FULL for every other write, and the returned promise resolves only once `fdatasync` of the
 * `-wal` file (libuv's thread pool) has returned: what FULL would have synced at the commit is
 * synced before anyone is told it is stored. NORMAL keeps SQLite's own syncs around checkpoints
 * (the WAL before it is copied, the database file before the WAL is reset, a reset WAL's
 * header), so a WAL is never reused before what it held is durable in the database file.
 */
export class SqliteBatchWriter {
  private readonly statements = new Map<
    string,
    { statement: SQLite.Statement; columns: string[] }
  >();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly sqlite: SQLite.Database,
  ) {}

  /** Positions, the devices' runtime columns, events and states, in one transaction. */
  async commit(
    positions: PositionRecord[],
    devices: RuntimeRow[],
    extras?: BatchExtras,
  ): Promise<void> {
    await this.db.connection().execute(async () => {
      const synchronous = this.synchronousStatements();
      synchronous.normal.run();
      try {
        this.write(positions, devices, extras);
      } finally {
        synchronous.full.run();
      }
    });
    await this.syncWal();
  }

  private write(positions: PositionRecord[], devices: RuntimeRow[], extras?: BatchExtras): void {
    this.sqlite.transaction(() => {
      const insertPosition = this.positionStatement();
      for (const position of positions) insertPosition.run(positionValues(position));
      const updateRuntime = this.columnsStatement('runtime', RUNTIME_COLUMNS);
      for (const device of devices) {
        updateRuntime.run(device.status, device.lastUpdate, device.positionId, device.id);
      }
      for (const event of extras?.events ?? []) {
        this.insert('events', { ...event, attributes: JSON.stringify(event.attributes) });
      }
      const updateState = this.columnsStatement('state', STATE_COLUMNS);
      for (const state of extras?.states ?? []) {
        const values = stateValues(state);
        values.push(state.deviceId);
        updateState.run(values);
      }
    })();
  }

  private synchronous: { normal: SQLite.Statement; full: SQLite.Statement } | null = null;

  private synchronousStatements() {
    return (this.synchronous ??= {
      normal: this.sqlite.prepare('PRAGMA synchronous = NORMAL'),
      full: this.sqlite.prepare('PRAGMA synchronous = FULL'),
    });
  }

  /** The `-wal` file, opened once (the connection keeps it for its whole life). */
  private walFd: number | null = null;

  /** fdatasync of the WAL off the main thread: every frame written so far is durable after it. */
  private syncWal(): Promise<void> {
    if (this.walFd === null) this.walFd = fs.openSync(`${this.sqlite.name}-wal`, 'r');
    const fd = this.walFd;
    return new Promise((resolve, reject) =>
      fs.fdatasync(fd, (error) => (error ? reject(error) : resolve())),
    );
  }

  /** Closes the WAL's descriptor (the database itself is closed by Kysely). */
  close(): void {
    if (this.walFd !== null) fs.closeSync(this.walFd);
    this.walFd = null;
  }

  /** The position INSERT: every column, always in POSITION_COLUMNS' order. */
  private positionStatement(): SQLite.Statement {
    return this.prepared('insert positions', POSITION_COLUMNS, () => {
      const names = POSITION_COLUMNS.map((column) => `"${column}"`).join(', ');
      return `INSERT INTO "positions" (${names}) VALUES (${POSITION_COLUMNS.map(() => '?').join(', ')})`;
    }).statement;
  }

  /**
   * An UPDATE of fixed `columns` of `devices` (the runtime columns, the motion state): through
   * `update`, each device cost a column list, a statement key and a values array (~5% of what
   * the pipeline allocated per position).
   */
  private columnsStatement(name: string, columns: readonly string[]): SQLite.Statement {
    return this.prepared(`update devices ${name}`, [...columns], () => {
      const assignments = columns.map((column) => `"${column}" = ?`).join(', ');
      return `UPDATE "devices" SET ${assignments} WHERE "id" = ?`;
    }).statement;
  }

  /** INSERT of the row's defined columns. */
  private insert(table: string, row: Row): void {
    const columns = definedColumns(row);
    const { statement } = this.prepared(`insert ${table} ${columns.join(',')}`, columns, () => {
      const names = columns.map((column) => `"${column}"`).join(', ');
      return `INSERT INTO "${table}" (${names}) VALUES (${columns.map(() => '?').join(', ')})`;
    });
    statement.run(columns.map((column) => row[column]));
  }

  private prepared(key: string, columns: string[], text: () => string) {
    let entry = this.statements.get(key);
    if (!entry)
      this.statements.set(key, (entry = { statement: this.sqlite.prepare(text()), columns }));
    return entry;
  }
}

/** The runtime columns, in the runtime statement's order. */
const RUNTIME_COLUMNS = ['status', 'lastUpdate', 'positionId'];

const POSITION_COLUMNS = [
  'id',
  'deviceId',
  'protocol',
  'serverTime',
  'deviceTime',
  'fixTime',
  'valid',
  'latitude',
  'longitude',
  'altitude',
  'speed',
  'course',
  'address',
  'accuracy',
  'network',
  'geofenceIds',
  'attributes',
] satisfies (keyof PositionTable)[];

/**
 * A position's row as the values of POSITION_COLUMNS, converted as `positionToRow` converts
 * them (no row object, no column list built per position: the profile had ~5% of the server's
 * time in building rows and statement keys).
 */
function positionValues(position: PositionRecord): unknown[] {
  return [
    position.id,
    position.deviceId,
    position.protocol,
    position.serverTime,
    position.deviceTime,
    position.fixTime,
    position.valid ? 1 : 0,
    position.latitude,
    position.longitude,
    position.altitude,
    position.speed,
    position.course,
    position.address,
    position.accuracy,
    position.network ? JSON.stringify(position.network) : null,
    position.geofenceIds ? JSON.stringify(position.geofenceIds) : null,
    attributesText(position.attributes),
  ];
}

function definedColumns(row: Row): string[] {
  const columns: string[] = [];
  for (const key in row) if (row[key] !== undefined) columns.push(key);
  return columns;
}

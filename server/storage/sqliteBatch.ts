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
 * The position batch on SQLite: one synchronous transaction of statements prepared once and
 * reused, of a fixed size: positions and the devices' runtime columns CHUNK rows per statement,
 * the rest of a batch row by row. Built through Kysely, every batch was a multi-row statement of
 * a new size, compiled and prepared again (a profile of the OsmAnd pipeline: ~8% of the server's
 * time in Kysely's compiler and `new Statement`). It runs while holding Kysely's one connection,
 * so no other transaction interleaves with it.
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
      this.insertPositions(positions);
      this.updateRuntime(devices);
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

  /** The positions in statements of CHUNK rows, the rest one by one, in order. */
  private insertPositions(positions: PositionRecord[]): void {
    let index = 0;
    if (positions.length >= CHUNK) {
      const insertChunk = this.positionStatement(CHUNK);
      const values: unknown[] = new Array(CHUNK * POSITION_COLUMNS.length);
      for (; index + CHUNK <= positions.length; index += CHUNK) {
        for (let row = 0; row < CHUNK; row++) {
          setPositionValues(values, row * POSITION_COLUMNS.length, positions[index + row]!);
        }
        insertChunk.run(values);
      }
    }
    if (index === positions.length) return;
    const insertOne = this.positionStatement(1);
    const values: unknown[] = new Array(POSITION_COLUMNS.length);
    for (; index < positions.length; index++) {
      setPositionValues(values, 0, positions[index]!);
      insertOne.run(values);
    }
  }

  /**
   * The devices' runtime columns: CHUNK devices per `UPDATE … FROM (VALUES …)` (each device
   * appears once in a batch), the rest one by one.
   */
  private updateRuntime(devices: RuntimeRow[]): void {
    let index = 0;
    if (devices.length >= CHUNK) {
      const updateChunk = this.runtimeChunkStatement();
      const values: unknown[] = new Array(CHUNK * 4);
      for (; index + CHUNK <= devices.length; index += CHUNK) {
        for (let row = 0; row < CHUNK; row++) {
          const device = devices[index + row]!;
          const at = row * 4;
          values[at] = device.status;
          values[at + 1] = device.lastUpdate;
          values[at + 2] = device.positionId;
          values[at + 3] = device.id;
        }
        updateChunk.run(values);
      }
    }
    if (index === devices.length) return;
    const updateOne = this.columnsStatement('runtime', RUNTIME_COLUMNS);
    for (; index < devices.length; index++) {
      const device = devices[index]!;
      updateOne.run(device.status, device.lastUpdate, device.positionId, device.id);
    }
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

  /** The position INSERT of `rows` rows: every column, always in POSITION_COLUMNS' order. */
  private positionStatement(rows: number): SQLite.Statement {
    return this.prepared(`insert positions ${rows}`, POSITION_COLUMNS, () => {
      const names = POSITION_COLUMNS.map((column) => `"${column}"`).join(', ');
      const row = `(${POSITION_COLUMNS.map(() => '?').join(', ')})`;
      return `INSERT INTO "positions" (${names}) VALUES ${Array(rows).fill(row).join(', ')}`;
    }).statement;
  }

  /** The runtime columns of CHUNK devices in one UPDATE, joined on the devices' rowid. */
  private runtimeChunkStatement(): SQLite.Statement {
    return this.prepared(`update devices runtime ${CHUNK}`, RUNTIME_COLUMNS, () => {
      const assignments = RUNTIME_COLUMNS.map((column, i) => `"${column}" = v.column${i + 1}`);
      const rows = Array(CHUNK).fill('(?, ?, ?, ?)').join(', ');
      return (
        `UPDATE "devices" SET ${assignments.join(', ')} FROM (VALUES ${rows}) AS v ` +
        `WHERE "devices"."id" = v.column4`
      );
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
 * Rows per multi-row statement: one statement of 32 rows costs ~2 µs less per position than 32
 * single-row ones (in isolation: 7.4 → 5.2 µs per insert, 2.8 → 2.1 µs per device update).
 */
const CHUNK = 32;

/**
 * A position's row as the values of POSITION_COLUMNS, written into `values` from `at`, converted
 * as `positionToRow` converts them (no row object, no column list built per position: the profile
 * had ~5% of the server's time in building rows and statement keys).
 */
function setPositionValues(values: unknown[], at: number, position: PositionRecord): void {
  values[at] = position.id;
  values[at + 1] = position.deviceId;
  values[at + 2] = position.protocol;
  values[at + 3] = position.serverTime;
  values[at + 4] = position.deviceTime;
  values[at + 5] = position.fixTime;
  values[at + 6] = position.valid ? 1 : 0;
  values[at + 7] = position.latitude;
  values[at + 8] = position.longitude;
  values[at + 9] = position.altitude;
  values[at + 10] = position.speed;
  values[at + 11] = position.course;
  values[at + 12] = position.address;
  values[at + 13] = position.accuracy;
  values[at + 14] = position.network ? JSON.stringify(position.network) : null;
  values[at + 15] = position.geofenceIds ? JSON.stringify(position.geofenceIds) : null;
  values[at + 16] = attributesText(position.attributes);
}

function definedColumns(row: Row): string[] {
  const columns: string[] = [];
  for (const key in row) if (row[key] !== undefined) columns.push(key);
  return columns;
}

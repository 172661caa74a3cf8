// server/api/index.ts
import path5 from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import fastifyWebsocket from "@fastify/websocket";
import Fastify from "fastify";

// server/errors.ts
var FarolError = class extends Error {
  constructor(javaClass, message, status = 400) {
    super(message);
    this.javaClass = javaClass;
    this.status = status;
  }
  javaClass;
  status;
};
var SecurityError = class extends FarolError {
  constructor(message) {
    super("java.lang.SecurityException", message);
  }
};
var IllegalArgumentError = class extends FarolError {
  constructor(message) {
    super("java.lang.IllegalArgumentException", message);
  }
};
var StorageError = class extends FarolError {
  constructor(message) {
    super("org.traccar.storage.StorageException", message);
  }
};
var REASONS = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  413: "Request Entity Too Large",
  415: "Unsupported Media Type"
};
var HttpError = class extends FarolError {
  constructor(status) {
    super(
      "jakarta.ws.rs.WebApplicationException",
      `HTTP ${status} ${REASONS[status] ?? "Error"}`,
      status
    );
  }
};

// server/storage/database.ts
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";

// server/storage/migrations/0001_initial.ts
import { sql } from "kysely";

// server/storage/migrations/types.ts
var columnTypes = (dialect) => ({
  big: dialect === "postgres" ? "bigint" : "integer",
  real: dialect === "postgres" ? "double precision" : "real",
  serial: (column) => dialect === "postgres" ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement()
});

// server/storage/migrations/0001_initial.ts
function initial(dialect) {
  const { big, real, serial } = columnTypes(dialect);
  return {
    async up(db) {
      await db.schema.createTable("users").addColumn("id", "integer", serial).addColumn("name", "text", (c) => c.notNull()).addColumn("login", "text").addColumn("email", "text", (c) => c.notNull().unique()).addColumn("phone", "text").addColumn("readonly", "integer", (c) => c.notNull().defaultTo(0)).addColumn("administrator", "integer", (c) => c.notNull().defaultTo(0)).addColumn("map", "text").addColumn("latitude", real, (c) => c.notNull().defaultTo(0)).addColumn("longitude", real, (c) => c.notNull().defaultTo(0)).addColumn("zoom", "integer", (c) => c.notNull().defaultTo(0)).addColumn("coordinateFormat", "text").addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0)).addColumn("expirationTime", big).addColumn("deviceLimit", "integer", (c) => c.notNull().defaultTo(-1)).addColumn("userLimit", "integer", (c) => c.notNull().defaultTo(0)).addColumn("deviceReadonly", "integer", (c) => c.notNull().defaultTo(0)).addColumn("limitCommands", "integer", (c) => c.notNull().defaultTo(0)).addColumn("disableReports", "integer", (c) => c.notNull().defaultTo(0)).addColumn("fixedEmail", "integer", (c) => c.notNull().defaultTo(0)).addColumn("poiLayer", "text").addColumn("totpKey", "text").addColumn("temporary", "integer", (c) => c.notNull().defaultTo(0)).addColumn("attributes", "text", (c) => c.notNull().defaultTo("{}")).addColumn("hashedPassword", "text", (c) => c.notNull()).addColumn("salt", "text", (c) => c.notNull()).execute();
      await db.schema.createIndex("users_login").on("users").column("login").execute();
      await db.schema.createTable("devices").addColumn("id", "integer", serial).addColumn("name", "text", (c) => c.notNull()).addColumn("uniqueId", "varchar(128)", (c) => c.notNull().unique()).addColumn("groupId", "integer", (c) => c.notNull().defaultTo(0)).addColumn("calendarId", "integer", (c) => c.notNull().defaultTo(0)).addColumn("status", "text", (c) => c.notNull().defaultTo("offline")).addColumn("lastUpdate", big).addColumn("positionId", big, (c) => c.notNull().defaultTo(0)).addColumn("phone", "text").addColumn("model", "text").addColumn("contact", "text").addColumn("category", "text").addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0)).addColumn("expirationTime", big).addColumn("attributes", "text", (c) => c.notNull().defaultTo("{}")).execute();
      await db.schema.createIndex("devices_name").on("devices").column("name").execute();
      await db.schema.createTable("positions").addColumn("id", big, (c) => c.primaryKey()).addColumn(
        "deviceId",
        "integer",
        (c) => c.notNull().references("devices.id").onDelete("cascade")
      ).addColumn("protocol", "text").addColumn("serverTime", big, (c) => c.notNull()).addColumn("deviceTime", big, (c) => c.notNull()).addColumn("fixTime", big, (c) => c.notNull()).addColumn("valid", "integer", (c) => c.notNull()).addColumn("latitude", real, (c) => c.notNull()).addColumn("longitude", real, (c) => c.notNull()).addColumn("altitude", real, (c) => c.notNull().defaultTo(0)).addColumn("speed", real, (c) => c.notNull().defaultTo(0)).addColumn("course", real, (c) => c.notNull().defaultTo(0)).addColumn("address", "text").addColumn("accuracy", real, (c) => c.notNull().defaultTo(0)).addColumn("network", "text").addColumn("geofenceIds", "text").addColumn("attributes", "text", (c) => c.notNull().defaultTo("{}")).execute();
      await db.schema.createIndex("positions_device_fixtime").on("positions").columns(["deviceId", "fixTime"]).execute();
      await db.schema.createTable("links").addColumn("ownerKind", "varchar(32)", (c) => c.notNull()).addColumn("ownerId", "integer", (c) => c.notNull()).addColumn("propertyKind", "varchar(32)", (c) => c.notNull()).addColumn("propertyId", "integer", (c) => c.notNull()).addPrimaryKeyConstraint("links_pk", ["ownerKind", "ownerId", "propertyKind", "propertyId"]).execute();
      await db.schema.createIndex("links_property").on("links").columns(["propertyKind", "propertyId", "ownerKind"]).execute();
      await db.schema.createTable("tokens").addColumn("id", "integer", serial).addColumn(
        "userId",
        "integer",
        (c) => c.notNull().references("users.id").onDelete("cascade")
      ).addColumn("hash", "varchar(64)", (c) => c.notNull().unique()).addColumn("expiration", big, (c) => c.notNull()).addColumn("revoked", "integer", (c) => c.notNull().defaultTo(0)).addColumn("createdAt", big, (c) => c.notNull()).execute();
      await db.schema.createTable("servers").addColumn("id", "integer", (c) => c.primaryKey()).addColumn("registration", "integer", (c) => c.notNull().defaultTo(0)).addColumn("readonly", "integer", (c) => c.notNull().defaultTo(0)).addColumn("deviceReadonly", "integer", (c) => c.notNull().defaultTo(0)).addColumn("map", "text").addColumn("bingKey", "text").addColumn("mapUrl", "text").addColumn("overlayUrl", "text").addColumn("latitude", real, (c) => c.notNull().defaultTo(0)).addColumn("longitude", real, (c) => c.notNull().defaultTo(0)).addColumn("zoom", "integer", (c) => c.notNull().defaultTo(0)).addColumn("forceSettings", "integer", (c) => c.notNull().defaultTo(0)).addColumn("coordinateFormat", "text").addColumn("limitCommands", "integer", (c) => c.notNull().defaultTo(0)).addColumn("disableReports", "integer", (c) => c.notNull().defaultTo(0)).addColumn("fixedEmail", "integer", (c) => c.notNull().defaultTo(0)).addColumn("poiLayer", "text").addColumn("announcement", "text").addColumn("attributes", "text", (c) => c.notNull().defaultTo("{}")).execute();
    },
    async down(db) {
      for (const table of ["servers", "tokens", "links", "positions", "devices", "users"]) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    }
  };
}

// server/storage/migrations/0002_entities.ts
import { sql as sql2 } from "kysely";
var TABLES = [
  "groups",
  "geofences",
  "drivers",
  "calendars",
  "maintenances",
  "notifications",
  "commands",
  "attributes"
];
function entities(dialect) {
  const { real, serial } = columnTypes(dialect);
  return {
    async up(db) {
      const table = (name3, withAttributes = true) => {
        let builder = db.schema.createTable(name3).addColumn("id", "integer", serial);
        if (withAttributes) {
          builder = builder.addColumn("attributes", "text", (c) => c.notNull().defaultTo("{}"));
        }
        return builder;
      };
      await table("groups").addColumn("name", "text", (c) => c.notNull()).addColumn("groupId", "integer", (c) => c.notNull().defaultTo(0)).execute();
      await table("geofences").addColumn("name", "text", (c) => c.notNull()).addColumn("description", "text").addColumn("area", "text", (c) => c.notNull()).addColumn("calendarId", "integer", (c) => c.notNull().defaultTo(0)).execute();
      await table("drivers").addColumn("name", "text", (c) => c.notNull()).addColumn("uniqueId", "varchar(128)", (c) => c.notNull().unique()).execute();
      await table("calendars").addColumn("name", "text", (c) => c.notNull()).addColumn("data", "text", (c) => c.notNull()).execute();
      await table("maintenances").addColumn("name", "text", (c) => c.notNull()).addColumn("type", "text", (c) => c.notNull()).addColumn("start", real, (c) => c.notNull().defaultTo(0)).addColumn("period", real, (c) => c.notNull().defaultTo(0)).execute();
      await table("notifications").addColumn("description", "text").addColumn("calendarId", "integer", (c) => c.notNull().defaultTo(0)).addColumn("always", "integer", (c) => c.notNull().defaultTo(0)).addColumn("type", "text", (c) => c.notNull()).addColumn("commandId", "integer", (c) => c.notNull().defaultTo(0)).addColumn("notificators", "text", (c) => c.notNull().defaultTo("")).execute();
      await table("commands").addColumn("description", "text").addColumn("type", "text", (c) => c.notNull()).addColumn("textChannel", "integer", (c) => c.notNull().defaultTo(0)).execute();
      await table("attributes", false).addColumn("description", "text", (c) => c.notNull().defaultTo("")).addColumn("attribute", "text", (c) => c.notNull()).addColumn("expression", "text", (c) => c.notNull()).addColumn("type", "text", (c) => c.notNull()).addColumn("priority", "integer", (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.createIndex("groups_parent").on("groups").column("groupId").execute();
      await db.schema.createIndex("devices_group").on("devices").column("groupId").execute();
    },
    async down(db) {
      await db.schema.dropIndex("devices_group").ifExists().execute();
      for (const name3 of [...TABLES].reverse()) {
        await sql2`drop table if exists ${sql2.table(name3)}`.execute(db);
      }
    }
  };
}

// server/storage/migrations/0003_events.ts
import { sql as sql3 } from "kysely";
var DEVICE_STATE_COLUMNS = [
  ["motionStreak", "integer", 0],
  ["motionState", "integer", 0],
  ["motionPositionId", "big", 0],
  ["motionTime", "big", null],
  ["motionDistance", "real", 0],
  ["motionLatitude", "real", 0],
  ["motionLongitude", "real", 0],
  ["overspeedState", "integer", 0],
  ["overspeedTime", "big", null],
  ["overspeedGeofenceId", "integer", 0]
];
function events(dialect) {
  const { big, real, serial } = columnTypes(dialect);
  const types = { integer: "integer", big, real };
  return {
    async up(db) {
      await db.schema.createTable("events").addColumn("id", big, (c) => c.primaryKey()).addColumn("type", "varchar(128)", (c) => c.notNull()).addColumn("eventTime", big, (c) => c.notNull()).addColumn(
        "deviceId",
        "integer",
        (c) => c.notNull().references("devices.id").onDelete("cascade")
      ).addColumn("positionId", big, (c) => c.notNull().defaultTo(0)).addColumn("geofenceId", "integer", (c) => c.notNull().defaultTo(0)).addColumn("maintenanceId", "integer", (c) => c.notNull().defaultTo(0)).addColumn("attributes", "text", (c) => c.notNull().defaultTo("{}")).execute();
      await db.schema.createIndex("events_device_time").on("events").columns(["deviceId", "eventTime"]).execute();
      await db.schema.createTable("queuedCommands").addColumn("id", "integer", serial).addColumn(
        "deviceId",
        "integer",
        (c) => c.notNull().references("devices.id").onDelete("cascade")
      ).addColumn("type", "varchar(128)", (c) => c.notNull()).addColumn("textChannel", "integer", (c) => c.notNull().defaultTo(0)).addColumn("attributes", "text", (c) => c.notNull().defaultTo("{}")).execute();
      await db.schema.createIndex("queued_commands_device").on("queuedCommands").column("deviceId").execute();
      for (const [name3, type, fallback] of DEVICE_STATE_COLUMNS) {
        await db.schema.alterTable("devices").addColumn(
          name3,
          types[type],
          (c) => fallback === null ? c : c.notNull().defaultTo(fallback)
        ).execute();
      }
    },
    async down(db) {
      for (const [name3] of DEVICE_STATE_COLUMNS) {
        await db.schema.alterTable("devices").dropColumn(name3).execute();
      }
      for (const table of ["queuedCommands", "events"]) {
        await sql3`drop table if exists ${sql3.table(table)}`.execute(db);
      }
    }
  };
}

// server/storage/migrations/0004_cluster.ts
import { sql as sql4 } from "kysely";
var ALLOCATED = ["positions", "events"];
function cluster(dialect) {
  return {
    async up(db) {
      await db.schema.createIndex("positions_server_time").on("positions").column("serverTime").execute();
      await db.schema.createIndex("events_time").on("events").column("eventTime").execute();
      if (dialect !== "postgres") return;
      for (const table of ALLOCATED) {
        const sequence = `${table}_id_seq`;
        await sql4`CREATE SEQUENCE ${sql4.id(sequence)} AS bigint`.execute(db);
        await sql4`SELECT setval(${sequence}, COALESCE(MAX(id), 0) + 1, false) FROM ${sql4.table(table)}`.execute(
          db
        );
      }
    },
    async down(db) {
      if (dialect === "postgres") {
        for (const table of ALLOCATED) {
          await sql4`DROP SEQUENCE IF EXISTS ${sql4.id(`${table}_id_seq`)}`.execute(db);
        }
      }
      await db.schema.dropIndex("events_time").ifExists().execute();
      await db.schema.dropIndex("positions_server_time").ifExists().execute();
    }
  };
}

// server/storage/migrations/index.ts
function migrationProvider(dialect) {
  return {
    async getMigrations() {
      return {
        "0001_initial": initial(dialect),
        "0002_entities": entities(dialect),
        "0003_events": events(dialect),
        "0004_cluster": cluster(dialect)
      };
    }
  };
}

// server/storage/database.ts
var DATABASE_FILE = "farol.sqlite";
var isPostgresUrl = (url) => !!url && /^postgres(ql)?:\/\//i.test(url);
async function openDatabase(location) {
  const { databaseUrl: databaseUrl2 } = location;
  if (databaseUrl2 && !isPostgresUrl(databaseUrl2)) {
    throw new Error(`Unsupported database URL "${databaseUrl2}": expected postgres://\u2026`);
  }
  const dialect = databaseUrl2 ? "postgres" : "sqlite";
  const db = databaseUrl2 ? openPostgres(databaseUrl2) : openSqliteFile(location.dataDir);
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  const created = results?.some((result) => result.migrationName === "0001_initial") ?? false;
  return { db, dialect, created };
}
function openSqliteFile(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, DATABASE_FILE));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
}
function openPostgres(url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", (error) => console.error("PostgreSQL connection lost:", error.message));
  return new Kysely({ dialect: new PostgresDialect({ pool }) });
}
async function guard(call) {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StorageError) throw error;
    throw new StorageError(error instanceof Error ? error.message : String(error));
  }
}

// server/storage/links.ts
async function deleteLinksNaming(db, kind, id) {
  await db.deleteFrom("links").where(
    (eb) => eb.or([
      eb.and([eb("ownerKind", "=", kind), eb("ownerId", "=", id)]),
      eb.and([eb("propertyKind", "=", kind), eb("propertyId", "=", id)])
    ])
  ).execute();
}
var LinkRepository = class {
  constructor(db) {
    this.db = db;
  }
  db;
  /** Adds a link; adding an existing link changes nothing. */
  async add(link) {
    await guard(
      () => this.db.insertInto("links").values(link).onConflict((oc) => oc.doNothing()).execute()
    );
  }
  async remove(link) {
    await guard(
      () => this.db.deleteFrom("links").where("ownerKind", "=", link.ownerKind).where("ownerId", "=", link.ownerId).where("propertyKind", "=", link.propertyKind).where("propertyId", "=", link.propertyId).execute()
    );
  }
  /** Adds or removes several links in one transaction: all of them or, on error, none. */
  async bulk(links, action) {
    await guard(
      () => this.db.transaction().execute(async (trx) => {
        for (const link of links) {
          if (action === "add") {
            await trx.insertInto("links").values(link).onConflict((oc) => oc.doNothing()).execute();
          } else {
            await trx.deleteFrom("links").where("ownerKind", "=", link.ownerKind).where("ownerId", "=", link.ownerId).where("propertyKind", "=", link.propertyKind).where("propertyId", "=", link.propertyId).execute();
          }
        }
      })
    );
  }
  /** Links between two kinds, optionally for one owner and/or one property. */
  async find(ownerKind, propertyKind, ownerId, propertyId) {
    let query = this.db.selectFrom("links").selectAll().where("ownerKind", "=", ownerKind).where("propertyKind", "=", propertyKind);
    if (ownerId) query = query.where("ownerId", "=", ownerId);
    if (propertyId) query = query.where("propertyId", "=", propertyId);
    const rows = await query.orderBy("ownerId").orderBy("propertyId").execute();
    return rows.map((row) => ({
      ...row,
      ownerId: Number(row.ownerId),
      propertyId: Number(row.propertyId)
    }));
  }
  async exists(link) {
    const row = await this.db.selectFrom("links").select("ownerId").where("ownerKind", "=", link.ownerKind).where("ownerId", "=", link.ownerId).where("propertyKind", "=", link.propertyKind).where("propertyId", "=", link.propertyId).executeTakeFirst();
    return row !== void 0;
  }
  /** Ids of the `propertyKind` objects linked to one owner, e.g. the devices of user 3. */
  async propertiesOf(ownerKind, ownerId, propertyKind) {
    const rows = await this.db.selectFrom("links").select("propertyId").where("ownerKind", "=", ownerKind).where("ownerId", "=", ownerId).where("propertyKind", "=", propertyKind).execute();
    return rows.map((row) => Number(row.propertyId));
  }
  /** Ids of the `ownerKind` objects linked to one property, e.g. the users of device 7. */
  async ownersOf(ownerKind, propertyKind, propertyId) {
    const rows = await this.db.selectFrom("links").select("ownerId").where("propertyKind", "=", propertyKind).where("propertyId", "=", propertyId).where("ownerKind", "=", ownerKind).execute();
    return rows.map((row) => Number(row.ownerId));
  }
};

// server/storage/rows.ts
var bool = (value2) => Number(value2) !== 0;
var int = (value2) => value2 ? 1 : 0;
var num = (value2) => Number(value2);
var numOrNull = (value2) => value2 === null || value2 === void 0 ? null : Number(value2);
function parseJson(text, fallback) {
  if (!text) return fallback;
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}
var attrs = (text) => parseJson(text, {});
function userFromRow(row) {
  return {
    ...row,
    id: num(row.id),
    readonly: bool(row.readonly),
    administrator: bool(row.administrator),
    disabled: bool(row.disabled),
    expirationTime: numOrNull(row.expirationTime),
    deviceReadonly: bool(row.deviceReadonly),
    limitCommands: bool(row.limitCommands),
    disableReports: bool(row.disableReports),
    fixedEmail: bool(row.fixedEmail),
    temporary: bool(row.temporary),
    attributes: attrs(row.attributes)
  };
}
function userToRow(user) {
  return {
    ...user,
    readonly: int(user.readonly),
    administrator: int(user.administrator),
    disabled: int(user.disabled),
    deviceReadonly: int(user.deviceReadonly),
    limitCommands: int(user.limitCommands),
    disableReports: int(user.disableReports),
    fixedEmail: int(user.fixedEmail),
    temporary: int(user.temporary),
    attributes: JSON.stringify(user.attributes)
  };
}
function deviceFromRow(row) {
  return {
    ...row,
    id: num(row.id),
    status: row.status,
    lastUpdate: numOrNull(row.lastUpdate),
    positionId: num(row.positionId),
    disabled: bool(row.disabled),
    expirationTime: numOrNull(row.expirationTime),
    attributes: attrs(row.attributes)
  };
}
function deviceToRow(device) {
  return {
    ...device,
    disabled: int(device.disabled),
    attributes: JSON.stringify(device.attributes)
  };
}
function positionFromRow(row) {
  return {
    ...row,
    id: num(row.id),
    deviceId: num(row.deviceId),
    serverTime: num(row.serverTime),
    deviceTime: num(row.deviceTime),
    fixTime: num(row.fixTime),
    valid: bool(row.valid),
    network: parseJson(row.network, null),
    geofenceIds: parseJson(row.geofenceIds, null),
    attributes: attrs(row.attributes)
  };
}
function positionToRow(position) {
  return {
    ...position,
    valid: int(position.valid),
    network: position.network ? JSON.stringify(position.network) : null,
    geofenceIds: position.geofenceIds ? JSON.stringify(position.geofenceIds) : null,
    attributes: JSON.stringify(position.attributes)
  };
}
function serverFromRow(row) {
  return {
    ...row,
    id: num(row.id),
    registration: bool(row.registration),
    readonly: bool(row.readonly),
    deviceReadonly: bool(row.deviceReadonly),
    forceSettings: bool(row.forceSettings),
    limitCommands: bool(row.limitCommands),
    disableReports: bool(row.disableReports),
    fixedEmail: bool(row.fixedEmail),
    attributes: attrs(row.attributes)
  };
}
function serverToRow(server) {
  return {
    ...server,
    registration: int(server.registration),
    readonly: int(server.readonly),
    deviceReadonly: int(server.deviceReadonly),
    forceSettings: int(server.forceSettings),
    limitCommands: int(server.limitCommands),
    disableReports: int(server.disableReports),
    fixedEmail: int(server.fixedEmail),
    attributes: JSON.stringify(server.attributes)
  };
}

// server/storage/entityRepository.ts
var EntityRepository = class {
  constructor(db, codec) {
    this.codec = codec;
    this.db = db;
  }
  codec;
  db;
  /** The link kind of this entity. */
  get kind() {
    return this.codec.kind;
  }
  async get(id) {
    const row = await this.db.selectFrom(this.codec.table).selectAll().where("id", "=", id).executeTakeFirst();
    return row ? this.fromRow(row) : null;
  }
  /** All objects, or those with the given ids, in Traccar's list order. */
  async list(ids) {
    if (ids && ids.length === 0) return [];
    let query = this.db.selectFrom(this.codec.table).selectAll().orderBy(this.codec.order).orderBy("id");
    if (ids) query = query.where("id", "in", [...ids]);
    return (await query.execute()).map((row) => this.fromRow(row));
  }
  async insert(record) {
    return guard(async () => {
      const row = await this.db.insertInto(this.codec.table).values(this.toRow(record)).returning("id").executeTakeFirstOrThrow();
      return { ...record, id: Number(row.id) };
    });
  }
  /** Inserts the object and links it to its creator (`user` → object), atomically. */
  async insertOwned(record, userId) {
    return guard(
      () => this.db.transaction().execute(async (trx) => {
        const row = await trx.insertInto(this.codec.table).values(this.toRow(record)).returning("id").executeTakeFirstOrThrow();
        const id = Number(row.id);
        await trx.insertInto("links").values({
          ownerKind: "user",
          ownerId: userId,
          propertyKind: this.codec.kind,
          propertyId: id
        }).execute();
        return { ...record, id };
      })
    );
  }
  async update(record) {
    const { id, ...rest } = record;
    await guard(
      () => this.db.updateTable(this.codec.table).set(this.toRow(rest)).where("id", "=", id).execute()
    );
  }
  /** Deletes the object, its links and references to it, atomically. */
  async delete(id) {
    const kind = this.codec.kind;
    await guard(
      () => this.db.transaction().execute(async (trx) => {
        await deleteLinksNaming(trx, kind, id);
        await this.detach(trx, id);
        await trx.deleteFrom(this.codec.table).where("id", "=", id).execute();
      })
    );
  }
  /** Clears references to a deleted object held by other tables (none by default). */
  async detach(_trx, _id) {
  }
  /** Sets `column` to 0 in `tables` wherever it names the deleted object. */
  async clearReference(trx, tables, column, id) {
    for (const table of tables) {
      await trx.updateTable(table).set({ [column]: 0 }).where(column, "=", id).execute();
    }
  }
  fromRow(row) {
    const record = { ...row, id: Number(row.id) };
    for (const key2 of this.codec.booleans) record[key2] = bool(row[key2]);
    if (this.codec.hasAttributes) record.attributes = parseJson(row.attributes, {});
    return record;
  }
  toRow(record) {
    const row = { ...record };
    delete row.id;
    for (const key2 of this.codec.booleans) row[key2] = int(Boolean(row[key2]));
    if (this.codec.hasAttributes) row.attributes = JSON.stringify(row.attributes ?? {});
    return row;
  }
};

// server/storage/calendars.ts
var CalendarRepository = class extends EntityRepository {
  constructor(db) {
    super(db, {
      table: "calendars",
      kind: "calendar",
      booleans: [],
      hasAttributes: true,
      order: "name"
    });
  }
  async detach(trx, id) {
    await this.clearReference(trx, ["devices", "geofences", "notifications"], "calendarId", id);
  }
};

// server/storage/commands.ts
var CommandRepository = class extends EntityRepository {
  constructor(db) {
    super(db, {
      table: "commands",
      kind: "command",
      booleans: ["textChannel"],
      hasAttributes: true,
      order: "description"
    });
  }
  async detach(trx, id) {
    await this.clearReference(trx, ["notifications"], "commandId", id);
  }
};

// server/storage/computedAttributes.ts
var ComputedAttributeRepository = class extends EntityRepository {
  constructor(db) {
    super(db, {
      table: "attributes",
      kind: "attribute",
      booleans: [],
      hasAttributes: false,
      order: "description"
    });
  }
};

// server/storage/devices.ts
var DeviceRepository = class {
  constructor(db) {
    this.db = db;
  }
  db;
  /** Every device; the registry loads them once at start. */
  async all() {
    const rows = await this.db.selectFrom("devices").selectAll().orderBy("id").execute();
    return rows.map(deviceFromRow);
  }
  /** One device as stored, or null. */
  async get(id) {
    const row = await this.db.selectFrom("devices").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? deviceFromRow(row) : null;
  }
  /** Inserts a device and, when `ownerId` is given, its creator's link, atomically. */
  async insert(device, ownerId) {
    return guard(
      () => this.db.transaction().execute(async (trx) => {
        const row = await trx.insertInto("devices").values(deviceToRow(device)).returning("id").executeTakeFirstOrThrow();
        const id = Number(row.id);
        if (ownerId !== void 0) {
          await trx.insertInto("links").values({ ownerKind: "user", ownerId, propertyKind: "device", propertyId: id }).execute();
        }
        return { ...device, id };
      })
    );
  }
  /**
   * Inserts many devices, each linked to `ownerId`, in ONE transaction (imports, seeding):
   * all or none. Rows go in chunks so no statement exceeds the driver's parameter limit.
   */
  async insertMany(devices, ownerId) {
    const CHUNK = 500;
    return guard(
      () => this.db.transaction().execute(async (trx) => {
        const created = [];
        for (let start = 0; start < devices.length; start += CHUNK) {
          const chunk = devices.slice(start, start + CHUNK);
          const rows = await trx.insertInto("devices").values(chunk.map(deviceToRow)).returning(["id", "uniqueId"]).execute();
          const idOf = new Map(rows.map((row) => [row.uniqueId, Number(row.id)]));
          const inserted = chunk.map((device) => ({ ...device, id: idOf.get(device.uniqueId) }));
          await trx.insertInto("links").values(
            inserted.map(({ id }) => ({
              ownerKind: "user",
              ownerId,
              propertyKind: "device",
              propertyId: id
            }))
          ).execute();
          created.push(...inserted);
        }
        return created;
      })
    );
  }
  /** Writes the editable fields; status, lastUpdate and positionId are left alone. */
  async update(device) {
    const row = deviceToRow(device);
    await guard(
      () => this.db.updateTable("devices").set({
        name: row.name,
        uniqueId: row.uniqueId,
        groupId: row.groupId,
        calendarId: row.calendarId,
        phone: row.phone,
        model: row.model,
        contact: row.contact,
        category: row.category,
        disabled: row.disabled,
        expirationTime: row.expirationTime,
        attributes: row.attributes
      }).where("id", "=", device.id).execute()
    );
  }
  async updateStatus(id, status, lastUpdate) {
    await guard(
      () => this.db.updateTable("devices").set({ status, lastUpdate }).where("id", "=", id).execute()
    );
  }
  /** Deletes the device, its links, and (by foreign key) its positions. */
  async delete(id) {
    await guard(
      () => this.db.transaction().execute(async (trx) => {
        await deleteLinksNaming(trx, "device", id);
        await trx.deleteFrom("devices").where("id", "=", id).execute();
      })
    );
  }
};

// server/storage/bulkUpdate.ts
import { sql as sql5 } from "kysely";
var MAX_VARIABLES = 3e4;
async function bulkUpdate(trx, dialect, table, key2, columns, rows) {
  if (rows.length === 0) return;
  const target = sql5.table(table);
  const assignments = sql5.join(columns.map((c) => sql5`${sql5.id(c)} = v.${sql5.id(c)}`));
  const match = sql5`${target}.${sql5.id(key2)} = v.${sql5.id(key2)}`;
  if (dialect === "postgres") {
    const names2 = [key2, ...columns];
    const json = JSON.stringify(
      rows.map((row) => Object.fromEntries(names2.map((name3) => [name3, row[name3]])))
    );
    await sql5`UPDATE ${target} SET ${assignments}
      FROM json_populate_recordset(NULL::${target}, ${json}) AS v WHERE ${match}`.execute(trx);
    return;
  }
  const names = [key2, ...columns];
  const size = Math.max(1, Math.floor(MAX_VARIABLES / names.length));
  for (let start = 0; start < rows.length; start += size) {
    const values = rows.slice(start, start + size).map((row) => sql5`(${sql5.join(names.map((name3) => row[name3]))})`);
    await sql5`WITH v(${sql5.join(names.map((name3) => sql5.id(name3)))}) AS (VALUES ${sql5.join(values)})
      UPDATE ${target} SET ${assignments} FROM v WHERE ${match}`.execute(trx);
  }
}

// server/storage/deviceStates.ts
var STATE_COLUMNS = [
  "motionStreak",
  "motionState",
  "motionPositionId",
  "motionTime",
  "motionDistance",
  "motionLatitude",
  "motionLongitude",
  "overspeedState",
  "overspeedTime",
  "overspeedGeofenceId"
];
async function writeDeviceStates(trx, dialect, states) {
  const rows = states.map(({ deviceId, ...state }) => ({
    ...state,
    id: deviceId,
    motionStreak: int(state.motionStreak),
    motionState: int(state.motionState),
    overspeedState: int(state.overspeedState)
  }));
  await bulkUpdate(trx, dialect, "devices", "id", STATE_COLUMNS, rows);
}
var DeviceStateRepository = class {
  constructor(db) {
    this.db = db;
  }
  db;
  async all() {
    const rows = await this.db.selectFrom("devices").select(["id", ...STATE_COLUMNS]).execute();
    return rows.map((row) => ({
      deviceId: num(row.id),
      motionStreak: bool(row.motionStreak),
      motionState: bool(row.motionState),
      motionPositionId: num(row.motionPositionId),
      motionTime: numOrNull(row.motionTime),
      motionDistance: Number(row.motionDistance),
      motionLatitude: Number(row.motionLatitude),
      motionLongitude: Number(row.motionLongitude),
      overspeedState: bool(row.overspeedState),
      overspeedTime: numOrNull(row.overspeedTime),
      overspeedGeofenceId: num(row.overspeedGeofenceId)
    }));
  }
};

// server/storage/drivers.ts
var DriverRepository = class extends EntityRepository {
  constructor(db) {
    super(db, {
      table: "drivers",
      kind: "driver",
      booleans: [],
      hasAttributes: true,
      order: "name"
    });
  }
  /** The driver with this uniqueId (e.g. a position's `driverUniqueId`), or null. */
  async byUniqueId(uniqueId) {
    const row = await this.db.selectFrom("drivers").selectAll().where("uniqueId", "=", uniqueId).executeTakeFirst();
    return row ? this.fromRow(row) : null;
  }
};

// server/storage/events.ts
var INSERT_CHUNK = 2e3;
async function insertEvents(trx, events2) {
  for (let start = 0; start < events2.length; start += INSERT_CHUNK) {
    const rows = events2.slice(start, start + INSERT_CHUNK).map((event) => ({ ...event, attributes: JSON.stringify(event.attributes) }));
    await trx.insertInto("events").values(rows).execute();
  }
}
var EventRepository = class {
  constructor(db, ids) {
    this.db = db;
    this.ids = ids;
  }
  db;
  ids;
  /** Seeds the id allocator; call once before the first allocation. */
  init() {
    return this.ids.init();
  }
  /** Reserves `count` fresh event ids, ascending: events get ids before their transaction. */
  allocateIds(count2) {
    return this.ids.next(count2);
  }
  /** Stores events that belong to no position batch (status changes, inactivity…). */
  async insert(events2) {
    if (events2.length === 0) return;
    await guard(() => this.db.transaction().execute((trx) => insertEvents(trx, events2)));
  }
  /** Events of the devices within [from, to], by eventTime then id. */
  async list(query) {
    if (query.deviceIds.length === 0) return [];
    let select = this.db.selectFrom("events").selectAll().where("deviceId", "in", query.deviceIds).where("eventTime", ">=", query.from).where("eventTime", "<=", query.to);
    if (query.types.length) select = select.where("type", "in", query.types);
    const rows = await select.orderBy("eventTime").orderBy("id").limit(query.limit).execute();
    return rows.map((row) => ({
      ...row,
      id: num(row.id),
      eventTime: num(row.eventTime),
      deviceId: num(row.deviceId),
      positionId: num(row.positionId),
      geofenceId: num(row.geofenceId),
      maintenanceId: num(row.maintenanceId),
      attributes: parseJson(row.attributes, {})
    }));
  }
};

// server/storage/geofences.ts
var GeofenceRepository = class extends EntityRepository {
  constructor(db) {
    super(db, {
      table: "geofences",
      kind: "geofence",
      booleans: [],
      hasAttributes: true,
      order: "name"
    });
  }
};

// server/storage/groups.ts
var GroupRepository = class extends EntityRepository {
  constructor(db) {
    super(db, { table: "groups", kind: "group", booleans: [], hasAttributes: true, order: "name" });
  }
  async detach(trx, id) {
    await this.clearReference(trx, ["groups", "devices"], "groupId", id);
  }
};

// server/storage/ids.ts
import { sql as sql6 } from "kysely";
var CounterIds = class {
  constructor(db, table) {
    this.db = db;
    this.table = table;
  }
  db;
  table;
  following = 1;
  async init() {
    const row = await this.db.selectFrom(this.table).select((eb) => eb.fn.max("id").as("max")).executeTakeFirst();
    this.following = Number(row?.max ?? 0) + 1;
  }
  async next(count2) {
    const first = this.following;
    this.following += count2;
    return Array.from({ length: count2 }, (_, index) => first + index);
  }
};
var SequenceIds = class {
  constructor(db, table) {
    this.db = db;
    this.table = table;
  }
  db;
  table;
  async init() {
  }
  async next(count2) {
    if (count2 <= 0) return [];
    const sequence = `${this.table}_id_seq`;
    const { rows } = await sql6`
      SELECT nextval(${sequence}) AS id FROM generate_series(1, ${count2})`.execute(this.db);
    return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }
};
function idAllocator(db, dialect, table) {
  return dialect === "postgres" ? new SequenceIds(db, table) : new CounterIds(db, table);
}

// server/storage/linkScan.ts
var LinkScanRepository = class {
  constructor(db) {
    this.db = db;
  }
  db;
  /** Every link whose property is one of `propertyKinds` (e.g. all links to geofences). */
  async toKinds(propertyKinds) {
    if (propertyKinds.length === 0) return [];
    const rows = await this.db.selectFrom("links").selectAll().where("propertyKind", "in", [...propertyKinds]).execute();
    return rows.map((row) => ({
      ownerKind: row.ownerKind,
      ownerId: num(row.ownerId),
      propertyKind: row.propertyKind,
      propertyId: num(row.propertyId)
    }));
  }
};

// server/storage/maintenances.ts
var MaintenanceRepository = class extends EntityRepository {
  constructor(db) {
    super(db, {
      table: "maintenances",
      kind: "maintenance",
      booleans: [],
      hasAttributes: true,
      order: "name"
    });
  }
};

// server/storage/notifications.ts
var NotificationRepository = class extends EntityRepository {
  constructor(db) {
    super(db, {
      table: "notifications",
      kind: "notification",
      booleans: ["always"],
      hasAttributes: true,
      order: "description"
    });
  }
  /** Notifications with `always=true` (reachable through a device's users). */
  async always() {
    const rows = await this.db.selectFrom("notifications").selectAll().where("always", "=", 1).orderBy("id").execute();
    return rows.map((row) => this.fromRow(row));
  }
};

// server/storage/batchExtras.ts
async function writeBatchExtras(trx, dialect, extras) {
  if (!extras) return;
  await insertEvents(trx, extras.events);
  await writeDeviceStates(trx, dialect, extras.states);
}

// server/storage/positions.ts
var INSERT_CHUNK2 = 1e3;
var PositionRepository = class {
  constructor(db, dialect, ids) {
    this.db = db;
    this.dialect = dialect;
    this.ids = ids;
  }
  db;
  dialect;
  ids;
  /** Seeds the id allocator; call once before the first allocation. */
  init() {
    return this.ids.init();
  }
  /** Reserves `count` fresh position ids, ascending (see `IdAllocator`). */
  allocateIds(count2) {
    return this.ids.next(count2);
  }
  /**
   * Stores positions (ids already allocated), the devices' runtime fields and the batch's events
   * and device states in one transaction: after it resolves, all of it is durable together.
   */
  async commitBatch(positions, devices, extras) {
    await guard(
      () => this.db.transaction().execute(async (trx) => {
        for (let start = 0; start < positions.length; start += INSERT_CHUNK2) {
          const rows = positions.slice(start, start + INSERT_CHUNK2).map(positionToRow);
          await trx.insertInto("positions").values(rows).execute();
        }
        const columns = ["status", "lastUpdate", "positionId"];
        await bulkUpdate(trx, this.dialect, "devices", "id", columns, devices);
        await writeBatchExtras(trx, this.dialect, extras);
      })
    );
  }
  async byIds(ids) {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom("positions").selectAll().where("id", "in", ids).orderBy("id").execute();
    return rows.map(positionFromRow);
  }
  /** The position each device's `positionId` points at (loaded into the registry at start). */
  async latestOfAllDevices() {
    const rows = await this.db.selectFrom("positions").innerJoin("devices", "devices.positionId", "positions.id").selectAll("positions").execute();
    return rows.map(positionFromRow);
  }
  /** A device's positions with `from ≤ fixTime ≤ to`, ascending, at most `limit`. */
  async history(deviceId, from, to, limit) {
    const rows = await this.db.selectFrom("positions").selectAll().where("deviceId", "=", deviceId).where("fixTime", ">=", from).where("fixTime", "<=", to).orderBy("fixTime").orderBy("id").limit(limit).execute();
    return rows.map(positionFromRow);
  }
};

// server/storage/queuedCommands.ts
var QueuedCommandRepository = class {
  constructor(db) {
    this.db = db;
  }
  db;
  async insert(command) {
    return guard(async () => {
      const row = await this.db.insertInto("queuedCommands").values({
        deviceId: command.deviceId,
        type: command.type,
        textChannel: int(command.textChannel),
        attributes: JSON.stringify(command.attributes)
      }).returning("id").executeTakeFirstOrThrow();
      return { ...command, id: num(row.id) };
    });
  }
  /** Devices that have at least one command waiting (loaded once at start). */
  async deviceIds() {
    const rows = await this.db.selectFrom("queuedCommands").select("deviceId").distinct().execute();
    return rows.map((row) => num(row.deviceId));
  }
  /** A device's waiting commands, oldest first. */
  async list(deviceId, db = this.db) {
    const rows = await db.selectFrom("queuedCommands").selectAll().where("deviceId", "=", deviceId).orderBy("id").execute();
    return rows.map((row) => ({
      id: num(row.id),
      deviceId: num(row.deviceId),
      type: row.type,
      textChannel: bool(row.textChannel),
      attributes: parseJson(row.attributes, {})
    }));
  }
  /**
   * Removes up to `limit` of the device's oldest commands and stores the events `eventsFor`
   * makes of them, in one transaction: a command is either still queued or delivered and
   * recorded. Only the rows this call deleted count as taken, so two nodes answering the same
   * device at once never deliver one command twice. Returns the commands taken and whether
   * any remain.
   */
  async take(deviceId, limit, eventsFor) {
    return guard(
      () => this.db.transaction().execute(async (trx) => {
        const all = (await this.list(deviceId, trx)).slice(0, limit + 1);
        const oldest = all.slice(0, limit);
        if (oldest.length === 0) return { commands: [], remaining: false, events: [] };
        const deleted = await trx.deleteFrom("queuedCommands").where(
          "id",
          "in",
          oldest.map((command) => command.id)
        ).returning("id").execute();
        const taken = new Set(deleted.map((row) => num(row.id)));
        const commands = oldest.filter((command) => taken.has(command.id));
        const events2 = commands.length ? await eventsFor(commands) : [];
        await insertEvents(trx, events2);
        return { commands, remaining: all.length > limit, events: events2 };
      })
    );
  }
};

// server/storage/reportPositions.ts
var REPORT_CHUNK = 5e3;
var ReportPositionRepository = class {
  constructor(db) {
    this.db = db;
  }
  db;
  /**
   * A device's positions with `from ≤ fixTime ≤ to`, ascending by fixTime then id, as chunks of
   * at most `size`; stops after `limit` positions.
   */
  async *chunks(deviceId, from, to, size = REPORT_CHUNK, limit = Number.POSITIVE_INFINITY) {
    let after = null;
    let left = limit;
    while (left > 0) {
      const cursor = after;
      let query = this.db.selectFrom("positions").selectAll().where("deviceId", "=", deviceId).where("fixTime", "<=", to);
      query = cursor ? query.where("fixTime", ">=", cursor.fixTime).where((eb) => eb.or([eb("fixTime", ">", cursor.fixTime), eb("id", ">", cursor.id)])) : query.where("fixTime", ">=", from);
      const rows = await query.orderBy("fixTime").orderBy("id").limit(Math.min(size, left)).execute();
      if (rows.length === 0) return;
      const chunk = rows.map(positionFromRow);
      const last = chunk[chunk.length - 1];
      after = { fixTime: last.fixTime, id: last.id };
      left -= chunk.length;
      yield chunk;
      if (rows.length < size) return;
    }
  }
  /** The first (or, with `last`, the final) position of a device within [from, to]. */
  async edge(deviceId, from, to, last) {
    const direction = last ? "desc" : "asc";
    const row = await this.db.selectFrom("positions").selectAll().where("deviceId", "=", deviceId).where("fixTime", ">=", from).where("fixTime", "<=", to).orderBy("fixTime", direction).orderBy("id", direction).limit(1).executeTakeFirst();
    return row ? positionFromRow(row) : null;
  }
  /** The highest speed (knots) of a device within [from, to]; 0 without positions. */
  async maxSpeed(deviceId, from, to) {
    const row = await this.db.selectFrom("positions").select((eb) => eb.fn.max("speed").as("max")).where("deviceId", "=", deviceId).where("fixTime", ">=", from).where("fixTime", "<=", to).executeTakeFirst();
    return Number(row?.max ?? 0);
  }
  /** Positions of one device by id (the positions motion events point at), by id. */
  async ofDevice(deviceId, ids) {
    const found = /* @__PURE__ */ new Map();
    const unique = [...new Set(ids)];
    for (let start = 0; start < unique.length; start += 5e3) {
      const rows = await this.db.selectFrom("positions").selectAll().where("deviceId", "=", deviceId).where("id", "in", unique.slice(start, start + 5e3)).execute();
      for (const row of rows) found.set(Number(row.id), positionFromRow(row));
    }
    return found;
  }
};

// server/storage/retention.ts
var RetentionRepository = class {
  constructor(db) {
    this.db = db;
  }
  db;
  /** Deletes at most `batch` positions and `batch` events older than `before` (epoch ms). */
  async prune(before, batch) {
    return guard(async () => {
      const positions = await this.db.deleteFrom("positions").where(
        "id",
        "in",
        (eb) => eb.selectFrom("positions").select("id").where("serverTime", "<", before).where("id", "not in", eb.selectFrom("devices").select("positionId")).where("id", "not in", eb.selectFrom("devices").select("motionPositionId")).orderBy("serverTime").limit(batch)
      ).executeTakeFirst();
      const events2 = await this.db.deleteFrom("events").where(
        "id",
        "in",
        (eb) => eb.selectFrom("events").select("id").where("eventTime", "<", before).orderBy("eventTime").limit(batch)
      ).executeTakeFirst();
      return { positions: Number(positions.numDeletedRows), events: Number(events2.numDeletedRows) };
    });
  }
};

// server/storage/servers.ts
var ServerRepository = class {
  constructor(db) {
    this.db = db;
  }
  db;
  async get() {
    const row = await this.db.selectFrom("servers").selectAll().orderBy("id").executeTakeFirst();
    return row ? serverFromRow(row) : null;
  }
  /** Inserts the row unless it exists (two nodes starting on a new database both try). */
  async insert(server) {
    await guard(
      () => this.db.insertInto("servers").values(serverToRow(server)).onConflict((oc) => oc.column("id").doNothing()).execute()
    );
  }
  async update(server) {
    const { id, ...row } = serverToRow(server);
    await guard(() => this.db.updateTable("servers").set(row).where("id", "=", id).execute());
  }
};

// server/storage/shares.ts
var shareLoginPrefix = (ownerId) => `share-${ownerId}-`;
function shareOwnerOf(user) {
  const owner = Number(user.attributes.isShared);
  return Number.isSafeInteger(owner) && owner > 0 ? owner : null;
}
var ShareRepository = class {
  constructor(db) {
    this.db = db;
  }
  db;
  /** Inserts the share user, its user→device link and its token in one transaction. */
  async insert(user, deviceId, token) {
    return guard(
      () => this.db.transaction().execute(async (trx) => {
        const row = await trx.insertInto("users").values(userToRow(user)).returning("id").executeTakeFirstOrThrow();
        const id = Number(row.id);
        await trx.insertInto("links").values({ ownerKind: "user", ownerId: id, propertyKind: "device", propertyId: deviceId }).execute();
        await trx.insertInto("tokens").values({
          userId: id,
          hash: token.hash,
          expiration: token.expiration,
          revoked: 0,
          createdAt: token.createdAt
        }).execute();
        return { ...user, id };
      })
    );
  }
  /**
   * Share users, all or those of one owner, oldest first: the login prefix narrows the rows and
   * the `isShared` attribute decides (a login alone proves nothing).
   */
  async list(ownerId) {
    const prefix = ownerId === void 0 ? "share-" : shareLoginPrefix(ownerId);
    const rows = await this.db.selectFrom("users").selectAll().where("login", "like", `${prefix}%`).orderBy("id").execute();
    return rows.map(userFromRow).filter((user) => {
      const owner = shareOwnerOf(user);
      return owner !== null && (ownerId === void 0 || owner === ownerId);
    });
  }
  /**
   * Saves a share user's new expiry (and limitCommands) and moves its link token's expiry with
   * it, in one transaction. A share without a stored token (one made by Tarkan, whose token was
   * the e-mail) gets one, so its link works from now on.
   */
  async update(user, token) {
    const { id, ...rest } = user;
    await guard(
      () => this.db.transaction().execute(async (trx) => {
        await trx.updateTable("users").set(userToRow(rest)).where("id", "=", id).execute();
        const moved = await trx.updateTable("tokens").set({ expiration: token.expiration }).where("userId", "=", id).where("hash", "=", token.hash).executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) {
          await trx.insertInto("tokens").values({
            userId: id,
            hash: token.hash,
            expiration: token.expiration,
            revoked: 0,
            createdAt: token.createdAt
          }).execute();
        }
      })
    );
  }
};

// server/storage/tokens.ts
var TokenRepository = class {
  constructor(db) {
    this.db = db;
  }
  db;
  async insert(userId, hash, expiration, now) {
    await guard(
      () => this.db.insertInto("tokens").values({ userId, hash, expiration, revoked: 0, createdAt: now }).execute()
    );
  }
  async findByHash(hash) {
    const row = await this.db.selectFrom("tokens").select(["id", "userId", "expiration", "revoked"]).where("hash", "=", hash).executeTakeFirst();
    if (!row) return null;
    return {
      id: Number(row.id),
      userId: Number(row.userId),
      expiration: Number(row.expiration),
      revoked: Number(row.revoked) !== 0
    };
  }
  async revoke(id) {
    await guard(
      () => this.db.updateTable("tokens").set({ revoked: 1 }).where("id", "=", id).execute()
    );
  }
};

// server/storage/users.ts
import { sql as sql7 } from "kysely";
var UserRepository = class {
  constructor(db) {
    this.db = db;
  }
  db;
  /** Number of users; 0 means the next one becomes the first administrator. */
  async count() {
    const row = await this.db.selectFrom("users").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  async get(id) {
    const row = await this.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? userFromRow(row) : null;
  }
  /** Finds a user whose e-mail or login equals `text`, ignoring case (Traccar's login rule). */
  async findByLogin(text) {
    const value2 = text.trim().toLowerCase();
    const row = await this.db.selectFrom("users").selectAll().where((eb) => eb.or([eb(sql7`lower(email)`, "=", value2), eb(sql7`lower(login)`, "=", value2)])).orderBy("id").executeTakeFirst();
    return row ? userFromRow(row) : null;
  }
  /** All users, or those with the given ids, ordered by name. */
  async list(ids) {
    if (ids && ids.length === 0) return [];
    let query = this.db.selectFrom("users").selectAll().orderBy("name").orderBy("id");
    if (ids) query = query.where("id", "in", ids);
    return (await query.execute()).map(userFromRow);
  }
  /** Inserts a user and, when `managerId` is given, the manager's link, atomically. */
  /**
   * Inserts a user with, in the same transaction, the link from its manager (when a manager
   * created it) and links to the given notifications (those flagged `tarkan.autoadd`).
   */
  async insert(user, managerId, notificationIds = []) {
    return guard(
      () => this.db.transaction().execute(async (trx) => {
        const row = await trx.insertInto("users").values(userToRow(user)).returning("id").executeTakeFirstOrThrow();
        const id = Number(row.id);
        if (managerId !== void 0) {
          await trx.insertInto("links").values({ ownerKind: "user", ownerId: managerId, propertyKind: "user", propertyId: id }).execute();
        }
        if (notificationIds.length > 0) {
          await trx.insertInto("links").values(
            notificationIds.map((propertyId) => ({
              ownerKind: "user",
              ownerId: id,
              propertyKind: "notification",
              propertyId
            }))
          ).execute();
        }
        return { ...user, id };
      })
    );
  }
  async update(user) {
    const { id, ...rest } = user;
    await guard(
      () => this.db.updateTable("users").set(userToRow(rest)).where("id", "=", id).execute()
    );
  }
  /** Deletes the user and every link that names it (tokens go by foreign key). */
  async delete(id) {
    await guard(
      () => this.db.transaction().execute(async (trx) => {
        await deleteLinksNaming(trx, "user", id);
        await trx.deleteFrom("users").where("id", "=", id).execute();
      })
    );
  }
};

// server/storage/index.ts
function repositories(db, dialect, created) {
  return {
    users: new UserRepository(db),
    devices: new DeviceRepository(db),
    positions: new PositionRepository(db, dialect, idAllocator(db, dialect, "positions")),
    reportPositions: new ReportPositionRepository(db),
    retention: new RetentionRepository(db),
    links: new LinkRepository(db),
    tokens: new TokenRepository(db),
    shares: new ShareRepository(db),
    servers: new ServerRepository(db),
    events: new EventRepository(db, idAllocator(db, dialect, "events")),
    queuedCommands: new QueuedCommandRepository(db),
    deviceStates: new DeviceStateRepository(db),
    linkScan: new LinkScanRepository(db),
    groups: new GroupRepository(db),
    geofences: new GeofenceRepository(db),
    drivers: new DriverRepository(db),
    calendars: new CalendarRepository(db),
    maintenances: new MaintenanceRepository(db),
    notifications: new NotificationRepository(db),
    commands: new CommandRepository(db),
    computedAttributes: new ComputedAttributeRepository(db),
    dialect,
    created,
    close: () => db.destroy()
  };
}
async function openStorage(location) {
  const { db, dialect, created } = await openDatabase(location);
  const storage = repositories(db, dialect, created);
  try {
    await storage.positions.init();
    await storage.events.init();
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return storage;
}
var ENTITY_KINDS = [
  "groups",
  "geofences",
  "drivers",
  "calendars",
  "maintenances",
  "notifications",
  "commands",
  "computedAttributes"
];
function entityRepository(storage, kind) {
  return ENTITY_KINDS.map((name3) => storage[name3]).find(
    (repository) => repository.kind === kind
  );
}

// server/api/auth.ts
var SESSION_COOKIE = "JSESSIONID";
var resolved = /* @__PURE__ */ new WeakMap();
function optionalUser(ctx, request) {
  let user = resolved.get(request);
  if (!user) {
    user = ctx.auth.resolve({
      authorization: request.headers.authorization,
      sessionId: request.cookies[SESSION_COOKIE],
      origin: request.headers.origin,
      host: request.headers.host,
      address: request.ip
    });
    resolved.set(request, user);
  }
  return user;
}
async function requireUser(ctx, request) {
  const user = await optionalUser(ctx, request);
  if (!user) throw new HttpError(401);
  return user;
}
async function startSession(ctx, request, reply2, user) {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await ctx.sessions.delete(previous);
  const id = await ctx.sessions.create({ userId: user.id, origin: request.headers.origin ?? null });
  reply2.setCookie(SESSION_COOKIE, id, { path: "/", httpOnly: true, sameSite: "lax" });
}
async function endSession(ctx, request, reply2) {
  const id = request.cookies[SESSION_COOKIE];
  if (id) await ctx.sessions.delete(id);
  reply2.clearCookie(SESSION_COOKIE, { path: "/" });
}

// model/common.ts
import { z } from "zod";
var Attributes = z.record(z.string(), z.unknown());
var IsoDate = z.string();
var NullableDate = IsoDate.nullable();
var Id = z.number().int().nonnegative();
function formatTraccarDate(ms2) {
  return new Date(ms2).toISOString().replace("Z", "+00:00");
}
function parseZonedDate(text) {
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(text.trim())) return null;
  const ms2 = Date.parse(text);
  return Number.isNaN(ms2) ? null : ms2;
}

// model/constants.ts
var DEVICE_STATUSES = ["online", "offline", "unknown"];
var MIN_PASSWORD_LENGTH = 4;
var MIN_NAME_LENGTH = 3;
var MIN_EMAIL_LENGTH = 4;
var COMMAND_ACTIONS = [
  "custom",
  "engineStop",
  "engineResume",
  "anchorEnable",
  "anchorDisable",
  "deviceIdentification",
  "positionSingle",
  "alarmArm",
  "alarmDisarm",
  "outputControl",
  "rebootDevice"
];
var LOCALES = ["pt-BR", "es-ES", "en-US"];
var DEFAULT_LOCALE = "pt-BR";
var FALLBACK_LOCALE = "en-US";

// model/device.ts
import { z as z2 } from "zod";
var Device = z2.object({
  id: Id,
  attributes: Attributes.default({}),
  groupId: Id.default(0),
  calendarId: Id.default(0),
  name: z2.string(),
  uniqueId: z2.string(),
  status: z2.enum(DEVICE_STATUSES).catch("offline"),
  lastUpdate: NullableDate.default(null),
  positionId: Id.default(0),
  phone: z2.string().nullable().default(null),
  model: z2.string().nullable().default(null),
  contact: z2.string().nullable().default(null),
  category: z2.string().nullable().default(null),
  disabled: z2.boolean().default(false),
  expirationTime: NullableDate.default(null)
});
var DeviceInput = z2.object({
  id: Id.optional(),
  name: z2.string().trim().min(1, "name is required"),
  uniqueId: z2.string().trim().min(1, "uniqueId is required").max(128),
  attributes: Attributes.optional(),
  groupId: Id.optional(),
  calendarId: Id.optional(),
  phone: z2.string().nullable().optional(),
  model: z2.string().nullable().optional(),
  contact: z2.string().nullable().optional(),
  category: z2.string().nullable().optional(),
  disabled: z2.boolean().optional(),
  expirationTime: NullableDate.optional()
});

// model/event.ts
import { z as z3 } from "zod";
var TrackingEvent = z3.object({
  id: Id,
  attributes: Attributes.default({}),
  deviceId: Id,
  type: z3.string(),
  eventTime: NullableDate.default(null),
  positionId: Id.default(0),
  geofenceId: Id.default(0),
  maintenanceId: Id.default(0)
});

// model/permissionMask.ts
var PERMISSION_BITS = {
  self: 0,
  devices: 8,
  deviceAnchor: 9,
  deviceLock: 10,
  deviceUnlock: 11,
  deviceCommand: 12,
  deviceCreate: 13,
  deviceEdit: 14,
  deviceDelete: 15,
  users: 16,
  share: 24,
  notifications: 32,
  geofences: 40,
  groups: 48,
  commands: 56,
  computedAttributes: 64,
  reports: 72,
  drivers: 80,
  calendars: 88,
  maintenance: 96
};
function hasPermissionBit(mask, index) {
  if (!mask || !/^[0-9a-f]{32}$/i.test(mask) || index < 0 || index >= 128) return false;
  const nibble = parseInt(mask[index >> 2], 16);
  return (nibble >> 3 - (index & 3) & 1) === 1;
}

// model/permission.ts
import { z as z4 } from "zod";
var PermissionBody = z4.record(
  z4.string().regex(/^[a-zA-Z]+Id$/, "keys must look like <kind>Id"),
  z4.number().int().positive()
).refine((value2) => Object.keys(value2).length === 2, "a permission has exactly two keys");
function splitPermission(body) {
  const [[ownerKey, ownerId], [propertyKey, propertyId]] = Object.entries(body);
  return {
    ownerKind: ownerKey.slice(0, -2).toLowerCase(),
    ownerId,
    propertyKind: propertyKey.slice(0, -2).toLowerCase(),
    propertyId
  };
}

// model/position.ts
import { z as z5 } from "zod";
var Position = z5.object({
  id: Id,
  attributes: Attributes.default({}),
  deviceId: Id,
  protocol: z5.string().nullable().default(null),
  serverTime: NullableDate.default(null),
  deviceTime: NullableDate.default(null),
  fixTime: NullableDate.default(null),
  valid: z5.boolean().default(true),
  latitude: z5.number(),
  longitude: z5.number(),
  altitude: z5.number().default(0),
  speed: z5.number().default(0),
  course: z5.number().default(0),
  address: z5.string().nullable().default(null),
  accuracy: z5.number().default(0),
  network: z5.unknown().nullable().default(null),
  geofenceIds: z5.array(Id).nullable().default(null)
});

// model/server.ts
import { z as z6 } from "zod";
var Server = z6.object({
  id: Id,
  attributes: Attributes.default({}),
  registration: z6.boolean().default(false),
  readonly: z6.boolean().default(false),
  deviceReadonly: z6.boolean().default(false),
  map: z6.string().nullable().default(null),
  bingKey: z6.string().nullable().default(null),
  mapUrl: z6.string().nullable().default(null),
  overlayUrl: z6.string().nullable().default(null),
  latitude: z6.number().default(0),
  longitude: z6.number().default(0),
  zoom: z6.number().default(0),
  forceSettings: z6.boolean().default(false),
  coordinateFormat: z6.string().nullable().default(null),
  limitCommands: z6.boolean().default(false),
  disableReports: z6.boolean().default(false),
  fixedEmail: z6.boolean().default(false),
  poiLayer: z6.string().nullable().default(null),
  announcement: z6.string().nullable().default(null),
  version: z6.string().nullable().default(null),
  emailEnabled: z6.boolean().default(false),
  textEnabled: z6.boolean().default(false),
  geocoderEnabled: z6.boolean().default(false),
  storageSpace: z6.array(z6.number()).nullable().default(null),
  newServer: z6.boolean().default(false),
  openIdEnabled: z6.boolean().default(false),
  openIdForce: z6.boolean().default(false)
});
var ServerInput = Server.omit({
  version: true,
  emailEnabled: true,
  textEnabled: true,
  geocoderEnabled: true,
  storageSpace: true,
  newServer: true,
  openIdEnabled: true,
  openIdForce: true
}).partial();

// model/units.ts
var SPEED_UNITS = ["kn", "kmh", "mph"];
var KMH_PER_KNOT = 1.852;
var MPH_PER_KNOT = 1.15078;
var MILES_PER_KM = 0.621371;
function convertSpeed(knots, unit) {
  switch (unit) {
    case "kmh":
      return knots * KMH_PER_KNOT;
    case "mph":
      return knots * MPH_PER_KNOT;
    case "kn":
      return knots;
  }
}
function convertDistance(metres, unit) {
  const km = metres / 1e3;
  const value2 = unit === "mi" ? km * MILES_PER_KM : km;
  return Math.round(value2 * 100) / 100;
}
function speedUnitOf(value2) {
  return SPEED_UNITS.includes(value2) ? value2 : "kmh";
}
function distanceUnitOf(value2) {
  return value2 === "mi" ? "mi" : "km";
}

// model/user.ts
import { z as z7 } from "zod";
var User = z7.object({
  id: Id,
  attributes: Attributes.default({}),
  name: z7.string().default(""),
  login: z7.string().nullable().default(null),
  email: z7.string(),
  phone: z7.string().nullable().default(null),
  readonly: z7.boolean().default(false),
  administrator: z7.boolean().default(false),
  map: z7.string().nullable().default(null),
  latitude: z7.number().default(0),
  longitude: z7.number().default(0),
  zoom: z7.number().default(0),
  coordinateFormat: z7.string().nullable().default(null),
  disabled: z7.boolean().default(false),
  expirationTime: NullableDate.default(null),
  deviceLimit: z7.number().int().default(-1),
  userLimit: z7.number().int().default(0),
  deviceReadonly: z7.boolean().default(false),
  limitCommands: z7.boolean().default(false),
  disableReports: z7.boolean().default(false),
  fixedEmail: z7.boolean().default(false),
  poiLayer: z7.string().nullable().default(null),
  totpKey: z7.string().nullable().default(null),
  temporary: z7.boolean().default(false),
  password: z7.null().default(null)
});
var name = z7.string().trim().min(MIN_NAME_LENGTH, `name must have at least ${MIN_NAME_LENGTH} characters`);
var email = z7.string().trim().min(MIN_EMAIL_LENGTH, `email must have at least ${MIN_EMAIL_LENGTH} characters`);
var password = z7.string().min(MIN_PASSWORD_LENGTH, `password must have at least ${MIN_PASSWORD_LENGTH} characters`);
var UserFields = z7.object({
  attributes: Attributes.optional(),
  login: z7.string().nullable().optional(),
  phone: z7.string().nullable().optional(),
  readonly: z7.boolean().optional(),
  administrator: z7.boolean().optional(),
  map: z7.string().nullable().optional(),
  latitude: z7.number().optional(),
  longitude: z7.number().optional(),
  zoom: z7.number().optional(),
  coordinateFormat: z7.string().nullable().optional(),
  disabled: z7.boolean().optional(),
  expirationTime: NullableDate.optional(),
  deviceLimit: z7.number().int().min(-1).optional(),
  userLimit: z7.number().int().min(-1).optional(),
  deviceReadonly: z7.boolean().optional(),
  limitCommands: z7.boolean().optional(),
  disableReports: z7.boolean().optional(),
  fixedEmail: z7.boolean().optional(),
  poiLayer: z7.string().nullable().optional(),
  temporary: z7.boolean().optional()
});
var UserCreateInput = UserFields.extend({
  id: Id.optional(),
  name,
  email,
  password
});
var UserUpdateInput = UserFields.extend({
  id: Id,
  name,
  email,
  password: z7.union([password, z7.literal(""), z7.null()]).optional()
});

// model/branding.ts
import { z as z8 } from "zod";
var Branding = z8.object({
  title: z8.string().default("Farol"),
  appName: z8.string().default("Farol"),
  headLogo: z8.object({ image: z8.boolean().default(false), text: z8.string().default("Farol") }).default({ image: false, text: "Farol" }),
  logo: z8.string().nullable().default(null),
  logoWidth: z8.number().default(80),
  whatsapp: z8.string().default(""),
  backgroundImage: z8.string().nullable().default(null),
  colors: z8.record(z8.string(), z8.string()).default({})
});
var DEFAULT_BRANDING = Branding.parse({});

// model/entities.ts
import { z as z9 } from "zod";
var Group = z9.object({
  id: Id,
  attributes: Attributes.default({}),
  groupId: Id.default(0),
  name: z9.string()
});
var Geofence = z9.object({
  id: Id,
  attributes: Attributes.default({}),
  calendarId: Id.default(0),
  name: z9.string(),
  description: z9.string().nullable().default(null),
  area: z9.string()
});
var Driver = z9.object({
  id: Id,
  attributes: Attributes.default({}),
  name: z9.string(),
  uniqueId: z9.string()
});
var Calendar = z9.object({
  id: Id,
  attributes: Attributes.default({}),
  name: z9.string(),
  data: z9.string()
});
var Maintenance = z9.object({
  id: Id,
  attributes: Attributes.default({}),
  name: z9.string(),
  type: z9.string(),
  start: z9.number().default(0),
  period: z9.number().default(0)
});
var Notification = z9.object({
  id: Id,
  attributes: Attributes.default({}),
  description: z9.string().nullable().default(null),
  calendarId: Id.default(0),
  always: z9.boolean().default(false),
  type: z9.string(),
  commandId: Id.default(0),
  notificators: z9.string().default("")
});
var Command = z9.object({
  id: Id,
  attributes: Attributes.default({}),
  deviceId: Id.default(0),
  type: z9.string(),
  textChannel: z9.boolean().default(false),
  description: z9.string().nullable().default(null)
});
var QueuedCommand = z9.object({
  id: Id,
  attributes: Attributes.default({}),
  deviceId: Id,
  type: z9.string(),
  textChannel: z9.boolean().default(false)
});
var ComputedAttribute = z9.object({
  id: Id,
  description: z9.string().default(""),
  attribute: z9.string(),
  expression: z9.string(),
  type: z9.enum(["string", "number", "boolean"]),
  priority: z9.number().int().default(0)
});
var Typed = z9.object({ type: z9.string() });

// model/wkt.ts
var NUMBER = String.raw`[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?`;
var CIRCLE = new RegExp(
  String.raw`^CIRCLE\s*\(\s*(${NUMBER})\s+(${NUMBER})\s*,\s*(${NUMBER})\s*\)$`,
  "i"
);
var POLYGON = /^POLYGON\s*\(\(\s*(.+?)\s*\)\)$/i;
var LINESTRING = /^LINESTRING\s*\(\s*(.+?)\s*\)$/i;
function point(text) {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 2) throw new Error(`"${text.trim()}" is not a "latitude longitude" pair`);
  const [lat, lon] = parts.map(Number);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) {
    throw new Error(`"${text.trim()}" is not a "latitude longitude" pair`);
  }
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    throw new Error(`latitude ${lat}, longitude ${lon} is outside the globe`);
  }
  return [lon, lat];
}
function parseWkt(area) {
  const text = area.trim();
  const circle = CIRCLE.exec(text);
  if (circle) {
    const center = point(`${circle[1]} ${circle[2]}`);
    const radius = Number(circle[3]);
    if (!(radius > 0)) throw new Error("the circle radius must be a positive number of metres");
    return { type: "circle", center, radius };
  }
  const polygon = POLYGON.exec(text);
  if (polygon) {
    const ring = polygon[1].split(",").map(point);
    if (ring.length < 3) throw new Error("a polygon needs at least 3 points");
    return { type: "polygon", ring };
  }
  const line = LINESTRING.exec(text);
  if (line) {
    const points = line[1].split(",").map(point);
    if (points.length < 2) throw new Error("a line needs at least 2 points");
    return { type: "line", points };
  }
  throw new Error(
    "area must be CIRCLE (lat lon, radius), POLYGON ((lat lon, \u2026)) or LINESTRING (lat lon, \u2026)"
  );
}

// model/geo.ts
var EARTH_RADIUS_M = 6378137;
var DEFAULT_POLYLINE_DISTANCE_M = 25;
var toRadians = (degrees) => degrees * Math.PI / 180;
function haversine(lat1, lon1, lat2, lon2) {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return EARTH_RADIUS_M * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}
function inRing(ring, lon, lat) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > lat !== yj > lat && lon < (xj - xi) * (lat - yi) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
function distanceToLine(points, lon, lat) {
  const scale = Math.cos(toRadians(lat));
  const project = ([x, y]) => [
    toRadians(x - lon) * scale * EARTH_RADIUS_M,
    toRadians(y - lat) * EARTH_RADIUS_M
  ];
  if (points.length === 1) return Math.hypot(...project(points[0]));
  let best = Infinity;
  for (let i = 1; i < points.length; i += 1) {
    const [ax, ay] = project(points[i - 1]);
    const [bx, by] = project(points[i]);
    const dx = bx - ax;
    const dy = by - ay;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}
function containsPoint(shape, latitude, longitude, polylineDistance = DEFAULT_POLYLINE_DISTANCE_M) {
  switch (shape.type) {
    case "circle":
      return haversine(shape.center[1], shape.center[0], latitude, longitude) <= shape.radius;
    case "polygon":
      return inRing(shape.ring, longitude, latitude);
    case "line":
      return distanceToLine(shape.points, longitude, latitude) <= polylineDistance;
  }
}

// model/buildInfo.ts
import { z as z10 } from "zod";
var BuildInfo = z10.object({
  buildId: z10.string().min(1),
  version: z10.string().optional(),
  builtAt: z10.string().optional()
});

// model/notificationStyle.ts
var NOTIFICATION_SOUNDS = Array.from({ length: 24 }, (_, i) => `audio${i + 1}`);
var SOUND_FILE_EXTENSIONS = ["mp3", "wav", "ogg"];
var SOUND_FILE = new RegExp(`\\.(${SOUND_FILE_EXTENSIONS.join("|")})$`, "i");

// model/report.ts
import { z as z11 } from "zod";
var BaseReportItem = z11.object({
  deviceId: Id,
  deviceName: z11.string(),
  distance: z11.number().default(0),
  averageSpeed: z11.number().default(0),
  maxSpeed: z11.number().default(0),
  spentFuel: z11.number().default(0),
  startOdometer: z11.number().default(0),
  endOdometer: z11.number().default(0),
  startTime: NullableDate.default(null),
  endTime: NullableDate.default(null)
});
var SummaryReportItem = BaseReportItem.extend({
  startHours: z11.number().default(0),
  endHours: z11.number().default(0),
  engineHours: z11.number().default(0)
});
var TripReportItem = BaseReportItem.extend({
  startPositionId: Id.default(0),
  endPositionId: Id.default(0),
  startLat: z11.number().default(0),
  startLon: z11.number().default(0),
  endLat: z11.number().default(0),
  endLon: z11.number().default(0),
  startAddress: z11.string().nullable().default(null),
  endAddress: z11.string().nullable().default(null),
  duration: z11.number().default(0),
  driverUniqueId: z11.string().nullable().default(null),
  driverName: z11.string().nullable().default(null)
});
var StopReportItem = BaseReportItem.extend({
  positionId: Id.default(0),
  latitude: z11.number().default(0),
  longitude: z11.number().default(0),
  address: z11.string().nullable().default(null),
  duration: z11.number().default(0),
  engineHours: z11.number().default(0)
});
var XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

// model/share.ts
import { z as z12 } from "zod";
var Share = z12.object({
  id: z12.number().int().positive(),
  deviceId: z12.number().int().positive(),
  /** The share user's login, `share-<ownerId>-<timestamp>`. */
  name: z12.string(),
  expirationTime: IsoDate,
  limitCommands: z12.boolean(),
  token: z12.string(),
  /** The owner's user id (the share user's `isShared` attribute). */
  ownerId: z12.number().int().positive()
});
var ZonedDate = z12.string({ error: "expected an ISO date with a zone, e.g. 2024-01-01T00:00:00Z" }).trim().refine(
  (text) => parseZonedDate(text) !== null,
  "expected an ISO date with a zone, e.g. 2024-01-01T00:00:00Z"
);
var ShareCreateInput = z12.object({
  deviceId: z12.number({ error: "a device id is required" }).int("must be a whole number").positive("a device id is required"),
  expirationTime: ZonedDate,
  limitCommands: z12.boolean().optional()
});
var ShareUpdateInput = z12.object({
  expirationTime: ZonedDate,
  limitCommands: z12.boolean().optional()
});

// model/locales/enUS.ts
var vocabularyEnUS = {
  events: {
    alarm: "Alarm",
    deviceOnline: "Device online",
    deviceOffline: "Device offline",
    deviceUnknown: "Status unknown",
    deviceInactive: "Device inactive",
    deviceMoving: "Moving",
    deviceStopped: "Stopped",
    deviceOverspeed: "Speeding",
    deviceFuelDrop: "Fuel drop",
    deviceFuelIncrease: "Refuelled",
    geofenceEnter: "Entered geofence",
    geofenceExit: "Left geofence",
    geofenceCrossed: "Crossed geofence",
    ignitionOn: "Ignition on",
    ignitionOff: "Ignition off",
    maintenance: "Maintenance due",
    driverChanged: "Driver changed",
    commandResult: "Command result",
    queuedCommandSent: "Queued command sent",
    textMessage: "Text message received",
    proximityEnter: "Came near another device",
    proximityExit: "Moved away from another device",
    unaccompaniedMotion: "Unaccompanied motion",
    media: "Media received",
    test: "Test notification"
  },
  alarms: {
    general: "General",
    sos: "SOS",
    vibration: "Vibration",
    movement: "Movement",
    lowspeed: "Low speed",
    overspeed: "Speeding",
    fallDown: "Fall",
    lowPower: "Low power",
    lowBattery: "Low battery",
    fault: "Fault",
    powerOff: "Power off",
    powerOn: "Power on",
    door: "Door open",
    lock: "Locked",
    unlock: "Unlocked",
    geofence: "Geofence",
    geofenceEnter: "Entered geofence",
    geofenceExit: "Left geofence",
    gpsAntennaCut: "GPS antenna cut",
    accident: "Accident",
    tow: "Towing",
    idle: "Idling",
    highRpm: "High RPM",
    hardAcceleration: "Harsh acceleration",
    hardBraking: "Harsh braking",
    hardCornering: "Harsh cornering",
    laneChange: "Lane change",
    fatigueDriving: "Fatigued driving",
    powerCut: "Power cut",
    powerRestored: "Power restored",
    jamming: "Signal jamming",
    temperature: "Temperature",
    parking: "Parked",
    bonnet: "Bonnet open",
    footBrake: "Foot brake",
    fuelLeak: "Fuel leak",
    tampering: "Tampering",
    removing: "Device removed"
  },
  notifications: {
    test: "Test notification",
    alarm: "Alarm on {{device}}: {{alarm}}",
    geofenceEnter: "{{device}} has entered geofence {{geofence}}",
    geofenceExit: "{{device}} has exited geofence {{geofence}}",
    deviceOverspeed: "{{device}} exceeds the speed: {{speed}} (limit {{limit}})",
    deviceOverspeedIn: "{{device}} exceeds the speed in {{geofence}}: {{speed}} (limit {{limit}})",
    deviceMoving: "{{device}} is moving",
    deviceStopped: "{{device}} has stopped",
    ignitionOn: "{{device}}: ignition on",
    ignitionOff: "{{device}}: ignition off",
    deviceOnline: "{{device}} is online",
    deviceOffline: "{{device}} is offline",
    deviceUnknown: "{{device}}: status is unknown",
    deviceInactive: "{{device}} has been inactive",
    commandResult: "{{device}}: command result {{result}}",
    queuedCommandSent: "{{device}}: queued command sent",
    driverChanged: "{{device}}: driver changed to {{driver}}",
    deviceFuelDrop: "{{device}}: fuel drop from {{before}} to {{after}}",
    deviceFuelIncrease: "{{device}}: refuelled from {{before}} to {{after}}",
    maintenance: "{{device}} requires maintenance: {{maintenance}}"
  },
  reports: {
    titles: {
      route: "Route report",
      events: "Events report",
      summary: "Summary report",
      trips: "Trips report",
      stops: "Stops report"
    },
    period: "Period",
    devices: "Devices",
    noData: "No data in this period.",
    page: "Page {{page}} of {{pages}}",
    truncated: "{{rows}} more rows do not fit in this PDF: use the spreadsheet (.xlsx).",
    mailBody: "Attached is the {{report}} from {{from}} to {{to}}."
  },
  columns: {
    device: "Device",
    event: "Event",
    time: "Time",
    startTime: "Start",
    endTime: "End",
    latitude: "Latitude",
    longitude: "Longitude",
    speed: "Speed",
    altitude: "Altitude",
    course: "Course",
    address: "Address",
    startAddress: "Start address",
    endAddress: "End address",
    distance: "Distance",
    totalDistance: "Total distance",
    averageSpeed: "Average speed",
    maxSpeed: "Maximum speed",
    duration: "Duration",
    engineHours: "Engine hours",
    spentFuel: "Spent fuel",
    startOdometer: "Start odometer",
    endOdometer: "End odometer",
    driver: "Driver",
    type: "Type",
    alarm: "Alarm",
    geofence: "Geofence",
    maintenance: "Maintenance"
  }
};

// model/locales/esES.ts
var vocabularyEsES = {
  events: {
    alarm: "Alarma",
    deviceOnline: "Dispositivo en l\xEDnea",
    deviceOffline: "Dispositivo fuera de l\xEDnea",
    deviceUnknown: "Estado desconocido",
    deviceInactive: "Dispositivo inactivo",
    deviceMoving: "En movimiento",
    deviceStopped: "Detenido",
    deviceOverspeed: "Exceso de velocidad",
    deviceFuelDrop: "Ca\xEDda de combustible",
    deviceFuelIncrease: "Recarga de combustible",
    geofenceEnter: "Entr\xF3 en la geocerca",
    geofenceExit: "Sali\xF3 de la geocerca",
    geofenceCrossed: "Cruz\xF3 la geocerca",
    ignitionOn: "Encendido activado",
    ignitionOff: "Encendido desactivado",
    maintenance: "Mantenimiento necesario",
    driverChanged: "Cambio de conductor",
    commandResult: "Respuesta de comando",
    queuedCommandSent: "Comando pendiente enviado",
    textMessage: "Mensaje de texto recibido",
    proximityEnter: "Se acerc\xF3 a otro dispositivo",
    proximityExit: "Se alej\xF3 de otro dispositivo",
    unaccompaniedMotion: "Movimiento no acompa\xF1ado",
    media: "Archivo multimedia recibido",
    test: "Notificaci\xF3n de prueba"
  },
  alarms: {
    general: "General",
    sos: "SOS",
    vibration: "Vibraci\xF3n",
    movement: "Movimiento",
    lowspeed: "Velocidad baja",
    overspeed: "Exceso de velocidad",
    fallDown: "Ca\xEDda",
    lowPower: "Alimentaci\xF3n baja",
    lowBattery: "Bater\xEDa baja",
    fault: "Falla",
    powerOff: "Apagado",
    powerOn: "Encendido",
    door: "Puerta abierta",
    lock: "Bloqueo",
    unlock: "Desbloqueo",
    geofence: "Geocerca",
    geofenceEnter: "Entr\xF3 en la geocerca",
    geofenceExit: "Sali\xF3 de la geocerca",
    gpsAntennaCut: "Antena GPS cortada",
    accident: "Accidente",
    tow: "Remolque",
    idle: "Motor en ralent\xED",
    highRpm: "Revoluciones altas",
    hardAcceleration: "Aceleraci\xF3n brusca",
    hardBraking: "Frenado brusco",
    hardCornering: "Giro brusco",
    laneChange: "Cambio de carril",
    fatigueDriving: "Conducci\xF3n con fatiga",
    powerCut: "Corte de energ\xEDa",
    powerRestored: "Energ\xEDa restablecida",
    jamming: "Inhibidor de se\xF1al (jammer)",
    temperature: "Temperatura",
    parking: "Estacionado",
    bonnet: "Cap\xF3 abierto",
    footBrake: "Freno accionado",
    fuelLeak: "Fuga de combustible",
    tampering: "Manipulaci\xF3n",
    removing: "Retiro del equipo"
  },
  notifications: {
    test: "Notificaci\xF3n de prueba",
    alarm: "Alarma en {{device}}: {{alarm}}",
    geofenceEnter: "{{device}} entr\xF3 en la geocerca {{geofence}}",
    geofenceExit: "{{device}} sali\xF3 de la geocerca {{geofence}}",
    deviceOverspeed: "{{device}} super\xF3 la velocidad: {{speed}} (l\xEDmite {{limit}})",
    deviceOverspeedIn: "{{device}} super\xF3 la velocidad en la geocerca {{geofence}}: {{speed}} (l\xEDmite {{limit}})",
    deviceMoving: "{{device}} est\xE1 en movimiento",
    deviceStopped: "{{device}} se detuvo",
    ignitionOn: "{{device}}: encendido activado",
    ignitionOff: "{{device}}: encendido desactivado",
    deviceOnline: "{{device}} est\xE1 en l\xEDnea",
    deviceOffline: "{{device}} est\xE1 fuera de l\xEDnea",
    deviceUnknown: "{{device}}: estado desconocido",
    deviceInactive: "{{device}} est\xE1 inactivo",
    commandResult: "{{device}}: respuesta del comando {{result}}",
    queuedCommandSent: "{{device}}: comando pendiente enviado",
    driverChanged: "{{device}}: conductor cambiado a {{driver}}",
    deviceFuelDrop: "{{device}}: ca\xEDda de combustible de {{before}} a {{after}}",
    deviceFuelIncrease: "{{device}}: recarga de combustible de {{before}} a {{after}}",
    maintenance: "{{device}} necesita mantenimiento: {{maintenance}}"
  },
  reports: {
    titles: {
      route: "Informe de ruta",
      events: "Informe de eventos",
      summary: "Informe resumido",
      trips: "Informe de viajes",
      stops: "Informe de paradas"
    },
    period: "Per\xEDodo",
    devices: "Dispositivos",
    noData: "Sin datos en el per\xEDodo.",
    page: "P\xE1gina {{page}} de {{pages}}",
    truncated: "Otras {{rows}} filas no caben en este PDF: use la hoja de c\xE1lculo (.xlsx).",
    mailBody: "Adjunto el {{report}} de {{from}} a {{to}}."
  },
  columns: {
    device: "Dispositivo",
    event: "Evento",
    time: "Fecha y hora",
    startTime: "Inicio",
    endTime: "Fin",
    latitude: "Latitud",
    longitude: "Longitud",
    speed: "Velocidad",
    altitude: "Altitud",
    course: "Rumbo",
    address: "Direcci\xF3n",
    startAddress: "Direcci\xF3n inicial",
    endAddress: "Direcci\xF3n final",
    distance: "Distancia",
    totalDistance: "Distancia total",
    averageSpeed: "Velocidad media",
    maxSpeed: "Velocidad m\xE1xima",
    duration: "Duraci\xF3n",
    engineHours: "Horas de motor",
    spentFuel: "Combustible gastado",
    startOdometer: "Od\xF3metro inicial",
    endOdometer: "Od\xF3metro final",
    driver: "Conductor",
    type: "Tipo",
    alarm: "Alarma",
    geofence: "Geocerca",
    maintenance: "Mantenimiento"
  }
};

// model/locales/ptBR.ts
var vocabularyPtBR = {
  /** Event type names: toasts, the events report, the `Evento:` line of notifications. */
  events: {
    alarm: "Alarme",
    deviceOnline: "Dispositivo online",
    deviceOffline: "Dispositivo offline",
    deviceUnknown: "Status desconhecido",
    deviceInactive: "Dispositivo inativo",
    deviceMoving: "Em movimento",
    deviceStopped: "Parado",
    deviceOverspeed: "Excesso de velocidade",
    deviceFuelDrop: "Queda de combust\xEDvel",
    deviceFuelIncrease: "Abastecimento",
    geofenceEnter: "Entrou na cerca",
    geofenceExit: "Saiu da cerca",
    geofenceCrossed: "Cruzou a cerca",
    ignitionOn: "Igni\xE7\xE3o ligada",
    ignitionOff: "Igni\xE7\xE3o desligada",
    maintenance: "Manuten\xE7\xE3o necess\xE1ria",
    driverChanged: "Troca de motorista",
    commandResult: "Resposta de comando",
    queuedCommandSent: "Comando pendente enviado",
    textMessage: "Mensagem de texto recebida",
    proximityEnter: "Aproximou-se de outro dispositivo",
    proximityExit: "Afastou-se de outro dispositivo",
    unaccompaniedMotion: "Movimento desacompanhado",
    media: "M\xEDdia recebida",
    test: "Notifica\xE7\xE3o de teste"
  },
  /** Alarm names (a position's `alarm` attribute, Traccar's keys). */
  alarms: {
    general: "Geral",
    sos: "SOS",
    vibration: "Vibra\xE7\xE3o",
    movement: "Movimento",
    lowspeed: "Velocidade baixa",
    overspeed: "Excesso de velocidade",
    fallDown: "Queda",
    lowPower: "Alimenta\xE7\xE3o baixa",
    lowBattery: "Bateria baixa",
    fault: "Falha",
    powerOff: "Desligado",
    powerOn: "Ligado",
    door: "Porta aberta",
    lock: "Travamento",
    unlock: "Destravamento",
    geofence: "Cerca",
    geofenceEnter: "Entrou na cerca",
    geofenceExit: "Saiu da cerca",
    gpsAntennaCut: "Antena GPS cortada",
    accident: "Acidente",
    tow: "Reboque",
    idle: "Motor ocioso",
    highRpm: "Rota\xE7\xE3o alta",
    hardAcceleration: "Acelera\xE7\xE3o brusca",
    hardBraking: "Frenagem brusca",
    hardCornering: "Curva brusca",
    laneChange: "Troca de faixa",
    fatigueDriving: "Dire\xE7\xE3o com fadiga",
    powerCut: "Corte de energia",
    powerRestored: "Energia restabelecida",
    jamming: "Bloqueador de sinal (jammer)",
    temperature: "Temperatura",
    parking: "Estacionado",
    bonnet: "Cap\xF4 aberto",
    footBrake: "Freio acionado",
    fuelLeak: "Vazamento de combust\xEDvel",
    tampering: "Viola\xE7\xE3o",
    removing: "Remo\xE7\xE3o do equipamento"
  },
  /** The one line of mail, Telegram, SMS and push notifications, per event type. */
  notifications: {
    test: "Notifica\xE7\xE3o de teste",
    alarm: "Alarme em {{device}}: {{alarm}}",
    geofenceEnter: "{{device}} entrou na cerca {{geofence}}",
    geofenceExit: "{{device}} saiu da cerca {{geofence}}",
    deviceOverspeed: "{{device}} excedeu a velocidade: {{speed}} (limite {{limit}})",
    deviceOverspeedIn: "{{device}} excedeu a velocidade na cerca {{geofence}}: {{speed}} (limite {{limit}})",
    deviceMoving: "{{device}} est\xE1 em movimento",
    deviceStopped: "{{device}} parou",
    ignitionOn: "{{device}}: igni\xE7\xE3o ligada",
    ignitionOff: "{{device}}: igni\xE7\xE3o desligada",
    deviceOnline: "{{device}} est\xE1 online",
    deviceOffline: "{{device}} est\xE1 offline",
    deviceUnknown: "{{device}}: status desconhecido",
    deviceInactive: "{{device}} est\xE1 inativo",
    commandResult: "{{device}}: resposta do comando {{result}}",
    queuedCommandSent: "{{device}}: comando pendente enviado",
    driverChanged: "{{device}}: motorista trocado para {{driver}}",
    deviceFuelDrop: "{{device}}: queda de combust\xEDvel de {{before}} para {{after}}",
    deviceFuelIncrease: "{{device}}: abastecimento de {{before}} para {{after}}",
    maintenance: "{{device}} precisa de manuten\xE7\xE3o: {{maintenance}}"
  },
  /** Report files: titles and their few sentences. */
  reports: {
    titles: {
      route: "Relat\xF3rio de rota",
      events: "Relat\xF3rio de eventos",
      summary: "Relat\xF3rio resumido",
      trips: "Relat\xF3rio de viagens",
      stops: "Relat\xF3rio de paradas"
    },
    period: "Per\xEDodo",
    devices: "Dispositivos",
    noData: "Sem dados no per\xEDodo.",
    page: "P\xE1gina {{page}} de {{pages}}",
    truncated: "Mais {{rows}} linhas n\xE3o cabem neste PDF: use a planilha (.xlsx).",
    mailBody: "Segue em anexo o {{report}} de {{from}} a {{to}}."
  },
  /** Column headers of report files, and the labels of a notification's body. */
  columns: {
    device: "Dispositivo",
    event: "Evento",
    time: "Data e hora",
    startTime: "In\xEDcio",
    endTime: "Fim",
    latitude: "Latitude",
    longitude: "Longitude",
    speed: "Velocidade",
    altitude: "Altitude",
    course: "Dire\xE7\xE3o",
    address: "Endere\xE7o",
    startAddress: "Endere\xE7o inicial",
    endAddress: "Endere\xE7o final",
    distance: "Dist\xE2ncia",
    totalDistance: "Dist\xE2ncia total",
    averageSpeed: "Velocidade m\xE9dia",
    maxSpeed: "Velocidade m\xE1xima",
    duration: "Dura\xE7\xE3o",
    engineHours: "Horas de motor",
    spentFuel: "Combust\xEDvel gasto",
    startOdometer: "Od\xF4metro inicial",
    endOdometer: "Od\xF4metro final",
    driver: "Motorista",
    type: "Tipo",
    alarm: "Alarme",
    geofence: "Cerca",
    maintenance: "Manuten\xE7\xE3o"
  }
};

// model/vocabulary.ts
var VOCABULARY_NAMESPACE = "vocabulary";
var VOCABULARY = {
  "pt-BR": vocabularyPtBR,
  "es-ES": vocabularyEsES,
  "en-US": vocabularyEnUS
};
function matchLocale(tag) {
  if (!tag) return null;
  const normalized = tag.trim().replace("_", "-").toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === normalized);
  if (exact) return exact;
  const language = normalized.split("-")[0];
  return LOCALES.find((locale) => locale.toLowerCase().startsWith(`${language}-`)) ?? null;
}

// server/api/validate.ts
function parseInput(schema, value2) {
  const result = schema.safeParse(value2 ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join(".") : "body";
  throw new IllegalArgumentError(`${field}: ${issue?.message ?? "invalid"}`);
}
function queryList(value2) {
  if (value2 === void 0 || value2 === null) return [];
  return Array.isArray(value2) ? value2.map(String) : [String(value2)];
}
function queryIds(name3, value2) {
  return queryList(value2).map((text) => {
    const id = Number(text);
    if (!Number.isSafeInteger(id) || id <= 0) {
      throw new IllegalArgumentError(`${name3}: not a valid id: "${text}"`);
    }
    return id;
  });
}
function queryId(name3, value2) {
  const ids = queryIds(name3, value2);
  return ids.length ? ids[ids.length - 1] : void 0;
}
var queryFlag = (value2) => queryList(value2).includes("true");
function pathId(params) {
  const text = params.id ?? "";
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new IllegalArgumentError(`id: not a valid id: "${text}"`);
  return id;
}
function parseDate(name3, text) {
  const ms2 = parseZonedDate(text);
  if (ms2 === null) {
    throw new IllegalArgumentError(
      `${name3}: expected an ISO date with a zone, e.g. 2024-01-01T00:00:00Z`
    );
  }
  return ms2;
}
function optionalDate(name3, value2) {
  if (value2 === void 0 || value2 === null) return value2;
  return parseDate(name3, value2);
}

// server/api/listQuery.ts
function count(name3, value2) {
  const text = queryList(value2)[0];
  if (text === void 0 || text === "") return void 0;
  const number2 = Number(text);
  if (!Number.isSafeInteger(number2) || number2 < 0) {
    throw new IllegalArgumentError(`${name3}: not a whole number \u2265 0: "${text}"`);
  }
  return number2;
}
function readListQuery(query, extended) {
  return {
    all: queryFlag(query.all),
    userId: queryId("userId", query.userId),
    groupId: extended ? queryId("groupId", query.groupId) : void 0,
    deviceId: extended ? queryId("deviceId", query.deviceId) : void 0,
    keyword: queryList(query.keyword)[0]?.trim() || void 0,
    limit: count("limit", query.limit),
    offset: count("offset", query.offset) ?? 0,
    excludeAttributes: queryFlag(query.excludeAttributes)
  };
}
async function listIds(ctx, user, kind, list2) {
  const { permissions, storage, visibility } = ctx;
  let ids;
  if (list2.all) {
    ids = user.administrator ? null : await visibility.objectIdsOf(user.id, kind);
  } else if (list2.userId !== void 0) {
    await permissions.checkUser(user, list2.userId);
    ids = await storage.links.propertiesOf("user", list2.userId, kind);
  } else {
    ids = await visibility.objectIdsOf(user.id, kind);
  }
  for (const [owner, ownerId] of [
    ["group", list2.groupId],
    ["device", list2.deviceId]
  ]) {
    if (ownerId === void 0) continue;
    await permissions.checkPermission(user, owner, ownerId);
    const linked = await storage.links.propertiesOf(owner, ownerId, kind);
    ids = ids === null ? linked : linked.filter((id) => ids.includes(id));
  }
  return ids;
}
function pageOf(records, list2, searchable) {
  let result = records;
  if (list2.keyword) {
    const needle = list2.keyword.toLowerCase();
    result = result.filter(
      (record) => searchable(record).some((field) => field?.toLowerCase().includes(needle))
    );
  }
  result = result.slice(
    list2.offset,
    list2.limit === void 0 ? void 0 : list2.offset + list2.limit
  );
  if (list2.excludeAttributes) {
    result = result.map(
      (record) => record && typeof record === "object" && "attributes" in record ? { ...record, attributes: {} } : record
    );
  }
  return result;
}

// server/api/crud.ts
var REFERENCES = { groupId: "group", calendarId: "calendar", commandId: "command" };
async function checkReferencesExist(ctx, fields, before) {
  for (const [field, kind] of Object.entries(REFERENCES)) {
    const id = fields[field] ?? 0;
    if (id <= 0 || id === before?.[field]) continue;
    const found = await entityRepository(ctx.storage, kind)?.get(id);
    if (!found) throw new StorageError(`No ${kind} with id ${id}`);
  }
}
function crudRoutes(ctx, spec) {
  const { permissions } = ctx;
  const kind = spec.repository.kind;
  async function checkWrite(user, action, id) {
    if (spec.adminWrites) permissions.checkAdmin(user);
    if (id !== void 0) await permissions.checkPermission(user, kind, id);
    permissions.checkAdvanced(user, kind, action);
    await permissions.checkEdit(user, kind, action === "create");
  }
  async function write(user, input, before) {
    const fields = await spec.fields(input, before);
    const references = fields;
    await permissions.checkReferences(user, references, before ?? void 0);
    await checkReferencesExist(ctx, references, before ?? void 0);
    return fields;
  }
  return async (app) => {
    app.get(spec.path, async (request) => {
      const user = await requireUser(ctx, request);
      permissions.checkAdvanced(user, kind, "read");
      const list2 = readListQuery(request.query, spec.extended);
      const ids = await listIds(ctx, user, kind, list2);
      const records = await spec.repository.list(ids ?? void 0);
      return pageOf(records, list2, spec.searchable).map(spec.json);
    });
    app.get(`${spec.path}/:id`, async (request) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      await permissions.checkPermission(user, kind, id);
      permissions.checkAdvanced(user, kind, "read");
      const record = await spec.repository.get(id);
      if (!record) throw new HttpError(404);
      return spec.json(record);
    });
    app.post(spec.path, async (request) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(spec.input, request.body);
      await checkWrite(user, "create");
      const record = await spec.repository.insertOwned(await write(user, input, null), user.id);
      await spec.changed?.(record);
      return spec.json(record);
    });
    app.put(`${spec.path}/:id`, async (request) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(spec.input, request.body);
      const id = input.id || pathId(request.params);
      await checkWrite(user, "edit", id);
      const before = await spec.repository.get(id);
      if (!before) throw new HttpError(404);
      const record = { ...await write(user, input, before), id };
      await spec.repository.update(record);
      await spec.changed?.(record);
      return spec.json(record);
    });
    app.delete(`${spec.path}/:id`, async (request, reply2) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      await checkWrite(user, "delete", id);
      const before = await spec.repository.get(id);
      if (!before) throw new HttpError(404);
      await spec.repository.delete(id);
      spec.deleted?.(before);
      await spec.changed?.(before);
      return reply2.code(204).send();
    });
  };
}

// server/api/entityInputs.ts
import { z as z13 } from "zod";

// server/services/calendars.ts
import ICAL from "ical.js";
var MAX_OCCURRENCES = 5e4;
var CACHE_SIZE = 256;
var cache = /* @__PURE__ */ new Map();
var formatters = /* @__PURE__ */ new Map();
function decode(data) {
  const compact = data.replace(/\s+/g, "");
  if (!compact || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || compact.length % 4 === 1) {
    throw new IllegalArgumentError("data: not a base64 iCalendar file");
  }
  return Buffer.from(compact, "base64").toString("utf8");
}
function parseCalendarData(data) {
  const known = cache.get(data);
  if (known) return known;
  const text = decode(data);
  let root;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    throw new IllegalArgumentError(`data: not an iCalendar file (${error.message})`);
  }
  if (root.name !== "vcalendar") {
    throw new IllegalArgumentError("data: not an iCalendar file (no VCALENDAR)");
  }
  const events2 = root.getAllSubcomponents("vevent").map((component) => {
    if (!component.hasProperty("dtstart")) {
      throw new IllegalArgumentError("data: every VEVENT needs a DTSTART");
    }
    try {
      const event = new ICAL.Event(component);
      event.iterator().next();
      return event;
    } catch (error) {
      throw new IllegalArgumentError(`data: invalid event (${error.message})`);
    }
  });
  if (events2.length === 0) throw new IllegalArgumentError("data: the calendar has no VEVENT");
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value);
  cache.set(data, events2);
  return events2;
}
function validateCalendarData(data) {
  parseCalendarData(data);
}
function formatter(zone) {
  if (!formatters.has(zone)) {
    try {
      const format = new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric"
      });
      formatters.set(zone, format);
    } catch {
      formatters.set(zone, null);
    }
  }
  return formatters.get(zone) ?? null;
}
function wallClock(time, zone) {
  const format = zone ? formatter(zone) : null;
  if (!format) return time;
  const parts = Object.fromEntries(
    format.formatToParts(new Date(time)).map((part) => [part.type, Number(part.value)])
  );
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) + time % 1e3;
}
var ms = (time) => time.toUnixTime() * 1e3;
function eventContains(event, time) {
  const start = event.startDate;
  const tzid = event.component.getFirstProperty("dtstart")?.getParameter("tzid");
  const zone = start.zone?.tzid === "UTC" || typeof tzid !== "string" ? void 0 : tzid;
  const wall = wallClock(time, zone);
  if (!event.isRecurring()) return ms(start) <= wall && wall < ms(event.endDate);
  const occurrences = event.iterator();
  for (let index = 0; index < MAX_OCCURRENCES; index++) {
    const next = occurrences.next();
    if (!next || ms(next) > wall) return false;
    const details = event.getOccurrenceDetails(next);
    if (ms(details.startDate) <= wall && wall < ms(details.endDate)) return true;
  }
  return false;
}
function calendarContains(data, time) {
  let events2;
  try {
    events2 = parseCalendarData(data);
  } catch {
    return false;
  }
  return events2.some((event) => eventContains(event, time));
}

// server/services/computed/errors.ts
var ExpressionError = class extends IllegalArgumentError {
  constructor(message) {
    super(`expression: ${message}`);
  }
};
var FORBIDDEN_NAMES = /* @__PURE__ */ new Set([
  "__proto__",
  "constructor",
  "prototype",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
  "process",
  "global",
  "globalThis",
  "window",
  "require",
  "module",
  "import",
  "eval",
  "Function",
  "this",
  "new"
]);

// server/services/computed/functions.ts
var num2 = (value2) => {
  const n = typeof value2 === "string" && value2.trim() !== "" ? Number(value2) : value2;
  if (typeof n === "number" && !(typeof value2 === "string" && Number.isNaN(n))) return n;
  if (typeof n === "boolean") return n ? 1 : 0;
  throw new ExpressionError(`${JSON.stringify(value2) ?? "null"} is not a number`);
};
var math1 = (fn) => (x) => fn(num2(x));
var MATH = {
  abs: math1(Math.abs),
  ceil: math1(Math.ceil),
  floor: math1(Math.floor),
  round: math1((x) => Math.floor(x + 0.5)),
  rint: math1((x) => Math.round(x)),
  sqrt: math1(Math.sqrt),
  cbrt: math1(Math.cbrt),
  exp: math1(Math.exp),
  log: math1(Math.log),
  log10: math1(Math.log10),
  sin: math1(Math.sin),
  cos: math1(Math.cos),
  tan: math1(Math.tan),
  asin: math1(Math.asin),
  acos: math1(Math.acos),
  atan: math1(Math.atan),
  signum: math1(Math.sign),
  toRadians: math1((x) => x * Math.PI / 180),
  toDegrees: math1((x) => x * 180 / Math.PI),
  atan2: (y, x) => Math.atan2(num2(y), num2(x)),
  pow: (x, y) => Math.pow(num2(x), num2(y)),
  hypot: (x, y) => Math.hypot(num2(x), num2(y)),
  min: (x, y) => Math.min(num2(x), num2(y)),
  max: (x, y) => Math.max(num2(x), num2(y))
};
var NAMESPACES = { math: MATH };
var sizeOf = (value2) => {
  if (typeof value2 === "string" || Array.isArray(value2)) return value2.length;
  if (value2 && typeof value2 === "object") return Object.keys(value2).length;
  return 0;
};
var FUNCTIONS = {
  size: (value2) => sizeOf(value2),
  empty: (value2) => value2 === null || value2 === void 0 || sizeOf(value2) === 0
};
var str = (value2) => value2 === null || value2 === void 0 ? "null" : String(value2);
var int2 = (value2) => Math.trunc(num2(value2));
var STRING_METHODS = {
  contains: (self, text) => self.includes(str(text)),
  startsWith: (self, text) => self.startsWith(str(text)),
  endsWith: (self, text) => self.endsWith(str(text)),
  equals: (self, text) => self === text,
  equalsIgnoreCase: (self, text) => self.toLowerCase() === str(text).toLowerCase(),
  indexOf: (self, text) => self.indexOf(str(text)),
  lastIndexOf: (self, text) => self.lastIndexOf(str(text)),
  substring: (self, from, to) => {
    const start = int2(from);
    const end = to === void 0 ? self.length : int2(to);
    if (start < 0 || end > self.length || start > end) {
      throw new ExpressionError(`substring(${start}, ${end}) is out of range`);
    }
    return self.substring(start, end);
  },
  charAt: (self, index) => self.charAt(int2(index)),
  length: (self) => self.length,
  isEmpty: (self) => self.length === 0,
  trim: (self) => self.trim(),
  toUpperCase: (self) => self.toUpperCase(),
  toLowerCase: (self) => self.toLowerCase(),
  concat: (self, text) => self + str(text),
  replace: (self, from, to) => self.split(str(from)).join(str(to)),
  toString: (self) => self
};
var NUMBER_METHODS = {
  intValue: (self) => Math.trunc(self),
  longValue: (self) => Math.trunc(self),
  doubleValue: (self) => self,
  floatValue: (self) => self,
  toString: (self) => String(self)
};
function callMethod(self, name3, args) {
  if (typeof self === "string" && Object.hasOwn(STRING_METHODS, name3)) {
    return STRING_METHODS[name3](self, ...args);
  }
  if (typeof self === "number" && Object.hasOwn(NUMBER_METHODS, name3)) {
    return NUMBER_METHODS[name3](self);
  }
  const kind = self === null ? "null" : Array.isArray(self) ? "list" : typeof self;
  throw new ExpressionError(`method ${name3}() is not allowed on ${kind}`);
}
function callFunction(namespace, name3, args) {
  const table = namespace === null ? FUNCTIONS : NAMESPACES[namespace];
  if (!table || !Object.hasOwn(table, name3)) {
    throw new ExpressionError(
      `function ${namespace ? `${namespace}:` : ""}${name3}() is not allowed`
    );
  }
  return table[name3](...args);
}

// server/services/computed/evaluate.ts
var isNull = (value2) => value2 === null || value2 === void 0;
function truthy(value2) {
  if (isNull(value2) || value2 === false || value2 === "") return false;
  if (typeof value2 === "number") return value2 !== 0 && !Number.isNaN(value2);
  return true;
}
function looseEquals(left, right) {
  if (isNull(left) || isNull(right)) return isNull(left) && isNull(right);
  if (typeof left === typeof right) return left === right;
  if (typeof left === "boolean" || typeof right === "boolean")
    return truthy(left) === truthy(right);
  const a = Number(left);
  const b = Number(right);
  if (!Number.isNaN(a) && !Number.isNaN(b)) return a === b;
  return String(left) === String(right);
}
function compare(op, left, right) {
  if (isNull(left) || isNull(right)) return null;
  const numeric3 = typeof left !== "string" || typeof right !== "string";
  const a = numeric3 ? num2(left) : left;
  const b = numeric3 ? num2(right) : right;
  if (op === "<") return a < b;
  if (op === "<=") return a <= b;
  if (op === ">") return a > b;
  return a >= b;
}
function bitwise(op, left, right) {
  const a = BigInt(Math.trunc(num2(left)));
  const b = BigInt(Math.trunc(num2(right)));
  const mask = 0xffffffffffffffffn;
  const result = op === "&" ? a & b : op === "|" ? a | b : op === "^" ? a ^ b : op === "<<" ? a << b & mask : op === ">>" ? a >> b : BigInt.asUintN(64, a) >> b;
  return Number(BigInt.asIntN(64, result));
}
function arithmetic(op, left, right) {
  if (op === "+" && (typeof left === "string" || typeof right === "string")) {
    return `${isNull(left) ? "" : String(left)}${isNull(right) ? "" : String(right)}`;
  }
  if (isNull(left) || isNull(right)) return null;
  const a = num2(left);
  const b = num2(right);
  if (op === "+") return a + b;
  if (op === "-") return a - b;
  if (op === "*") return a * b;
  if (b === 0) throw new ExpressionError("division by zero");
  return op === "/" ? a / b : a % b;
}
function matches(op, left, right) {
  if (op === "=~" || op === "!~") {
    const found = Array.isArray(right) ? right.some((item) => looseEquals(left, item)) : !isNull(left) && new RegExp(`^(?:${String(right)})$`).test(String(left));
    return op === "=~" ? found : !found;
  }
  const text = isNull(left) ? "" : String(left);
  const part = isNull(right) ? "" : String(right);
  if (op === "=^") return text.startsWith(part);
  if (op === "=$") return text.endsWith(part);
  if (op === "!^") return !text.startsWith(part);
  return !text.endsWith(part);
}
function member(object, key2) {
  if (isNull(object)) return null;
  const name3 = typeof key2 === "number" ? key2 : String(key2);
  if (typeof name3 === "string" && FORBIDDEN_NAMES.has(name3)) {
    throw new ExpressionError(`"${name3}" is not allowed`);
  }
  if (typeof object === "string" || Array.isArray(object)) {
    if (name3 === "length") return object.length;
    return typeof name3 === "number" ? object[name3] ?? null : null;
  }
  if (typeof object === "object" && Object.hasOwn(object, name3)) {
    const value2 = object[name3];
    return typeof value2 === "function" ? null : value2;
  }
  return null;
}
function binary(node, context) {
  const { op } = node;
  const left = evaluate(node.left, context);
  if (op === "&&") return truthy(left) && truthy(evaluate(node.right, context));
  if (op === "||") return truthy(left) || truthy(evaluate(node.right, context));
  if (op === "?:") return truthy(left) ? left : evaluate(node.right, context);
  if (op === "??") return isNull(left) ? evaluate(node.right, context) : left;
  const right = evaluate(node.right, context);
  if (op === "==") return looseEquals(left, right);
  if (op === "!=") return !looseEquals(left, right);
  if (["<", "<=", ">", ">="].includes(op)) return compare(op, left, right);
  if (["=~", "!~", "=^", "=$", "!^", "!$"].includes(op)) return matches(op, left, right);
  if (["&", "|", "^", "<<", ">>", ">>>"].includes(op)) return bitwise(op, left, right);
  return arithmetic(op, left, right);
}
function unary(op, value2) {
  if (op === "!") return !truthy(value2);
  if (isNull(value2)) return null;
  if (op === "-") return -num2(value2);
  if (op === "+") return num2(value2);
  return bitwise("^", value2, -1);
}
function evaluate(node, context) {
  switch (node.type) {
    case "literal":
      return node.value;
    case "variable":
      return Object.hasOwn(context, node.name) ? context[node.name] ?? null : null;
    case "array":
      return node.items.map((item) => evaluate(item, context));
    case "unary":
      return unary(node.op, evaluate(node.operand, context));
    case "binary":
      return binary(node, context);
    case "conditional":
      return truthy(evaluate(node.test, context)) ? evaluate(node.then, context) : evaluate(node.otherwise, context);
    case "member":
      return member(evaluate(node.object, context), evaluate(node.property, context));
    case "call":
      return callFunction(
        node.namespace,
        node.name,
        node.args.map((arg) => evaluate(arg, context))
      );
    case "method": {
      const self = evaluate(node.object, context);
      if (isNull(self) && node.optional) return null;
      return callMethod(
        self,
        node.name,
        node.args.map((arg) => evaluate(arg, context))
      );
    }
  }
}

// server/services/computed/grammar.ts
var LEVELS = [
  ["||", "or"],
  ["&&", "and"],
  ["|"],
  ["^"],
  ["&"],
  ["==", "!=", "=~", "!~", "=^", "=$", "!^", "!$", "eq", "ne"],
  ["<", "<=", ">", ">=", "lt", "le", "gt", "ge"],
  ["<<", ">>", ">>>"],
  ["+", "-"],
  ["*", "/", "%", "div", "mod"]
];
var ALIASES = {
  or: "||",
  and: "&&",
  eq: "==",
  ne: "!=",
  lt: "<",
  le: "<=",
  gt: ">",
  ge: ">=",
  div: "/",
  mod: "%",
  not: "!"
};
var LITERALS = { true: true, false: false, null: null };

// server/services/computed/lexer.ts
var OPERATORS = [
  ">>>",
  "?.",
  "?:",
  "??",
  "||",
  "&&",
  "==",
  "!=",
  "=~",
  "!~",
  "=^",
  "=$",
  "!^",
  "!$",
  "<=",
  ">=",
  "<<",
  ">>",
  "?",
  ":",
  "|",
  "^",
  "&",
  "<",
  ">",
  "+",
  "-",
  "*",
  "/",
  "%",
  "!",
  "~",
  "(",
  ")",
  ",",
  ".",
  "[",
  "]"
];
var ESCAPES = { n: "\n", t: "	", r: "\r", b: "\b", f: "\f" };
var NUMBER2 = /^(?:0[xX][0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)[lLdDfF]?/;
var NAME = /^[A-Za-z_$][A-Za-z0-9_$]*/;
function readString(text, start) {
  const quote = text[start];
  let value2 = "";
  for (let i = start + 1; i < text.length; i++) {
    const char = text[i];
    if (char === quote) return { value: value2, end: i + 1 };
    if (char !== "\\") {
      value2 += char;
      continue;
    }
    const next = text[++i] ?? "";
    if (next === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) {
      value2 += String.fromCharCode(parseInt(text.slice(i + 1, i + 5), 16));
      i += 4;
    } else {
      value2 += ESCAPES[next] ?? next;
    }
  }
  throw new ExpressionError(`unterminated string at ${start}`);
}
function tokenize(text) {
  const tokens = [];
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    const space = /^\s+/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const char = rest[0];
    if (char === '"' || char === "'") {
      const { value: value2, end } = readString(text, at);
      tokens.push({ kind: "string", value: value2, at });
      at = end;
      continue;
    }
    const number2 = /^[0-9.]/.test(char) ? NUMBER2.exec(rest) : null;
    if (number2) {
      const digits = number2[0].replace(/[lLdDfF]$/, "");
      tokens.push({ kind: "number", value: Number(digits), at });
      at += number2[0].length;
      continue;
    }
    const name3 = NAME.exec(rest);
    if (name3) {
      tokens.push({ kind: "name", value: name3[0], at });
      at += name3[0].length;
      continue;
    }
    const op = OPERATORS.find((candidate) => rest.startsWith(candidate));
    if (!op) throw new ExpressionError(`unexpected character "${char}" at ${at}`);
    tokens.push({ kind: "op", value: op, at });
    at += op.length;
  }
  tokens.push({ kind: "end", value: "", at });
  return tokens;
}

// server/services/computed/parser.ts
var MAX_EXPRESSION_LENGTH = 4096;
var MAX_DEPTH = 64;
function checkName(name3) {
  if (FORBIDDEN_NAMES.has(name3)) throw new ExpressionError(`"${name3}" is not allowed`);
  return name3;
}
var Parser = class {
  constructor(tokens) {
    this.tokens = tokens;
  }
  tokens;
  index = 0;
  depth = 0;
  parse() {
    const node = this.expression();
    const token = this.peek();
    if (token.kind !== "end") throw this.unexpected(token);
    return node;
  }
  peek() {
    return this.tokens[this.index];
  }
  next() {
    return this.tokens[this.index++];
  }
  is(value2) {
    const token = this.peek();
    return (token.kind === "op" || token.kind === "name") && token.value === value2;
  }
  expect(value2) {
    if (!this.is(value2)) throw this.unexpected(this.peek(), `"${value2}"`);
    this.index++;
  }
  unexpected(token, wanted) {
    const found = token.kind === "end" ? "end of expression" : `"${token.value}"`;
    return new ExpressionError(
      `unexpected ${found} at ${token.at}${wanted ? `, expected ${wanted}` : ""}`
    );
  }
  nested(parse) {
    if (++this.depth > MAX_DEPTH) throw new ExpressionError("expression is nested too deeply");
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }
  /** Ternary `a ? b : c`, elvis `a ?: b` and `a ?? b`, right-associative. */
  expression() {
    return this.nested(() => {
      const test = this.binary(0);
      if (this.is("?")) {
        this.index++;
        const then = this.expression();
        this.expect(":");
        return { type: "conditional", test, then, otherwise: this.expression() };
      }
      if (this.is("?:") || this.is("??")) {
        const op = String(this.next().value);
        return { type: "binary", op, left: test, right: this.expression() };
      }
      return test;
    });
  }
  binary(level) {
    if (level >= LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (; ; ) {
      const token = this.peek();
      if (token.kind !== "op" && token.kind !== "name" || !LEVELS[level].includes(token.value))
        return left;
      this.index++;
      const op = ALIASES[token.value] ?? token.value;
      left = { type: "binary", op, left, right: this.binary(level + 1) };
    }
  }
  unary() {
    if (this.is("-") || this.is("+") || this.is("!") || this.is("~") || this.is("not")) {
      const op = ALIASES[this.peek().value] ?? this.peek().value;
      this.index++;
      return this.nested(() => ({ type: "unary", op, operand: this.unary() }));
    }
    return this.postfix(this.primary());
  }
  postfix(start) {
    let node = start;
    for (; ; ) {
      if (this.is(".") || this.is("?.")) {
        const optional = this.next().value === "?.";
        const token = this.next();
        if (token.kind !== "name") throw this.unexpected(token, "a property name");
        const name3 = checkName(token.value);
        if (this.is("(")) {
          node = { type: "method", object: node, name: name3, args: this.args(), optional };
        } else {
          node = { type: "member", object: node, property: literal(name3), optional };
        }
      } else if (this.is("[")) {
        this.index++;
        const property = this.expression();
        this.expect("]");
        node = { type: "member", object: node, property, optional: false };
      } else {
        return node;
      }
    }
  }
  args() {
    this.expect("(");
    const args = [];
    while (!this.is(")")) {
      if (args.length) this.expect(",");
      args.push(this.expression());
    }
    this.index++;
    return args;
  }
  primary() {
    const token = this.next();
    if (token.kind === "number" || token.kind === "string") return literal(token.value);
    if (token.kind === "op" && token.value === "(") {
      const inner = this.expression();
      this.expect(")");
      return inner;
    }
    if (token.kind === "op" && token.value === "[") {
      const items = [];
      while (!this.is("]")) {
        if (items.length) this.expect(",");
        items.push(this.expression());
      }
      this.index++;
      return { type: "array", items };
    }
    if (token.kind !== "name") throw this.unexpected(token);
    if (Object.hasOwn(LITERALS, token.value)) return literal(LITERALS[token.value] ?? null);
    const name3 = checkName(token.value);
    if (this.is(":") && Object.hasOwn(NAMESPACES, name3) && this.isCallAhead(2)) {
      this.index++;
      const fn = checkName(String(this.next().value));
      return { type: "call", namespace: name3, name: fn, args: this.args() };
    }
    if (this.is("(")) return { type: "call", namespace: null, name: name3, args: this.args() };
    return { type: "variable", name: name3 };
  }
  // `math:fn(` is a namespaced call; `a ? b:c` (a ternary) must not be read as one.
  isCallAhead(offset2) {
    const name3 = this.tokens[this.index + 1];
    const open = this.tokens[this.index + offset2];
    return name3?.kind === "name" && open?.kind === "op" && open.value === "(";
  }
};
var literal = (value2) => ({ type: "literal", value: value2 });
function parseExpression(text) {
  if (text.length > MAX_EXPRESSION_LENGTH) {
    throw new ExpressionError(`longer than ${MAX_EXPRESSION_LENGTH} characters`);
  }
  if (!text.trim()) throw new ExpressionError("is empty");
  return new Parser(tokenize(text)).parse();
}

// server/services/computed/index.ts
var CACHE_SIZE2 = 512;
var parsed = /* @__PURE__ */ new Map();
function compileExpression(expression) {
  let node = parsed.get(expression);
  if (!node) {
    node = parseExpression(expression);
    if (parsed.size >= CACHE_SIZE2) parsed.delete(parsed.keys().next().value);
    parsed.set(expression, node);
  }
  return node;
}
function evaluateExpression(expression, context) {
  const result = evaluate(compileExpression(expression), context);
  return result === void 0 ? null : result;
}
function positionContext(position, deviceAttributes = {}) {
  const context = /* @__PURE__ */ Object.create(null);
  Object.assign(context, deviceAttributes, position.attributes, {
    id: position.id,
    deviceId: position.deviceId,
    protocol: position.protocol,
    serverTime: position.serverTime,
    deviceTime: position.deviceTime,
    fixTime: position.fixTime,
    valid: position.valid,
    latitude: position.latitude,
    longitude: position.longitude,
    altitude: position.altitude,
    speed: position.speed,
    course: position.course,
    address: position.address,
    accuracy: position.accuracy,
    geofenceIds: position.geofenceIds
  });
  return context;
}
function coerceComputed(value2, type) {
  if (value2 === null || value2 === void 0) return null;
  if (type === "string") return typeof value2 === "object" ? JSON.stringify(value2) : String(value2);
  if (type === "number") {
    const number2 = typeof value2 === "string" && value2.trim() !== "" ? Number(value2) : value2;
    if (typeof number2 === "number" && Number.isFinite(number2)) return number2;
    throw new ExpressionError(`the result ${JSON.stringify(value2)} is not a number`);
  }
  if (typeof value2 === "boolean") return value2;
  if (value2 === "true" || value2 === "false") return value2 === "true";
  throw new ExpressionError(`the result ${JSON.stringify(value2)} is not a boolean`);
}

// server/api/entityInputs.ts
var name2 = z13.string().trim().min(1, "name is required");
var optionalId = Id.optional();
var numeric = z13.union([
  z13.number(),
  z13.string().trim().regex(/^-?\d+(\.\d+)?$/, "not a number")
]);
var checked = (check, prefix) => z13.string().superRefine((value2, issue) => {
  try {
    check(value2);
  } catch (error) {
    issue.addIssue({
      code: "custom",
      message: error.message.replace(prefix ?? "", "")
    });
  }
});
var GroupInput = Group.extend({ id: optionalId, name: name2 });
var GeofenceAttributes = z13.looseObject({
  speedLimit: numeric.refine((v) => Number(v) >= 0, "must not be negative").optional(),
  polylineDistance: numeric.refine((v) => Number(v) > 0, "must be positive").optional(),
  isAnchor: z13.boolean().optional(),
  deviceId: z13.number().int().nonnegative().optional(),
  lockOnExit: z13.boolean().optional(),
  lockOnEnter: z13.boolean().optional()
});
var GeofenceInput = Geofence.extend({
  id: optionalId,
  name: name2,
  area: checked(parseWkt, /^area /),
  attributes: GeofenceAttributes.default({})
});
var DriverInput = Driver.extend({
  id: optionalId,
  name: name2,
  uniqueId: z13.string().trim().min(1, "uniqueId is required").max(128)
});
var CalendarInput = Calendar.extend({
  id: optionalId,
  name: name2,
  data: checked(validateCalendarData, /^data: /)
});
var finite = z13.number().refine(Number.isFinite, "must be a finite number");
var MaintenanceInput = Maintenance.extend({
  id: optionalId,
  name: name2,
  type: z13.string().trim().min(1, "type is required"),
  start: finite.default(0),
  period: finite.default(0)
});
var NOTIFICATORS = [
  "command",
  "web",
  "mail",
  "sms",
  "firebase",
  "traccar",
  "telegram",
  "whatsapp",
  "pushover"
];
var notificators = z13.string().default("").refine(
  (text) => text.split(",").map((item) => item.trim()).filter(Boolean).every((item) => NOTIFICATORS.includes(item)),
  `must be a comma-separated list of ${NOTIFICATORS.join(", ")}`
).transform(
  (text) => text.split(",").map((item) => item.trim()).filter(Boolean).join(",")
);
var NotificationInput = Notification.extend({
  id: optionalId,
  type: z13.string().trim().min(1, "type is required"),
  notificators
});
var CommandInput = Command.extend({
  id: optionalId,
  type: z13.string().trim().regex(/^[A-Za-z][A-Za-z0-9_]*$/, "type must be a command type such as custom or engineStop")
});
var ComputedAttributeInput = ComputedAttribute.extend({
  id: optionalId,
  attribute: z13.string().trim().min(1, "attribute is required"),
  expression: checked(compileExpression, /^expression: /)
});

// server/api/entityJson.ts
var groupJson = (g) => ({
  id: g.id,
  attributes: g.attributes,
  groupId: g.groupId,
  name: g.name
});
var geofenceJson = (g) => ({
  id: g.id,
  attributes: g.attributes,
  calendarId: g.calendarId,
  name: g.name,
  description: g.description,
  area: g.area
});
var driverJson = (d) => ({
  id: d.id,
  attributes: d.attributes,
  name: d.name,
  uniqueId: d.uniqueId
});
var calendarJson = (c) => ({
  id: c.id,
  attributes: c.attributes,
  name: c.name,
  data: c.data
});
var maintenanceJson = (m) => ({
  id: m.id,
  attributes: m.attributes,
  name: m.name,
  type: m.type,
  start: m.start,
  period: m.period
});
var notificationJson = (n) => ({
  id: n.id,
  attributes: n.attributes,
  description: n.description,
  calendarId: n.calendarId,
  always: n.always,
  type: n.type,
  commandId: n.commandId,
  notificators: n.notificators
});
var commandJson = (c) => ({
  id: c.id,
  attributes: c.attributes,
  type: c.type,
  textChannel: c.textChannel,
  deviceId: 0,
  description: c.description
});
var computedAttributeJson = (a) => ({
  id: a.id,
  description: a.description,
  attribute: a.attribute,
  expression: a.expression,
  type: a.type,
  priority: a.priority
});

// server/api/calendars.ts
function calendarsRoutes(ctx) {
  return crudRoutes(ctx, {
    path: "/api/calendars",
    repository: ctx.storage.calendars,
    input: CalendarInput,
    extended: false,
    fields: (input) => ({
      name: input.name,
      data: input.data.replace(/\s+/g, ""),
      attributes: input.attributes
    }),
    deleted: (calendar) => ctx.devices.clearReference("calendarId", calendar.id),
    json: calendarJson,
    searchable: (calendar) => [calendar.name]
  });
}

// server/api/catalogSync.ts
var CACHED = [
  "/api/groups",
  "/api/geofences",
  "/api/calendars",
  "/api/maintenance",
  "/api/notifications",
  "/api/attributes/computed",
  "/api/permissions"
];
var WRITES = /* @__PURE__ */ new Set(["POST", "PUT", "DELETE"]);
function catalogSyncRoutes(ctx) {
  const plugin = async (app) => {
    app.addHook("onSend", async (request, reply2, payload) => {
      if (!WRITES.has(request.method) || reply2.statusCode >= 300) return payload;
      const path8 = request.url.split("?")[0] ?? "";
      if (path8.startsWith("/api/notifications/test")) return payload;
      if (CACHED.some((prefix) => path8 === prefix || path8.startsWith(`${prefix}/`))) {
        await ctx.events.catalog.refresh();
        ctx.bus.publish({ type: "catalog" });
      }
      return payload;
    });
  };
  Object.assign(plugin, { [/* @__PURE__ */ Symbol.for("skip-override")]: true });
  return plugin;
}

// server/api/commandSend.ts
import { z as z14 } from "zod";

// server/commands/protocols.ts
var PROTOCOLS = {
  osmand: { data: ["custom"], text: ["custom"] }
};
var UNKNOWN = { data: ["custom"], text: ["custom"] };
function protocolCommands(protocol) {
  return protocol && PROTOCOLS[protocol] || UNKNOWN;
}
function supportedTypes(protocol, textChannel) {
  const commands = protocolCommands(protocol);
  return textChannel ? commands.text : commands.data;
}

// server/commands/types.ts
var COMMAND_TYPES = [
  "custom",
  "deviceIdentification",
  "positionSingle",
  "positionPeriodic",
  "positionStop",
  "engineStop",
  "engineResume",
  "alarmArm",
  "alarmDisarm",
  "alarmDismiss",
  "setTimezone",
  "requestPhoto",
  "powerOff",
  "rebootDevice",
  "factoryReset",
  "sendSms",
  "sendUssd",
  "sosNumber",
  "silenceTime",
  "setPhonebook",
  "message",
  "voiceMessage",
  "outputControl",
  "voiceMonitoring",
  "setAgps",
  "setIndicator",
  "configuration",
  "getVersion",
  "firmwareUpdate",
  "setConnection",
  "setOdometer",
  "getModemStatus",
  "getDeviceStatus",
  "setSpeedLimit",
  "modePowerSaving",
  "modeDeepSleep",
  "videoStart",
  "videoStop",
  "alarmGeofence",
  "alarmBattery",
  "alarmSos",
  "alarmRemove",
  "alarmClock",
  "alarmSpeed",
  "alarmFall",
  "alarmVibration"
];
var ACCEPTED_COMMAND_TYPES = /* @__PURE__ */ new Set([
  ...COMMAND_TYPES,
  ...COMMAND_ACTIONS
]);

// server/api/commandJson.ts
function commandJson2(command) {
  return {
    id: command.id,
    attributes: command.attributes,
    type: command.type,
    textChannel: command.textChannel,
    deviceId: command.deviceId,
    description: command.description
  };
}
function queuedCommandJson(command) {
  return {
    id: command.id,
    attributes: command.attributes,
    deviceId: command.deviceId,
    type: command.type,
    textChannel: command.textChannel
  };
}

// server/api/commandSend.ts
var SendBody = z14.object({
  id: Id.default(0),
  attributes: Attributes.default({}),
  deviceId: Id.default(0),
  type: z14.string().default(""),
  textChannel: z14.boolean().default(false),
  description: z14.string().nullable().default(null)
});
function commandSendRoutes(ctx) {
  const { permissions, registry, storage } = ctx;
  const { commands, catalog } = ctx.events;
  const protocolOf = (deviceId) => (registry.latest(deviceId) ?? registry.last(deviceId))?.protocol ?? null;
  async function resolve(user, body) {
    if (body.id > 0) {
      await permissions.checkPermission(user, "command", body.id);
      const saved = await storage.commands.get(body.id);
      if (!saved) throw new IllegalArgumentError(`No command with id ${body.id}`);
      return { ...saved, deviceId: body.deviceId };
    }
    permissions.checkRestriction(user, "limitCommands");
    if (!ACCEPTED_COMMAND_TYPES.has(body.type)) {
      throw new IllegalArgumentError(`type: unknown command type "${body.type}"`);
    }
    return body;
  }
  async function deviceFor(user, id) {
    await permissions.checkPermission(user, "device", id);
    const device = registry.get(id);
    if (!device) throw new IllegalArgumentError(`No device with id ${id}`);
    return device;
  }
  return async (app) => {
    app.get("/api/commands/types", async (request) => {
      const user = await requireUser(ctx, request);
      const query = request.query;
      const deviceId = queryId("deviceId", query.deviceId);
      if (deviceId === void 0) return COMMAND_TYPES.map((type) => ({ type }));
      await deviceFor(user, deviceId);
      const types = supportedTypes(protocolOf(deviceId), queryFlag(query.textChannel));
      return types.map((type) => ({ type }));
    });
    app.get("/api/commands/send", async (request) => {
      const user = await requireUser(ctx, request);
      const deviceId = queryId("deviceId", request.query.deviceId);
      if (deviceId === void 0) throw new IllegalArgumentError("deviceId: required");
      const device = await deviceFor(user, deviceId);
      const mine = new Set(await storage.links.propertiesOf("user", user.id, "command"));
      const linked = new Set(await storage.links.propertiesOf("device", deviceId, "command"));
      for (const group of catalog.groupChain(device.groupId)) {
        for (const id of await storage.links.propertiesOf("group", group.id, "command")) {
          linked.add(id);
        }
      }
      const protocol = protocolOf(deviceId);
      const saved = await storage.commands.list([...linked].filter((id) => mine.has(id)));
      return saved.filter((command) => supportedTypes(protocol, command.textChannel).includes(command.type)).map((command) => commandJson2({ ...command, deviceId }));
    });
    app.post("/api/commands/send", async (request, reply2) => {
      const user = await requireUser(ctx, request);
      const command = await resolve(user, parseInput(SendBody, request.body));
      const groupId = queryId("groupId", request.query.groupId);
      if (groupId !== void 0) {
        await permissions.checkPermission(user, "group", groupId);
        const queued = [];
        for (const device2 of registry.all()) {
          if (device2.groupId !== groupId) continue;
          const allowed = await permissions.checkPermission(user, "device", device2.id).then(
            () => true,
            () => false
          );
          if (!allowed) continue;
          const outcome2 = await commands.send({ ...command, deviceId: device2.id }, device2);
          if (!outcome2.sent) queued.push(queuedCommandJson(outcome2.queued));
        }
        return queued.length ? reply2.code(202).send(queued) : commandJson2(command);
      }
      const device = await deviceFor(user, command.deviceId);
      const outcome = await commands.send(command, device);
      if (outcome.sent) return commandJson2(outcome.command);
      return reply2.code(202).send(queuedCommandJson(outcome.queued));
    });
  };
}

// server/api/commands.ts
function commandsRoutes(ctx) {
  return crudRoutes(ctx, {
    path: "/api/commands",
    repository: ctx.storage.commands,
    input: CommandInput,
    extended: true,
    fields: (input) => ({
      description: input.description,
      type: input.type,
      textChannel: input.textChannel,
      attributes: input.attributes
    }),
    json: commandJson,
    searchable: (command) => [command.description, command.type]
  });
}

// server/api/computedAttributes.ts
import { z as z15 } from "zod";
var TestInput = ComputedAttributeInput.extend({ attribute: z15.string().default("") });
function computedAttributesRoutes(ctx) {
  const crud = crudRoutes(ctx, {
    path: "/api/attributes/computed",
    repository: ctx.storage.computedAttributes,
    input: ComputedAttributeInput,
    extended: true,
    adminWrites: true,
    fields: (input) => ({
      description: input.description,
      attribute: input.attribute,
      expression: input.expression,
      type: input.type,
      priority: input.priority
    }),
    json: computedAttributeJson,
    searchable: (attribute) => [attribute.description, attribute.attribute]
  });
  return async (app) => {
    await app.register(crud);
    app.post("/api/attributes/computed/test", async (request, reply2) => {
      const user = await requireUser(ctx, request);
      ctx.permissions.checkAdmin(user);
      const deviceId = queryId("deviceId", request.query.deviceId);
      if (deviceId === void 0) throw new IllegalArgumentError("deviceId: required");
      await ctx.permissions.checkPermission(user, "device", deviceId);
      const input = parseInput(TestInput, request.body);
      const position = ctx.registry.latest(deviceId);
      if (!position) throw new IllegalArgumentError("Device has no last position");
      const context = positionContext(position);
      const value2 = coerceComputed(evaluateExpression(input.expression, context), input.type);
      if (value2 === null) return reply2.code(204).send();
      if (typeof value2 === "string") return reply2.type("text/plain; charset=utf-8").send(value2);
      return reply2.type("application/json; charset=utf-8").send(JSON.stringify(value2));
    });
  };
}

// server/api/devices.ts
import { z as z16 } from "zod";

// server/json.ts
var date = (ms2) => ms2 === null ? null : formatTraccarDate(ms2);
function deviceJson(device) {
  return {
    id: device.id,
    attributes: device.attributes,
    groupId: device.groupId,
    calendarId: device.calendarId,
    name: device.name,
    uniqueId: device.uniqueId,
    status: device.status,
    lastUpdate: date(device.lastUpdate),
    positionId: device.positionId,
    phone: device.phone,
    model: device.model,
    contact: device.contact,
    category: device.category,
    disabled: device.disabled,
    expirationTime: date(device.expirationTime)
  };
}
function positionJson(position) {
  return {
    id: position.id,
    attributes: position.attributes,
    deviceId: position.deviceId,
    protocol: position.protocol,
    serverTime: date(position.serverTime),
    deviceTime: date(position.deviceTime),
    fixTime: date(position.fixTime),
    valid: position.valid,
    latitude: position.latitude,
    longitude: position.longitude,
    altitude: position.altitude,
    speed: position.speed,
    course: position.course,
    address: position.address,
    accuracy: position.accuracy,
    network: position.network,
    geofenceIds: position.geofenceIds
  };
}
function userJson(user) {
  return {
    id: user.id,
    attributes: user.attributes,
    name: user.name,
    login: user.login,
    email: user.email,
    phone: user.phone,
    readonly: user.readonly,
    administrator: user.administrator,
    map: user.map,
    latitude: user.latitude,
    longitude: user.longitude,
    zoom: user.zoom,
    coordinateFormat: user.coordinateFormat,
    disabled: user.disabled,
    expirationTime: date(user.expirationTime),
    deviceLimit: user.deviceLimit,
    userLimit: user.userLimit,
    deviceReadonly: user.deviceReadonly,
    limitCommands: user.limitCommands,
    disableReports: user.disableReports,
    fixedEmail: user.fixedEmail,
    poiLayer: user.poiLayer,
    totpKey: null,
    temporary: user.temporary,
    password: null
  };
}
function serverJson(server, extras) {
  return {
    id: server.id,
    attributes: server.attributes,
    registration: server.registration,
    readonly: server.readonly,
    deviceReadonly: server.deviceReadonly,
    map: server.map,
    bingKey: server.bingKey,
    mapUrl: server.mapUrl,
    overlayUrl: server.overlayUrl,
    latitude: server.latitude,
    longitude: server.longitude,
    zoom: server.zoom,
    forceSettings: server.forceSettings,
    coordinateFormat: server.coordinateFormat,
    limitCommands: server.limitCommands,
    disableReports: server.disableReports,
    fixedEmail: server.fixedEmail,
    poiLayer: server.poiLayer,
    announcement: server.announcement,
    version: extras.version,
    emailEnabled: extras.emailEnabled,
    textEnabled: extras.textEnabled,
    geocoderEnabled: false,
    storageSpace: extras.storageSpace,
    newServer: extras.newServer,
    openIdEnabled: false,
    openIdForce: false
  };
}

// server/api/devices.ts
var byName = (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;
var AccumulatorsInput = z16.object({
  deviceId: Id.refine((id) => id > 0, "deviceId is required"),
  totalDistance: z16.number().nonnegative().optional(),
  hours: z16.number().nonnegative().optional()
});
function fieldsOf(input, current) {
  const expiration = optionalDate("expirationTime", input.expirationTime);
  return {
    name: input.name,
    uniqueId: input.uniqueId,
    groupId: input.groupId ?? current?.groupId ?? 0,
    calendarId: input.calendarId ?? current?.calendarId ?? 0,
    phone: input.phone !== void 0 ? input.phone : current?.phone ?? null,
    model: input.model !== void 0 ? input.model : current?.model ?? null,
    contact: input.contact !== void 0 ? input.contact : current?.contact ?? null,
    category: input.category !== void 0 ? input.category : current?.category ?? null,
    disabled: input.disabled ?? current?.disabled ?? false,
    expirationTime: expiration !== void 0 ? expiration : current?.expirationTime ?? null,
    attributes: input.attributes ?? current?.attributes ?? {}
  };
}
function devicesRoutes(ctx) {
  const { permissions, registry } = ctx;
  const present2 = (ids) => ids.map((id) => registry.get(id)).filter((d) => !!d);
  async function list2(user, query) {
    const ids = queryIds("id", query.id);
    const uniqueIds = queryList(query.uniqueId);
    if (ids.length || uniqueIds.length) {
      const own = new Set(await permissions.deviceIdsOf(user.id));
      const found = [...uniqueIds.map((u) => registry.byUnique(u)), ...present2(ids)];
      return found.filter((device) => !!device && own.has(device.id));
    }
    const linkedTo = queryId("deviceId", query.deviceId);
    let devices;
    if (linkedTo !== void 0) {
      await permissions.checkPermission(user, "device", linkedTo);
      devices = present2(await ctx.storage.links.propertiesOf("device", linkedTo, "device"));
    } else if (queryFlag(query.all)) {
      devices = user.administrator ? [...registry.all()] : present2(await permissions.deviceIdsOf(user.id));
    } else if (query.userId !== void 0) {
      const userId = queryId("userId", query.userId);
      await permissions.checkUser(user, userId);
      devices = present2(await ctx.storage.links.propertiesOf("user", userId, "device"));
    } else {
      devices = present2(await permissions.deviceIdsOf(user.id));
    }
    return pageOf(devices.sort(byName), readListQuery(query, false), (device) => [
      device.name,
      device.uniqueId,
      device.phone,
      device.model,
      device.contact
    ]);
  }
  async function checkReferences(user, fields, before) {
    await permissions.checkReferences(user, fields, before);
    if (fields.groupId > 0 && !await ctx.storage.groups.get(fields.groupId)) {
      throw new StorageError(`No group with id ${fields.groupId}`);
    }
    if (fields.calendarId > 0 && !await ctx.storage.calendars.get(fields.calendarId)) {
      throw new StorageError(`No calendar with id ${fields.calendarId}`);
    }
  }
  return async (app) => {
    app.get("/api/devices", async (request) => {
      const user = await requireUser(ctx, request);
      permissions.checkAdvanced(user, "device", "read");
      return (await list2(user, request.query)).map(deviceJson);
    });
    app.get("/api/devices/:id", async (request) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      await permissions.checkPermission(user, "device", id);
      permissions.checkAdvanced(user, "device", "read");
      const device = registry.get(id);
      if (!device) throw new HttpError(404);
      return deviceJson(device);
    });
    app.post("/api/devices", async (request) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(DeviceInput, request.body);
      permissions.checkAdvanced(user, "device", "create");
      await permissions.checkEdit(user, "device", true);
      const fields = fieldsOf(input);
      await checkReferences(user, fields);
      const device = await ctx.devices.create(fields, user.id);
      return deviceJson(device);
    });
    app.put("/api/devices/:id", async (request) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(DeviceInput, request.body);
      const id = input.id || pathId(request.params);
      await permissions.checkPermission(user, "device", id);
      permissions.checkAdvanced(user, "device", "edit");
      await permissions.checkEdit(user, "device", false);
      const current = registry.get(id);
      if (!current) throw new HttpError(404);
      const fields = fieldsOf(input, current);
      await checkReferences(user, fields, current);
      return deviceJson(await ctx.devices.update(id, fields));
    });
    app.put("/api/devices/:id/accumulators", async (request, reply2) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(AccumulatorsInput, request.body);
      await permissions.checkPermission(user, "device", input.deviceId);
      permissions.checkAdvanced(user, "device", "edit");
      await permissions.checkEdit(user, "device", false);
      if (!registry.get(input.deviceId)) throw new HttpError(404);
      await ctx.devices.updateAccumulators(input.deviceId, input);
      return reply2.code(204).send();
    });
    app.delete("/api/devices/:id", async (request, reply2) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      await permissions.checkPermission(user, "device", id);
      permissions.checkAdvanced(user, "device", "delete");
      await permissions.checkEdit(user, "device", false);
      if (!registry.get(id)) throw new HttpError(404);
      await ctx.devices.remove(id);
      return reply2.code(204).send();
    });
  };
}

// server/api/drivers.ts
function driversRoutes(ctx) {
  return crudRoutes(ctx, {
    path: "/api/drivers",
    repository: ctx.storage.drivers,
    input: DriverInput,
    extended: true,
    fields: (input) => ({
      name: input.name,
      uniqueId: input.uniqueId,
      attributes: input.attributes
    }),
    json: driverJson,
    searchable: (driver2) => [driver2.name, driver2.uniqueId]
  });
}

// server/api/errors.ts
function sendError(request, reply2, error) {
  if (error.status === 401 && (request.headers.accept ?? "").includes("text/html")) {
    reply2.header("WWW-Authenticate", 'Basic realm="api"');
  }
  const retryAfterMs = error.retryAfterMs;
  if (retryAfterMs) reply2.header("Retry-After", String(Math.ceil(retryAfterMs / 1e3)));
  void reply2.code(error.status).type("text/plain; charset=utf-8").send(`${error.javaClass}: ${error.message}`);
}
function toFarolError(error) {
  if (error instanceof FarolError) return error;
  const fastifyError = error;
  const status = fastifyError.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    if (status === 400) return new IllegalArgumentError(fastifyError.message ?? "Bad request");
    return new HttpError(status);
  }
  return null;
}
function registerErrorHandler(app) {
  app.setErrorHandler((error, request, reply2) => {
    const mapped = toFarolError(error);
    if (mapped) return sendError(request, reply2, mapped);
    request.log.error(error);
    console.error(`${request.method} ${request.url} failed:`, error);
    void reply2.code(500).type("text/plain; charset=utf-8").send("java.lang.RuntimeException: Internal server error");
  });
}

// server/api/geofences.ts
function geofencesRoutes(ctx) {
  return crudRoutes(ctx, {
    path: "/api/geofences",
    repository: ctx.storage.geofences,
    input: GeofenceInput,
    extended: true,
    fields: (input) => ({
      name: input.name,
      description: input.description,
      area: input.area.trim(),
      calendarId: input.calendarId,
      attributes: input.attributes
    }),
    json: geofenceJson,
    searchable: (geofence) => [geofence.name, geofence.description]
  });
}

// server/api/groups.ts
async function checkParent(ctx, id, parentId) {
  if (parentId <= 0) return;
  const parents = await ctx.visibility.parents();
  if (!parents.has(parentId)) throw new StorageError(`No group with id ${parentId}`);
  const seen = /* @__PURE__ */ new Set();
  for (let current = parentId; current > 0; current = parents.get(current) ?? 0) {
    if (current === id || seen.has(current)) {
      throw new IllegalArgumentError("Cycle in group hierarchy");
    }
    seen.add(current);
  }
}
function groupsRoutes(ctx) {
  return crudRoutes(ctx, {
    path: "/api/groups",
    repository: ctx.storage.groups,
    input: GroupInput,
    extended: false,
    async fields(input, before) {
      await checkParent(ctx, before?.id ?? null, input.groupId);
      return { name: input.name, groupId: input.groupId, attributes: input.attributes };
    },
    json: groupJson,
    searchable: (group) => [group.name],
    deleted: (group) => ctx.devices.clearReference("groupId", group.id),
    // Moving or deleting a group changes which devices users see through it.
    changed: () => ctx.links.refreshAll()
  });
}

// server/api/maintenance.ts
function maintenanceRoutes(ctx) {
  return crudRoutes(ctx, {
    path: "/api/maintenance",
    repository: ctx.storage.maintenances,
    input: MaintenanceInput,
    extended: true,
    fields: (input) => ({
      name: input.name,
      type: input.type,
      start: input.start,
      period: input.period,
      attributes: input.attributes
    }),
    json: maintenanceJson,
    searchable: (maintenance2) => [maintenance2.name, maintenance2.type]
  });
}

// server/notifications/eventTypes.ts
var EVENT_TYPES = [
  "commandResult",
  "deviceOnline",
  "deviceUnknown",
  "deviceOffline",
  "deviceInactive",
  "queuedCommandSent",
  "deviceMoving",
  "deviceStopped",
  "deviceOverspeed",
  "deviceFuelDrop",
  "deviceFuelIncrease",
  "geofenceEnter",
  "geofenceExit",
  "geofenceCrossed",
  "proximityEnter",
  "proximityExit",
  "unaccompaniedMotion",
  "alarm",
  "ignitionOn",
  "ignitionOff",
  "maintenance",
  "driverChanged",
  "media"
];
var TEST_EVENT_TYPE = "test";

// server/api/notificationDelivery.ts
var MessageError = class extends FarolError {
  constructor(message) {
    super("org.traccar.notification.MessageException", message);
  }
};
var NOT_FOR_ANNOUNCEMENTS = /* @__PURE__ */ new Set(["web", "command"]);
function notificationDeliveryRoutes(ctx) {
  const { notificators: notificators2, notifications } = ctx.events;
  async function test(user, name3) {
    const only = name3 === void 0 ? void 0 : notificators2.get(name3);
    if (name3 !== void 0 && !only) {
      throw new FarolError("java.lang.RuntimeException", `Failed to find notificator ${name3}`);
    }
    try {
      await notifications.sendTest(user, only);
    } catch (error) {
      if (error instanceof FarolError) throw error;
      throw new MessageError(error instanceof Error ? error.message : String(error));
    }
  }
  return async (app) => {
    app.get("/api/notifications/types", async (request) => {
      await requireUser(ctx, request);
      return EVENT_TYPES.map((type) => ({ type }));
    });
    app.get("/api/notifications/notificators", async (request) => {
      await requireUser(ctx, request);
      const announcement = queryFlag(request.query.announcement);
      return notificators2.configured().filter((type) => !announcement || !NOT_FOR_ANNOUNCEMENTS.has(type)).map((type) => ({ type }));
    });
    app.post("/api/notifications/test", async (request, reply2) => {
      await test(await requireUser(ctx, request));
      return reply2.code(204).send();
    });
    app.post("/api/notifications/test/:notificator", async (request, reply2) => {
      const user = await requireUser(ctx, request);
      await test(user, request.params.notificator);
      return reply2.code(204).send();
    });
  };
}

// server/api/notifications.ts
function notificationsRoutes(ctx) {
  return crudRoutes(ctx, {
    path: "/api/notifications",
    repository: ctx.storage.notifications,
    input: NotificationInput,
    extended: true,
    fields: (input) => ({
      description: input.description,
      calendarId: input.calendarId,
      always: input.always,
      type: input.type,
      commandId: input.commandId,
      notificators: input.notificators,
      attributes: input.attributes
    }),
    json: notificationJson,
    searchable: (notification) => [notification.description, notification.type]
  });
}

// server/api/permissions.ts
import { z as z17 } from "zod";

// server/services/linkKinds.ts
var LINK_TABLES = {
  user: [
    "device",
    "group",
    "geofence",
    "notification",
    "calendar",
    "attribute",
    "driver",
    "command",
    "maintenance",
    "order",
    "report",
    "user"
  ],
  group: [
    "geofence",
    "notification",
    "attribute",
    "driver",
    "command",
    "maintenance",
    "order",
    "report"
  ],
  device: [
    "geofence",
    "notification",
    "attribute",
    "driver",
    "command",
    "maintenance",
    "order",
    "report",
    "device"
  ]
};
var KEY_ALIASES = { manageduser: "user", linkeddevice: "device" };
function toLink(parts) {
  const ownerKind = KEY_ALIASES[parts.ownerKind] ?? parts.ownerKind;
  const propertyKind = KEY_ALIASES[parts.propertyKind] ?? parts.propertyKind;
  if (!LINK_TABLES[ownerKind]?.includes(propertyKind)) {
    throw new IllegalArgumentError(
      `Unsupported permission: ${parts.ownerKind}Id \u2192 ${parts.propertyKind}Id`
    );
  }
  return { ownerKind, ownerId: parts.ownerId, propertyKind, propertyId: parts.propertyId };
}

// server/api/permissions.ts
var BulkBody = z17.array(PermissionBody).min(1, "at least one permission is required");
function permissionsRoutes(ctx) {
  const { permissions, storage } = ctx;
  async function exists(kind, id) {
    if (kind === "user") return await storage.users.get(id) !== null;
    if (kind === "device") return ctx.registry.get(id) !== void 0;
    return await entityRepository(storage, kind)?.get(id) != null;
  }
  async function authorise(user, link, adding) {
    permissions.checkLinking(user);
    await permissions.checkPermission(user, link.ownerKind, link.ownerId);
    await permissions.checkPermission(user, link.propertyKind, link.propertyId);
    for (const [kind, id] of [
      [link.ownerKind, link.ownerId],
      [link.propertyKind, link.propertyId]
    ]) {
      if (!await exists(kind, id)) throw new StorageError(`No ${kind} with id ${id}`);
    }
    if (adding && link.ownerKind === "user" && link.propertyKind === "device") {
      await permissions.checkUserDeviceLimit(user, link.ownerId);
    }
  }
  async function links(request, bulk, adding) {
    const user = await requireUser(ctx, request);
    const bodies = bulk ? parseInput(BulkBody, request.body) : [parseInput(PermissionBody, request.body)];
    const keys2 = Object.keys(bodies[0]).join();
    if (bodies.some((body) => Object.keys(body).join() !== keys2)) {
      throw new IllegalArgumentError("All permissions must have the same keys");
    }
    const result = bodies.map((body) => toLink(splitPermission(body)));
    for (const link of result) await authorise(user, link, adding);
    return result;
  }
  return async (app) => {
    app.get("/api/permissions", async (request) => {
      permissions.checkAdmin(await requireUser(ctx, request));
      const params = [...new URLSearchParams(request.url.split("?")[1] ?? "")];
      if (params.length < 2 || !params.every(([key2]) => /^[a-zA-Z]+Id$/.test(key2))) {
        throw new IllegalArgumentError("expected ?<owner>Id=\u2026&<property>Id=\u2026 (owner first)");
      }
      const [[ownerKey, ownerText], [propertyKey, propertyText]] = params;
      const kinds = toLink({
        ownerKind: ownerKey.slice(0, -2).toLowerCase(),
        ownerId: 0,
        propertyKind: propertyKey.slice(0, -2).toLowerCase(),
        propertyId: 0
      });
      const found = await storage.links.find(
        kinds.ownerKind,
        kinds.propertyKind,
        Number(ownerText) || void 0,
        Number(propertyText) || void 0
      );
      return found.map((link) => ({ [ownerKey]: link.ownerId, [propertyKey]: link.propertyId }));
    });
    for (const bulk of [false, true]) {
      const path8 = bulk ? "/api/permissions/bulk" : "/api/permissions";
      app.post(path8, async (request, reply2) => {
        await ctx.links.bulk(await links(request, bulk, true), "add");
        return reply2.code(204).send();
      });
      app.delete(path8, async (request, reply2) => {
        await ctx.links.bulk(await links(request, bulk, false), "remove");
        return reply2.code(204).send();
      });
    }
  };
}

// server/api/positions.ts
var POSITION_PERIOD_MS = 90 * 864e5;
var MAX_POSITIONS = 5e4;
function latestOf(registry, deviceIds) {
  const since = Date.now() - POSITION_PERIOD_MS;
  const positions = [];
  for (const id of deviceIds) {
    const position = registry.latest(id);
    if (position && position.fixTime > since) positions.push(position);
  }
  return positions;
}
function positionsRoutes(ctx) {
  const { permissions } = ctx;
  return async (app) => {
    app.get("/api/positions", async (request) => {
      const user = await requireUser(ctx, request);
      const query = request.query;
      const ids = queryIds("id", query.id);
      const deviceId = queryId("deviceId", query.deviceId);
      const from = queryList(query.from)[0];
      const to = queryList(query.to)[0];
      let positions;
      if (ids.length) {
        permissions.checkRestriction(user, "disableReports");
        positions = await ctx.storage.positions.byIds(ids);
        for (const position of positions) {
          await permissions.checkPermission(user, "device", position.deviceId);
        }
      } else if (deviceId !== void 0 && from !== void 0 && to !== void 0) {
        await permissions.checkPermission(user, "device", deviceId);
        permissions.checkRestriction(user, "disableReports");
        positions = await ctx.storage.positions.history(
          deviceId,
          parseDate("from", from),
          parseDate("to", to),
          MAX_POSITIONS
        );
      } else if (deviceId !== void 0) {
        await permissions.checkPermission(user, "device", deviceId);
        const latest = ctx.registry.latest(deviceId);
        positions = latest ? [latest] : [];
      } else {
        positions = latestOf(ctx.registry, await permissions.deviceIdsOf(user.id));
      }
      return positions.map(positionJson);
    });
  };
}

// server/api/reports.ts
import { PassThrough, Readable } from "node:stream";
import { finished } from "node:stream/promises";

// server/pipeline/attributes.ts
function lookupIn(sources) {
  return (key2) => {
    for (const source of sources) {
      const value2 = source[key2];
      if (value2 !== void 0 && value2 !== null && value2 !== "") return value2;
    }
    return void 0;
  };
}
function numberOf(value2, fallback) {
  if (typeof value2 === "number" && Number.isFinite(value2)) return value2;
  if (typeof value2 === "string" && value2.trim() !== "") {
    const parsed2 = Number(value2);
    if (Number.isFinite(parsed2)) return parsed2;
  }
  return fallback;
}
function booleanOf(value2, fallback) {
  if (typeof value2 === "boolean") return value2;
  if (value2 === "true") return true;
  if (value2 === "false") return false;
  return fallback;
}
var lookupNumber = (lookup2, key2, fallback) => numberOf(lookup2(key2), fallback);
var lookupBoolean = (lookup2, key2, fallback) => booleanOf(lookup2(key2), fallback);

// server/reports/context.ts
function reportRun(deps, params, canSee) {
  const drivers = /* @__PURE__ */ new Map();
  return {
    deps,
    params,
    canSee,
    driverName(uniqueId) {
      let name3 = drivers.get(uniqueId);
      if (!name3) {
        name3 = deps.storage.drivers.byUniqueId(uniqueId).then((driver2) => driver2?.name ?? null);
        drivers.set(uniqueId, name3);
      }
      return name3;
    }
  };
}
var SECOND = 1e3;
function reportSettings(settings) {
  return {
    fastThreshold: lookupNumber(settings, "report.fastThreshold", 86400) * SECOND,
    periodLimit: lookupNumber(settings, "report.periodLimit", 0) * SECOND,
    maxPositions: lookupNumber(settings, "report.maxPositions", 5e4)
  };
}
var ignoresOdometer = (lookup2) => lookupBoolean(lookup2, "report.ignoreOdometer", false);

// server/notifications/eventJson.ts
function eventJson(event) {
  return {
    id: event.id,
    attributes: event.attributes,
    deviceId: event.deviceId,
    type: event.type,
    eventTime: formatTraccarDate(event.eventTime),
    positionId: event.positionId,
    geofenceId: event.geofenceId,
    maintenanceId: event.maintenanceId
  };
}

// server/locale/texts.ts
import i18next from "i18next";
var i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  ns: [VOCABULARY_NAMESPACE],
  defaultNS: VOCABULARY_NAMESPACE,
  resources: Object.fromEntries(
    LOCALES.map((locale) => [locale, { [VOCABULARY_NAMESPACE]: VOCABULARY[locale] }])
  ),
  // Plain text: mail bodies, SMS, push and spreadsheet cells escape nothing.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false
});
function translate(locale, key2, slots = {}) {
  return i18n.t(key2, { ...slots, lng: locale });
}
function lookup(locale, key2, slots = {}) {
  return i18n.exists(key2, { lng: locale }) ? i18n.t(key2, { ...slots, lng: locale }) : null;
}
var eventTypeName = (type, locale) => lookup(locale, `events.${type}`) ?? type;
var alarmName = (alarm2, locale) => lookup(locale, `alarms.${alarm2}`) ?? alarm2;
var notificationText = (locale, key2, slots) => lookup(locale, `notifications.${key2}`, slots);
var languageFrom = (value2) => typeof value2 === "string" ? matchLocale(value2) : null;

// server/reports/items.ts
var date2 = (ms2) => ms2 === null ? null : formatTraccarDate(ms2);
var baseItem = (deviceId, deviceName) => ({
  deviceId,
  deviceName,
  distance: 0,
  averageSpeed: 0,
  maxSpeed: 0,
  spentFuel: 0,
  startOdometer: 0,
  endOdometer: 0,
  startTime: null,
  endTime: null
});
var summaryJson = (item) => ({
  ...item,
  startTime: date2(item.startTime),
  endTime: date2(item.endTime)
});
var tripJson = (item) => ({
  ...item,
  startTime: date2(item.startTime),
  endTime: date2(item.endTime)
});
var stopJson = (item) => ({
  ...item,
  startTime: date2(item.startTime),
  endTime: date2(item.endTime)
});

// server/reports/report.ts
async function* once(items) {
  yield await items;
}
function defineReport(spec) {
  return {
    type: spec.type,
    title: spec.title,
    layout: spec.layout,
    pdf: spec.pdf,
    columns: spec.columns.map(({ label, kind, width, unit, print }) => ({
      label,
      kind,
      width,
      unit,
      print
    })),
    items(run, device) {
      const items = spec.items(run, device);
      return items instanceof Promise ? once(items) : items;
    },
    json: (item) => spec.json(item),
    cells: (item, language) => spec.columns.map((column) => column.value(item, language))
  };
}

// server/reports/routeEvents.ts
var MAX_EVENTS = 1e5;
function routeOf(run, device) {
  const { from, to } = run.params;
  const { maxPositions } = reportSettings(run.deps.settings);
  return run.deps.storage.reportPositions.chunks(device.id, from, to, void 0, maxPositions);
}
async function eventsOf(run, device) {
  const { from, to, types, alarms: alarms2 } = run.params;
  const events2 = await run.deps.storage.events.list({
    deviceIds: [device.id],
    from,
    to,
    types,
    limit: MAX_EVENTS
  });
  const rows = [];
  for (const event of events2) {
    if (event.type === "alarm" && alarms2.size && !alarms2.has(String(event.attributes.alarm))) {
      continue;
    }
    if (event.geofenceId && !await run.canSee("geofence", event.geofenceId)) continue;
    if (event.maintenanceId && !await run.canSee("maintenance", event.maintenanceId)) continue;
    rows.push({
      event,
      geofence: event.geofenceId ? run.deps.objectName("geofence", event.geofenceId) : null,
      maintenance: event.maintenanceId ? run.deps.objectName("maintenance", event.maintenanceId) : null
    });
  }
  return rows;
}

// server/reports/summary.ts
import { DateTime } from "luxon";

// server/reports/calculate.ts
var knotsFromMps = (mps) => mps / 0.514444;
var has = (position, key2) => position.attributes[key2] !== void 0 && position.attributes[key2] !== null;
var value = (position, key2) => numberOf(position.attributes[key2], 0);
function usesOdometer(first, last, ignoreOdometer) {
  return !ignoreOdometer && value(first, "odometer") !== 0 && value(last, "odometer") !== 0;
}
function distanceBetween(first, last, ignoreOdometer) {
  const key2 = usesOdometer(first, last, ignoreOdometer) ? "odometer" : "totalDistance";
  return value(last, key2) - value(first, key2);
}
function odometers(first, last, ignoreOdometer) {
  const key2 = usesOdometer(first, last, ignoreOdometer) ? "odometer" : "totalDistance";
  return { startOdometer: value(first, key2), endOdometer: value(last, key2) };
}
function spentFuel(first, last, device) {
  if (has(first, "fuelUsed") && has(last, "fuelUsed")) {
    return value(last, "fuelUsed") - value(first, "fuelUsed");
  }
  if (has(first, "fuel") && has(last, "fuel")) return value(first, "fuel") - value(last, "fuel");
  const capacity = device.attributes.fuelCapacity;
  if (has(first, "fuelLevel") && has(last, "fuelLevel") && capacity !== void 0) {
    return (value(first, "fuelLevel") - value(last, "fuelLevel")) / 100 * numberOf(capacity, 0);
  }
  return 0;
}
function driverOf(first, last) {
  for (const position of [first, last]) {
    if (has(position, "driverUniqueId")) return String(position.attributes.driverUniqueId);
  }
  return null;
}
async function tripItem(start, end, maxSpeed, context) {
  const { device, ignoreOdometer } = context;
  const duration = end.fixTime - start.fixTime;
  const distance3 = distanceBetween(start, end, ignoreOdometer);
  const driverUniqueId = driverOf(start, end);
  return {
    ...baseItem(device.id, device.name),
    distance: distance3,
    averageSpeed: duration > 0 ? knotsFromMps(distance3 * 1e3 / duration) : 0,
    maxSpeed,
    spentFuel: spentFuel(start, end, device),
    ...odometers(start, end, ignoreOdometer),
    startTime: start.fixTime,
    endTime: end.fixTime,
    startPositionId: start.id,
    endPositionId: end.id,
    startLat: start.latitude,
    startLon: start.longitude,
    endLat: end.latitude,
    endLon: end.longitude,
    startAddress: start.address,
    endAddress: end.address,
    duration,
    driverUniqueId,
    driverName: driverUniqueId === null ? null : await context.driverName(driverUniqueId)
  };
}
function stopItem(start, end, context) {
  const { device, ignoreOdometer } = context;
  return {
    ...baseItem(device.id, device.name),
    spentFuel: spentFuel(start, end, device),
    ...odometers(start, end, ignoreOdometer),
    startTime: start.fixTime,
    endTime: end.fixTime,
    positionId: start.id,
    latitude: start.latitude,
    longitude: start.longitude,
    address: start.address,
    duration: end.fixTime - start.fixTime,
    engineHours: has(start, "hours") && has(end, "hours") ? value(end, "hours") - value(start, "hours") : 0
  };
}

// server/reports/summary.ts
function dayRanges(from, to, zone) {
  const ranges = [];
  let start = from;
  let day = DateTime.fromMillis(from, { zone }).startOf("day");
  const lastDay = DateTime.fromMillis(to, { zone }).startOf("day");
  while (day < lastDay) {
    const next = day.plus({ days: 1 }).startOf("day");
    ranges.push([start, next.toMillis()]);
    start = next.toMillis();
    day = next;
  }
  ranges.push([start, to]);
  return ranges;
}
var hoursOf = (attributes) => typeof attributes.hours === "number" ? attributes.hours : null;
async function summaryItem(run, device, [from, to], fast) {
  const positions = run.deps.storage.reportPositions;
  const first = await positions.edge(device.id, from, to, false);
  const last = first && await positions.edge(device.id, from, to, true);
  if (!first || !last) return null;
  const ignoreOdometer = ignoresOdometer(run.deps.lookupFor(device));
  const distance3 = distanceBetween(first, last, ignoreOdometer);
  const [startHours, endHours] = [hoursOf(first.attributes), hoursOf(last.attributes)];
  const hours = startHours !== null && endHours !== null;
  const engineHours2 = hours ? endHours - startHours : 0;
  return {
    ...baseItem(device.id, device.name),
    distance: distance3,
    averageSpeed: engineHours2 > 0 ? knotsFromMps(distance3 * 1e3 / engineHours2) : 0,
    maxSpeed: fast ? 0 : await positions.maxSpeed(device.id, from, to),
    spentFuel: spentFuel(first, last, device),
    ...odometers(first, last, ignoreOdometer),
    startTime: first.fixTime,
    endTime: last.fixTime,
    startHours: hours ? startHours : 0,
    endHours: hours ? endHours : 0,
    engineHours: engineHours2
  };
}
async function summaryOf(run, device) {
  const { from, to, daily, timezone } = run.params;
  const fast = to - from > reportSettings(run.deps.settings).fastThreshold;
  const ranges = daily ? dayRanges(from, to, timezone) : [[from, to]];
  const items = [];
  for (const range of ranges) {
    const item = await summaryItem(run, device, range, fast);
    if (item) items.push(item);
  }
  return items;
}

// server/pipeline/motion/newMotion.ts
var between = (a, b) => haversine(a.latitude, a.longitude, b.latitude, b.longitude);
function prune(window, cutoff) {
  let first = window.findIndex((point2) => point2.fixTime >= cutoff);
  if (first < 0) first = window.length - 1;
  return window.slice(Math.max(0, first - 1));
}
function departure(window, since, speed2) {
  let start = null;
  for (let i = window.length - 2; i >= 0; i -= 1) {
    const from = window[i];
    const to = window[i + 1];
    const elapsed = to.fixTime - from.fixTime;
    if (from.fixTime < since || elapsed <= 0 || between(from, to) / elapsed <= speed2) break;
    start = from;
  }
  return start;
}
function processNewMotion(state, position, config) {
  if (!state.position) return { state: { ...state, position, window: [position] }, events: [] };
  const speed2 = config.minDuration > 0 ? config.minDistance / config.minDuration : 0;
  const events2 = [];
  const at = (type, point2) => events2.push({ type, position: point2 });
  const previous = state.window[state.window.length - 1];
  if (previous && position.fixTime - previous.fixTime > config.stopGap) {
    const moved = between(previous, position);
    if (moved >= config.minDistance && moved / (position.fixTime - previous.fixTime) > speed2) {
      if (state.streak) at("deviceStopped", previous);
      at("deviceMoving", previous);
      at("deviceStopped", position);
    } else if (state.streak) {
      at("deviceStopped", previous);
    }
    const last = events2[events2.length - 1]?.position ?? state.position;
    return { state: { ...state, streak: false, position: last, window: [position] }, events: events2 };
  }
  const window = prune([...state.window, position], position.fixTime - config.minDuration);
  if (state.streak) {
    const far = window.some((point2) => between(point2, position) >= config.minDistance);
    if (!far && position.fixTime - window[0].fixTime >= config.minDuration) {
      at("deviceStopped", position);
      return { state: { ...state, streak: false, position, window }, events: events2 };
    }
  } else if (between(state.position, position) >= config.minDistance) {
    const start = departure(window, state.position.fixTime, speed2);
    if (start) {
      at("deviceMoving", start);
      return { state: { ...state, streak: true, position: start, window }, events: events2 };
    }
  }
  return { state: { ...state, window }, events: events2 };
}

// server/pipeline/motion/oldMotion.ts
var totalDistance = (point2) => {
  const value2 = point2.attributes.totalDistance;
  return typeof value2 === "number" ? value2 : 0;
};
function processOldMotion(state, position, previous, config) {
  const events2 = [];
  let next = { ...state };
  if (previous && next.streak && position.fixTime - previous.fixTime >= config.minimalNoDataDuration) {
    events2.push({ type: "deviceStopped", position: previous });
    next = { ...next, streak: false, motion: false, position: null, distance: 0 };
  }
  const motion2 = position.attributes.motion === true;
  if (next.motion !== motion2) {
    const pending = next.streak !== motion2;
    next = {
      ...next,
      motion: motion2,
      position: pending ? position : null,
      distance: pending ? totalDistance(position) : 0
    };
    return { state: next, events: events2 };
  }
  const start = next.position;
  if (!start) return { state: next, events: events2 };
  const duration = position.fixTime - start.fixTime;
  const ended = motion2 ? duration >= config.minimalTripDuration || totalDistance(position) - next.distance >= config.minimalTripDistance : duration >= config.minimalParkingDuration || config.useIgnition && position.attributes.ignition === false;
  if (ended) {
    events2.push({ type: motion2 ? "deviceMoving" : "deviceStopped", position: start });
    next = { ...next, streak: motion2, position: null, distance: 0 };
  }
  return { state: next, events: events2 };
}

// server/pipeline/motion/types.ts
var emptyMotionState = () => ({
  streak: false,
  motion: false,
  position: null,
  distance: 0,
  window: []
});

// server/pipeline/motion/index.ts
var SECOND2 = 1e3;
function motionConfig(lookup2) {
  if (lookupBoolean(lookup2, "report.trip.newLogic", true)) {
    return {
      newLogic: true,
      minDistance: lookupNumber(lookup2, "report.trip.minDistance", 200),
      minDuration: lookupNumber(lookup2, "report.trip.minDuration", 180) * SECOND2,
      stopGap: lookupNumber(lookup2, "report.trip.stopGap", 3600) * SECOND2
    };
  }
  return {
    newLogic: false,
    minimalTripDistance: lookupNumber(lookup2, "report.trip.minimalTripDistance", 500),
    minimalTripDuration: lookupNumber(lookup2, "report.trip.minimalTripDuration", 300) * SECOND2,
    minimalParkingDuration: lookupNumber(lookup2, "report.trip.minimalParkingDuration", 300) * SECOND2,
    minimalNoDataDuration: lookupNumber(lookup2, "report.trip.minimalNoDataDuration", 3600) * SECOND2,
    useIgnition: lookupBoolean(lookup2, "report.trip.useIgnition", false)
  };
}
function processMotion(state, position, previous, config) {
  return config.newLogic ? processNewMotion(state, position, config) : processOldMotion(state, position, previous, config);
}
function initialMotionState(first, config) {
  const moving = first.attributes.motion === true;
  return {
    ...emptyMotionState(),
    streak: moving,
    motion: moving,
    position: config.newLogic ? first : null,
    window: config.newLogic ? [first] : []
  };
}

// server/reports/segments.ts
var SegmentDetector = class {
  constructor(kind, config) {
    this.kind = kind;
    this.config = config;
  }
  kind;
  config;
  state = null;
  previous = null;
  start = null;
  /** Top speed since the last event, as Traccar keeps it (reset at every event). */
  maxSpeed = 0;
  found = [];
  push(position) {
    if (!position.valid) return;
    this.maxSpeed = Math.max(this.maxSpeed, position.speed);
    if (!this.state) {
      this.state = initialMotionState(position, this.config);
      if (position.attributes.motion === true === (this.kind === "trips")) this.start = position;
      this.previous = position;
      return;
    }
    const { state, events: events2 } = processMotion(this.state, position, this.previous, this.config);
    this.state = state;
    this.previous = position;
    if (events2.length === 0) return;
    const maxSpeed = this.maxSpeed;
    this.maxSpeed = 0;
    for (const event of events2) {
      const opens = event.type === "deviceMoving" === (this.kind === "trips");
      if (opens) {
        this.start = event.position;
      } else if (this.start) {
        this.found.push({ start: this.start, end: event.position, maxSpeed });
        this.start = null;
      }
    }
  }
  /** The segments found; an open one closes at the last position. */
  finish() {
    if (this.start && this.previous) {
      this.found.push({ start: this.start, end: this.previous, maxSpeed: this.maxSpeed });
      this.start = null;
    }
    return this.found;
  }
};
async function slowSegments(chunks, kind, config) {
  const detector = new SegmentDetector(kind, config);
  for await (const chunk of chunks) for (const position of chunk) detector.push(position);
  return detector.finish();
}
async function fastSegments(source, kind) {
  const events2 = await source.motionEvents();
  const first = await source.edge(false);
  if (!first) return [];
  const positions = await source.positions(events2.map((event) => event.positionId));
  const trips = kind === "trips";
  let start = first.attributes.motion === true === trips ? first : null;
  const found = [];
  for (const event of events2) {
    const position = positions.get(event.positionId) ?? null;
    if (event.type === "deviceMoving" === trips) {
      start = position;
    } else if (start) {
      if (position) found.push({ start, end: position, maxSpeed: 0 });
      start = null;
    }
  }
  if (start) {
    const last = await source.edge(true);
    if (last) found.push({ start, end: last, maxSpeed: 0 });
  }
  return found;
}

// server/reports/tripsStops.ts
var MAX_MOTION_EVENTS = 1e6;
async function segmentsOf(run, device, kind) {
  const { storage, settings } = run.deps;
  const { from, to } = run.params;
  if (to - from > reportSettings(settings).fastThreshold) {
    return fastSegments(
      {
        edge: (last) => storage.reportPositions.edge(device.id, from, to, last),
        motionEvents: () => storage.events.list({
          deviceIds: [device.id],
          from,
          to,
          types: ["deviceMoving", "deviceStopped"],
          limit: MAX_MOTION_EVENTS
        }),
        positions: (ids) => storage.reportPositions.ofDevice(device.id, ids)
      },
      kind
    );
  }
  const config = motionConfig(run.deps.lookupFor(device));
  return slowSegments(storage.reportPositions.chunks(device.id, from, to), kind, config);
}
var itemContext = (run, device) => ({
  device,
  ignoreOdometer: ignoresOdometer(run.deps.lookupFor(device)),
  driverName: run.driverName
});
async function tripsOf(run, device) {
  const context = itemContext(run, device);
  const segments = await segmentsOf(run, device, "trips");
  const items = [];
  for (const { start, end, maxSpeed } of segments) {
    items.push(await tripItem(start, end, maxSpeed, context));
  }
  return items;
}
async function stopsOf(run, device) {
  const context = itemContext(run, device);
  const segments = await segmentsOf(run, device, "stops");
  return segments.map(({ start, end }) => stopItem(start, end, context));
}

// server/reports/definitions.ts
var place = (address, lat, lon) => address ?? `${lat.toFixed(6)}, ${lon.toFixed(6)}`;
var ROUTE_COLUMNS = [
  { label: "time", kind: "time", width: 3, value: (p) => p.fixTime },
  { label: "latitude", kind: "coordinate", width: 2, value: (p) => p.latitude },
  { label: "longitude", kind: "coordinate", width: 2, value: (p) => p.longitude },
  { label: "speed", kind: "speed", width: 2, value: (p) => p.speed },
  { label: "altitude", kind: "integer", unit: "m", width: 2, value: (p) => p.altitude },
  { label: "course", kind: "integer", unit: "\xB0", width: 2, value: (p) => p.course },
  { label: "address", kind: "text", width: 6, value: (p) => p.address },
  {
    label: "totalDistance",
    kind: "distance",
    width: 2,
    value: (p) => typeof p.attributes.totalDistance === "number" ? p.attributes.totalDistance : null
  }
];
var EVENT_COLUMNS = [
  { label: "time", kind: "time", width: 3, value: (row) => row.event.eventTime },
  {
    label: "type",
    kind: "text",
    width: 4,
    value: (row, lang) => eventTypeName(row.event.type, lang)
  },
  {
    label: "alarm",
    kind: "text",
    width: 3,
    value: (row, lang) => row.event.attributes.alarm === void 0 ? null : alarmName(String(row.event.attributes.alarm), lang)
  },
  { label: "geofence", kind: "text", width: 4, value: (row) => row.geofence },
  { label: "maintenance", kind: "text", width: 4, value: (row) => row.maintenance }
];
var SUMMARY_COLUMNS = [
  { label: "device", kind: "text", width: 4, value: (s) => s.deviceName },
  { label: "startTime", kind: "time", width: 3, value: (s) => s.startTime },
  { label: "endTime", kind: "time", width: 3, value: (s) => s.endTime },
  { label: "distance", kind: "distance", width: 2, value: (s) => s.distance },
  { label: "averageSpeed", kind: "speed", width: 3, value: (s) => s.averageSpeed },
  { label: "maxSpeed", kind: "speed", width: 3, value: (s) => s.maxSpeed },
  { label: "engineHours", kind: "duration", width: 2, value: (s) => s.engineHours },
  { label: "spentFuel", kind: "volume", width: 2, value: (s) => s.spentFuel },
  { label: "startOdometer", kind: "distance", width: 2, value: (s) => s.startOdometer },
  { label: "endOdometer", kind: "distance", width: 2, value: (s) => s.endOdometer }
];
var TRIP_COLUMNS = [
  { label: "startTime", kind: "time", width: 3, value: (t) => t.startTime },
  {
    label: "startAddress",
    kind: "text",
    width: 4,
    value: (t) => place(t.startAddress, t.startLat, t.startLon)
  },
  { label: "endTime", kind: "time", width: 3, value: (t) => t.endTime },
  {
    label: "endAddress",
    kind: "text",
    width: 4,
    value: (t) => place(t.endAddress, t.endLat, t.endLon)
  },
  { label: "distance", kind: "distance", width: 2, value: (t) => t.distance },
  { label: "averageSpeed", kind: "speed", width: 3, value: (t) => t.averageSpeed },
  { label: "maxSpeed", kind: "speed", width: 3, value: (t) => t.maxSpeed },
  { label: "duration", kind: "duration", width: 2, value: (t) => t.duration },
  { label: "spentFuel", kind: "volume", width: 2, value: (t) => t.spentFuel },
  { label: "driver", kind: "text", width: 3, value: (t) => t.driverName ?? t.driverUniqueId },
  {
    label: "startOdometer",
    kind: "distance",
    width: 2,
    print: false,
    value: (t) => t.startOdometer
  },
  { label: "endOdometer", kind: "distance", width: 2, print: false, value: (t) => t.endOdometer }
];
var STOP_COLUMNS = [
  { label: "startTime", kind: "time", width: 3, value: (s) => s.startTime },
  { label: "endTime", kind: "time", width: 3, value: (s) => s.endTime },
  { label: "duration", kind: "duration", width: 2, value: (s) => s.duration },
  {
    label: "address",
    kind: "text",
    width: 5,
    value: (s) => place(s.address, s.latitude, s.longitude)
  },
  { label: "engineHours", kind: "duration", width: 2, value: (s) => s.engineHours },
  { label: "spentFuel", kind: "volume", width: 2, value: (s) => s.spentFuel },
  { label: "startOdometer", kind: "distance", width: 2, value: (s) => s.startOdometer }
];
var REPORTS = {
  route: defineReport({
    type: "route",
    title: "route",
    layout: "sheetPerDevice",
    pdf: false,
    columns: ROUTE_COLUMNS,
    items: routeOf,
    json: positionJson
  }),
  events: defineReport({
    type: "events",
    title: "events",
    layout: "sheetPerDevice",
    pdf: true,
    columns: EVENT_COLUMNS,
    items: eventsOf,
    json: (row) => eventJson(row.event)
  }),
  summary: defineReport({
    type: "summary",
    title: "summary",
    layout: "oneSheet",
    pdf: true,
    columns: SUMMARY_COLUMNS,
    items: summaryOf,
    json: summaryJson
  }),
  trips: defineReport({
    type: "trips",
    title: "trips",
    layout: "sheetPerDevice",
    pdf: true,
    columns: TRIP_COLUMNS,
    items: tripsOf,
    json: tripJson
  }),
  stops: defineReport({
    type: "stops",
    title: "stops",
    layout: "sheetPerDevice",
    pdf: true,
    columns: STOP_COLUMNS,
    items: stopsOf,
    json: stopJson
  })
};

// server/reports/export/branding.ts
import fs2 from "node:fs/promises";
import path2 from "node:path";
var PREFIX = "/tarkan/assets/custom/";
var isImage = (bytes) => bytes[0] === 137 && bytes.subarray(1, 4).toString("latin1") === "PNG" || bytes[0] === 255 && bytes[1] === 216;
async function logoBytes(logo, dataDir) {
  if (!logo) return null;
  let bytes = null;
  const data = /^data:image\/[\w+.-]+;base64,(.*)$/s.exec(logo);
  if (data) {
    bytes = Buffer.from(data[1], "base64");
  } else if (!/^[a-z]+:/i.test(logo)) {
    const custom = path2.join(dataDir, "custom");
    const relative = logo.split("?")[0].replace(PREFIX, "").replace(/^\/+/, "");
    const file = path2.resolve(custom, relative);
    if (!file.startsWith(custom + path2.sep)) return null;
    bytes = await fs2.readFile(file).catch(() => null);
  }
  return bytes && isImage(bytes) ? bytes : null;
}
async function printBranding(config, dataDir) {
  const branding = Branding.safeParse(config);
  const { title, logo } = branding.success ? branding.data : Branding.parse({});
  return { title, logo: await logoBytes(logo, dataDir) };
}

// server/locale/format.ts
import { DateTime as DateTime2 } from "luxon";

// server/locale/preferences.ts
import { IANAZone } from "luxon";
var LITRES_PER = { ltr: 1, usGal: 3.78541, impGal: 4.54609 };
function setting(user, server, ...keys2) {
  const sources = server.forceSettings ? [server.attributes, user.attributes] : [user.attributes, server.attributes];
  for (const source of sources) {
    for (const key2 of keys2) {
      const value2 = source[key2];
      if (value2 !== void 0 && value2 !== null && value2 !== "") return value2;
    }
  }
  return void 0;
}
var systemZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
function preferencesOf(user, server) {
  const zone = setting(user, server, "timezone");
  const volume = setting(user, server, "volumeUnit");
  return {
    language: languageFrom(setting(user, server, "language", "tarkan.lang")) ?? DEFAULT_LOCALE,
    timezone: typeof zone === "string" && IANAZone.isValidZone(zone) ? zone : systemZone(),
    speedUnit: speedUnitOf(setting(user, server, "speedUnit")),
    distanceUnit: distanceUnitOf(setting(user, server, "distanceUnit")),
    volumeUnit: typeof volume === "string" && volume in LITRES_PER ? volume : "ltr"
  };
}

// server/locale/format.ts
var DAY_MS = 864e5;
var SPEED_LABELS = { kn: "kn", kmh: "km/h", mph: "mph" };
var VOLUME_LABELS = { ltr: "l", usGal: "gal", impGal: "gal (UK)" };
var DATE_PATTERNS = {
  "pt-BR": { excel: "dd/mm/yyyy hh:mm:ss", luxon: "dd/LL/yyyy HH:mm:ss" },
  "es-ES": { excel: "dd/mm/yyyy hh:mm:ss", luxon: "dd/LL/yyyy HH:mm:ss" },
  "en-US": { excel: "mm/dd/yyyy hh:mm:ss", luxon: "LL/dd/yyyy HH:mm:ss" }
};
function unitLabel(quantity, prefs) {
  if (quantity === "distance") return prefs.distanceUnit;
  if (quantity === "speed") return SPEED_LABELS[prefs.speedUnit];
  if (quantity === "volume") return VOLUME_LABELS[prefs.volumeUnit];
  return null;
}
function convert(quantity, value2, prefs) {
  switch (quantity) {
    case "distance":
      return convertDistance(value2, prefs.distanceUnit);
    case "speed":
      return convertSpeed(value2, prefs.speedUnit);
    case "volume":
      return value2 / LITRES_PER[prefs.volumeUnit];
    case "duration":
      return value2 / DAY_MS;
    default:
      return value2;
  }
}
var dateText = (ms2, prefs) => DateTime2.fromMillis(ms2, { zone: prefs.timezone }).toFormat(DATE_PATTERNS[prefs.language].luxon);
var pad = (value2) => String(value2).padStart(2, "0");
function durationText(ms2) {
  const seconds = Math.round(ms2 / 1e3);
  const sign = seconds < 0 ? "-" : "";
  const abs = Math.abs(seconds);
  return `${sign}${Math.floor(abs / 3600)}:${pad(Math.floor(abs / 60) % 60)}:${pad(abs % 60)}`;
}
var formatters2 = /* @__PURE__ */ new Map();
function decimals(locale, digits) {
  const key2 = `${locale}:${digits}`;
  let format = formatters2.get(key2);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits
    });
    formatters2.set(key2, format);
  }
  return format;
}
function quantityText(quantity, value2, prefs) {
  if (value2 === null) return "";
  if (typeof value2 === "string") return value2;
  if (quantity === "time") return dateText(value2, prefs);
  if (quantity === "duration") return durationText(value2);
  const digits = { distance: 2, speed: 1, volume: 2, coordinate: 6 }[quantity] ?? 0;
  return decimals(prefs.language, digits).format(convert(quantity, value2, prefs));
}
var speedText = (knots, prefs) => `${quantityText("speed", knots, prefs)} ${unitLabel("speed", prefs)}`;

// server/reports/export/source.ts
async function* deviceRows(source, device) {
  const { report, run, prefs } = source;
  for await (const chunk of report.items(run, device)) {
    yield chunk.map((item) => report.cells(item, prefs.language));
  }
}
var fileName = (source, extension) => `${source.report.type}.${extension}`;

// server/reports/export/mail.ts
function reportMail(source, to, file) {
  const { report, run, prefs } = source;
  const title = translate(prefs.language, `reports.titles.${report.title}`);
  const from = dateText(run.params.from, prefs);
  const until = dateText(run.params.to, prefs);
  return {
    to,
    subject: `${title}: ${from} \u2013 ${until}`,
    text: translate(prefs.language, "reports.mailBody", {
      report: title.toLowerCase(),
      from,
      to: until
    }),
    attachments: [
      { filename: fileName(source, "xlsx"), content: file, contentType: XLSX_MEDIA_TYPE }
    ]
  };
}

// server/reports/export/pdf.ts
import PDFDocument from "pdfkit";

// server/reports/export/cells.ts
import { DateTime as DateTime3 } from "luxon";
var unitOf = (column, prefs) => column.unit ?? unitLabel(column.kind, prefs);
function headerText(column, prefs) {
  const unit = unitOf(column, prefs);
  const name3 = translate(prefs.language, `columns.${column.label}`);
  return unit ? `${name3} (${unit})` : name3;
}
function wallClock2(ms2, zone) {
  return new Date(ms2 + DateTime3.fromMillis(ms2, { zone }).offset * 6e4);
}
function numberFormat(kind, language) {
  const formats = {
    time: DATE_PATTERNS[language].excel,
    distance: "0.00",
    speed: "0.0",
    volume: "0.00",
    duration: "[h]:mm:ss",
    coordinate: "0.000000",
    integer: "0"
  };
  return formats[kind];
}
function sheetValue(kind, value2, prefs) {
  if (value2 === null || kind === "text" || typeof value2 === "string") return value2;
  if (kind === "time") return wallClock2(value2, prefs.timezone);
  return convert(kind, value2, prefs);
}
var cellText = (kind, value2, prefs) => quantityText(kind, value2, prefs);

// server/reports/export/pdfTable.ts
var ROW = 15;
var HEADER = 18;
var PAD = 3;
var FONT_SIZE = 8;
function fit(doc, value2, width) {
  if (doc.widthOfString(value2) <= width) return value2;
  let end = value2.length;
  while (end > 0 && doc.widthOfString(`${value2.slice(0, end)}\u2026`) > width) end -= 1;
  return `${value2.slice(0, end)}\u2026`;
}
var PdfTable = class {
  constructor(doc, columns, bottom) {
    this.doc = doc;
    this.columns = columns;
    this.bottom = bottom;
    const { margins, width } = doc.page;
    this.left = margins.left;
    const total = columns.reduce((sum, column) => sum + column.weight, 0);
    const available = width - margins.left - margins.right;
    this.widths = columns.map((column) => column.weight / total * available);
    this.y = doc.y;
    this.header();
  }
  doc;
  columns;
  bottom;
  widths;
  left;
  y;
  rows = 0;
  /** Where the next row goes. */
  get bottomY() {
    return this.y;
  }
  row(cells) {
    if (this.y + ROW > this.doc.page.height - this.bottom) {
      this.doc.addPage();
      this.y = this.doc.page.margins.top;
      this.header();
    }
    if (this.rows % 2 === 1) this.band(ROW, "#f3f5f8");
    this.doc.font("Helvetica").fontSize(FONT_SIZE).fillColor("#111111");
    this.cells(cells, ROW);
    this.y += ROW;
    this.rows += 1;
  }
  /** The header row, its texts wrapped onto as many lines as the widest needs. */
  header() {
    this.doc.font("Helvetica-Bold").fontSize(FONT_SIZE);
    const lines = this.columns.map(
      (column, i) => this.doc.heightOfString(column.header, { width: this.widths[i] - 2 * PAD })
    );
    const height = Math.max(HEADER, Math.max(...lines) + 2 * PAD);
    this.band(height, "#e1e6ee");
    this.doc.fillColor("#111111");
    let x = this.left;
    this.columns.forEach((column, i) => {
      const width = this.widths[i] - 2 * PAD;
      this.doc.text(column.header, x + PAD, this.y + PAD, { width, align: column.align });
      x += this.widths[i];
    });
    this.y += height;
  }
  band(height, color) {
    const width = this.widths.reduce((sum, w) => sum + w, 0);
    this.doc.rect(this.left, this.y, width, height).fill(color);
  }
  cells(cells, height) {
    let x = this.left;
    const top = this.y + (height - FONT_SIZE) / 2;
    cells.forEach((cell, i) => {
      const width = this.widths[i] - 2 * PAD;
      this.doc.text(fit(this.doc, cell, width), x + PAD, top, {
        width,
        align: this.columns[i].align,
        lineBreak: false
      });
      x += this.widths[i];
    });
  }
};

// server/reports/export/pdf.ts
var MARGIN = 36;
var FOOTER = 30;
var MAX_PDF_ROWS = 5e3;
async function writePdf(source, branding, output, options = {}) {
  const { report, prefs, run, devices } = source;
  const language = prefs.language;
  const title = translate(language, `reports.titles.${report.title}`);
  const doc = new PDFDocument({
    size: "A4",
    layout: report.columns.filter((column) => column.print !== false).length > 6 ? "landscape" : "portrait",
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: `${branding.title} - ${title}`, Creator: "Farol" }
  });
  const ended = new Promise((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  doc.pipe(output);
  const width = doc.page.width - 2 * MARGIN;
  let x = MARGIN;
  if (branding.logo) {
    doc.image(branding.logo, MARGIN, MARGIN, { fit: [120, 40] });
    x += 132;
  }
  doc.font("Helvetica-Bold").fontSize(16).fillColor("#111111");
  doc.text(branding.title, x, MARGIN + 2, { width: width - (x - MARGIN), lineBreak: false });
  doc.fontSize(13).text(title, x, MARGIN + 22, { width: width - (x - MARGIN), lineBreak: false });
  const period = `${dateText(run.params.from, prefs)} \u2013 ${dateText(run.params.to, prefs)} (${prefs.timezone})`;
  doc.font("Helvetica").fontSize(9);
  doc.text(`${translate(language, "reports.period")}: ${period}`, MARGIN, MARGIN + 50, { width });
  const names = devices.map((device) => device.name).join(", ");
  doc.text(`${translate(language, "reports.devices")}: ${names}`, {
    width,
    height: 36,
    ellipsis: true
  });
  doc.moveDown(0.8);
  const printedColumns = report.columns.map((column, index) => ({ column, index })).filter(({ column }) => column.print !== false);
  const columns = printedColumns.map(({ column }) => ({
    header: headerText(column, prefs),
    weight: column.width,
    align: column.kind === "text" || column.kind === "time" ? "left" : "right"
  }));
  const cells = (row) => printedColumns.map(({ column, index }) => cellText(column.kind, row[index] ?? null, prefs));
  let printed = 0;
  let skipped = 0;
  let table = null;
  for (const device of devices) {
    if (report.layout === "sheetPerDevice") table = null;
    for await (const chunk of deviceRows(source, device)) {
      for (const row of chunk) {
        if (printed >= MAX_PDF_ROWS) {
          skipped += 1;
          continue;
        }
        if (!table) {
          if (report.layout === "sheetPerDevice") {
            if (doc.y > doc.page.height - MARGIN - FOOTER - 60) doc.addPage();
            doc.font("Helvetica-Bold").fontSize(11).fillColor("#111111");
            doc.text(device.name, MARGIN, doc.y + 6, { width });
            doc.moveDown(0.3);
          }
          table = new PdfTable(doc, columns, MARGIN + FOOTER);
        }
        table.row(cells(row));
        printed += 1;
      }
    }
    if (table) doc.y = table.bottomY + 10;
  }
  doc.font("Helvetica").fontSize(9).fillColor("#444444");
  if (printed === 0) doc.text(translate(language, "reports.noData"), MARGIN, doc.y, { width });
  if (skipped)
    doc.text(translate(language, "reports.truncated", { rows: String(skipped) }), MARGIN, doc.y, {
      width
    });
  const generated = dateText(options.now ?? Date.now(), prefs);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    doc.font("Helvetica").fontSize(8).fillColor("#666666");
    doc.text(`${branding.title} \xB7 ${generated}`, MARGIN, y, { width: width / 2, lineBreak: false });
    const page = translate(language, "reports.page", {
      page: String(i + 1),
      pages: String(range.count)
    });
    doc.text(page, MARGIN + width / 2, y, { width: width / 2, align: "right", lineBreak: false });
  }
  doc.end();
  await ended;
}

// server/reports/export/xlsx.ts
import ExcelJS from "exceljs";
var HEADER_ROW = 4;
var INVALID_SHEET_CHARS = /[[\]:*?/\\]/g;
function sheetName(name3, used) {
  const base = name3.replace(INVALID_SHEET_CHARS, " ").trim().slice(0, 31) || "Sheet";
  let candidate = base;
  for (let n = 2; used.has(candidate.toLowerCase()); n += 1) {
    const suffix = ` (${n})`;
    candidate = base.slice(0, 31 - suffix.length) + suffix;
  }
  used.add(candidate.toLowerCase());
  return candidate;
}
async function writeXlsx(source, output) {
  const { report, prefs, run } = source;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false
  });
  workbook.creator = "Farol";
  const used = /* @__PURE__ */ new Set();
  const period = `${translate(prefs.language, "reports.period")}: ${dateText(run.params.from, prefs)} \u2013 ${dateText(run.params.to, prefs)} (${prefs.timezone})`;
  const kinds = report.columns.map((column) => column.kind);
  const formats = kinds.map((kind) => numberFormat(kind, prefs.language));
  const open = (title2, name3) => {
    const sheet = workbook.addWorksheet(sheetName(name3, used), {
      views: [{ state: "frozen", ySplit: HEADER_ROW }]
    });
    sheet.columns = report.columns.map((column) => ({ width: column.width * 6 }));
    sheet.addRow([title2]).font = { bold: true, size: 14 };
    sheet.addRow([period]);
    sheet.addRow([]);
    const header = sheet.addRow(report.columns.map((column) => headerText(column, prefs)));
    header.font = { bold: true };
    header.eachCell((cell) => {
      cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE8ECF2" } };
      cell.border = { bottom: { style: "thin" } };
    });
    return sheet;
  };
  const write = (sheet, cells) => {
    const row = sheet.addRow(cells.map((value2, i) => sheetValue(kinds[i], value2, prefs)));
    row.eachCell((cell, column) => {
      const format = formats[column - 1];
      if (format) cell.numFmt = format;
    });
    row.commit();
  };
  const title = translate(prefs.language, `reports.titles.${report.title}`);
  let shared = report.layout === "oneSheet" ? open(title, title) : null;
  for (const device of source.devices) {
    let sheet = shared;
    for await (const chunk of deviceRows(source, device)) {
      if (chunk.length === 0) continue;
      sheet ??= open(`${title}: ${device.name}`, device.name);
      for (const cells of chunk) write(sheet, cells);
    }
    if (sheet !== shared) sheet?.commit();
  }
  if (used.size === 0) shared = open(title, title);
  shared?.commit();
  await workbook.commit();
}

// server/api/reportsRequest.ts
var ALL_EVENTS = "allEvents";
function requiredDate(query, name3) {
  const value2 = queryList(query[name3])[0];
  if (value2 === void 0 || value2.trim() === "") {
    throw new IllegalArgumentError(
      `${name3}: required, an ISO date with a zone, e.g. 2024-01-01T00:00:00Z`
    );
  }
  return parseDate(name3, value2);
}
function parseReportParams(query, timezone) {
  const types = queryList(query.type);
  const all = types.length === 0 || types.includes(ALL_EVENTS) || queryFlag(query.allEvents);
  return {
    from: requiredDate(query, "from"),
    to: requiredDate(query, "to"),
    daily: queryFlag(query.daily),
    timezone,
    types: all ? [] : types,
    alarms: new Set(queryList(query.alarm))
  };
}
function groupSubtree(groups, roots) {
  const children = /* @__PURE__ */ new Map();
  for (const group of groups) {
    if (group.groupId > 0)
      children.set(group.groupId, [...children.get(group.groupId) ?? [], group.id]);
  }
  const found = new Set(roots);
  const queue = [...roots];
  for (let id = queue.shift(); id !== void 0; id = queue.shift()) {
    for (const child of children.get(id) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return found;
}
async function reportDevices(ctx, user, query) {
  const { permissions, registry } = ctx;
  const deviceIds = queryIds("deviceId", query.deviceId);
  const groupIds = queryIds("groupId", query.groupId);
  const byId2 = (ids2) => [...ids2].map((id) => registry.get(id)).filter((device) => !!device);
  if (deviceIds.length === 0 && groupIds.length === 0) {
    return byId2((await permissions.deviceIdsOf(user.id)).sort((a, b) => a - b));
  }
  for (const id of deviceIds) await permissions.checkPermission(user, "device", id);
  for (const id of groupIds) await permissions.checkPermission(user, "group", id);
  const ids = new Set(deviceIds);
  if (groupIds.length) {
    const groups = groupSubtree(ctx.events.catalog.current.groups.values(), groupIds);
    const visible = user.administrator ? null : new Set(await permissions.deviceIdsOf(user.id));
    const members = [...registry.all()].filter((device) => groups.has(device.groupId) && (!visible || visible.has(device.id))).sort((a, b) => a.id - b.id);
    for (const device of members) ids.add(device.id);
  }
  return byId2(ids);
}
function objectVisibility(ctx, user) {
  const cache2 = /* @__PURE__ */ new Map();
  return (kind, id) => {
    if (user.administrator) return Promise.resolve(true);
    const key2 = `${kind}:${id}`;
    let allowed = cache2.get(key2);
    if (!allowed) {
      allowed = ctx.permissions.checkPermission(user, kind, id).then(
        () => true,
        () => false
      );
      cache2.set(key2, allowed);
    }
    return allowed;
  };
}

// server/api/tarkan.ts
import fs3 from "node:fs/promises";
import path3 from "node:path";
var DEFAULT_BRANDING2 = {
  title: "Farol",
  appName: "Farol",
  headLogo: { image: false, text: "Farol" },
  logo: null,
  logoWidth: 80,
  whatsapp: "",
  backgroundImage: null,
  colors: {
    primary: "#0b63ce",
    primaryDark: "#084a9a",
    accent: "#f5a623",
    success: "#2e9e5b",
    danger: "#d64545",
    warning: "#e0a100",
    info: "#2f80ed",
    neutral: "#8a94a6"
  }
};
var isPlainObject = (value2) => typeof value2 === "object" && value2 !== null && !Array.isArray(value2);
function deepMerge(base, override) {
  if (!isPlainObject(base) || !isPlainObject(override))
    return override === void 0 ? base : override;
  const result = { ...base };
  for (const [key2, value2] of Object.entries(override)) result[key2] = deepMerge(base[key2], value2);
  return result;
}
async function loadBranding(dataDir) {
  const file = path3.join(dataDir, "custom", "config.json");
  try {
    return deepMerge(DEFAULT_BRANDING2, JSON.parse(await fs3.readFile(file, "utf8")));
  } catch (error) {
    if (error.code !== "ENOENT") {
      console.warn(`Ignoring ${file}: ${error.message}`);
    }
    return DEFAULT_BRANDING2;
  }
}
function tarkanRoutes(ctx) {
  return async (app) => {
    app.get("/tarkan/assets/custom/config.json", async (_request, reply2) => {
      reply2.header("Cache-Control", "no-cache");
      return loadBranding(ctx.config.dataDir);
    });
  };
}

// server/api/reports.ts
var PDF_MEDIA_TYPE = "application/pdf";
async function* jsonArray(source) {
  let first = true;
  for (const device of source.devices) {
    for await (const chunk of source.report.items(source.run, device)) {
      if (chunk.length === 0) continue;
      const text = chunk.map((item) => JSON.stringify(source.report.json(item))).join(",");
      yield (first ? "[" : ",") + text;
      first = false;
    }
  }
  yield first ? "[]" : "]";
}
async function jsonItems(source) {
  const items = [];
  for (const device of source.devices) {
    for await (const chunk of source.report.items(source.run, device)) {
      for (const item of chunk) items.push(source.report.json(item));
    }
  }
  return items;
}
async function toBuffer(write) {
  const output = new PassThrough();
  const chunks = [];
  output.on("data", (chunk) => chunks.push(chunk));
  await Promise.all([write(output), finished(output)]);
  return Buffer.concat(chunks);
}
function reportsRoutes(ctx) {
  const { catalog } = ctx.events;
  const deps = {
    storage: ctx.storage,
    lookupFor: (device) => ctx.events.environments.envFor(device).lookup,
    settings: ctx.events.settings,
    objectName: (kind, id) => (kind === "geofence" ? catalog.current.geofences.get(id)?.name : catalog.current.maintenances.get(id)?.name) ?? null
  };
  async function prepare(report, request) {
    const user = await requireUser(ctx, request);
    ctx.permissions.checkRestriction(user, "disableReports");
    const query = request.query;
    const prefs = preferencesOf(user, ctx.settings.current);
    const params = parseReportParams(query, prefs.timezone);
    const { periodLimit } = reportSettings(deps.settings);
    if (periodLimit > 0 && params.to - params.from > periodLimit) {
      throw new IllegalArgumentError("Time period exceeds the limit");
    }
    const devices = await reportDevices(ctx, user, query);
    const run = reportRun(deps, params, objectVisibility(ctx, user));
    return { user, source: { report, run, devices, prefs } };
  }
  function formatOf(report, request) {
    const accept = request.headers.accept ?? "";
    const query = request.query;
    if (accept.includes(XLSX_MEDIA_TYPE)) return queryFlag(query.mail) ? "mail" : "xlsx";
    if (report.pdf && accept.includes(PDF_MEDIA_TYPE)) return "pdf";
    return "json";
  }
  async function answer(report, format, request, reply2) {
    const { user, source } = await prepare(report, request);
    if (format === "mail" && !ctx.events.notificators.mail.configured) {
      throw new IllegalArgumentError(
        "Mail not configured: set the server attribute mail.smtp.host"
      );
    }
    if (format === "json") {
      if (report.type !== "route") return jsonItems(source);
      return reply2.type("application/json; charset=utf-8").send(Readable.from(jsonArray(source)));
    }
    if (format === "mail") {
      if (!user.email.includes("@")) throw new IllegalArgumentError("User has no e-mail address");
      const file = await toBuffer((output2) => writeXlsx(source, output2));
      await ctx.events.notificators.mail.sendMail(reportMail(source, user.email, file)).catch((error) => {
        throw new FarolError("javax.mail.MessagingException", error.message);
      });
      return reply2.code(204).send();
    }
    const extension = format === "pdf" ? "pdf" : "xlsx";
    const output = new PassThrough();
    const branding = format === "pdf" ? await printBranding(await loadBranding(ctx.config.dataDir), ctx.config.dataDir) : null;
    const written = branding ? writePdf(source, branding, output) : writeXlsx(source, output);
    written.catch((error) => output.destroy(error));
    return reply2.header("Content-Disposition", `attachment; filename=${fileName(source, extension)}`).type(format === "pdf" ? PDF_MEDIA_TYPE : XLSX_MEDIA_TYPE).send(output);
  }
  return async (app) => {
    for (const report of Object.values(REPORTS)) {
      const base = `/api/reports/${report.type}`;
      app.get(base, (request, reply2) => answer(report, formatOf(report, request), request, reply2));
      app.get(`${base}/xlsx`, (request, reply2) => answer(report, "xlsx", request, reply2));
      app.get(`${base}/mail`, (request, reply2) => answer(report, "mail", request, reply2));
      if (report.pdf)
        app.get(`${base}/pdf`, (request, reply2) => answer(report, "pdf", request, reply2));
    }
  };
}

// server/api/server.ts
import fs4 from "node:fs/promises";
var SERVER_VERSION = "6.14.5";
async function storageSpace(dataDir) {
  try {
    const stats = await fs4.statfs(dataDir);
    return [stats.bavail * stats.bsize, stats.blocks * stats.bsize];
  } catch {
    return null;
  }
}
async function describe(ctx, user, server) {
  return serverJson(server, {
    version: SERVER_VERSION,
    newServer: !user && await ctx.storage.users.count() === 0,
    storageSpace: user?.administrator ? await storageSpace(ctx.config.dataDir) : null,
    emailEnabled: ctx.events.notificators.mail.configured,
    textEnabled: ctx.events.notificators.sms.configured
  });
}
var LICENSE_MODE = "TarkanPlus";
async function companionHeaders(ctx, user, reply2) {
  reply2.header("licensemode", LICENSE_MODE);
  const remaining = await ctx.permissions.remainingDevices(user);
  if (remaining !== null) reply2.header("deviceLimit", String(remaining));
  reply2.header("Access-Control-Expose-Headers", "licensemode, deviceLimit");
}
function serverRoutes(ctx) {
  return async (app) => {
    app.get("/api/server", async (request, reply2) => {
      const user = await optionalUser(ctx, request).catch(() => null);
      await companionHeaders(ctx, user, reply2);
      return describe(ctx, user, ctx.settings.current);
    });
    app.put("/api/server", async (request, reply2) => {
      const user = await requireUser(ctx, request);
      ctx.permissions.checkAdmin(user);
      const input = parseInput(ServerInput, request.body);
      const present2 = Object.keys(request.body ?? {});
      const fields = Object.fromEntries(
        Object.entries(input).filter(([key2]) => present2.includes(key2) && key2 !== "id")
      );
      const server = await ctx.settings.update(fields);
      await companionHeaders(ctx, user, reply2);
      return describe(ctx, user, server);
    });
  };
}

// server/api/session.ts
import { z as z18 } from "zod";
var LoginForm = z18.object({
  email: z18.string().trim().min(1, "email is required"),
  password: z18.string().min(1, "password is required")
});
var TokenForm = z18.object({ expiration: z18.string().trim().optional() });
var RevokeForm = z18.object({ token: z18.string().trim().min(1, "token is required") });
function sessionRoutes(ctx) {
  return async (app) => {
    app.post("/api/session", async (request, reply2) => {
      const form = parseInput(LoginForm, request.body);
      const user = await ctx.login.withPassword(form.email, form.password, request.ip);
      if (!user) throw new HttpError(401);
      await startSession(ctx, request, reply2, user);
      return userJson(user);
    });
    app.get("/api/session", async (request, reply2) => {
      const { token } = request.query;
      if (token) {
        const user2 = await ctx.login.withToken(String(token)).catch((error) => {
          throw error instanceof SecurityError ? new HttpError(401) : error;
        });
        await startSession(ctx, request, reply2, user2);
        return userJson(user2);
      }
      const user = await optionalUser(ctx, request);
      if (!user) throw new HttpError(404);
      return userJson(user);
    });
    app.get("/api/session/:id", async (request, reply2) => {
      const caller = await requireUser(ctx, request);
      const id = pathId(request.params);
      await ctx.permissions.checkUser(caller, id);
      const user = await ctx.storage.users.get(id);
      if (!user) throw new HttpError(404);
      await startSession(ctx, request, reply2, user);
      return userJson(user);
    });
    app.delete("/api/session", async (request, reply2) => {
      const user = await optionalUser(ctx, request).catch(() => "inactive");
      if (user === null) throw new HttpError(401);
      await endSession(ctx, request, reply2);
      return reply2.code(204).send();
    });
    app.post("/api/session/token", async (request, reply2) => {
      const user = await requireUser(ctx, request);
      const form = parseInput(TokenForm, request.body);
      const expiration = form.expiration ? parseDate("expiration", form.expiration) : void 0;
      const token = await ctx.login.createToken(user.id, expiration);
      return reply2.type("text/plain; charset=utf-8").send(token);
    });
    app.post("/api/session/token/revoke", async (request, reply2) => {
      const user = await requireUser(ctx, request);
      const form = parseInput(RevokeForm, request.body);
      await ctx.login.revokeToken(form.token, user);
      return reply2.code(204).send();
    });
  };
}

// server/services/shares.ts
import { randomBytes as randomBytes3, randomUUID } from "node:crypto";

// server/services/passwords.ts
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
var KEY_LENGTH = 64;
function derive(password2, salt) {
  return new Promise(
    (resolve, reject) => scrypt(password2, salt, KEY_LENGTH, (error, key2) => error ? reject(error) : resolve(key2))
  );
}
async function hashPassword(password2) {
  const salt = randomBytes(16);
  const key2 = await derive(password2, salt);
  return { hash: key2.toString("hex"), salt: salt.toString("hex") };
}
async function verifyPassword(password2, hash, salt) {
  const expected = Buffer.from(hash, "hex");
  if (expected.length !== KEY_LENGTH) return false;
  const key2 = await derive(password2, Buffer.from(salt, "hex"));
  return timingSafeEqual(key2, expected);
}

// server/services/login.ts
import { createHash, randomBytes as randomBytes2 } from "node:crypto";
var TOKEN_DAYS = 7;
var DAY_MS2 = 864e5;
var hashToken = (token) => createHash("sha256").update(token).digest("hex");
function checkActive(user, now) {
  if (user.disabled) throw new SecurityError("User is disabled");
  if (user.expirationTime !== null && user.expirationTime < now) {
    throw new SecurityError("User has expired");
  }
}
var LoginService = class {
  constructor(storage, now = Date.now, throttle) {
    this.storage = storage;
    this.now = now;
    this.throttle = throttle;
  }
  storage;
  now;
  throttle;
  // Spent on unknown accounts too, so the response time does not reveal which e-mails exist.
  decoy = hashPassword(randomBytes2(8).toString("hex"));
  /**
   * The user matching e-mail or login and password, or null; throws if the account is inactive,
   * or (429) when `address` or the account has failed too often lately.
   */
  async withPassword(email2, password2, address = "") {
    await this.throttle?.check(address, email2);
    const user = await this.storage.users.findByLogin(email2);
    if (!user) {
      const { hash, salt } = await this.decoy;
      await verifyPassword(password2, hash, salt);
      await this.throttle?.fail(address, email2);
      return null;
    }
    if (!await verifyPassword(password2, user.hashedPassword, user.salt)) {
      await this.throttle?.fail(address, email2);
      return null;
    }
    await this.throttle?.succeed(address, email2);
    checkActive(user, this.now());
    return user;
  }
  /**
   * A new random token and its hash, not stored yet: for writes that store it together with
   * the user it belongs to (share links), in one transaction.
   */
  prepareToken(expiration) {
    const now = this.now();
    const token = randomBytes2(32).toString("base64url");
    return {
      token,
      hash: hashToken(token),
      expiration: expiration ?? now + TOKEN_DAYS * DAY_MS2,
      createdAt: now
    };
  }
  /** Creates a token for the user and returns it; only its hash is stored. */
  async createToken(userId, expiration) {
    const prepared = this.prepareToken(expiration);
    await this.storage.tokens.insert(
      userId,
      prepared.hash,
      prepared.expiration,
      prepared.createdAt
    );
    return prepared.token;
  }
  /** The user a token belongs to; throws when it is unknown, revoked or expired. */
  async withToken(token) {
    const record = await this.storage.tokens.findByHash(hashToken(token));
    if (!record) throw new SecurityError("Invalid signature");
    if (record.revoked) throw new SecurityError("Token has been revoked");
    if (record.expiration < this.now()) throw new SecurityError("Token has expired");
    const user = await this.storage.users.get(record.userId);
    if (!user) throw new SecurityError("Unknown account");
    checkActive(user, this.now());
    return user;
  }
  /** Revokes a token of the caller's own (administrators may revoke any). */
  async revokeToken(token, caller) {
    const record = await this.storage.tokens.findByHash(hashToken(token));
    if (!record) throw new SecurityError("Invalid signature");
    if (record.userId !== caller.id && !caller.administrator) {
      throw new SecurityError("User access denied");
    }
    await this.storage.tokens.revoke(record.id);
  }
};

// server/services/users.ts
var isTrue = (value2) => value2 === true || value2 === "true";
var DEFAULT_DEVICE_LIMIT = -1;
function newUserRecord(input, secret) {
  return {
    name: input.name,
    login: input.login ?? null,
    email: input.email,
    phone: input.phone ?? null,
    readonly: input.readonly ?? false,
    administrator: input.administrator ?? false,
    map: input.map ?? null,
    latitude: input.latitude ?? 0,
    longitude: input.longitude ?? 0,
    zoom: input.zoom ?? 0,
    coordinateFormat: input.coordinateFormat ?? null,
    disabled: input.disabled ?? false,
    expirationTime: input.expirationTime ?? null,
    deviceLimit: input.deviceLimit ?? DEFAULT_DEVICE_LIMIT,
    userLimit: input.userLimit ?? 0,
    deviceReadonly: input.deviceReadonly ?? false,
    limitCommands: input.limitCommands ?? false,
    disableReports: input.disableReports ?? false,
    fixedEmail: input.fixedEmail ?? false,
    poiLayer: input.poiLayer ?? null,
    totpKey: null,
    temporary: input.temporary ?? false,
    attributes: input.attributes ?? {},
    hashedPassword: secret.hash,
    salt: secret.salt
  };
}
var UserService = class {
  constructor(storage, permissions, settings, sessions, hub) {
    this.storage = storage;
    this.permissions = permissions;
    this.settings = settings;
    this.sessions = sessions;
    this.hub = hub;
  }
  storage;
  permissions;
  settings;
  sessions;
  hub;
  /**
   * Creates a user. The first user ever is an administrator; later anonymous sign-ups need
   * `server.registration`; managers create users they then manage (within `userLimit`).
   */
  async create(caller, input) {
    const fields = { ...input };
    if (!caller?.administrator) {
      fields.attributes = withShareMark(fields.attributes ?? {}, void 0);
      const ranked = fields.administrator === true || fields.deviceLimit !== void 0 && fields.deviceLimit !== DEFAULT_DEVICE_LIMIT || fields.userLimit !== void 0 && fields.userLimit !== 0;
      if (ranked) throw new SecurityError("Administrator access required");
      if (caller && caller.userLimit !== 0) {
        const managed = await this.storage.links.propertiesOf("user", caller.id, "user");
        if (caller.userLimit > 0 && managed.length >= caller.userLimit) {
          throw new SecurityError("Manager user limit reached");
        }
      } else if (await this.storage.users.count() === 0) {
        fields.administrator = true;
      } else if (!this.settings.current.registration) {
        throw new SecurityError("Registration disabled");
      }
    }
    const autoadd = (await this.storage.notifications.list()).filter((notification) => isTrue(notification.attributes["tarkan.autoadd"])).map((notification) => notification.id);
    return this.storage.users.insert(
      newUserRecord(fields, await hashPassword(input.password)),
      caller && caller.userLimit !== 0 ? caller.id : void 0,
      autoadd
    );
  }
  /** Applies an update the caller may make; a new password replaces the hash. */
  async update(caller, before, input) {
    const { password: password2, id: _id, ...rest } = input;
    const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== void 0));
    const after = { ...before, ...defined };
    if (!caller.administrator) {
      after.attributes = withShareMark(after.attributes, before.attributes.isShared);
    }
    this.permissions.checkUserUpdate(caller, before, after);
    if (password2) Object.assign(after, secretFields(await hashPassword(password2)));
    await this.storage.users.update(after);
    if (after.disabled && !before.disabled) await this.disconnect(after.id);
    return after;
  }
  /**
   * True when an update of `before` by its own user changes nothing but the attributes a
   * read-only user may still save (Traccar's notificationTokens and termsAccepted).
   */
  onlyTokensChange(before, input) {
    const free = (attributes2) => JSON.stringify(
      Object.entries(attributes2).filter(([key2]) => key2 !== "notificationTokens" && key2 !== "termsAccepted").sort(([a], [b]) => a.localeCompare(b))
    );
    const { id: _id, password: password2, attributes, ...fields } = input;
    if (password2) return false;
    if (attributes && free(attributes) !== free(before.attributes)) return false;
    return Object.entries(fields).every(
      ([key2, value2]) => value2 === void 0 || value2 === before[key2]
    );
  }
  /** Deletes a user, and the share links they made (those users see through their owner). */
  async remove(id) {
    const shares = await this.storage.shares.list(id);
    await this.storage.users.delete(id);
    await this.disconnect(id);
    for (const share of shares) {
      await this.storage.users.delete(share.id);
      await this.disconnect(share.id);
    }
  }
  async disconnect(userId) {
    await this.sessions.deleteUser(userId);
    this.hub.dropUser(userId);
  }
};
function withShareMark(attributes, mark) {
  const { isShared: _isShared, ...rest } = attributes;
  return mark === void 0 ? rest : { ...rest, isShared: mark };
}
var secretFields = (secret) => ({
  hashedPassword: secret.hash,
  salt: secret.salt
});

// server/services/shares.ts
var SHARE_PURGE_AFTER_MS = 30 * 864e5;
function shareJson(user) {
  return {
    id: user.id,
    deviceId: Number(user.attributes.deviceId),
    name: user.login ?? user.name,
    expirationTime: formatTraccarDate(user.expirationTime ?? 0),
    limitCommands: user.limitCommands,
    token: typeof user.attributes.token === "string" ? user.attributes.token : "",
    ownerId: shareOwnerOf(user) ?? 0
  };
}
var ShareService = class {
  constructor(storage, permissions, registry, login, users, now = Date.now) {
    this.storage = storage;
    this.permissions = permissions;
    this.registry = registry;
    this.login = login;
    this.users = users;
    this.now = now;
  }
  storage;
  permissions;
  registry;
  login;
  users;
  now;
  /** The caller's shares, optionally of one device the caller sees. */
  async list(caller, deviceId) {
    this.permissions.checkShare(caller, "read");
    if (deviceId !== void 0) await this.permissions.checkPermission(caller, "device", deviceId);
    const shares = await this.storage.shares.list(caller.id);
    return deviceId === void 0 ? shares : shares.filter((share) => Number(share.attributes.deviceId) === deviceId);
  }
  /** Creates a share of a device the caller sees: user, link and token in one transaction. */
  async create(caller, input) {
    this.permissions.checkShare(caller, "create");
    await this.permissions.checkPermission(caller, "device", input.deviceId);
    if (!this.registry.get(input.deviceId)) {
      throw new StorageError(`No device with id ${input.deviceId}`);
    }
    const expiration = this.expiration(input.expirationTime, caller);
    const token = this.login.prepareToken(expiration);
    const login = `${shareLoginPrefix(caller.id)}${this.now()}`;
    const secret = await hashPassword(randomBytes3(24).toString("base64url"));
    const record = newUserRecord(
      {
        name: login,
        login,
        email: randomUUID(),
        readonly: true,
        deviceReadonly: true,
        // A link may be forwarded to anyone: no commands unless the owner allows them.
        limitCommands: input.limitCommands ?? true,
        disableReports: true,
        userLimit: 0,
        expirationTime: expiration,
        attributes: { isShared: caller.id, deviceId: input.deviceId, token: token.token }
      },
      secret
    );
    return this.storage.shares.insert(record, input.deviceId, token);
  }
  /** A new expiry (and limitCommands) for a share; its token's expiry moves with it. */
  async update(caller, id, input) {
    this.permissions.checkShare(caller, "edit");
    const share = await this.owned(caller, id);
    const owner = share.ownerId === caller.id ? caller : await this.storage.users.get(share.ownerId);
    const expiration = this.expiration(input.expirationTime, owner ?? caller);
    const raw = share.user.attributes.token;
    const token = typeof raw === "string" && raw ? { token: raw, hash: hashToken(raw), expiration, createdAt: this.now() } : this.login.prepareToken(expiration);
    const after = {
      ...share.user,
      expirationTime: expiration,
      limitCommands: input.limitCommands ?? share.user.limitCommands,
      attributes: { ...share.user.attributes, token: token.token }
    };
    await this.storage.shares.update(after, token);
    return after;
  }
  /** Deletes a share: the user goes, with its link, its tokens and its open sessions. */
  async remove(caller, id) {
    this.permissions.checkShare(caller, "delete");
    await this.owned(caller, id);
    await this.users.remove(id);
  }
  /** Administrators: deletes the shares that expired more than 30 days ago; returns how many. */
  async purgeExpired(caller) {
    this.permissions.checkAdmin(caller);
    const before = this.now() - SHARE_PURGE_AFTER_MS;
    const stale = (await this.storage.shares.list()).filter(
      (share) => share.expirationTime !== null && share.expirationTime < before
    );
    for (const share of stale) await this.users.remove(share.id);
    return stale.length;
  }
  /**
   * The share `id` if the caller owns it (administrators: any share). Anyone else learns only
   * `Share access denied`, whether the id exists or not.
   */
  async owned(caller, id) {
    const user = await this.storage.users.get(id);
    const ownerId = user ? shareOwnerOf(user) : null;
    if (user && ownerId !== null && (user.login ?? "").startsWith(shareLoginPrefix(ownerId))) {
      if (ownerId === caller.id || caller.administrator) return { user, ownerId };
    } else if (caller.administrator) {
      throw new HttpError(404);
    }
    throw new SecurityError("Share access denied");
  }
  /** A requested expiry: in the future, and never after the owner's own account expires. */
  expiration(text, owner) {
    const ms2 = parseZonedDate(text);
    if (ms2 === null) {
      throw new IllegalArgumentError(
        "expirationTime: expected an ISO date with a zone, e.g. 2024-01-01T00:00:00Z"
      );
    }
    if (ms2 <= this.now()) throw new IllegalArgumentError("expirationTime: must be in the future");
    return owner.expirationTime !== null ? Math.min(ms2, owner.expirationTime) : ms2;
  }
};

// server/api/shares.ts
function sharesRoutes(ctx) {
  const { shares } = ctx;
  return async (app) => {
    app.get("/tarkan/shares", async (request) => {
      const user = await requireUser(ctx, request);
      const query = request.query;
      const list2 = await shares.list(user, queryId("deviceId", query.deviceId));
      return list2.map(shareJson);
    });
    app.post("/tarkan/shares", async (request) => {
      const user = await requireUser(ctx, request);
      const input = parseInput(ShareCreateInput, request.body);
      return shareJson(await shares.create(user, input));
    });
    app.put("/tarkan/shares/:id", async (request) => {
      const user = await requireUser(ctx, request);
      const id = pathId(request.params);
      const input = parseInput(ShareUpdateInput, request.body);
      return shareJson(await shares.update(user, id, input));
    });
    app.delete("/tarkan/shares/:id", async (request, reply2) => {
      const user = await requireUser(ctx, request);
      await shares.remove(user, pathId(request.params));
      return reply2.code(204).send();
    });
    app.get("/tarkan/clear/shares", async (request) => {
      const user = await requireUser(ctx, request);
      return { deleted: await shares.purgeExpired(user) };
    });
  };
}

// server/api/socket.ts
function socketRoutes(ctx) {
  const admitted = /* @__PURE__ */ new WeakMap();
  return async (app) => {
    app.get(
      "/api/socket",
      {
        websocket: true,
        preValidation: async (request) => {
          const { token } = request.query;
          let user;
          if (token) {
            user = await ctx.login.withToken(String(token)).catch((error) => {
              throw error instanceof SecurityError ? new HttpError(401) : error;
            });
          } else {
            user = await optionalUser(ctx, request);
          }
          if (!user) throw new HttpError(401);
          admitted.set(request, { user, deviceIds: await ctx.permissions.deviceIdsOf(user.id) });
        }
      },
      (socket, request) => {
        const { user, deviceIds } = admitted.get(request);
        const subscriber = ctx.hub.subscribe(user.id, socket, deviceIds);
        socket.on("close", () => ctx.hub.unsubscribe(subscriber));
        socket.on("error", () => ctx.hub.unsubscribe(subscriber));
        const positions = latestOf(ctx.registry, deviceIds).map(positionJson);
        ctx.hub.send(subscriber, JSON.stringify({ positions }));
      }
    );
  };
}

// server/api/users.ts
function checkRank(caller, target) {
  if (target.administrator && !caller.administrator) {
    throw new SecurityError("Administrator access required");
  }
}
function usersRoutes(ctx) {
  const { permissions, storage } = ctx;
  return async (app) => {
    app.get("/api/users", async (request) => {
      const user = await requireUser(ctx, request);
      const query = request.query;
      const userId = queryId("userId", query.userId);
      const deviceId = queryId("deviceId", query.deviceId);
      permissions.checkAdvanced(user, "user", "read");
      let users;
      if (deviceId !== void 0) {
        permissions.checkManager(user);
        await permissions.checkPermission(user, "device", deviceId);
        users = await storage.users.list(await storage.links.ownersOf("user", "device", deviceId));
      } else if (userId !== void 0) {
        await permissions.checkUser(user, userId);
        users = await storage.users.list(await storage.links.propertiesOf("user", userId, "user"));
      } else if (user.administrator) {
        users = await storage.users.list();
      } else {
        permissions.checkManager(user);
        users = await storage.users.list(await storage.links.propertiesOf("user", user.id, "user"));
      }
      const list2 = readListQuery(query, false);
      if (!(list2.all && user.administrator)) users = users.filter((u) => !shareOwnerOf(u));
      return pageOf(users, list2, (u) => [u.name, u.email, u.login, u.phone]).map(userJson);
    });
    app.post("/api/users", async (request) => {
      const caller = await optionalUser(ctx, request);
      const input = parseInput(UserCreateInput, request.body);
      if (caller) {
        permissions.checkAdvanced(caller, "user", "create");
        await permissions.checkEdit(caller, "user", true);
      }
      const user = await ctx.users.create(caller, {
        ...input,
        expirationTime: optionalDate("expirationTime", input.expirationTime)
      });
      return userJson(user);
    });
    app.get("/api/users/:id", async (request) => {
      const caller = await requireUser(ctx, request);
      const id = pathId(request.params);
      await permissions.checkPermission(caller, "user", id);
      if (id !== caller.id) permissions.checkAdvanced(caller, "user", "read");
      const user = await storage.users.get(id);
      if (!user) throw new HttpError(404);
      return userJson(user);
    });
    app.put("/api/users/:id", async (request) => {
      const caller = await requireUser(ctx, request);
      const input = parseInput(UserUpdateInput, request.body);
      const id = input.id || pathId(request.params);
      await permissions.checkPermission(caller, "user", id);
      const before = await storage.users.get(id);
      if (!before) throw new HttpError(404);
      checkRank(caller, before);
      const self = id === caller.id;
      if (self) permissions.checkSelfEdit(caller);
      else permissions.checkAdvanced(caller, "user", "edit");
      const skipReadonly = self && ctx.users.onlyTokensChange(before, input);
      await permissions.checkEdit(caller, "user", false, skipReadonly);
      const after = await ctx.users.update(caller, before, {
        ...input,
        id,
        expirationTime: optionalDate("expirationTime", input.expirationTime)
      });
      return userJson(after);
    });
    app.delete("/api/users/:id", async (request, reply2) => {
      const caller = await requireUser(ctx, request);
      const id = pathId(request.params);
      await permissions.checkPermission(caller, "user", id);
      permissions.checkAdvanced(caller, "user", "delete");
      await permissions.checkEdit(caller, "user", false);
      const target = await storage.users.get(id);
      if (!target) throw new HttpError(404);
      checkRank(caller, target);
      await ctx.users.remove(id);
      return reply2.code(204).send();
    });
  };
}

// server/api/web.ts
import fs5 from "node:fs";
import path4 from "node:path";
import fastifyStatic from "@fastify/static";
var API_PREFIXES = ["/api/", "/tarkan/"];
async function registerWeb(app, distDir) {
  const index = path4.join(distDir, "index.html");
  const built = fs5.existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: "/",
      wildcard: true,
      index: "index.html",
      setHeaders(res, file) {
        if (file.startsWith(path4.join(distDir, "assets") + path4.sep)) {
          res.header("Cache-Control", "public, max-age=31536000, immutable");
        } else if (file === index) {
          res.header("Cache-Control", "no-cache");
        }
      }
    });
  }
  app.setNotFoundHandler((request, reply2) => {
    const url = request.url.split("?")[0] ?? "/";
    const isApi = url === "/api" || API_PREFIXES.some((prefix) => url.startsWith(prefix));
    const isPage = !path4.extname(url) && (request.method === "GET" || request.method === "HEAD");
    if (built && !isApi && isPage) {
      return reply2.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(fs5.createReadStream(index));
    }
    return sendError(request, reply2, new HttpError(404));
  });
}

// server/api/index.ts
function registerCors(app, origins) {
  app.addHook("onRequest", async (request, reply2) => {
    const origin = request.headers.origin;
    if (!origin) reply2.header("Access-Control-Allow-Origin", "*");
    else if (origins.includes(origin)) reply2.header("Access-Control-Allow-Origin", origin);
    reply2.header("Access-Control-Allow-Headers", "origin, content-type, accept, authorization");
    reply2.header("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
    reply2.header("Access-Control-Allow-Credentials", "true");
    if (request.method === "OPTIONS") return reply2.code(204).send();
  });
}
async function createHttpServer(ctx) {
  const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024, forceCloseConnections: true });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  registerCors(app, ctx.config.webOrigins);
  registerErrorHandler(app);
  for (const routes of [
    catalogSyncRoutes,
    serverRoutes,
    sessionRoutes,
    usersRoutes,
    devicesRoutes,
    permissionsRoutes,
    groupsRoutes,
    geofencesRoutes,
    driversRoutes,
    calendarsRoutes,
    maintenanceRoutes,
    notificationsRoutes,
    commandsRoutes,
    computedAttributesRoutes,
    positionsRoutes,
    notificationDeliveryRoutes,
    commandSendRoutes,
    reportsRoutes,
    socketRoutes,
    tarkanRoutes,
    sharesRoutes
  ]) {
    await app.register(routes(ctx));
  }
  await registerWeb(app, path5.join(ctx.config.root, "dist"));
  return app;
}

// server/cluster/index.ts
import { Redis } from "ioredis";

// server/services/rateLimit.ts
var MAX_KEYS = 1e5;
var MemoryFailureLog = class {
  failures = /* @__PURE__ */ new Map();
  async recent(key2, since) {
    const recent = (this.failures.get(key2) ?? []).filter((time) => time > since);
    if (recent.length) this.failures.set(key2, recent);
    else this.failures.delete(key2);
    return recent;
  }
  async add(key2, time, windowMs) {
    if (!this.failures.has(key2) && this.failures.size >= MAX_KEYS) {
      this.failures.delete(this.failures.keys().next().value);
    }
    this.failures.set(key2, [...await this.recent(key2, time - windowMs), time]);
  }
  async clear(key2) {
    this.failures.delete(key2);
  }
};
var TooManyLoginsError = class extends FarolError {
  constructor(retryAfterMs) {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 6e4));
    super(
      "java.lang.SecurityException",
      `Too many failed logins, try again in ${minutes} minute${minutes === 1 ? "" : "s"}`,
      429
    );
    this.retryAfterMs = retryAfterMs;
  }
  retryAfterMs;
};
var LoginThrottle = class {
  constructor(options, now = Date.now, log = new MemoryFailureLog()) {
    this.options = options;
    this.now = now;
    this.log = log;
  }
  options;
  now;
  log;
  /** Throws TooManyLoginsError when the address or the account is locked out. */
  async check(address, account) {
    if (this.options.maxFailures <= 0) return;
    let wait = 0;
    for (const key2 of keys(address, account)) {
      const recent = await this.log.recent(key2, this.now() - this.options.windowMs);
      if (recent.length >= this.options.maxFailures) {
        const oldest = recent[recent.length - this.options.maxFailures];
        wait = Math.max(wait, oldest + this.options.windowMs - this.now());
      }
    }
    if (wait > 0) throw new TooManyLoginsError(wait);
  }
  /** Records a failed login. */
  async fail(address, account) {
    if (this.options.maxFailures <= 0) return;
    for (const key2 of keys(address, account)) {
      await this.log.add(key2, this.now(), this.options.windowMs);
    }
  }
  /** Clears the counters after a successful login. */
  async succeed(address, account) {
    for (const key2 of keys(address, account)) await this.log.clear(key2);
  }
};
var keys = (address, account) => [
  `address:${address}`,
  `account:${account.trim().toLowerCase()}`
];

// server/services/sessions.ts
import { randomBytes as randomBytes4 } from "node:crypto";
var MemorySessionStore = class {
  sessions = /* @__PURE__ */ new Map();
  async create(data) {
    const id = randomBytes4(24).toString("base64url");
    this.sessions.set(id, { ...data });
    return id;
  }
  async get(id) {
    return this.sessions.get(id) ?? null;
  }
  async delete(id) {
    this.sessions.delete(id);
  }
  async deleteUser(userId) {
    for (const [id, data] of this.sessions) if (data.userId === userId) this.sessions.delete(id);
  }
};

// server/cluster/bus.ts
import { randomBytes as randomBytes5 } from "node:crypto";
var newNodeId = () => randomBytes5(6).toString("hex");
var LocalBus = class {
  nodeId = newNodeId();
  shared = false;
  publish() {
  }
  subscribe() {
  }
  onReconnect() {
  }
};
var CLUSTER_CHANNEL = "farol:cluster";
var RedisBus = class _RedisBus {
  constructor(publisher, subscriber) {
    this.publisher = publisher;
    let started = subscriber.status === "ready";
    subscriber.on("ready", () => {
      if (started) for (const handler of this.reconnected) handler();
      started = true;
    });
    subscriber.on("message", (channel, text) => {
      if (channel !== CLUSTER_CHANNEL) return;
      let envelope;
      try {
        envelope = JSON.parse(text);
      } catch {
        console.error("Unreadable cluster message dropped");
        return;
      }
      if (envelope.from === this.nodeId) return;
      for (const handler of this.handlers) {
        try {
          handler(envelope.message);
        } catch (error) {
          console.error(`Cluster message ${envelope.message.type} failed:`, error);
        }
      }
    });
  }
  publisher;
  nodeId = newNodeId();
  shared = true;
  handlers = [];
  reconnected = [];
  /** Subscribes `subscriber` to the cluster channel and returns the bus once it listens. */
  static async open(publisher, subscriber) {
    const bus = new _RedisBus(publisher, subscriber);
    await subscriber.subscribe(CLUSTER_CHANNEL);
    return bus;
  }
  publish(message) {
    const text = JSON.stringify({ from: this.nodeId, message });
    this.publisher.publish(CLUSTER_CHANNEL, text).catch((error) => {
      console.error("Cluster message not sent:", error);
    });
  }
  subscribe(handler) {
    this.handlers.push(handler);
  }
  onReconnect(handler) {
    this.reconnected.push(handler);
  }
};

// server/cluster/clusterLock.ts
var SINGLE_NODE_LOCK = {
  acquire: async () => true,
  release: async () => {
  }
};

// server/cluster/redisFailureLog.ts
import { randomBytes as randomBytes6 } from "node:crypto";
var failureKey = (key2) => `farol:login-failures:${key2}`;
var RedisFailureLog = class {
  constructor(redis) {
    this.redis = redis;
  }
  redis;
  async recent(key2, since) {
    const result = await this.redis.multi().zremrangebyscore(failureKey(key2), "-inf", since).zrangebyscore(failureKey(key2), `(${since}`, "+inf", "WITHSCORES").exec();
    const flat = result?.[1]?.[1] ?? [];
    const times = [];
    for (let i = 1; i < flat.length; i += 2) times.push(Number(flat[i]));
    return times;
  }
  async add(key2, time, windowMs) {
    const member2 = `${time}:${randomBytes6(4).toString("hex")}`;
    await this.redis.multi().zadd(failureKey(key2), time, member2).pexpire(failureKey(key2), Math.max(1, windowMs)).exec();
  }
  async clear(key2) {
    await this.redis.del(failureKey(key2));
  }
};

// server/cluster/redisLock.ts
var RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
var RedisLock = class {
  constructor(redis, holder) {
    this.redis = redis;
    this.holder = holder;
  }
  redis;
  holder;
  async acquire(name3, ttlMs) {
    const ttl = Math.max(1, Math.round(ttlMs));
    return await this.redis.set(key(name3), this.holder, "PX", ttl, "NX") === "OK";
  }
  async release(name3) {
    await this.redis.eval(RELEASE, 1, key(name3), this.holder);
  }
};
var key = (name3) => `farol:lock:${name3}`;

// server/cluster/redisSessions.ts
import { randomBytes as randomBytes7 } from "node:crypto";
var SESSION_IDLE_SECONDS = 30 * 24 * 60 * 60;
var sessionKey = (id) => `farol:session:${id}`;
var userKey = (userId) => `farol:user-sessions:${userId}`;
var RedisSessionStore = class {
  constructor(redis) {
    this.redis = redis;
  }
  redis;
  async create(data) {
    const id = randomBytes7(24).toString("base64url");
    await this.redis.multi().set(sessionKey(id), JSON.stringify(data), "EX", SESSION_IDLE_SECONDS).sadd(userKey(data.userId), id).expire(userKey(data.userId), SESSION_IDLE_SECONDS).exec();
    return id;
  }
  async get(id) {
    const text = await this.redis.getex(sessionKey(id), "EX", SESSION_IDLE_SECONDS);
    if (!text) return null;
    return JSON.parse(text);
  }
  async delete(id) {
    const data = await this.get(id);
    const multi = this.redis.multi().del(sessionKey(id));
    if (data) multi.srem(userKey(data.userId), id);
    await multi.exec();
  }
  async deleteUser(userId, keep) {
    const ids = (await this.redis.smembers(userKey(userId))).filter((id) => id !== keep);
    if (ids.length === 0) return;
    await this.redis.multi().del(...ids.map(sessionKey)).srem(userKey(userId), ...ids).exec();
  }
};

// server/services/liveHub.ts
var KEEPALIVE_MS = 55e3;
var MAX_BUFFERED_BYTES = 64 * 1024 * 1024;
var LiveHub = class {
  byDevice = /* @__PURE__ */ new Map();
  byUser = /* @__PURE__ */ new Map();
  timer;
  constructor(keepaliveMs = KEEPALIVE_MS) {
    this.timer = setInterval(() => this.keepalive(), keepaliveMs);
    this.timer.unref();
  }
  subscribe(userId, connection, deviceIds) {
    const subscriber = { userId, connection, deviceIds: new Set(deviceIds) };
    for (const id of subscriber.deviceIds) addTo(this.byDevice, id, subscriber);
    addTo(this.byUser, userId, subscriber);
    return subscriber;
  }
  unsubscribe(subscriber) {
    for (const id of subscriber.deviceIds) removeFrom(this.byDevice, id, subscriber);
    removeFrom(this.byUser, subscriber.userId, subscriber);
  }
  /** A user was linked to a device: their open sockets start receiving it. */
  grant(userId, deviceId) {
    for (const subscriber of this.byUser.get(userId) ?? []) {
      subscriber.deviceIds.add(deviceId);
      addTo(this.byDevice, deviceId, subscriber);
    }
  }
  /** A user was unlinked from a device: their open sockets stop receiving it. */
  revoke(userId, deviceId) {
    for (const subscriber of this.byUser.get(userId) ?? []) {
      subscriber.deviceIds.delete(deviceId);
      removeFrom(this.byDevice, deviceId, subscriber);
    }
  }
  /** Replaces what a user's open sockets may see (links or groups changed). */
  setAccess(userId, deviceIds) {
    const allowed = new Set(deviceIds);
    for (const subscriber of this.byUser.get(userId) ?? []) {
      for (const id of subscriber.deviceIds) {
        if (!allowed.has(id)) removeFrom(this.byDevice, id, subscriber);
      }
      subscriber.deviceIds.clear();
      for (const id of allowed) {
        subscriber.deviceIds.add(id);
        addTo(this.byDevice, id, subscriber);
      }
    }
  }
  /** Users with at least one open socket. */
  connectedUserIds() {
    return [...this.byUser.keys()];
  }
  /** A device was deleted. */
  dropDevice(deviceId) {
    for (const subscriber of this.byDevice.get(deviceId) ?? [])
      subscriber.deviceIds.delete(deviceId);
    this.byDevice.delete(deviceId);
  }
  /** A user was deleted or disabled: close their sockets. */
  dropUser(userId) {
    for (const subscriber of [...this.byUser.get(userId) ?? []]) {
      this.unsubscribe(subscriber);
      subscriber.connection.close(4e3, "Session ended");
    }
  }
  /** Sends one batch: positions and devices, each to the subscribers of its device only. */
  publish(positions, devices) {
    const outbox = /* @__PURE__ */ new Map();
    const collect = (deviceId, text, kind) => {
      const subscribers = this.byDevice.get(deviceId);
      if (!subscribers || subscribers.size === 0) return;
      const json = text();
      for (const subscriber of subscribers) {
        let box = outbox.get(subscriber);
        if (!box) outbox.set(subscriber, box = { positions: [], devices: [] });
        box[kind].push(json);
      }
    };
    for (const p of positions)
      collect(p.deviceId, () => JSON.stringify(positionJson(p)), "positions");
    for (const d of devices) collect(d.id, () => JSON.stringify(deviceJson(d)), "devices");
    for (const [subscriber, box] of outbox) {
      if (box.positions.length) this.send(subscriber, `{"positions":[${box.positions.join(",")}]}`);
      if (box.devices.length) this.send(subscriber, `{"devices":[${box.devices.join(",")}]}`);
    }
  }
  /** Sends one message to every open socket of a user (web notifications). */
  sendToUser(userId, text) {
    for (const subscriber of [...this.byUser.get(userId) ?? []]) this.send(subscriber, text);
  }
  /** Sends one message to one subscriber, dropping clients that stopped reading. */
  send(subscriber, text) {
    if (subscriber.connection.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.unsubscribe(subscriber);
      subscriber.connection.close(1013, "Client too slow");
      return;
    }
    subscriber.connection.send(text);
  }
  /** Number of open subscribers (for tests and statistics). */
  get size() {
    let count2 = 0;
    for (const set of this.byUser.values()) count2 += set.size;
    return count2;
  }
  close() {
    clearInterval(this.timer);
    for (const set of this.byUser.values()) {
      for (const subscriber of set) subscriber.connection.close(1001, "Server stopping");
    }
    this.byUser.clear();
    this.byDevice.clear();
  }
  keepalive() {
    for (const set of this.byUser.values())
      for (const subscriber of set) this.send(subscriber, "{}");
  }
};
function addTo(map, key2, value2) {
  let set = map.get(key2);
  if (!set) map.set(key2, set = /* @__PURE__ */ new Set());
  set.add(value2);
}
function removeFrom(map, key2, value2) {
  const set = map.get(key2);
  if (!set) return;
  set.delete(value2);
  if (set.size === 0) map.delete(key2);
}

// server/cluster/clusterHub.ts
var ClusterHub = class extends LiveHub {
  constructor(bus, keepaliveMs) {
    super(keepaliveMs);
    this.bus = bus;
  }
  bus;
  /** This node's sockets only. */
  local = {
    publish: (positions, devices) => super.publish(positions, devices),
    sendToUser: (userId, text) => super.sendToUser(userId, text),
    dropUser: (userId) => super.dropUser(userId),
    dropDevice: (deviceId) => super.dropDevice(deviceId)
  };
  publish(positions, devices) {
    const batch = { positions: [...positions], devices: [...devices] };
    super.publish(batch.positions, batch.devices);
    if (batch.positions.length || batch.devices.length)
      this.bus.publish({ type: "live", ...batch });
  }
  sendToUser(userId, text) {
    super.sendToUser(userId, text);
    this.bus.publish({ type: "toUser", userId, text });
  }
  dropUser(userId) {
    super.dropUser(userId);
    this.bus.publish({ type: "dropUser", userId });
  }
  dropDevice(deviceId) {
    super.dropDevice(deviceId);
    this.bus.publish({ type: "dropDevice", deviceId });
  }
};

// server/cluster/sync.ts
var ClusterSync = class {
  constructor(bus, targets) {
    this.targets = targets;
    bus.subscribe((message) => this.queue(message.type, () => this.apply(message)));
    bus.onReconnect(() => this.queue("resync", () => this.resync()));
  }
  targets;
  chain = Promise.resolve();
  queue(name3, work) {
    this.chain = this.chain.then(work).catch((error) => console.error(`Cluster message ${name3} failed:`, error));
  }
  /**
   * After a reconnection to Redis: reads again everything a lost message could have changed
   * (devices, catalog, server settings, the sockets' access). Live positions lost meanwhile
   * are not replayed; the next report of each device brings its sockets up to date.
   */
  async resync() {
    const { storage, registry, links, catalog, settings, commands } = this.targets;
    const stored = await storage.devices.all();
    const ids = new Set(stored.map((device) => device.id));
    for (const device of [...registry.all()]) if (!ids.has(device.id)) registry.remove(device.id);
    for (const device of stored) this.upsert(device);
    await catalog.refresh();
    await settings.reload();
    await commands.load();
    await links.refreshLocal(null);
  }
  /** Resolves once every message received so far has been applied. */
  idle() {
    return this.chain;
  }
  async apply(message) {
    const { registry, hub, links } = this.targets;
    switch (message.type) {
      case "live":
        return this.live(message.positions, message.devices);
      case "toUser":
        return hub.local.sendToUser(message.userId, message.text);
      case "dropUser":
        return hub.local.dropUser(message.userId);
      case "dropDevice":
        registry.remove(message.deviceId);
        return hub.local.dropDevice(message.deviceId);
      case "device":
        return this.device(message.deviceId);
      case "access":
        return links.refreshLocal(message.userIds);
      case "catalog":
        return this.targets.catalog.refresh();
      case "server":
        return this.targets.settings.reload();
      case "queued":
        return this.targets.commands.markWaiting(message.deviceId);
      default:
        console.error(`Unknown cluster message ${message.type} ignored`);
    }
  }
  /** Another node committed a batch: this registry follows, then this node's sockets get it. */
  live(positions, devices) {
    const { registry, hub } = this.targets;
    const current = [];
    for (const remote of devices) {
      const device = registry.get(remote.id);
      if (!device) continue;
      device.status = remote.status;
      device.lastUpdate = remote.lastUpdate;
      device.positionId = remote.positionId;
      current.push(device);
    }
    for (const position of positions) {
      const device = registry.get(position.deviceId);
      if (!device) continue;
      device.positionId = position.id;
      registry.setLatest(position.deviceId, position);
      const last = registry.last(position.deviceId);
      if (!last || last.fixTime <= position.fixTime) registry.setLast(position.deviceId, position);
    }
    hub.local.publish(positions, current);
  }
  /** A device was created or edited elsewhere: read it again. */
  async device(deviceId) {
    const { registry, storage } = this.targets;
    const stored = await storage.devices.get(deviceId);
    if (stored) this.upsert(stored);
    else registry.remove(deviceId);
  }
  /** Adds a stored device to the registry, or refreshes its editable fields there. */
  upsert(stored) {
    const { registry } = this.targets;
    if (!registry.get(stored.id)) {
      registry.add(stored);
      return;
    }
    const { id, status: _s, lastUpdate: _l, positionId: _p, ...fields } = stored;
    registry.update(id, fields);
  }
};

// server/cluster/scheduler.ts
var Scheduler = class {
  constructor(lock) {
    this.lock = lock;
  }
  lock;
  timers = /* @__PURE__ */ new Set();
  running = /* @__PURE__ */ new Set();
  stopped = false;
  /** Starts ticking `task` every period (the first tick one period from now). */
  every(task) {
    if (task.periodMs <= 0 || this.stopped) return;
    const timer = setInterval(() => void this.tick(task), task.periodMs);
    timer.unref();
    this.timers.add(timer);
  }
  /**
   * Runs `task` now if this node wins its lease for this period; true when it ran. Errors are
   * logged, never thrown: the next period tries again.
   */
  tick(task) {
    const run = (async () => {
      if (this.stopped) return false;
      if (!await this.lock.acquire(`schedule:${task.name}`, task.periodMs * 0.9)) return false;
      try {
        await task.run();
      } catch (error) {
        console.error(`Scheduled task ${task.name} failed:`, error);
      }
      return true;
    })();
    const settled = run.then(() => void 0);
    this.running.add(settled);
    void settled.finally(() => this.running.delete(settled));
    return run;
  }
  /** Stops ticking and waits for the runs under way. */
  async stop() {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    await Promise.all(this.running);
  }
};

// server/cluster/index.ts
function localCluster() {
  return {
    bus: new LocalBus(),
    lock: SINGLE_NODE_LOCK,
    sessions: new MemorySessionStore(),
    failures: new MemoryFailureLog(),
    close: async () => {
    }
  };
}
async function openCluster(redisUrl2) {
  if (!redisUrl2) return localCluster();
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const client = new Redis(redisUrl2, options);
  const subscriber = new Redis(redisUrl2, options);
  for (const connection of [client, subscriber]) {
    connection.on("error", (error) => console.error("Redis:", error.message));
  }
  const close = async () => {
    client.disconnect();
    subscriber.disconnect();
  };
  try {
    await client.connect();
    await subscriber.connect();
    const bus = await RedisBus.open(client, subscriber);
    return {
      bus,
      lock: new RedisLock(client, bus.nodeId),
      sessions: new RedisSessionStore(client),
      failures: new RedisFailureLog(client),
      close
    };
  } catch (error) {
    await close();
    const where = new URL(redisUrl2);
    throw new Error(`Cannot reach Redis at ${where.host}: ${error.message}`, {
      cause: error
    });
  }
}

// server/config.ts
import path6 from "node:path";
import { parseArgs } from "node:util";
var OPTIONS = {
  port: { type: "string", env: "FAROL_PORT" },
  host: { type: "string", env: "FAROL_HOST" },
  data: { type: "string", env: "FAROL_DATA" },
  "database-url": { type: "string", env: "DATABASE_URL" },
  "redis-url": { type: "string", env: "REDIS_URL" },
  options: { type: "string", env: "FAROL_OPTIONS" },
  "osmand-port": { type: "string", env: "FAROL_OSMAND_PORT" },
  demo: { type: "string", env: "FAROL_DEMO" },
  "admin-email": { type: "string", env: "FAROL_ADMIN_EMAIL" },
  "admin-password": { type: "string", env: "FAROL_ADMIN_PASSWORD" },
  "status-timeout": { type: "string", env: "FAROL_STATUS_TIMEOUT" },
  "map-url": { type: "string", env: "FAROL_MAP_URL" },
  "web-origin": { type: "string", env: "FAROL_WEB_ORIGIN" },
  "login-max-failures": { type: "string", env: "FAROL_LOGIN_MAX_FAILURES" },
  "login-window": { type: "string", env: "FAROL_LOGIN_WINDOW" }
};
function integer(name3, text, fallback) {
  if (text === void 0 || text.trim() === "") return fallback;
  const value2 = Number(text);
  if (!Number.isInteger(value2) || value2 < 0) {
    throw new Error(`Invalid value for ${name3}: "${text}" (expected a whole number \u2265 0)`);
  }
  return value2;
}
function databaseUrl(text) {
  const url = text?.trim() ?? "";
  if (url && !/^postgres(ql)?:\/\//i.test(url)) {
    throw new Error(
      `Invalid value for database-url: expected postgres://\u2026 (or nothing for SQLite)`
    );
  }
  return url;
}
function redisUrl(text) {
  const url = text?.trim() ?? "";
  if (url && !/^rediss?:\/\//i.test(url)) {
    throw new Error(`Invalid value for redis-url: expected redis://\u2026 (or nothing for one node)`);
  }
  return url;
}
function jsonOptions(text) {
  if (!text?.trim()) return {};
  let parsed2;
  try {
    parsed2 = JSON.parse(text);
  } catch {
    throw new Error(`Invalid value for options: expected a JSON object of configuration keys`);
  }
  if (typeof parsed2 !== "object" || parsed2 === null || Array.isArray(parsed2)) {
    throw new Error(`Invalid value for options: expected a JSON object of configuration keys`);
  }
  return Object.fromEntries(Object.entries(parsed2).map(([key2, value2]) => [key2, String(value2)]));
}
function loadConfig(argv = process.argv.slice(2), env = process.env) {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(Object.entries(OPTIONS).map(([k]) => [k, { type: "string" }])),
    strict: true,
    allowPositionals: false
  });
  const read = (key2) => values[key2] ?? env[OPTIONS[key2].env];
  const password2 = read("admin-password");
  const root = process.cwd();
  return {
    port: integer("port", read("port"), 8082),
    host: read("host") || "0.0.0.0",
    dataDir: path6.resolve(root, read("data") || "./data"),
    databaseUrl: databaseUrl(read("database-url")),
    redisUrl: redisUrl(read("redis-url")),
    osmandPort: integer("osmand-port", read("osmand-port"), 5055),
    demoDevices: integer("demo", read("demo"), 50),
    adminEmail: read("admin-email") || "admin",
    adminPassword: password2 || "admin",
    adminPasswordIsDefault: !password2,
    statusTimeout: integer("status-timeout", read("status-timeout"), 600),
    mapUrl: read("map-url") ?? "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    webOrigins: (read("web-origin") ?? "").split(",").map((origin) => origin.trim()).filter(Boolean),
    loginMaxFailures: integer("login-max-failures", read("login-max-failures"), 10),
    loginWindowMinutes: integer("login-window", read("login-window"), 15),
    root,
    options: jsonOptions(read("options"))
  };
}

// server/demo/places.ts
var SAO_PAULO_PLACES = [
  { name: "Pra\xE7a da S\xE9", latitude: -23.5503, longitude: -46.6339 },
  { name: "Avenida Paulista (MASP)", latitude: -23.5614, longitude: -46.6559 },
  { name: "Parque Ibirapuera", latitude: -23.5874, longitude: -46.6576 },
  { name: "Largo da Batata (Pinheiros)", latitude: -23.567, longitude: -46.6932 },
  { name: "Vila Madalena", latitude: -23.5535, longitude: -46.6911 },
  { name: "Moema", latitude: -23.6009, longitude: -46.665 },
  { name: "Berrini (Brooklin)", latitude: -23.6105, longitude: -46.696 },
  { name: "Largo Treze (Santo Amaro)", latitude: -23.6535, longitude: -46.71 },
  { name: "Mooca", latitude: -23.5583, longitude: -46.5993 },
  { name: "Tatuap\xE9", latitude: -23.54, longitude: -46.576 },
  { name: "Santana", latitude: -23.5025, longitude: -46.625 },
  { name: "Lapa", latitude: -23.527, longitude: -46.704 },
  { name: "Cidade Universit\xE1ria (Butant\xE3)", latitude: -23.558, longitude: -46.731 },
  { name: "Vila Mariana", latitude: -23.589, longitude: -46.634 },
  { name: "Museu do Ipiranga", latitude: -23.5855, longitude: -46.6094 },
  { name: "Liberdade", latitude: -23.5587, longitude: -46.635 },
  { name: "Memorial da Am\xE9rica Latina (Barra Funda)", latitude: -23.5262, longitude: -46.6652 },
  { name: "Aeroporto de Congonhas", latitude: -23.6261, longitude: -46.6566 },
  { name: "Est\xE1dio do Morumbi", latitude: -23.6002, longitude: -46.72 },
  { name: "Penha", latitude: -23.527, longitude: -46.543 },
  { name: "Jabaquara", latitude: -23.6458, longitude: -46.6411 },
  { name: "Itaim Bibi", latitude: -23.5847, longitude: -46.679 }
];

// server/demo/random.ts
function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    pick: (items) => items[Math.floor(items.length * next())],
    chance: (p) => next() < p
  };
}

// server/demo/catalog.ts
var KINDS = [
  {
    category: "car",
    label: "Carro",
    weight: 30,
    profile: { cruiseKmh: 50, acceleration: 2.2, braking: 3 },
    models: ["Fiat Argo", "VW Polo", "Chevrolet Onix", "Hyundai HB20"]
  },
  {
    category: "pickup",
    label: "Picape",
    weight: 12,
    profile: { cruiseKmh: 48, acceleration: 1.8, braking: 2.8 },
    models: ["Fiat Strada", "Toyota Hilux", "Chevrolet S10"]
  },
  {
    category: "van",
    label: "Van",
    weight: 12,
    profile: { cruiseKmh: 45, acceleration: 1.5, braking: 2.5 },
    models: ["Renault Master", "Fiat Ducato", "Mercedes Sprinter"]
  },
  {
    category: "truck",
    label: "Caminh\xE3o",
    weight: 14,
    profile: { cruiseKmh: 40, acceleration: 0.9, braking: 2 },
    models: ["VW Delivery", "Mercedes Accelo", "Ford Cargo"]
  },
  {
    category: "motorcycle",
    label: "Moto",
    weight: 14,
    profile: { cruiseKmh: 55, acceleration: 2.8, braking: 3.5 },
    models: ["Honda CG 160", "Yamaha Factor", "Honda Biz"]
  },
  {
    category: "bus",
    label: "\xD4nibus",
    weight: 8,
    profile: { cruiseKmh: 36, acceleration: 0.9, braking: 1.8 },
    models: ["Caio Apache", "Marcopolo Torino"]
  },
  {
    category: "truck2",
    label: "Carreta",
    weight: 3,
    profile: { cruiseKmh: 38, acceleration: 0.7, braking: 1.6 },
    models: ["Scania R450", "Volvo FH"]
  },
  {
    category: "offroad",
    label: "Jipe",
    weight: 2,
    profile: { cruiseKmh: 45, acceleration: 1.8, braking: 2.8 },
    models: ["Jeep Renegade", "Troller T4"]
  },
  {
    category: "scooter",
    label: "Patinete",
    weight: 2,
    profile: { cruiseKmh: 20, acceleration: 1.2, braking: 2.5 },
    models: ["Xiaomi M365"]
  },
  {
    category: "bicycle",
    label: "Bicicleta",
    weight: 2,
    profile: { cruiseKmh: 17, acceleration: 0.8, braking: 2 },
    models: ["Caloi Urbam"]
  },
  {
    category: "crane",
    label: "Guindaste",
    weight: 1,
    profile: { cruiseKmh: 30, acceleration: 0.5, braking: 1.5 },
    models: ["Madal MD 45"]
  }
];
var TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + kind.weight, 0);
function pickKind(random) {
  let roll = random.next() * TOTAL_WEIGHT;
  for (const kind of KINDS) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return KINDS[0];
}
var LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
function randomPlate(random) {
  const letter = () => LETTERS[random.int(0, 25)];
  const digit = () => String(random.int(0, 9));
  return `${letter()}${letter()}${letter()}${digit()}${letter()}${digit()}${digit()}`;
}
function demoFleetSpecs(count2, prefix, random) {
  const numbers = /* @__PURE__ */ new Map();
  const width = Math.max(4, String(count2).length);
  return Array.from({ length: count2 }, (_, index) => {
    const kind = pickKind(random);
    const number2 = (numbers.get(kind.label) ?? 0) + 1;
    numbers.set(kind.label, number2);
    return {
      uniqueId: `${prefix}-${String(index + 1).padStart(width, "0")}`,
      name: `${kind.label} ${String(number2).padStart(2, "0")}`,
      category: kind.category,
      model: random.pick(kind.models),
      plate: randomPlate(random),
      profile: kind.profile
    };
  });
}

// server/demo/driver.ts
var TICK_MS = 50;
var FleetDriver = class {
  constructor(vehicles, options) {
    this.options = options;
    const now = Date.now();
    const spread = options.interval * 1e3 / Math.max(1, vehicles.length);
    this.slots = vehicles.map((vehicle, index) => ({
      ...vehicle,
      due: now + index * spread,
      simulated: now
    }));
  }
  options;
  slots;
  timer = null;
  inFlight = /* @__PURE__ */ new Set();
  start() {
    if (!this.timer) this.timer = setInterval(() => this.tick(), TICK_MS);
  }
  /** Stops sending and waits for requests in flight. */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inFlight]);
  }
  /** Where the next tick's scan starts: after the last vehicle served. */
  cursor = 0;
  /**
   * Sends every vehicle that is due, scanning round-robin from where the last tick stopped:
   * when the server cannot keep up, every vehicle still gets its turn (a scan from the first
   * vehicle each tick would serve the same ones again and starve the rest).
   */
  tick() {
    const now = Date.now();
    const max = this.options.maxInFlight ?? 256;
    const count2 = this.slots.length;
    for (let step = 0; step < count2; step++) {
      if (this.inFlight.size >= max) return;
      const index = (this.cursor + step) % count2;
      const slot = this.slots[index];
      if (slot.due > now) continue;
      this.report(slot, now);
      this.cursor = (index + 1) % count2;
    }
  }
  report(slot, now) {
    slot.vehicle.advance((now - slot.simulated) / 1e3);
    slot.simulated = now;
    const report = slot.vehicle.report();
    const seconds = report.ignition ? this.options.interval : this.options.parkedInterval ?? this.options.interval;
    slot.due = now + seconds * 1e3;
    const request = this.options.sender.send(slot.uniqueId, now, report).then(
      (result) => this.options.onResult?.(result),
      (error) => this.options.onResult?.(error instanceof Error ? error : new Error(String(error)))
    );
    this.inFlight.add(request);
    void request.finally(() => this.inFlight.delete(request));
  }
};

// server/demo/sender.ts
import http from "node:http";
var OsmandSender = class {
  agent;
  base;
  constructor(osmandUrl, maxSockets = 32) {
    this.base = new URL(osmandUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }
  /** Sends one report of device `uniqueId` taken at `time` (epoch ms). */
  send(uniqueId, time, report) {
    const params = new URLSearchParams({
      id: uniqueId,
      timestamp: String(Math.floor(time / 1e3)),
      lat: String(report.latitude),
      lon: String(report.longitude),
      altitude: String(report.altitude),
      speed: String(report.speed),
      bearing: String(report.course),
      batt: String(report.batteryLevel),
      ignition: String(report.ignition),
      motion: String(report.motion),
      power: String(report.power)
    });
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          path: `/?${params}`,
          method: "POST",
          agent: this.agent
        },
        (response) => {
          response.resume();
          response.on(
            "end",
            () => resolve({ status: response.statusCode ?? 0, latency: performance.now() - started })
          );
        }
      );
      request.setTimeout(3e4, () => request.destroy(new Error("OsmAnd request timed out")));
      request.on("error", reject);
      request.end();
    });
  }
  close() {
    this.agent.destroy();
  }
};

// server/demo/geo.ts
var METRES_PER_DEGREE = 111320;
var RAD = Math.PI / 180;
function offset(from, east, north) {
  return {
    latitude: from.latitude + north / METRES_PER_DEGREE,
    longitude: from.longitude + east / (METRES_PER_DEGREE * Math.cos(from.latitude * RAD))
  };
}
function delta(a, b) {
  return {
    east: (b.longitude - a.longitude) * METRES_PER_DEGREE * Math.cos(a.latitude * RAD),
    north: (b.latitude - a.latitude) * METRES_PER_DEGREE
  };
}
function distance(a, b) {
  const { east, north } = delta(a, b);
  return Math.hypot(east, north);
}
function bearing(a, b) {
  const { east, north } = delta(a, b);
  return (Math.atan2(east, north) / RAD + 360) % 360;
}
function turn(from, to) {
  const diff = ((to - from) % 360 + 540) % 360 - 180;
  return diff === -180 ? 180 : diff;
}

// server/demo/route.ts
var RAD2 = Math.PI / 180;
function split(total, parts, random) {
  const weights = Array.from({ length: parts }, () => random.between(0.5, 1.5));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => total * weight / sum);
}
function planRoute(from, to, random) {
  const { east, north } = delta(from, to);
  const grid = random.between(-35, 35) * RAD2;
  const axes = [
    { east: Math.sin(grid + Math.PI / 2), north: Math.cos(grid + Math.PI / 2) },
    { east: Math.sin(grid), north: Math.cos(grid) }
  ];
  const along = [
    east * axes[0].east + north * axes[0].north,
    east * axes[1].east + north * axes[1].north
  ];
  const legs = random.int(2, 5);
  const firstAxis = random.int(0, 1);
  const counts = [0, 0];
  for (let leg = 0; leg < legs; leg++) counts[(firstAxis + leg) % 2]++;
  const shares = [split(along[0], counts[0], random), split(along[1], counts[1], random)];
  const corners = [];
  let reachedEast = 0;
  let reachedNorth = 0;
  for (let leg = 0; leg < legs; leg++) {
    const axis = (firstAxis + leg) % 2;
    const length = shares[axis].shift() ?? 0;
    reachedEast += axes[axis].east * length;
    reachedNorth += axes[axis].north * length;
    const last = leg === legs - 1;
    corners.push(
      last ? to : offset(
        from,
        reachedEast + random.between(-40, 40),
        reachedNorth + random.between(-40, 40)
      )
    );
  }
  const points = [];
  let current = from;
  for (const corner of corners) {
    const { east: dx, north: dy } = delta(current, corner);
    const length = Math.hypot(dx, dy);
    const crossings = Math.max(1, Math.round(length / random.between(300, 700)));
    for (let step = 1; step < crossings; step++) {
      const part = step / crossings;
      const wobble = random.between(-12, 12) / Math.max(length, 1);
      points.push(offset(current, dx * part - dy * wobble, dy * part + dx * wobble));
    }
    points.push(corner);
    current = corner;
  }
  return points;
}

// server/demo/vehicle.ts
var KNOTS_PER_MPS = 1.943844;
var TURN_RATE = 45;
var MAX_STEP_S = 1;
var Vehicle = class {
  constructor(profile, random, places, start) {
    this.profile = profile;
    this.random = random;
    this.places = places;
    this.position = offset(start, random.between(-400, 400), random.between(-400, 400));
    this.heading = random.between(0, 360);
    this.battery = random.between(60, 100);
    this.phase = random.chance(0.3) ? "parked" : "waiting";
    this.timer = this.phase === "parked" ? random.between(10, 240) : random.between(1, 10);
    if (this.phase === "waiting") this.depart();
  }
  profile;
  random;
  places;
  position;
  heading;
  speed = 0;
  phase;
  timer;
  route = [];
  next = 0;
  stopAtNext = false;
  cruise = 0;
  ignition = false;
  battery;
  /** Moves the simulation forward by `seconds`. */
  advance(seconds) {
    let left = seconds;
    while (left > 1e-6) {
      const dt = Math.min(MAX_STEP_S, left);
      this.step(dt);
      left -= dt;
    }
  }
  report() {
    const { latitude, longitude } = this.position;
    return {
      latitude: round(latitude, 6),
      longitude: round(longitude, 6),
      altitude: round(760 + 25 * Math.sin(latitude * 900) + 15 * Math.cos(longitude * 700), 1),
      speed: round(this.speed * KNOTS_PER_MPS, 2),
      course: round(this.heading, 1),
      ignition: this.ignition,
      motion: this.speed > 0.3,
      power: round(
        this.ignition ? this.random.between(13.6, 14.3) : this.random.between(12.2, 12.6),
        2
      ),
      batteryLevel: Math.round(this.battery)
    };
  }
  depart() {
    const here = this.position;
    const choices = this.places.filter((place2) => distance(place2, here) > 1500);
    const destination = this.random.pick(choices.length ? choices : this.places);
    this.route = planRoute(
      here,
      offset(destination, this.random.between(-300, 300), this.random.between(-300, 300)),
      this.random
    );
    this.next = 0;
    this.ignition = true;
    this.nextLeg();
  }
  nextLeg() {
    this.cruise = this.profile.cruiseKmh / 3.6 * this.random.between(0.75, 1.15);
    this.stopAtNext = this.next < this.route.length - 1 && this.random.chance(0.25);
  }
  step(dt) {
    this.battery = Math.min(100, Math.max(15, this.battery + (this.ignition ? 0.05 : -2e-3) * dt));
    if (this.phase !== "driving") {
      this.speed = 0;
      this.timer -= dt;
      if (this.timer > 0) return;
      if (this.phase === "parked") {
        this.depart();
        this.phase = "waiting";
        this.timer = this.random.between(3, 10);
      } else {
        this.phase = "driving";
      }
      return;
    }
    this.drive(dt);
  }
  drive(dt) {
    const target = this.route[this.next];
    const remaining = distance(this.position, target);
    const wanted = bearing(this.position, target);
    const error = turn(this.heading, wanted);
    if (remaining < Math.max(8, this.speed * dt) || remaining < 30 && Math.abs(error) > 100) {
      this.arrive();
      return;
    }
    const rate = TURN_RATE * dt;
    this.heading = (this.heading + Math.max(-rate, Math.min(rate, error)) + 360) % 360;
    const last = this.next === this.route.length - 1;
    let endSpeed = 0;
    if (!last && !this.stopAtNext) {
      const after = bearing(target, this.route[this.next + 1]);
      endSpeed = Math.abs(turn(wanted, after)) > 35 ? 4.5 : this.cruise;
    }
    const reachable = Math.sqrt(
      endSpeed ** 2 + 2 * this.profile.braking * Math.max(0, remaining - 4)
    );
    let goal = Math.min(this.cruise, reachable);
    if (Math.abs(error) > 60) goal = Math.min(goal, 3);
    const change = goal - this.speed;
    this.speed += Math.max(
      -this.profile.braking * dt,
      Math.min(this.profile.acceleration * dt, change)
    );
    this.speed = Math.max(0, this.speed);
    const metres = this.speed * dt;
    const radians = this.heading * Math.PI / 180;
    this.position = offset(this.position, Math.sin(radians) * metres, Math.cos(radians) * metres);
  }
  arrive() {
    if (this.next === this.route.length - 1) {
      this.phase = "parked";
      this.speed = 0;
      this.ignition = false;
      this.timer = this.random.between(90, 600);
      return;
    }
    const red = this.stopAtNext;
    this.next++;
    this.nextLeg();
    if (red) {
      this.phase = "waiting";
      this.speed = 0;
      this.timer = this.random.between(10, 45);
    }
  }
};
function round(value2, digits) {
  const factor = 10 ** digits;
  return Math.round(value2 * factor) / factor;
}

// server/services/devices.ts
var deviceLink = (ownerId, deviceId) => ({
  ownerKind: "user",
  ownerId,
  propertyKind: "device",
  propertyId: deviceId
});
function newDeviceFields(input) {
  return {
    groupId: 0,
    calendarId: 0,
    phone: null,
    model: null,
    contact: null,
    category: null,
    disabled: false,
    expirationTime: null,
    attributes: {},
    ...input
  };
}
function newDeviceRecord(input) {
  return { ...newDeviceFields(input), status: "offline", lastUpdate: null, positionId: 0 };
}
var DeviceService = class {
  constructor(storage, registry, links, hub, bus = new LocalBus()) {
    this.storage = storage;
    this.registry = registry;
    this.links = links;
    this.hub = hub;
    this.bus = bus;
  }
  storage;
  registry;
  links;
  hub;
  bus;
  /** Creates a device and links it to its creator (when given). */
  async create(fields, ownerId) {
    const device = await this.storage.devices.insert(newDeviceRecord(fields), ownerId ?? void 0);
    this.registry.add(device);
    this.bus.publish({ type: "device", deviceId: device.id });
    if (device.groupId > 0) await this.links.refreshAll();
    else if (ownerId !== null) await this.links.linksChanged([deviceLink(ownerId, device.id)]);
    return device;
  }
  /** Writes the editable fields; returns the live device. */
  async update(id, fields) {
    const current = this.registry.get(id);
    if (!current) throw new Error(`Device ${id} is not in the registry`);
    const movedGroup = current.groupId !== fields.groupId;
    await this.storage.devices.update({ ...current, ...fields, id });
    this.registry.update(id, fields);
    this.bus.publish({ type: "device", deviceId: id });
    if (movedGroup) await this.links.refreshAll();
    return current;
  }
  /** A group or calendar was deleted (the database cleared it): the live devices follow. */
  clearReference(field, id) {
    for (const device of this.registry.all()) {
      if (device[field] !== id) continue;
      this.registry.update(device.id, { [field]: 0 });
      this.bus.publish({ type: "device", deviceId: device.id });
    }
  }
  /**
   * Traccar's accumulators: copies the latest position with `totalDistance` and/or `hours`
   * replaced into a new position (serverTime now), moves `positionId` to it and pushes it live.
   * Throws `IllegalArgumentException` when the device has no position yet.
   */
  async updateAccumulators(id, values) {
    const device = this.registry.get(id);
    const latest = this.registry.latest(id);
    if (!device || !latest) throw new IllegalArgumentError("Device has no last position");
    const attributes = { ...latest.attributes };
    if (values.totalDistance !== void 0) attributes.totalDistance = values.totalDistance;
    if (values.hours !== void 0) attributes.hours = values.hours;
    const position = { ...latest, attributes, serverTime: Date.now() };
    [position.id] = await this.storage.positions.allocateIds(1);
    await this.storage.positions.commitBatch(
      [position],
      [{ id, status: device.status, lastUpdate: device.lastUpdate, positionId: position.id }]
    );
    device.positionId = position.id;
    if (this.registry.last(id)?.id === latest.id) this.registry.setLast(id, position);
    this.registry.setLatest(id, position);
    this.hub.publish([position], []);
    return position;
  }
  /** Deletes a device with its positions and links. */
  async remove(id) {
    await this.storage.devices.delete(id);
    this.registry.remove(id);
    this.hub.dropDevice(id);
  }
};

// server/demo/fleet.ts
var DEMO_INTERVAL_S = 3;
var DEMO_PARKED_INTERVAL_S = 15;
function buildVehicles(specs, seed) {
  return specs.map((spec, index) => {
    const random = seededRandom(seed * 7919 + index + 1);
    return new Vehicle(spec.profile, random, SAO_PAULO_PLACES, random.pick(SAO_PAULO_PLACES));
  });
}
async function startDemoFleet(deps) {
  const seed = deps.seed ?? 1;
  const specs = demoFleetSpecs(deps.count, "demo", seededRandom(seed));
  for (const spec of specs) {
    const existing = deps.registry.byUnique(spec.uniqueId);
    if (existing) {
      if (deps.ownerId === null) continue;
      await deps.links.add({
        ownerKind: "user",
        ownerId: deps.ownerId,
        propertyKind: "device",
        propertyId: existing.id
      });
      continue;
    }
    await deps.devices.create(
      newDeviceFields({
        name: spec.name,
        uniqueId: spec.uniqueId,
        model: spec.model,
        category: spec.category,
        attributes: { plate: spec.plate }
      }),
      deps.ownerId
    );
  }
  const sender = new OsmandSender(deps.osmandUrl, 8);
  const vehicles = buildVehicles(specs, seed);
  let failures = 0;
  const driver2 = new FleetDriver(
    specs.map((spec, index) => ({ uniqueId: spec.uniqueId, vehicle: vehicles[index] })),
    {
      sender,
      interval: DEMO_INTERVAL_S,
      parkedInterval: DEMO_PARKED_INTERVAL_S,
      onResult: (result) => {
        const failed = result instanceof Error || result.status !== 200;
        if (failed && failures++ % 100 === 0) {
          console.warn(
            "Demo fleet: OsmAnd request failed:",
            result instanceof Error ? result.message : `HTTP ${result.status}`
          );
        }
      }
    }
  );
  driver2.start();
  return {
    async stop() {
      await driver2.stop();
      sender.close();
    }
  };
}

// server/pipeline/overspeed.ts
var idleOverspeed = () => ({ active: false, time: null, geofenceId: 0 });
function processOverspeed(state, input) {
  const over = input.speed > input.speedLimit * input.multiplier;
  if (!over) {
    return { state: state.active ? idleOverspeed() : state, event: null };
  }
  const next = state.active ? state : { active: true, time: input.fixTime, geofenceId: input.geofenceId };
  if (next.time === null || input.fixTime - next.time < input.minimalDuration) {
    return { state: next, event: null };
  }
  return {
    state: { active: true, time: null, geofenceId: 0 },
    event: { speed: input.speed, speedLimit: input.speedLimit, geofenceId: next.geofenceId }
  };
}

// server/pipeline/env.ts
var freshDeviceState = () => ({
  motion: emptyMotionState(),
  overspeed: idleOverspeed()
});
function plainEnv(state, lookup2 = () => void 0) {
  return {
    lookup: lookup2,
    geofences: [],
    geofence: () => void 0,
    computed: [],
    maintenances: [],
    inCalendar: () => true,
    evaluate: () => void 0,
    state
  };
}

// server/pipeline/deviceStates.ts
function stateToRecord(deviceId, state) {
  const { motion: motion2, overspeed: overspeed2 } = state;
  return {
    deviceId,
    motionStreak: motion2.streak,
    motionState: motion2.motion,
    motionPositionId: motion2.position?.id ?? 0,
    motionTime: motion2.position?.fixTime ?? null,
    motionDistance: motion2.distance,
    motionLatitude: motion2.position?.latitude ?? 0,
    motionLongitude: motion2.position?.longitude ?? 0,
    overspeedState: overspeed2.active,
    overspeedTime: overspeed2.time,
    overspeedGeofenceId: overspeed2.geofenceId
  };
}
function stateFromRecord(record) {
  const position = record.motionTime === null ? null : {
    id: record.motionPositionId,
    fixTime: record.motionTime,
    latitude: record.motionLatitude,
    longitude: record.motionLongitude,
    attributes: {}
  };
  return {
    motion: {
      streak: record.motionStreak,
      motion: record.motionState,
      position,
      distance: record.motionDistance,
      window: []
    },
    overspeed: {
      active: record.overspeedState,
      time: record.overspeedTime,
      geofenceId: record.overspeedGeofenceId
    }
  };
}
var DeviceStateStore = class {
  states = /* @__PURE__ */ new Map();
  load(records) {
    for (const record of records) this.states.set(record.deviceId, stateFromRecord(record));
  }
  get(deviceId) {
    let state = this.states.get(deviceId);
    if (!state) this.states.set(deviceId, state = freshDeviceState());
    return state;
  }
  /** Applies a handler run's changes and returns the new state. */
  update(deviceId, changes) {
    const state = { ...this.get(deviceId), ...changes };
    this.states.set(deviceId, state);
    return state;
  }
  remove(deviceId) {
    this.states.delete(deviceId);
  }
};

// server/pipeline/pendingEvent.ts
function pendingFromDetected(event, position) {
  const at = event.position ?? position;
  return {
    deviceId: position.deviceId,
    type: event.type,
    eventTime: event.position ? event.position.fixTime : position.deviceTime,
    position: at,
    geofenceId: event.geofenceId ?? 0,
    maintenanceId: event.maintenanceId ?? 0,
    attributes: event.attributes ?? {}
  };
}
function pendingWithoutPosition(deviceId, type, eventTime, attributes = {}) {
  return { deviceId, type, eventTime, position: null, geofenceId: 0, maintenanceId: 0, attributes };
}
function toEventRecord(event, id) {
  return {
    id,
    type: event.type,
    eventTime: event.eventTime,
    deviceId: event.deviceId,
    positionId: event.position?.id ?? 0,
    geofenceId: event.geofenceId,
    maintenanceId: event.maintenanceId,
    attributes: event.attributes
  };
}

// server/pipeline/timers.ts
var PipelineTimers = class {
  enabled = false;
  totals = {
    decode: 0,
    handlers: 0,
    storage: 0,
    fanout: 0
  };
  /** Runs `work`, adding its duration to `stage` when timing is on. */
  time(stage, work) {
    if (!this.enabled) return work();
    const start = performance.now();
    try {
      return work();
    } finally {
      this.totals[stage] += performance.now() - start;
    }
  }
  /** Like `time`, for asynchronous work (the time until it settles). */
  async timeAsync(stage, work) {
    if (!this.enabled) return work();
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.totals[stage] += performance.now() - start;
    }
  }
  /** Milliseconds spent per stage since the last reset. */
  snapshot() {
    return { ...this.totals };
  }
  reset() {
    for (const stage of Object.keys(this.totals)) this.totals[stage] = 0;
  }
};
var pipelineTimers = new PipelineTimers();

// server/pipeline/groupCommit.ts
var emptyBatch = () => ({
  positions: [],
  events: [],
  states: /* @__PURE__ */ new Map(),
  deviceIds: /* @__PURE__ */ new Set(),
  waiters: []
});
var GroupCommit = class {
  constructor(storage, registry, hub, sink = () => void 0) {
    this.storage = storage;
    this.registry = registry;
    this.hub = hub;
    this.sink = sink;
  }
  storage;
  registry;
  hub;
  sink;
  pending = emptyBatch();
  /** The state columns last written per device, so an unchanged state is not written again. */
  persisted = /* @__PURE__ */ new Map();
  scheduled = false;
  chain = Promise.resolve();
  /** Adds a device's message to the next batch; resolves once that batch is committed. */
  enqueue(deviceId, positions, extras = {}) {
    return new Promise((resolve, reject) => {
      const batch = this.pending;
      batch.positions.push(...positions);
      if (extras.events) batch.events.push(...extras.events);
      if (extras.state) batch.states.set(deviceId, extras.state);
      batch.deviceIds.add(deviceId);
      batch.waiters.push({ resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          void this.next();
        });
      }
    });
  }
  /** Commits whatever is pending now and waits for every earlier batch. */
  drain() {
    return this.next();
  }
  // Batches are written one after another, never concurrently.
  next() {
    this.chain = this.chain.then(() => this.flush());
    return this.chain;
  }
  async flush() {
    const batch = this.pending;
    this.pending = emptyBatch();
    if (batch.waiters.length === 0) return;
    try {
      await this.write(batch);
      for (const waiter of batch.waiters) waiter.resolve();
    } catch (error) {
      for (const waiter of batch.waiters) waiter.reject(error);
    }
  }
  async write(batch) {
    const known = (deviceId) => this.registry.get(deviceId) !== void 0;
    const ready = batch.positions.filter((item) => known(item.position.deviceId));
    const positions = ready.map((item) => item.position);
    if (positions.length > 0) {
      const ids = await this.storage.positions.allocateIds(positions.length);
      positions.forEach((position, index) => position.id = ids[index]);
    }
    const pending = [...batch.events, ...ready.flatMap((item) => item.events ?? [])].filter(
      (event) => known(event.deviceId)
    );
    const eventIds = pending.length ? await this.storage.events.allocateIds(pending.length) : [];
    const events2 = pending.map((event, index) => toEventRecord(event, eventIds[index]));
    const states = [];
    const written = [];
    for (const [deviceId, state] of batch.states) {
      if (!known(deviceId)) continue;
      const record = stateToRecord(deviceId, state);
      const key2 = Object.values(record).join("|");
      if (this.persisted.get(deviceId) === key2) continue;
      states.push(record);
      written.push([deviceId, key2]);
    }
    const byId2 = new Map(positions.map((position) => [position.id, position]));
    const runtime = [];
    const touched = [];
    for (const id of batch.deviceIds) {
      const device = this.registry.get(id);
      if (!device) continue;
      const last = this.registry.last(id);
      const positionId = last && last.id > 0 ? last.id : device.positionId;
      runtime.push({ id, status: device.status, lastUpdate: device.lastUpdate, positionId });
      touched.push(device);
    }
    try {
      await pipelineTimers.timeAsync(
        "storage",
        () => this.storage.positions.commitBatch(positions, runtime, { events: events2, states })
      );
    } catch (error) {
      for (const position of positions) position.id = 0;
      throw error;
    }
    for (const [deviceId, key2] of written) this.persisted.set(deviceId, key2);
    for (const { id, positionId } of runtime) {
      const device = this.registry.get(id);
      const position = byId2.get(positionId);
      if (device && position) {
        device.positionId = positionId;
        this.registry.setLatest(id, position);
      }
    }
    pipelineTimers.time("fanout", () => {
      const newest = ready.filter((item) => item.newest).map((item) => item.position);
      this.hub.publish(newest, touched);
      if (events2.length) this.sink(events2);
    });
  }
};

// server/pipeline/handlers/computedAttributes.ts
var FIELDS = /* @__PURE__ */ new Set([
  "valid",
  "latitude",
  "longitude",
  "altitude",
  "speed",
  "course",
  "address",
  "accuracy"
]);
function convert2(record, value2) {
  if (!FIELDS.has(record.attribute)) return coerceComputed(value2, record.type);
  if (value2 === null || value2 === void 0) return null;
  if (record.attribute === "valid") return coerceComputed(value2, "boolean");
  if (record.attribute === "address") return coerceComputed(value2, "string");
  return coerceComputed(value2, "number");
}
function apply(records, position, { device, env }) {
  if (records.length === 0) return null;
  const view = { ...position, attributes: { ...position.attributes } };
  const attributes = {};
  const fields = {};
  for (const record of records) {
    let value2;
    try {
      value2 = convert2(record, env.evaluate(record.expression, view, device));
    } catch {
      continue;
    }
    if (FIELDS.has(record.attribute)) {
      if (value2 === null) continue;
      Object.assign(fields, { [record.attribute]: value2 });
      Object.assign(view, { [record.attribute]: value2 });
    } else {
      attributes[record.attribute] = value2 ?? void 0;
      if (value2 === null) delete view.attributes[record.attribute];
      else view.attributes[record.attribute] = value2;
    }
  }
  return { attributes, fields };
}
var computedEarly = {
  name: "computedEarly",
  handle: (position, _last, context) => apply(
    context.env.computed.filter((record) => record.priority < 0),
    position,
    context
  )
};
var computedLate = {
  name: "computedLate",
  handle: (position, _last, context) => apply(
    context.env.computed.filter((record) => record.priority >= 0),
    position,
    context
  )
};

// server/pipeline/handlers/distance.ts
var round2 = (value2) => Math.round(value2 * 100) / 100;
var numeric2 = (value2) => typeof value2 === "number" && Number.isFinite(value2) ? value2 : null;
var distance2 = {
  name: "distance",
  handle(position, last) {
    const sent = numeric2(position.attributes.distance);
    let step = sent ?? 0;
    let total = 0;
    if (last) {
      total = numeric2(last.attributes.totalDistance) ?? 0;
      if (sent === null) {
        step = round2(
          haversine(last.latitude, last.longitude, position.latitude, position.longitude)
        );
      }
    }
    return { attributes: { distance: step, totalDistance: round2(total + step) } };
  }
};

// server/pipeline/handlers/engineHours.ts
var engineHours = {
  name: "engineHours",
  handle(position, last) {
    if (position.attributes.hours !== void 0 || !last) return null;
    const previous = typeof last.attributes.hours === "number" ? last.attributes.hours : 0;
    let hours = previous;
    if (last.attributes.ignition === true && position.attributes.ignition === true) {
      hours += Math.max(0, position.fixTime - last.fixTime);
    }
    return hours !== 0 ? { attributes: { hours } } : null;
  }
};

// server/pipeline/handlers/events/alarm.ts
var alarms = (value2) => typeof value2 === "string" ? value2.split(",").map((alarm2) => alarm2.trim()).filter(Boolean) : [];
var alarm = {
  name: "alarm",
  latestOnly: true,
  handle(position, last, { env }) {
    const current = alarms(position.attributes.alarm);
    if (current.length === 0) return null;
    const skip = lookupBoolean(env.lookup, "event.ignoreDuplicateAlerts", true) ? new Set(alarms(last?.attributes.alarm)) : /* @__PURE__ */ new Set();
    const events2 = [...new Set(current)].filter((value2) => !skip.has(value2)).map((value2) => ({ type: "alarm", attributes: { alarm: value2 } }));
    return events2.length ? { events: events2 } : null;
  }
};

// server/pipeline/handlers/events/commandResult.ts
var commandResult = {
  name: "commandResult",
  handle(position) {
    const result = position.attributes.result;
    if (result === void 0 || result === null) return null;
    return { events: [{ type: "commandResult", attributes: { result: String(result) } }] };
  }
};

// server/pipeline/handlers/events/driver.ts
var driver = {
  name: "driver",
  latestOnly: true,
  handle(position, last) {
    const current = position.attributes.driverUniqueId;
    if (current === void 0 || current === null) return null;
    const driverUniqueId = String(current);
    const before = last?.attributes.driverUniqueId;
    if (before !== void 0 && before !== null && String(before) === driverUniqueId) return null;
    return { events: [{ type: "driverChanged", attributes: { driverUniqueId } }] };
  }
};

// server/pipeline/handlers/events/fuel.ts
var fuel = {
  name: "fuel",
  latestOnly: true,
  handle(position, last, { env }) {
    const after = position.attributes.fuel;
    const before = last?.attributes.fuel;
    if (typeof after !== "number" || typeof before !== "number") return null;
    const change = after - before;
    const drop = lookupNumber(env.lookup, "fuelDropThreshold", 0);
    const increase = lookupNumber(env.lookup, "fuelIncreaseThreshold", 0);
    let type = null;
    if (drop > 0 && -change >= drop) type = "deviceFuelDrop";
    else if (increase > 0 && change >= increase) type = "deviceFuelIncrease";
    return type ? { events: [{ type, attributes: { before, after } }] } : null;
  }
};

// server/pipeline/handlers/events/geofenceEvents.ts
var geofenceEvents = {
  name: "geofenceEvents",
  latestOnly: true,
  handle(position, last, { env }) {
    const before = new Set(last?.geofenceIds ?? []);
    const after = new Set(position.geofenceIds ?? []);
    const events2 = [];
    const emit = (type, id) => {
      const geofence = env.geofence(id);
      if (geofence && env.inCalendar(geofence.calendarId, position.fixTime)) {
        events2.push({ type, geofenceId: id });
      }
    };
    for (const id of before) if (!after.has(id)) emit("geofenceExit", id);
    for (const id of after) if (!before.has(id)) emit("geofenceEnter", id);
    return events2.length ? { events: events2 } : null;
  }
};

// server/pipeline/handlers/events/ignition.ts
var ignition = {
  name: "ignition",
  latestOnly: true,
  handle(position, last) {
    const now = position.attributes.ignition;
    const before = last?.attributes.ignition;
    if (typeof now !== "boolean" || typeof before !== "boolean" || now === before) return null;
    return { events: [{ type: now ? "ignitionOn" : "ignitionOff" }] };
  }
};

// server/pipeline/handlers/events/maintenance.ts
var TIMES = /* @__PURE__ */ new Set(["serverTime", "deviceTime", "fixTime"]);
function valueOf(position, type) {
  if (TIMES.has(type)) return position[type];
  const value2 = position.attributes[type];
  return typeof value2 === "number" ? value2 : 0;
}
var maintenance = {
  name: "maintenance",
  latestOnly: true,
  handle(position, last, { env }) {
    if (!last) return null;
    const events2 = [];
    for (const item of env.maintenances) {
      if (item.period === 0) continue;
      const before = valueOf(last, item.type);
      const now = valueOf(position, item.type);
      if (before === 0 || now === 0 || now < item.start) continue;
      const step = (value2) => Math.floor((value2 - item.start) / item.period);
      if (before < item.start || step(before) < step(now)) {
        events2.push({
          type: "maintenance",
          maintenanceId: item.id,
          attributes: { [item.type]: now }
        });
      }
    }
    return events2.length ? { events: events2 } : null;
  }
};

// server/pipeline/handlers/events/motionEvents.ts
var motionEvents = {
  name: "motionEvents",
  latestOnly: true,
  handle(position, last, { env }) {
    if (!position.valid) return null;
    const config = motionConfig(env.lookup);
    const { state, events: events2 } = processMotion(env.state.motion, position, last, config);
    const detected = events2.map(
      (event) => event.position === position ? { type: event.type } : event
    );
    return { state: { motion: state }, events: detected };
  }
};

// server/pipeline/handlers/events/overspeed.ts
var overspeed = {
  name: "overspeed",
  latestOnly: true,
  handle(position, _last, { env }) {
    let speedLimit = lookupNumber(env.lookup, "speedLimit", 0);
    const fromPosition = numberOf(position.attributes.speedLimit, 0);
    if (fromPosition > 0) speedLimit = fromPosition;
    const preferLowest = lookupBoolean(env.lookup, "event.overspeed.preferLowest", false);
    let geofenceId = 0;
    let geofenceLimit = 0;
    for (const id of position.geofenceIds ?? []) {
      const limit = numberOf(env.geofence(id)?.attributes.speedLimit, 0);
      if (limit <= 0) continue;
      if (geofenceId === 0 || (preferLowest ? limit < geofenceLimit : limit > geofenceLimit)) {
        geofenceId = id;
        geofenceLimit = limit;
      }
    }
    if (geofenceLimit > 0) speedLimit = geofenceLimit;
    if (speedLimit <= 0) return null;
    const { state, event } = processOverspeed(env.state.overspeed, {
      fixTime: position.fixTime,
      speed: position.speed,
      speedLimit,
      multiplier: lookupNumber(env.lookup, "event.overspeed.thresholdMultiplier", 1),
      minimalDuration: lookupNumber(env.lookup, "event.overspeed.minimalDuration", 0) * 1e3,
      geofenceId
    });
    const changed = state === env.state.overspeed ? {} : { state: { overspeed: state } };
    if (!event) return state === env.state.overspeed ? null : changed;
    return {
      ...changed,
      events: [
        {
          type: "deviceOverspeed",
          geofenceId: event.geofenceId,
          attributes: { speed: event.speed, speedLimit: event.speedLimit }
        }
      ]
    };
  }
};

// server/pipeline/handlers/filterDuplicate.ts
var filterDuplicate = {
  name: "filterDuplicate",
  handle(position, last) {
    if (!last || position.fixTime !== last.fixTime || position.latitude !== last.latitude || position.longitude !== last.longitude) {
      return null;
    }
    for (const [key2, value2] of Object.entries(position.attributes)) {
      if (JSON.stringify(last.attributes[key2]) !== JSON.stringify(value2)) return null;
    }
    return { drop: true };
  }
};

// server/pipeline/handlers/filterInvalid.ts
var filterInvalid = {
  name: "filterInvalid",
  handle(position) {
    const { latitude, longitude } = position;
    const valid = Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 && Number.isFinite(position.fixTime);
    return valid ? null : { drop: true };
  }
};

// server/pipeline/handlers/geofences.ts
var geofences = {
  name: "geofences",
  handle(position, _last, { env }) {
    const ids = [];
    for (const geofence of env.geofences) {
      const width = numberOf(geofence.attributes.polylineDistance, DEFAULT_POLYLINE_DISTANCE_M);
      if (containsPoint(geofence.shape, position.latitude, position.longitude, width)) {
        ids.push(geofence.id);
      }
    }
    return { fields: { geofenceIds: ids.length ? ids : null } };
  }
};

// server/pipeline/handlers/motion.ts
var MOTION_SPEED_THRESHOLD_KN = 0.01;
var motion = {
  name: "motion",
  handle(position) {
    if (typeof position.attributes.motion === "boolean") return null;
    return { attributes: { motion: position.speed > MOTION_SPEED_THRESHOLD_KN } };
  }
};

// server/pipeline/handlers/index.ts
var POSITION_HANDLERS = [
  filterInvalid,
  filterDuplicate,
  computedEarly,
  distance2,
  engineHours,
  geofences,
  motion,
  computedLate,
  geofenceEvents,
  overspeed,
  ignition,
  motionEvents,
  alarm,
  fuel,
  maintenance,
  driver,
  commandResult
];

// server/pipeline/run.ts
function runHandlers(handlers, input, last, context) {
  const position = copyPosition(input);
  const latest = !last || position.fixTime >= last.fixTime;
  const events2 = [];
  let state;
  for (const handler of handlers) {
    if (handler.latestOnly && !latest) continue;
    const result = handler.handle(position, last, context);
    if (!result) continue;
    if (result.drop) return { position: null, events: [] };
    if (result.fields) Object.assign(position, result.fields);
    if (result.attributes) {
      for (const [key2, value2] of Object.entries(result.attributes)) {
        if (value2 === void 0) delete position.attributes[key2];
        else position.attributes[key2] = value2;
      }
    }
    if (result.events) events2.push(...result.events);
    if (result.state) state = { ...state, ...result.state };
  }
  return { position, events: events2, state };
}
function copyPosition(input) {
  return {
    id: input.id,
    deviceId: input.deviceId,
    protocol: input.protocol,
    serverTime: input.serverTime,
    deviceTime: input.deviceTime,
    fixTime: input.fixTime,
    valid: input.valid,
    latitude: input.latitude,
    longitude: input.longitude,
    altitude: input.altitude,
    speed: input.speed,
    course: input.course,
    address: input.address,
    accuracy: input.accuracy,
    network: input.network,
    geofenceIds: input.geofenceIds,
    attributes: { ...input.attributes }
  };
}

// server/pipeline/ingest.ts
var Ingest = class {
  constructor(registry, commit, options = {}) {
    this.registry = registry;
    this.commit = commit;
    this.handlers = options.handlers ?? POSITION_HANDLERS;
    this.now = options.now ?? Date.now;
    const states = this.states = options.states ?? new DeviceStateStore();
    this.environments = options.environments ?? {
      envFor: (device) => plainEnv(states.get(device.id))
    };
  }
  registry;
  commit;
  handlers;
  now;
  states;
  environments;
  /** Processes one message of `device`; resolves when its positions and events are durable. */
  accept(device, incoming) {
    const { ready, events: events2, state } = pipelineTimers.time(
      "handlers",
      () => this.process(device, incoming)
    );
    return this.commit.enqueue(device.id, ready, { events: events2, state });
  }
  process(device, incoming) {
    const now = this.now();
    const events2 = [];
    if (device.status !== "online") {
      const env = this.environments.envFor(device);
      if (lookupBoolean(env.lookup, "event.status.enable", false)) {
        events2.push(pendingWithoutPosition(device.id, "deviceOnline", now));
      }
    }
    device.status = "online";
    device.lastUpdate = now;
    const ready = [];
    let state;
    for (const item of incoming) {
      const last = this.registry.last(device.id);
      const record = toRecord(device.id, item, last, now);
      if (!record) continue;
      const env = this.environments.envFor(device);
      const outcome = runHandlers(this.handlers, record, last, { device, env });
      if (outcome.state) state = this.states.update(device.id, outcome.state);
      const position = outcome.position;
      if (!position) continue;
      const newest = !last || position.fixTime >= last.fixTime;
      if (newest) this.registry.setLast(device.id, position);
      const detected = outcome.events.map((event) => pendingFromDetected(event, position));
      ready.push({ position, newest, events: detected });
    }
    return { ready, events: events2, state };
  }
};
function toRecord(deviceId, item, last, now) {
  const position = {
    id: 0,
    deviceId,
    protocol: item.protocol,
    serverTime: now,
    deviceTime: item.deviceTime,
    fixTime: item.fixTime,
    valid: item.valid,
    latitude: item.latitude,
    longitude: item.longitude,
    altitude: item.altitude,
    speed: item.speed,
    course: item.course,
    address: null,
    accuracy: item.accuracy,
    network: item.network,
    geofenceIds: null,
    attributes: item.attributes
  };
  if (!item.outdated) return position;
  if (!last) return null;
  return {
    ...position,
    fixTime: last.fixTime,
    valid: last.valid,
    latitude: last.latitude,
    longitude: last.longitude,
    altitude: last.altitude,
    speed: last.speed,
    course: last.course,
    accuracy: last.accuracy
  };
}

// server/commands/service.ts
var CommandError = class extends FarolError {
  constructor(message) {
    super("java.lang.RuntimeException", message);
  }
};
var CommandService = class {
  constructor(storage, registry, sessions, sms, recorder, now = Date.now, bus = new LocalBus()) {
    this.storage = storage;
    this.registry = registry;
    this.sessions = sessions;
    this.sms = sms;
    this.recorder = recorder;
    this.now = now;
    this.bus = bus;
  }
  storage;
  registry;
  sessions;
  sms;
  recorder;
  now;
  bus;
  /** Devices with commands waiting, so a report without any costs no query. */
  waiting = /* @__PURE__ */ new Set();
  async load() {
    for (const id of await this.storage.queuedCommands.deviceIds()) this.waiting.add(id);
  }
  async send(input, device) {
    const command = withUniqueId(input, device);
    if (command.textChannel) {
      if (!this.sms.configured) throw new CommandError("SMS not configured");
      const protocol = this.registry.latest(device.id)?.protocol;
      if (!protocolCommands(protocol).text.includes(command.type)) {
        throw new CommandError(`Command ${command.type} is not supported`);
      }
      if (!device.phone) throw new CommandError("Device has no phone number");
      await this.sms.send(device.phone, String(command.attributes.data ?? ""));
      return { sent: true, command };
    }
    const session = this.sessions.get(device.id);
    if (session?.supports(command.type)) {
      await session.send(command);
      return { sent: true, command };
    }
    if (command.attributes.noQueue === true || command.attributes.noQueue === "true") {
      throw new CommandError("Failed to send command");
    }
    const queued = await this.storage.queuedCommands.insert({
      deviceId: device.id,
      type: command.type,
      textChannel: false,
      attributes: command.attributes
    });
    this.waiting.add(device.id);
    this.bus.publish({ type: "queued", deviceId: device.id });
    return { sent: false, queued };
  }
  /** Another node queued a command for the device. */
  markWaiting(deviceId) {
    this.waiting.add(deviceId);
  }
  hasQueued(deviceId) {
    return this.waiting.has(deviceId);
  }
  /**
   * Takes the device's oldest queued commands (one per OsmAnd request), recording a
   * `queuedCommandSent` event for each in the same transaction.
   */
  async takeQueued(deviceId, limit = 1) {
    if (!this.waiting.has(deviceId)) return [];
    const now = this.now();
    const { commands, remaining, events: events2 } = await this.storage.queuedCommands.take(
      deviceId,
      limit,
      (taken) => this.recorder.prepare(
        taken.map(
          (command) => pendingWithoutPosition(deviceId, "queuedCommandSent", now, { id: command.id })
        )
      )
    );
    if (!remaining) this.waiting.delete(deviceId);
    this.recorder.stored(events2);
    return commands;
  }
};
function withUniqueId(command, device) {
  const data = command.attributes.data;
  if (typeof data !== "string" || !data.includes("{uniqueId}")) return command;
  return {
    ...command,
    attributes: { ...command.attributes, data: data.replaceAll("{uniqueId}", device.uniqueId) }
  };
}

// server/commands/liveSessions.ts
var LiveSessions = class {
  sessions = /* @__PURE__ */ new Map();
  get(deviceId) {
    return this.sessions.get(deviceId);
  }
  open(deviceId, session) {
    this.sessions.set(deviceId, session);
  }
  close(deviceId, session) {
    if (this.sessions.get(deviceId) === session) this.sessions.delete(deviceId);
  }
};

// server/notifications/firebaseAuth.ts
import { importPKCS8, SignJWT } from "jose";

// server/notifications/http.ts
var HTTP_TIMEOUT_MS = 1e4;
async function post(url, body, headers) {
  const response = await fetch(url, {
    method: "POST",
    headers,
    body,
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS)
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${new URL(url).host} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
  }
  return text;
}

// server/notifications/firebaseAuth.ts
var GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
var SCOPE = "https://www.googleapis.com/auth/firebase.messaging";
var ASSERTION_SECONDS = 3600;
async function signAssertion(account, audience, now) {
  const iat = Math.floor(now / 1e3);
  const key2 = await importPKCS8(account.private_key, "RS256");
  return new SignJWT({ scope: SCOPE }).setProtectedHeader({ alg: "RS256", typ: "JWT" }).setIssuer(account.client_email).setAudience(audience).setIssuedAt(iat).setExpirationTime(iat + ASSERTION_SECONDS).sign(key2);
}
var FirebaseCredentials = class {
  constructor(settings, now = Date.now) {
    this.settings = settings;
    this.now = now;
  }
  settings;
  now;
  cached = null;
  get configured() {
    return Boolean(
      this.settings("notificator.firebase.serviceAccount") || this.settings("notificator.firebase.accessToken")
    );
  }
  async get() {
    const fixed = this.settings("notificator.firebase.accessToken");
    if (fixed) {
      const projectId = this.settings("notificator.firebase.projectId");
      if (!projectId) throw new Error("Firebase not configured: notificator.firebase.projectId");
      return { token: String(fixed), projectId: String(projectId) };
    }
    const raw = this.settings("notificator.firebase.serviceAccount");
    if (!raw) throw new Error("Firebase not configured");
    const account = typeof raw === "string" ? JSON.parse(raw) : raw;
    const tokenUrl = String(
      this.settings("notificator.firebase.tokenUrl") ?? account.token_uri ?? GOOGLE_TOKEN_URL
    );
    const key2 = `${account.client_email} ${tokenUrl}`;
    const now = this.now();
    if (this.cached?.key === key2 && this.cached.expires > now) {
      return { token: this.cached.token, projectId: account.project_id };
    }
    const body = new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion: await signAssertion(account, tokenUrl, now)
    });
    const reply2 = JSON.parse(
      await post(tokenUrl, body.toString(), {
        "content-type": "application/x-www-form-urlencoded"
      })
    );
    const lifetime = (reply2.expires_in ?? 3600) * 1e3;
    this.cached = { key: key2, token: reply2.access_token, expires: now + lifetime - 6e4 };
    return { token: reply2.access_token, projectId: account.project_id };
  }
};

// server/notifications/smsGateway.ts
var DEFAULT_SMS_TEMPLATE = "phone={phone}&message={message}";
var HttpSmsGateway = class {
  constructor(settings) {
    this.settings = settings;
  }
  settings;
  /** True when `sms.http.url` is set. */
  get configured() {
    return Boolean(this.settings("sms.http.url"));
  }
  async send(phone, message) {
    const url = this.settings("sms.http.url");
    if (!url) throw new Error("SMS not configured");
    const template = String(this.settings("sms.http.template") ?? DEFAULT_SMS_TEMPLATE).trim();
    const json = template.startsWith("{") || template.startsWith("[");
    const encode = json ? (value2) => JSON.stringify(value2).slice(1, -1) : (value2) => encodeURIComponent(value2);
    const fill = (text, escape) => text.replaceAll("{phone}", escape(phone)).replaceAll("{message}", escape(message));
    const headers = {
      "content-type": json ? "application/json" : "application/x-www-form-urlencoded"
    };
    const authorization = this.settings("sms.http.authorization");
    const user = this.settings("sms.http.user");
    if (authorization) headers.authorization = String(authorization);
    else if (user) {
      const secret = `${String(user)}:${String(this.settings("sms.http.password") ?? "")}`;
      headers.authorization = `Basic ${Buffer.from(secret).toString("base64")}`;
    }
    await post(fill(String(url), encodeURIComponent), fill(template, encode), headers);
  }
};

// server/notifications/notificators/firebase.ts
var FCM_URL = "https://fcm.googleapis.com";
function tokensOf(value2) {
  const items = Array.isArray(value2) ? value2.map(String) : String(value2 ?? "").split(",");
  return items.map((token) => token.trim()).filter(Boolean);
}
var FirebaseNotificator = class {
  constructor(settings, credentials) {
    this.settings = settings;
    this.credentials = credentials;
  }
  settings;
  credentials;
  name = "firebase";
  get configured() {
    return this.credentials.configured;
  }
  async send({ user, event, message }) {
    const tokens = tokensOf(user.attributes.notificationTokens);
    if (tokens.length === 0) return;
    const { token: bearer, projectId } = await this.credentials.get();
    const base = String(this.settings("notificator.firebase.url") ?? FCM_URL).replace(/\/$/, "");
    const url = `${base}/v1/projects/${encodeURIComponent(projectId)}/messages:send`;
    const headers = { authorization: `Bearer ${bearer}`, "content-type": "application/json" };
    const data = { type: event.type, eventId: String(event.id), deviceId: String(event.deviceId) };
    const results = await Promise.allSettled(
      tokens.map(
        (token) => post(
          url,
          JSON.stringify({
            message: {
              token,
              notification: { title: message.subject, body: message.digest },
              data
            }
          }),
          headers
        )
      )
    );
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  }
};

// server/notifications/notificators/mail.ts
import nodemailer from "nodemailer";
function smtpOptions(settings) {
  const host = settings("mail.smtp.host");
  if (!host) throw new Error("Mail not configured: mail.smtp.host is not set");
  const user = settings("mail.smtp.username");
  return {
    host: String(host),
    port: numberOf(settings("mail.smtp.port"), 25),
    secure: booleanOf(settings("mail.smtp.ssl.enable"), false),
    requireTLS: booleanOf(settings("mail.smtp.starttls.required"), false),
    auth: user ? { user: String(user), pass: String(settings("mail.smtp.password") ?? "") } : void 0
  };
}
var MailNotificator = class {
  constructor(settings) {
    this.settings = settings;
  }
  settings;
  name = "mail";
  transport = null;
  /** True when an SMTP host is set. */
  get configured() {
    return Boolean(this.settings("mail.smtp.host"));
  }
  async send({ user, message }) {
    if (!user.email) return;
    await this.sendMail({ to: user.email, subject: message.subject, text: message.body });
  }
  /**
   * Sends a message through the configured SMTP server (a notification, or a report with its
   * file attached). Throws `Mail not configured…` when no SMTP host is set.
   */
  async sendMail(mail) {
    const options = smtpOptions(this.settings);
    const key2 = JSON.stringify(options);
    if (this.transport?.key !== key2) {
      this.transport?.transporter.close();
      this.transport = { key: key2, transporter: nodemailer.createTransport(options) };
    }
    const from = this.settings("mail.smtp.from") ?? options.auth?.user ?? "farol@localhost";
    await this.transport.transporter.sendMail({ ...mail, from: String(from) });
  }
  close() {
    this.transport?.transporter.close();
    this.transport = null;
  }
};

// server/notifications/notificators/sms.ts
var SmsNotificator = class {
  constructor(gateway) {
    this.gateway = gateway;
  }
  gateway;
  name = "sms";
  get configured() {
    return this.gateway.configured;
  }
  async send({ user, message }) {
    if (!user.phone) return;
    await this.gateway.send(user.phone, message.digest);
  }
};

// server/notifications/notificators/telegram.ts
var TELEGRAM_API_URL = "https://api.telegram.org";
var TelegramNotificator = class {
  constructor(settings) {
    this.settings = settings;
  }
  settings;
  name = "telegram";
  get configured() {
    return Boolean(this.settings("notificator.telegram.key"));
  }
  async send({ user, message }) {
    const key2 = this.settings("notificator.telegram.key");
    if (!key2) throw new Error("Telegram not configured: notificator.telegram.key is not set");
    const chatId = user.attributes.telegramChatId ?? this.settings("notificator.telegram.chatId");
    if (chatId === void 0 || chatId === null || chatId === "") return;
    const base = String(this.settings("notificator.telegram.url") ?? TELEGRAM_API_URL);
    await post(
      `${base.replace(/\/$/, "")}/bot${String(key2)}/sendMessage`,
      JSON.stringify({ chat_id: chatId, text: message.digest }),
      { "content-type": "application/json" }
    );
  }
};

// server/notifications/notificators/web.ts
var WebNotificator = class {
  constructor(hub) {
    this.hub = hub;
  }
  hub;
  name = "web";
  async send({ user, event, message }) {
    const json = eventJson(event);
    json.attributes = { ...json.attributes, message: message.digest };
    this.hub.sendToUser(user.id, JSON.stringify({ events: [json] }));
  }
};

// server/notifications/notificators/index.ts
var ALWAYS = ["web", "mail"];
var Notificators = class {
  constructor(settings, hub) {
    this.settings = settings;
    this.sms = new HttpSmsGateway(settings);
    this.mail = new MailNotificator(settings);
    const list2 = [
      new WebNotificator(hub),
      this.mail,
      new TelegramNotificator(settings),
      new SmsNotificator(this.sms),
      new FirebaseNotificator(settings, new FirebaseCredentials(settings))
    ];
    this.all = new Map(list2.map((notificator) => [notificator.name, notificator]));
  }
  settings;
  sms;
  mail;
  all;
  /** Names of the usable notificators. */
  configured() {
    const types = this.settings("notificator.types");
    if (types !== void 0) {
      return String(types).split(",").map((name3) => name3.trim()).filter((name3) => this.all.has(name3));
    }
    return [...this.all.values()].filter((notificator) => ALWAYS.includes(notificator.name) || notificator.configured).map((notificator) => notificator.name);
  }
  /** A usable notificator by name. */
  get(name3) {
    return this.configured().includes(name3) ? this.all.get(name3) : void 0;
  }
  close() {
    this.mail.close();
  }
};

// server/notifications/matcher.ts
var list = (value2) => value2 === void 0 || value2 === null ? [] : String(value2).split(",").map((item) => item.trim()).filter(Boolean);
function accepts(notification, input) {
  const { event } = input;
  if (notification.type !== event.type) return false;
  if (event.type === "alarm") {
    if (!list(notification.attributes.alarms).includes(String(event.attributes.alarm)))
      return false;
  }
  const geofences2 = list(notification.attributes.geofenceIds);
  if (geofences2.length && !geofences2.includes(String(event.geofenceId))) return false;
  return input.inCalendar(notification.calendarId, event.eventTime);
}
function matchNotifications(input) {
  const { snapshot, deviceUsers } = input;
  const candidates = new Set(input.deviceNotifications);
  for (const userId of deviceUsers) {
    for (const id of snapshot.links.properties("user", userId, "notification")) {
      if (snapshot.notifications.get(id)?.always) candidates.add(id);
    }
  }
  const seeing = new Set(deviceUsers);
  const matches2 = [];
  for (const id of candidates) {
    const notification = snapshot.notifications.get(id);
    if (!notification || !accepts(notification, input)) continue;
    const userIds = snapshot.links.owners("notification", id, "user").filter((userId) => seeing.has(userId));
    if (userIds.length) matches2.push({ notification, userIds });
  }
  return matches2;
}
function anyOfType(snapshot, type) {
  for (const notification of snapshot.notifications.values()) {
    if (notification.type === type) return true;
  }
  return false;
}

// server/notifications/message.ts
var speed = (knots, prefs) => speedText(Number(knots) || 0, prefs);
function describe2(event, device, names, prefs) {
  const a = event.attributes;
  const { language } = prefs;
  const values = {
    device,
    geofence: names.geofence ?? `#${event.geofenceId}`,
    maintenance: names.maintenance ?? `#${event.maintenanceId}`,
    alarm: alarmName(String(a.alarm ?? ""), language),
    speed: speed(a.speed, prefs),
    limit: speed(a.speedLimit, prefs),
    result: String(a.result ?? ""),
    driver: String(a.driverUniqueId ?? ""),
    before: String(a.before ?? ""),
    after: String(a.after ?? "")
  };
  const key2 = event.type === "deviceOverspeed" && event.geofenceId ? "deviceOverspeedIn" : event.type;
  return notificationText(language, key2, values)?.trim() ?? `${device}: ${eventTypeName(event.type, language)}`;
}
function eventMessage(event, device, prefs, names = {}) {
  const { language } = prefs;
  const digest = describe2(event, device?.name ?? "Farol", names, prefs);
  const label = (column) => translate(language, `columns.${column}`);
  const lines = [digest, "", `${label("time")}: ${dateText(event.eventTime, prefs)}`];
  if (device) lines.push(`${label("device")}: ${device.name} (${device.uniqueId})`);
  if (event.type !== TEST_EVENT_TYPE) {
    lines.push(`${label("event")}: ${eventTypeName(event.type, language)}`);
  }
  return { subject: digest, digest, body: lines.join("\n") };
}

// server/notifications/service.ts
var NOTIFICATION_TIME_THRESHOLD_MS = 15 * 6e4;
var NotificationService = class {
  constructor(deps) {
    this.deps = deps;
    this.now = deps.now ?? Date.now;
  }
  deps;
  now;
  /** Fire and forget from the pipeline: failures are logged, never thrown. */
  handle(events2) {
    this.process(events2).catch((error) => console.error("Notifications failed:", error));
  }
  /** Matches and delivers each event; resolves when every delivery has been attempted. */
  async process(events2) {
    const threshold = lookupNumber(
      this.deps.settings,
      "notificator.timeThreshold",
      NOTIFICATION_TIME_THRESHOLD_MS
    );
    for (const event of events2) {
      if (this.now() - event.eventTime > threshold) continue;
      const device = this.deps.registry.get(event.deviceId);
      if (!device || !anyOfType(this.deps.catalog.current, event.type)) continue;
      await this.deliverEvent(event, device);
    }
  }
  /** Sends the test event to one user through one notificator, or all usable ones. */
  async sendTest(user, only) {
    const event = {
      id: 0,
      type: TEST_EVENT_TYPE,
      eventTime: this.now(),
      deviceId: 0,
      positionId: 0,
      geofenceId: 0,
      maintenanceId: 0,
      attributes: {}
    };
    const message = eventMessage(event, null, preferencesOf(user, this.deps.server()));
    const names = this.deps.notificators.configured();
    const targets = only ? [only] : names.map((name3) => this.deps.notificators.get(name3));
    for (const notificator of targets) {
      await notificator.send({ user, event, device: null, message });
    }
  }
  async deliverEvent(event, device) {
    const { catalog, storage } = this.deps;
    const snapshot = catalog.current;
    const matches2 = matchNotifications({
      event,
      snapshot,
      deviceNotifications: catalog.deviceObjects(device.id, device.groupId, "notification"),
      deviceUsers: await this.deviceUsers(device),
      inCalendar: this.deps.inCalendar
    });
    if (matches2.length === 0) return;
    const blocked = new Set(
      String(this.deps.settings("notification.block.users") ?? "").split(",")
    );
    const users = new Map(
      (await storage.users.list([...new Set(matches2.flatMap((m) => m.userIds))])).map((u) => [
        u.id,
        u
      ])
    );
    const names = {
      geofence: snapshot.geofences.get(event.geofenceId)?.name,
      maintenance: snapshot.maintenances.get(event.maintenanceId)?.name
    };
    const server = this.deps.server();
    const sends = [];
    for (const { notification, userIds } of matches2) {
      for (const userId of userIds) {
        const user = users.get(userId);
        if (!user || user.disabled || blocked.has(String(userId))) continue;
        const message = eventMessage(event, device, preferencesOf(user, server), names);
        for (const name3 of notification.notificators.split(",").map((n) => n.trim())) {
          const notificator = this.deps.notificators.get(name3);
          if (!notificator) continue;
          sends.push(
            notificator.send({ user, event, device, message }).catch((error) => {
              console.error(`Notification ${name3} to user ${userId} failed:`, error);
            })
          );
        }
      }
    }
    await Promise.all(sends);
  }
  /** Users who see the device: linked to it, or to a group of its chain. */
  async deviceUsers(device) {
    const { links } = this.deps.storage;
    const ids = new Set(await links.ownersOf("user", "device", device.id));
    for (const group of this.deps.catalog.groupChain(device.groupId)) {
      for (const id of await links.ownersOf("user", "group", group.id)) ids.add(id);
    }
    return [...ids];
  }
};

// server/pipeline/catalog/linkIndex.ts
var forwardKey = (ownerKind, ownerId, propertyKind) => `${ownerKind}:${ownerId}>${propertyKind}`;
var backwardKey = (propertyKind, propertyId, ownerKind) => `${propertyKind}:${propertyId}<${ownerKind}`;
var NONE = [];
var LinkIndex = class {
  forward = /* @__PURE__ */ new Map();
  backward = /* @__PURE__ */ new Map();
  constructor(links) {
    for (const link of links) {
      push(
        this.forward,
        forwardKey(link.ownerKind, link.ownerId, link.propertyKind),
        link.propertyId
      );
      push(
        this.backward,
        backwardKey(link.propertyKind, link.propertyId, link.ownerKind),
        link.ownerId
      );
    }
  }
  /** Ids of the `propertyKind` objects linked to one owner (device 3 → its geofences). */
  properties(ownerKind, ownerId, propertyKind) {
    return this.forward.get(forwardKey(ownerKind, ownerId, propertyKind)) ?? NONE;
  }
  /** Ids of the `ownerKind` objects linked to one property (notification 5 → its users). */
  owners(propertyKind, propertyId, ownerKind) {
    return this.backward.get(backwardKey(propertyKind, propertyId, ownerKind)) ?? NONE;
  }
};
function push(map, key2, id) {
  const list2 = map.get(key2);
  if (list2) list2.push(id);
  else map.set(key2, [id]);
}

// server/pipeline/catalog/catalog.ts
var CACHED_KINDS = ["geofence", "attribute", "maintenance", "notification"];
var MAX_GROUP_DEPTH = 3;
var byId = (items) => new Map(items.map((item) => [item.id, item]));
function areas(storage) {
  return storage.geofences.list().then((records) => {
    const map = /* @__PURE__ */ new Map();
    for (const { id, name: name3, calendarId, attributes, area } of records) {
      try {
        map.set(id, { id, name: name3, calendarId, attributes, shape: parseWkt(area) });
      } catch {
      }
    }
    return map;
  });
}
var Catalog = class {
  constructor(storage) {
    this.storage = storage;
  }
  storage;
  snapshot = {
    version: 0,
    groups: /* @__PURE__ */ new Map(),
    geofences: /* @__PURE__ */ new Map(),
    calendars: /* @__PURE__ */ new Map(),
    computed: /* @__PURE__ */ new Map(),
    maintenances: /* @__PURE__ */ new Map(),
    notifications: /* @__PURE__ */ new Map(),
    links: new LinkIndex([])
  };
  running = Promise.resolve();
  queued = null;
  get current() {
    return this.snapshot;
  }
  /**
   * Reloads everything. Calls made while a load runs share the one load queued after it, which
   * starts after their writes, so every caller sees its own change once this resolves.
   */
  refresh() {
    if (this.queued) return this.queued;
    const next = this.running.catch(() => void 0).then(() => {
      this.queued = null;
      this.running = this.load();
      return this.running;
    });
    this.queued = next;
    return next;
  }
  /** The group and its ancestors, nearest first: at most MAX_GROUP_DEPTH levels, cycle-safe. */
  groupChain(groupId) {
    const chain = [];
    let group = this.snapshot.groups.get(groupId);
    while (group && chain.length < MAX_GROUP_DEPTH && !chain.includes(group)) {
      chain.push(group);
      group = this.snapshot.groups.get(group.groupId);
    }
    return chain;
  }
  /** Ids of `kind` objects linked to the device or to a group of its chain (Traccar's rule). */
  deviceObjects(deviceId, groupId, kind) {
    const { links } = this.snapshot;
    const ids = new Set(links.properties("device", deviceId, kind));
    for (const group of this.groupChain(groupId)) {
      for (const id of links.properties("group", group.id, kind)) ids.add(id);
    }
    return [...ids];
  }
  async load() {
    const { storage } = this;
    const [groups, geofences2, calendars, computed, maintenances, notifications, links] = await Promise.all([
      storage.groups.list(),
      areas(storage),
      storage.calendars.list(),
      storage.computedAttributes.list(),
      storage.maintenances.list(),
      storage.notifications.list(),
      storage.linkScan.toKinds(CACHED_KINDS)
    ]);
    this.snapshot = {
      version: this.snapshot.version + 1,
      groups: byId(groups),
      geofences: geofences2,
      calendars: new Map(calendars.map((calendar) => [calendar.id, calendar.data])),
      computed: byId(computed),
      maintenances: byId(maintenances),
      notifications: byId(notifications),
      links: new LinkIndex(links)
    };
  }
};

// server/pipeline/catalog/environments.ts
var present = (items) => items.filter((item) => !!item);
var DeviceEnvironments = class {
  constructor(catalog, settings, options, states, evaluator) {
    this.catalog = catalog;
    this.settings = settings;
    this.options = options;
    this.states = states;
    this.evaluator = evaluator;
  }
  catalog;
  settings;
  options;
  states;
  evaluator;
  cache = /* @__PURE__ */ new Map();
  /**
   * The device's environment. It is rebuilt only when the catalog changes, the device moves to
   * another group or its (or the server's) attributes are replaced; the state is always current.
   */
  envFor(device) {
    const serverAttributes = this.settings.current.attributes;
    let cached = this.cache.get(device.id);
    if (!cached || cached.version !== this.catalog.current.version || cached.groupId !== device.groupId || cached.deviceAttributes !== device.attributes || cached.serverAttributes !== serverAttributes) {
      cached = {
        version: this.catalog.current.version,
        groupId: device.groupId,
        deviceAttributes: device.attributes,
        serverAttributes,
        env: this.build(device, serverAttributes)
      };
      this.cache.set(device.id, cached);
    }
    cached.env.state = this.states.get(device.id);
    return cached.env;
  }
  build(device, serverAttributes) {
    const snapshot = this.catalog.current;
    const objects = (kind) => this.catalog.deviceObjects(device.id, device.groupId, kind);
    const groups = this.catalog.groupChain(device.groupId).map((group) => group.attributes);
    return {
      lookup: lookupIn([device.attributes, ...groups, serverAttributes, this.options]),
      geofences: present(objects("geofence").map((id) => snapshot.geofences.get(id))),
      geofence: (id) => snapshot.geofences.get(id),
      computed: present(objects("attribute").map((id) => snapshot.computed.get(id))).sort(
        (a, b) => b.priority - a.priority || a.id - b.id
      ),
      maintenances: present(objects("maintenance").map((id) => snapshot.maintenances.get(id))),
      inCalendar: (calendarId, time) => {
        if (calendarId === 0) return true;
        const data = snapshot.calendars.get(calendarId);
        return data !== void 0 && calendarContains(data, time);
      },
      evaluate: this.evaluator,
      state: this.states.get(device.id)
    };
  }
};

// server/pipeline/eventRecorder.ts
var EventRecorder = class {
  constructor(storage, sink) {
    this.storage = storage;
    this.sink = sink;
  }
  storage;
  sink;
  /** Gives pending events their ids, ready for a transaction of the caller's. */
  async prepare(pending) {
    if (pending.length === 0) return [];
    const ids = await this.storage.events.allocateIds(pending.length);
    return pending.map((event, index) => toEventRecord(event, ids[index]));
  }
  /** Stores the events in their own transaction, then notifies. */
  async record(pending) {
    const events2 = await this.prepare(pending);
    if (events2.length === 0) return events2;
    await this.storage.events.insert(events2);
    this.sink(events2);
    return events2;
  }
  /** Notifies events a caller stored itself (within its own transaction). */
  stored(events2) {
    if (events2.length) this.sink(events2);
  }
};

// server/pipeline/inactivity.ts
var INACTIVITY_CHECK_MS = 15 * 6e4;
function inactivityDue(lastUpdate, start, period, now, checkPeriod) {
  if (start <= 0) return false;
  const threshold = lastUpdate + start;
  if (now < threshold) return false;
  if (now - checkPeriod < threshold) return true;
  if (period <= 0) return false;
  const repeated = threshold + Math.floor((now - threshold - 1) / period) * period;
  return now - checkPeriod < repeated;
}
var InactivityMonitor = class {
  constructor(registry, environments, recorder, checkPeriod = INACTIVITY_CHECK_MS, now = Date.now) {
    this.registry = registry;
    this.environments = environments;
    this.recorder = recorder;
    this.checkPeriod = checkPeriod;
    this.now = now;
  }
  registry;
  environments;
  recorder;
  checkPeriod;
  now;
  timer = null;
  /** The check as scheduled work: once per check period across the cluster. */
  get task() {
    return { name: "inactivity", periodMs: this.checkPeriod, run: () => this.check() };
  }
  start() {
    if (this.timer || this.checkPeriod <= 0) return;
    this.timer = setInterval(() => {
      this.check().catch((error) => console.error("Inactivity check failed:", error));
    }, this.checkPeriod);
    this.timer.unref();
  }
  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
  /** Records the events due now; returns them. */
  async check() {
    const now = this.now();
    const due = [];
    for (const device of this.registry.all()) {
      if (device.lastUpdate === null) continue;
      const { lookup: lookup2 } = this.environments.envFor(device);
      const start = lookupNumber(lookup2, "deviceInactivityStart", 0);
      const period = lookupNumber(lookup2, "deviceInactivityPeriod", 0);
      if (inactivityDue(device.lastUpdate, start, period, now, this.checkPeriod)) {
        due.push(
          pendingWithoutPosition(device.id, "deviceInactive", now, {
            lastUpdate: device.lastUpdate
          })
        );
      }
    }
    await this.recorder.record(due);
    return due;
  }
};

// server/pipeline/services.ts
var STATUS_EVENTS = {
  online: "deviceOnline",
  offline: "deviceOffline",
  unknown: "deviceUnknown"
};
async function createEventServices(deps) {
  const { storage, registry, hub, options } = deps;
  const settings = (key2) => lookupIn([deps.settings.current.attributes, options])(key2);
  const catalog = new Catalog(storage);
  await catalog.refresh();
  const states = new DeviceStateStore();
  states.load(await storage.deviceStates.all());
  const environments = new DeviceEnvironments(
    catalog,
    deps.settings,
    options,
    states,
    (expression, position) => evaluateExpression(expression, positionContext(position))
  );
  const inCalendar = (calendarId, time) => {
    if (calendarId === 0) return true;
    const data = catalog.current.calendars.get(calendarId);
    return data !== void 0 && calendarContains(data, time);
  };
  const notificators2 = new Notificators(settings, hub);
  const notifications = new NotificationService({
    storage,
    catalog,
    registry,
    notificators: notificators2,
    settings,
    server: () => deps.settings.current,
    inCalendar
  });
  const sink = (events2) => notifications.handle(events2);
  const recorder = new EventRecorder(storage, sink);
  const sessions = new LiveSessions();
  const commands = new CommandService(
    storage,
    registry,
    sessions,
    notificators2.sms,
    recorder,
    Date.now,
    deps.bus
  );
  await commands.load();
  const inactivity = new InactivityMonitor(
    registry,
    environments,
    recorder,
    lookupNumber(settings, "farol.inactivity.checkPeriod", INACTIVITY_CHECK_MS)
  );
  return {
    catalog,
    states,
    environments,
    recorder,
    notificators: notificators2,
    notifications,
    commands,
    sessions,
    settings,
    sink,
    statusChanged(devices, status) {
      const now = Date.now();
      const pending = devices.filter(
        (device) => lookupBoolean(environments.envFor(device).lookup, "event.status.enable", false)
      ).map((device) => pendingWithoutPosition(device.id, STATUS_EVENTS[status], now));
      recorder.record(pending).catch((error) => {
        console.error("Could not store status events:", error);
      });
    },
    start: (scheduler) => scheduler.every(inactivity.task),
    close() {
      inactivity.stop();
      notificators2.close();
    }
  };
}

// server/protocols/osmand/values.ts
var DOUBLE = /^[+-]?(NaN|Infinity|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?)$/;
function javaDouble(text) {
  const value2 = text.trim();
  if (!DOUBLE.test(value2)) return null;
  return Number(value2.replace(/[fFdD]$/, ""));
}
function requireDouble(name3, text) {
  const value2 = javaDouble(text);
  if (value2 === null) throw new IllegalArgumentError(`${name3}: not a number: "${text}"`);
  return value2;
}
function requireInteger(name3, text) {
  if (!/^[+-]?\d+$/.test(text))
    throw new IllegalArgumentError(`${name3}: not an integer: "${text}"`);
  return Number(text);
}
var javaBoolean = (text) => text.toLowerCase() === "true";
var INT_MAX = 2 ** 31 - 1;
var LOCAL = /^(\d{4})-(\d{1,2})-(\d{1,2}) (\d{1,2}):(\d{1,2}):(\d{1,2})$/;
function parseOsmandTimestamp(text) {
  if (/^[+-]?\d+$/.test(text)) {
    const value2 = Number(text);
    return value2 < INT_MAX ? value2 * 1e3 : value2;
  }
  if (text.includes("T")) {
    const ms2 = parseZonedDate(text);
    if (ms2 === null)
      throw new IllegalArgumentError(`timestamp: not an ISO date with a zone: "${text}"`);
    return ms2;
  }
  const match = LOCAL.exec(text.trim());
  if (!match) throw new IllegalArgumentError(`timestamp: unrecognised format: "${text}"`);
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number);
  return new Date(y, mo - 1, d, h, mi, s).getTime();
}
var knotsFromMps2 = (mps) => mps / 0.514444;

// server/protocols/osmand/decodeJson.ts
var MIN_ACCURACY = 10;
var isObject = (value2) => typeof value2 === "object" && value2 !== null && !Array.isArray(value2);
function number(object, key2, where) {
  const value2 = object[key2];
  if (typeof value2 !== "number")
    throw new IllegalArgumentError(`${where}.${key2}: a number is required`);
  return value2;
}
function decodeLocation(location) {
  const stamp = typeof location.timestamp === "string" ? parseZonedDate(location.timestamp) : null;
  if (stamp === null)
    throw new IllegalArgumentError("location.timestamp: an ISO date with a zone is required");
  const attributes = {};
  const position = {
    protocol: "osmand",
    deviceTime: stamp,
    fixTime: stamp,
    valid: false,
    latitude: 0,
    longitude: 0,
    altitude: 0,
    speed: 0,
    course: 0,
    accuracy: 0,
    network: null,
    attributes,
    outdated: true
  };
  const coords = location.coords;
  if (isObject(coords)) {
    position.valid = true;
    position.outdated = false;
    position.latitude = number(coords, "latitude", "coords");
    position.longitude = number(coords, "longitude", "coords");
    const speed2 = number(coords, "speed", "coords");
    if (speed2 >= 0) position.speed = knotsFromMps2(speed2);
    const heading = number(coords, "heading", "coords");
    if (heading >= 0) position.course = heading;
    const accuracy = number(coords, "accuracy", "coords");
    if (accuracy >= MIN_ACCURACY) position.accuracy = accuracy;
    position.altitude = number(coords, "altitude", "coords");
  }
  if (typeof location.is_moving === "boolean") attributes.motion = location.is_moving;
  if (typeof location.odometer === "number") attributes.odometer = Math.trunc(location.odometer);
  if (typeof location.mock === "boolean") attributes.mock = location.mock;
  if (location.alarm !== void 0) attributes.alarm = String(location.alarm);
  if (typeof location.event === "string") attributes.event = location.event;
  if (isObject(location.activity) && typeof location.activity.type === "string") {
    attributes.activity = location.activity.type;
  }
  if (isObject(location.battery)) {
    const { level, is_charging: charging } = location.battery;
    if (typeof level === "number" && level >= 0) attributes.batteryLevel = Math.trunc(level * 100);
    if (charging === true) attributes.charge = true;
  }
  if (isObject(location.extras)) {
    for (const [key2, value2] of Object.entries(location.extras)) {
      if (["string", "number", "boolean"].includes(typeof value2)) attributes[key2] = value2;
    }
  }
  return position;
}
function decodeOsmandJson(body) {
  let root;
  try {
    root = JSON.parse(body);
  } catch {
    throw new IllegalArgumentError("body: not valid JSON");
  }
  if (!isObject(root)) throw new IllegalArgumentError("body: a JSON object is required");
  const id = root.device_id;
  const uniqueId = typeof id === "string" || typeof id === "number" ? String(id) : null;
  const raw = root.location;
  const locations = Array.isArray(raw) ? raw : raw === void 0 ? [] : [raw];
  if (uniqueId === null) return { uniqueId, positions: [], form: "json" };
  const positions = locations.map((location, index) => {
    if (!isObject(location))
      throw new IllegalArgumentError(`location[${index}]: an object is required`);
    return decodeLocation(location);
  });
  return { uniqueId, positions, form: "json" };
}

// server/protocols/osmand/decodeQuery.ts
function groupParams(params) {
  const grouped = /* @__PURE__ */ new Map();
  for (const [key2, value2] of params) {
    const list2 = grouped.get(key2);
    if (list2) list2.push(value2);
    else grouped.set(key2, [value2]);
  }
  return grouped;
}
function cellTower(text) {
  const [mcc = "", mnc = "", lac = "", cid = "", rssi] = text.split(",");
  const tower = {
    mobileCountryCode: requireInteger("cell", mcc),
    mobileNetworkCode: requireInteger("cell", mnc),
    locationAreaCode: requireInteger("cell", lac),
    cellId: requireInteger("cell", cid)
  };
  if (rssi !== void 0) tower.signalStrength = requireInteger("cell", rssi);
  return tower;
}
function wifiPoint(text) {
  const [mac = "", rssi = ""] = text.split(",");
  return { macAddress: mac.replaceAll("-", ":"), signalStrength: requireInteger("wifi", rssi) };
}
function typed(value2) {
  const number2 = javaDouble(value2);
  if (number2 !== null) return number2;
  if (value2 === "true") return true;
  if (value2 === "false") return false;
  return value2;
}
function decodeOsmandQuery(params, now) {
  let uniqueId = null;
  let time = null;
  const attributes = {};
  const cells = [];
  const wifis = [];
  const position = {
    valid: true,
    latitude: 0,
    longitude: 0,
    altitude: 0,
    speed: 0,
    course: 0,
    accuracy: 0
  };
  for (const [key2, values] of groupParams(params)) {
    for (const value2 of values) {
      switch (key2) {
        case "id":
        case "deviceid":
          uniqueId = value2;
          break;
        case "valid":
          position.valid = javaBoolean(value2) || value2 === "1";
          break;
        case "timestamp":
          time = parseOsmandTimestamp(value2);
          break;
        case "lat":
          position.latitude = requireDouble(key2, value2);
          break;
        case "lon":
          position.longitude = requireDouble(key2, value2);
          break;
        case "location": {
          const [lat = "", lon = ""] = value2.split(",");
          position.latitude = requireDouble(key2, lat);
          position.longitude = requireDouble(key2, lon);
          break;
        }
        case "cell":
          cells.push(cellTower(value2));
          break;
        case "wifi":
          wifis.push(wifiPoint(value2));
          break;
        case "speed":
          position.speed = requireDouble(key2, value2);
          break;
        case "bearing":
        case "heading":
          position.course = requireDouble(key2, value2);
          break;
        case "altitude":
        case "accuracy":
          position[key2] = requireDouble(key2, value2);
          break;
        case "hdop":
          attributes.hdop = requireDouble(key2, value2);
          break;
        case "batt":
          attributes.batteryLevel = requireDouble(key2, value2);
          break;
        case "driverUniqueId":
          attributes.driverUniqueId = value2;
          break;
        case "charge":
          attributes.charge = javaBoolean(value2);
          break;
        case "notificationToken":
          break;
        default:
          attributes[key2] = typed(value2);
      }
    }
  }
  if (uniqueId === null) return { uniqueId: null, positions: [], form: "query" };
  const fixTime = time ?? now;
  const incoming = {
    protocol: "osmand",
    deviceTime: fixTime,
    fixTime,
    ...position,
    network: cells.length || wifis.length ? {
      radioType: "gsm",
      considerIp: false,
      ...cells.length ? { cellTowers: cells } : {},
      ...wifis.length ? { wifiAccessPoints: wifis } : {}
    } : null,
    attributes,
    outdated: position.latitude === 0 && position.longitude === 0
  };
  return { uniqueId, positions: [incoming], form: "query" };
}

// server/protocols/osmand/handler.ts
function decodeOsmandRequest(request, now) {
  if (request.contentType.toLowerCase().startsWith("application/json")) {
    return decodeOsmandJson(request.body);
  }
  const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?") + 1) : "";
  return decodeOsmandQuery(new URLSearchParams(query || request.body), now);
}
async function handleOsmand(request, deps) {
  const now = (deps.now ?? Date.now)();
  let message;
  try {
    message = pipelineTimers.time("decode", () => decodeOsmandRequest(request, now));
  } catch (error) {
    if (error instanceof FarolError) return { status: 400, body: error.message };
    throw error;
  }
  if (message.uniqueId === null) return { status: 400, body: "Missing device id" };
  const device = deps.registry.byUnique(message.uniqueId);
  if (!device) {
    return {
      status: message.form === "json" ? 404 : 400,
      body: `Unknown device - ${message.uniqueId}`
    };
  }
  if (device.disabled) return { status: 400, body: "Device is disabled" };
  if (device.expirationTime !== null && device.expirationTime < now) {
    return { status: 400, body: "Device has expired" };
  }
  await deps.ingest.accept(device, message.positions);
  if (message.form === "json" || !deps.commands) return { status: 200, body: "" };
  const [command] = await deps.commands.takeQueued(device.id, 1);
  const data = command?.attributes.data;
  return { status: 200, body: data === void 0 || data === null ? "" : String(data) };
}

// server/protocols/osmand/server.ts
import http2 from "node:http";
var MAX_BODY_BYTES = 1024 * 1024;
function createOsmandServer(handle) {
  const server = http2.createServer({ keepAlive: true }, (req, res) => {
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reply(res, { status: 413, body: "Request too large" });
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (res.headersSent) return;
      const request = {
        url: req.url ?? "/",
        contentType: req.headers["content-type"] ?? "",
        body: Buffer.concat(chunks).toString("utf8")
      };
      handle(request).then(
        (result) => reply(res, result),
        (error) => {
          console.error("OsmAnd request failed:", error);
          reply(res, { status: 500, body: "Internal error" });
        }
      );
    });
  });
  server.keepAliveTimeout = 65e3;
  return server;
}
function reply(res, { status, body }) {
  if (res.headersSent) return;
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body)
  });
  res.end(body);
}

// server/services/auth.ts
var Authenticator = class {
  constructor(storage, sessions, login, now = Date.now) {
    this.storage = storage;
    this.sessions = sessions;
    this.login = login;
    this.now = now;
  }
  storage;
  sessions;
  login;
  now;
  async resolve(credentials) {
    if (credentials.authorization) {
      return this.fromHeader(credentials.authorization, credentials.address);
    }
    if (!credentials.sessionId) return null;
    const session = await this.sessions.get(credentials.sessionId);
    if (!session || !originAllowed(session, credentials)) return null;
    const user = await this.storage.users.get(session.userId);
    if (!user) return null;
    return unauthorizedUnlessActive(user, this.now());
  }
  async fromHeader(header, address = "") {
    const [scheme = "", value2 = ""] = header.trim().split(/\s+/, 2);
    try {
      if (scheme.toLowerCase() === "bearer") return await this.login.withToken(value2);
      if (scheme.toLowerCase() === "basic") {
        const decoded = Buffer.from(value2, "base64").toString("utf8");
        const colon = decoded.indexOf(":");
        if (colon < 0) throw new HttpError(401);
        const user = await this.login.withPassword(
          decoded.slice(0, colon),
          decoded.slice(colon + 1),
          address
        );
        if (user) return user;
      }
    } catch (error) {
      if (!(error instanceof SecurityError)) throw error;
    }
    throw new HttpError(401);
  }
};
function unauthorizedUnlessActive(user, now) {
  try {
    checkActive(user, now);
    return user;
  } catch {
    throw new HttpError(401);
  }
}
function originAllowed(session, credentials) {
  const origin = credentials.origin;
  if (!origin) return true;
  if (session.origin) return session.origin === origin;
  try {
    const host = (credentials.host ?? "").replace(/:\d+$/, "").replace(/^\[|\]$/g, "");
    return new URL(origin).hostname.replace(/^\[|\]$/g, "") === host;
  } catch {
    return false;
  }
}

// server/services/links.ts
var ACCESS_KINDS = /* @__PURE__ */ new Set(["device", "group"]);
var LinkService = class {
  constructor(storage, hub, visibility, bus = new LocalBus()) {
    this.storage = storage;
    this.hub = hub;
    this.visibility = visibility;
    this.bus = bus;
  }
  storage;
  hub;
  visibility;
  bus;
  async add(link) {
    await this.storage.links.add(link);
    await this.linksChanged([link]);
  }
  async remove(link) {
    await this.storage.links.remove(link);
    await this.linksChanged([link]);
  }
  /** Adds or removes several links in one transaction: all of them or none. */
  async bulk(links, action) {
    await this.storage.links.bulk(links, action);
    await this.linksChanged(links);
  }
  /** Recomputes the live access of every connected user (groups or device groups changed). */
  async refreshAll() {
    await this.refreshLocal(null);
    this.bus.publish({ type: "access", userIds: null });
  }
  /** Recomputes the access of this node's sockets of `userIds` (null: of every user). */
  async refreshLocal(userIds) {
    for (const userId of userIds ?? this.hub.connectedUserIds()) await this.refresh(userId);
  }
  /** Refreshes the live access of the users these (already written) links concern. */
  async linksChanged(links) {
    const users = new Set(
      links.filter((link) => link.ownerKind === "user" && ACCESS_KINDS.has(link.propertyKind)).map((link) => link.ownerId)
    );
    await this.refreshLocal([...users]);
    if (users.size) this.bus.publish({ type: "access", userIds: [...users] });
  }
  async refresh(userId) {
    if (!this.hub.connectedUserIds().includes(userId)) return;
    this.hub.setAccess(userId, await this.visibility.deviceIdsOf(userId));
  }
};

// server/services/advancedPerms.ts
var AREA_BITS = {
  devices: PERMISSION_BITS.devices,
  users: PERMISSION_BITS.users,
  share: PERMISSION_BITS.share,
  notifications: PERMISSION_BITS.notifications,
  geofences: PERMISSION_BITS.geofences,
  groups: PERMISSION_BITS.groups,
  commands: PERMISSION_BITS.commands,
  computedAttributes: PERMISSION_BITS.computedAttributes,
  reports: PERMISSION_BITS.reports,
  drivers: PERMISSION_BITS.drivers,
  calendars: PERMISSION_BITS.calendars,
  maintenance: PERMISSION_BITS.maintenance
};
var AREA_OF_KIND = {
  device: "devices",
  user: "users",
  notification: "notifications",
  geofence: "geofences",
  group: "groups",
  command: "commands",
  attribute: "computedAttributes",
  driver: "drivers",
  calendar: "calendars",
  maintenance: "maintenance"
};
function actionBit(area, action) {
  const master = AREA_BITS[area];
  if (area === "devices") {
    const bits = { create: PERMISSION_BITS.deviceCreate, edit: PERMISSION_BITS.deviceEdit };
    return action === "delete" ? PERMISSION_BITS.deviceDelete : bits[action];
  }
  return master + { create: 1, edit: 2, delete: 3 }[action];
}
var isQrDriver = (user) => Boolean(user.attributes["tarkan.isQrDriverId"]);
function advancedEnforced(server, user) {
  return server.attributes["tarkan.enableAdvancedPerms"] === true && !user.administrator;
}
function advancedAllowed(server, user, area, action) {
  if (!advancedEnforced(server, user)) return true;
  if (isQrDriver(user)) return false;
  const mask = user.attributes["tarkan.advancedPerms"];
  if (typeof mask !== "string" || !/^[0-9a-f]{32}$/i.test(mask)) return true;
  if (!hasPermissionBit(mask, AREA_BITS[area])) return false;
  return action === "read" || hasPermissionBit(mask, actionBit(area, action));
}
function selfEditAllowed(server, user) {
  if (!advancedEnforced(server, user)) return true;
  if (isQrDriver(user)) return false;
  const mask = user.attributes["tarkan.advancedPerms"];
  if (typeof mask !== "string" || !/^[0-9a-f]{32}$/i.test(mask)) return true;
  return hasPermissionBit(mask, PERMISSION_BITS.self);
}

// server/services/permissions.ts
var className = (kind) => kind.charAt(0).toUpperCase() + kind.slice(1);
var REFERENCE_KINDS = { groupId: "group", calendarId: "calendar", commandId: "command" };
var isShareUser = (user) => user.temporary || Boolean(user.attributes.isShared);
var PermissionsService = class {
  constructor(storage, settings, visibility, registry) {
    this.storage = storage;
    this.settings = settings;
    this.visibility = visibility;
    this.registry = registry;
  }
  storage;
  settings;
  visibility;
  registry;
  /** Managers are users who may manage other users (`userLimit != 0`), and administrators. */
  isManager(user) {
    return user.administrator || user.userLimit !== 0;
  }
  checkAdmin(user) {
    if (!user.administrator) throw new SecurityError("Administrator access required");
  }
  checkManager(user) {
    if (!this.isManager(user)) throw new SecurityError("Manager access required");
  }
  /** The caller may act on user `targetId`: themselves, a managed user, or anyone if admin. */
  async checkUser(user, targetId) {
    if (user.id === targetId || user.administrator) return;
    this.checkManager(user);
    if (!await this.visibility.canSee(user.id, "user", targetId)) {
      throw new SecurityError("User access denied");
    }
  }
  /** The caller may see object `kind` #`id` (groups included); else `<Class> access denied`. */
  async checkPermission(user, kind, id) {
    if (user.administrator) return;
    if (kind === "user" && id === user.id) return;
    if (!await this.visibility.canSee(user.id, kind, id)) {
      throw new SecurityError(`${className(kind)} access denied`);
    }
  }
  /** Server-or-user restriction flags: `Operation restricted`. */
  checkRestriction(user, flag) {
    if (user.administrator) return;
    if (this.settings.current[flag] || user[flag]) throw new SecurityError("Operation restricted");
  }
  /**
   * The caller may create, change or delete objects of `kind`: not read-only (server or user),
   * not a share user; for devices not device-read-only and, when adding, under the device
   * limits; for saved commands not `limitCommands`. Else `Write access denied`.
   * `skipReadonly` lets a read-only user save their own notification tokens (Traccar's rule).
   */
  async checkEdit(user, kind, addition, skipReadonly = false) {
    if (kind === "device" && addition) this.checkServerDeviceLimit();
    if (user.administrator) return;
    const server = this.settings.current;
    let denied = !skipReadonly && (server.readonly || user.readonly) || isShareUser(user);
    if (!denied && kind === "device") {
      denied = server.deviceReadonly || user.deviceReadonly;
      if (!denied && addition && user.deviceLimit !== -1) {
        const owned = await this.storage.links.propertiesOf("user", user.id, "device");
        denied = owned.length >= user.deviceLimit;
      }
    }
    if (!denied && kind === "command") denied = server.limitCommands || user.limitCommands;
    if (denied) throw new SecurityError("Write access denied");
  }
  /** Links may not be changed by read-only (server or user) or share users. */
  checkLinking(user) {
    this.checkRestriction(user, "readonly");
    if (!user.administrator && isShareUser(user)) throw new SecurityError("Operation restricted");
  }
  /** A non-admin may not link a device to a user whose device limit is reached. */
  async checkUserDeviceLimit(user, ownerId) {
    if (user.administrator) return;
    const owner = ownerId === user.id ? user : await this.storage.users.get(ownerId);
    if (!owner || owner.deviceLimit === -1) return;
    const owned = await this.storage.links.propertiesOf("user", owner.id, "device");
    if (owned.length >= owner.deviceLimit) throw new SecurityError("User device limit reached");
  }
  /** Devices the caller may still add (null when no limit applies): the `deviceLimit` header. */
  async remainingDevices(user) {
    const limits = [];
    const serverLimit = Number(this.settings.current.attributes["tarkan.deviceLimit"]);
    if (serverLimit > 0) limits.push(serverLimit - [...this.registry.all()].length);
    if (user && !user.administrator && user.deviceLimit !== -1) {
      const owned = await this.storage.links.propertiesOf("user", user.id, "device");
      limits.push(user.deviceLimit - owned.length);
    }
    return limits.length ? Math.max(0, Math.min(...limits)) : null;
  }
  /** The checks of a covered call under Tarkan's advanced permissions (see advancedPerms.ts). */
  checkAdvanced(user, kind, action) {
    const area = AREA_OF_KIND[kind];
    if (!area || advancedAllowed(this.settings.current, user, area, action)) return;
    throw new SecurityError(action === "read" ? "Operation restricted" : "Write access denied");
  }
  /**
   * Share links (/tarkan/shares). Share users never manage links. A write also needs an account
   * that may change devices: not read-only or device-read-only (server or user). Under advanced
   * permissions every call needs bit 24 and a write 25 (create), 26 (edit) or 27 (delete).
   */
  checkShare(user, action) {
    if (!advancedAllowed(this.settings.current, user, "share", action)) {
      throw new SecurityError(action === "read" ? "Operation restricted" : "Write access denied");
    }
    if (user.administrator) return;
    if (isShareUser(user)) {
      throw new SecurityError(action === "read" ? "Operation restricted" : "Write access denied");
    }
    const server = this.settings.current;
    const restricted = server.readonly || user.readonly || server.deviceReadonly || user.deviceReadonly;
    if (action !== "read" && restricted) throw new SecurityError("Write access denied");
  }
  /** Editing one's own account under advanced permissions needs bit 0. */
  checkSelfEdit(user) {
    if (!selfEditAllowed(this.settings.current, user)) {
      throw new SecurityError("Write access denied");
    }
  }
  /**
   * A non-admin may only point an object at a group, calendar or saved command they can see,
   * when the reference is new or changed (Traccar's checkEdit on GroupedModel, Schedulable…).
   */
  async checkReferences(user, after, before) {
    if (user.administrator) return;
    for (const [field, kind] of Object.entries(REFERENCE_KINDS)) {
      const id = after[field] ?? 0;
      if (id > 0 && id !== before?.[field]) {
        await this.checkPermission(user, kind, id);
      }
    }
  }
  /**
   * Rank changes need an administrator; restriction flags need a manager and are never lifted
   * by their own user; a manager may not give a user a later expiration than their own.
   */
  checkUserUpdate(user, before, after) {
    if (before.administrator !== after.administrator || before.deviceLimit !== after.deviceLimit || before.userLimit !== after.userLimit) {
      this.checkAdmin(user);
    }
    if (user.expirationTime !== null && before.expirationTime !== after.expirationTime && (after.expirationTime === null || after.expirationTime > user.expirationTime)) {
      this.checkAdmin(user);
    }
    const restricted = before.readonly !== after.readonly || before.deviceReadonly !== after.deviceReadonly || before.disabled !== after.disabled || before.limitCommands !== after.limitCommands || before.disableReports !== after.disableReports || before.fixedEmail !== after.fixedEmail || before.temporary !== after.temporary;
    if (restricted && user.id === after.id) this.checkAdmin(user);
    if (restricted) this.checkManager(user);
  }
  /** Ids of the devices the user sees: linked to them or through their groups. */
  async deviceIdsOf(userId) {
    return this.visibility.deviceIdsOf(userId);
  }
  // The installation's licensed capacity binds administrators too (companion-api.md §1.4).
  checkServerDeviceLimit() {
    const limit = Number(this.settings.current.attributes["tarkan.deviceLimit"]);
    if (limit > 0 && [...this.registry.all()].length >= limit) {
      throw new SecurityError("Server device limit reached");
    }
  }
};

// server/services/retention.ts
var HISTORY_DAYS_KEY = "database.historyDays";
var RETENTION_PERIOD_MS = 60 * 6e4;
var RETENTION_BATCH = 5e3;
var DAY_MS3 = 24 * 60 * 6e4;
var Retention = class _Retention {
  constructor(storage, historyDays, now = Date.now, batch = RETENTION_BATCH) {
    this.storage = storage;
    this.historyDays = historyDays;
    this.now = now;
    this.batch = batch;
  }
  storage;
  historyDays;
  now;
  batch;
  name = "retention";
  periodMs = RETENTION_PERIOD_MS;
  /** The retention configured in `options` (Traccar configuration keys). */
  static fromOptions(storage, options) {
    const days = numberOf(options[HISTORY_DAYS_KEY], 0);
    return new _Retention(storage, Math.max(0, days));
  }
  get enabled() {
    return this.historyDays > 0;
  }
  /**
   * Deletes everything older than the limit; `onBatch` sees each step (tests, logs). Returns
   * how much went.
   */
  async run(onBatch) {
    const total = { positions: 0, events: 0 };
    if (!this.enabled) return total;
    const before = this.now() - this.historyDays * DAY_MS3;
    for (; ; ) {
      const step = await this.storage.retention.prune(before, this.batch);
      total.positions += step.positions;
      total.events += step.events;
      onBatch?.(step);
      if (step.positions < this.batch && step.events < this.batch) return total;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
};

// server/services/registry.ts
var DeviceRegistry = class {
  byId = /* @__PURE__ */ new Map();
  byUniqueId = /* @__PURE__ */ new Map();
  /** Fills the registry at start. */
  load(devices, latest) {
    for (const device of devices) this.add(device);
    for (const position of latest) {
      const entry = this.byId.get(position.deviceId);
      if (entry) entry.last = entry.latest = position;
    }
  }
  get(id) {
    return this.byId.get(id)?.device;
  }
  byUnique(uniqueId) {
    return this.byUniqueId.get(uniqueId)?.device;
  }
  all() {
    return Array.from(this.byId.values(), (entry) => entry.device).values();
  }
  add(device) {
    const entry = { device, last: null, latest: null };
    this.byId.set(device.id, entry);
    this.byUniqueId.set(device.uniqueId, entry);
  }
  /** Replaces the editable fields of a device, keeping its runtime state. */
  update(id, fields) {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.byUniqueId.delete(entry.device.uniqueId);
    Object.assign(entry.device, fields);
    this.byUniqueId.set(entry.device.uniqueId, entry);
  }
  remove(id) {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.byId.delete(id);
    this.byUniqueId.delete(entry.device.uniqueId);
  }
  last(deviceId) {
    return this.byId.get(deviceId)?.last ?? null;
  }
  setLast(deviceId, position) {
    const entry = this.byId.get(deviceId);
    if (entry) entry.last = position;
  }
  latest(deviceId) {
    return this.byId.get(deviceId)?.latest ?? null;
  }
  setLatest(deviceId, position) {
    const entry = this.byId.get(deviceId);
    if (entry) entry.latest = position;
  }
};

// server/services/serverSettings.ts
var ServerSettings = class _ServerSettings {
  constructor(storage, record, bus) {
    this.storage = storage;
    this.record = record;
    this.bus = bus;
  }
  storage;
  record;
  bus;
  /** Loads the server row, creating it (with `mapUrl`) when the database is new. */
  static async load(storage, mapUrl, bus = new LocalBus()) {
    let record = await storage.servers.get();
    if (!record) {
      record = {
        id: 1,
        registration: false,
        readonly: false,
        deviceReadonly: false,
        map: null,
        bingKey: null,
        mapUrl,
        overlayUrl: null,
        latitude: 0,
        longitude: 0,
        zoom: 0,
        forceSettings: false,
        coordinateFormat: null,
        limitCommands: false,
        disableReports: false,
        fixedEmail: false,
        poiLayer: null,
        announcement: null,
        attributes: {}
      };
      await storage.servers.insert(record);
      record = await storage.servers.get() ?? record;
    }
    return new _ServerSettings(storage, record, bus);
  }
  get current() {
    return this.record;
  }
  /** Reads the row again (another node changed it). */
  async reload() {
    this.record = await this.storage.servers.get() ?? this.record;
  }
  async update(fields) {
    const next = { ...this.record, ...fields, id: this.record.id };
    await this.storage.servers.update(next);
    this.record = next;
    this.bus.publish({ type: "server" });
    return next;
  }
};

// server/services/status.ts
var StatusMonitor = class {
  constructor(registry, storage, hub, timeoutMs, now = Date.now, onUnknown = () => void 0) {
    this.registry = registry;
    this.storage = storage;
    this.hub = hub;
    this.timeoutMs = timeoutMs;
    this.now = now;
    this.onUnknown = onUnknown;
  }
  registry;
  storage;
  hub;
  timeoutMs;
  now;
  onUnknown;
  timer = null;
  /** The check as scheduled work: once per period (timeout/10) across the cluster. */
  get task() {
    const periodMs = this.timeoutMs > 0 ? Math.max(this.timeoutMs / 10, 50) : 0;
    return { name: "status", periodMs, run: () => this.check() };
  }
  start() {
    if (this.timeoutMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.check(), Math.max(this.timeoutMs / 10, 50));
    this.timer.unref();
  }
  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
  /** Turns silent online devices `unknown`, stores and pushes the change. */
  async check() {
    const limit = this.now() - this.timeoutMs;
    const changed = [];
    for (const device of this.registry.all()) {
      if (device.status === "online" && (device.lastUpdate ?? 0) < limit) {
        device.status = "unknown";
        changed.push(device);
      }
    }
    for (const device of changed) {
      try {
        await this.storage.devices.updateStatus(device.id, device.status, device.lastUpdate);
      } catch (error) {
        console.error(`Could not store status of device ${device.id}:`, error);
      }
    }
    if (changed.length) {
      this.hub.publish([], changed);
      this.onUnknown(changed);
    }
    return changed;
  }
};

// server/services/visibility.ts
var MAX_GROUP_DEPTH2 = 3;
var GROUPED = /* @__PURE__ */ new Set(["device", "group"]);
var Visibility = class {
  constructor(storage, registry) {
    this.storage = storage;
    this.registry = registry;
  }
  storage;
  registry;
  /** Every group's parent (0 for none). Groups are few; read fresh so edits apply at once. */
  async parents() {
    return new Map((await this.storage.groups.list()).map((group) => [group.id, group.groupId]));
  }
  /** `groupId` and its ancestors, nearest first, at most MAX_GROUP_DEPTH of them. */
  chain(parents, groupId) {
    const chain = [];
    for (let id = groupId; id > 0 && chain.length < MAX_GROUP_DEPTH2; id = parents.get(id) ?? 0) {
      if (chain.includes(id) || !parents.has(id)) break;
      chain.push(id);
    }
    return chain;
  }
  /** The groups linked to a user and their sub-groups, down to MAX_GROUP_DEPTH levels. */
  async groupIdsOf(userId) {
    const linked = await this.storage.links.propertiesOf("user", userId, "group");
    if (linked.length === 0) return [];
    const parents = await this.parents();
    const children = /* @__PURE__ */ new Map();
    for (const [id, parent] of parents) {
      if (parent > 0) children.set(parent, [...children.get(parent) ?? [], id]);
    }
    const seen = new Set(linked.filter((id) => parents.has(id)));
    let level = [...seen];
    for (let depth = 1; depth < MAX_GROUP_DEPTH2 && level.length; depth++) {
      level = level.flatMap((id) => children.get(id) ?? []).filter((id) => !seen.has(id));
      for (const id of level) seen.add(id);
    }
    return [...seen];
  }
  /** Devices a user sees: linked directly, or in one of their groups (with sub-groups). */
  async deviceIdsOf(userId) {
    const ids = new Set(await this.storage.links.propertiesOf("user", userId, "device"));
    const groups = new Set(await this.groupIdsOf(userId));
    if (groups.size) {
      for (const device of this.registry.all()) if (groups.has(device.groupId)) ids.add(device.id);
    }
    return [...ids];
  }
  /** Ids of `kind` objects a user sees (groups expand only for devices and groups). */
  async objectIdsOf(userId, kind) {
    if (kind === "device") return this.deviceIdsOf(userId);
    if (kind === "group") return this.groupIdsOf(userId);
    return this.storage.links.propertiesOf("user", userId, kind);
  }
  /** True when the user sees object `kind` #`id`. */
  async canSee(userId, kind, id) {
    const direct = await this.storage.links.exists({
      ownerKind: "user",
      ownerId: userId,
      propertyKind: kind,
      propertyId: id
    });
    if (direct || !GROUPED.has(kind)) return direct;
    if (kind === "group") return (await this.groupIdsOf(userId)).includes(id);
    const device = this.registry.get(id);
    return !!device && device.groupId > 0 && (await this.groupIdsOf(userId)).includes(device.groupId);
  }
  /**
   * Ids of `kind` objects that apply to a device: linked to it or to a group of its chain
   * (geofences, notifications, drivers, commands, maintenances, computed attributes 'attribute').
   */
  async objectIdsOfDevice(deviceId, kind) {
    const ids = new Set(await this.storage.links.propertiesOf("device", deviceId, kind));
    const device = this.registry.get(deviceId);
    if (device && device.groupId > 0) {
      for (const groupId of this.chain(await this.parents(), device.groupId)) {
        for (const id of await this.storage.links.propertiesOf("group", groupId, kind)) ids.add(id);
      }
    }
    return [...ids];
  }
  /** Users who see a device: linked to it, or to a group of its chain. */
  async userIdsOfDevice(deviceId) {
    const ids = new Set(await this.storage.links.ownersOf("user", "device", deviceId));
    const device = this.registry.get(deviceId);
    if (device && device.groupId > 0) {
      for (const groupId of this.chain(await this.parents(), device.groupId)) {
        for (const id of await this.storage.links.ownersOf("user", "group", groupId)) ids.add(id);
      }
    }
    return [...ids];
  }
};

// server/app.ts
async function ensureAdmin(storage, config) {
  const existing = (await storage.users.list()).filter((user) => user.administrator);
  if (existing.length) return { user: existing.sort((a, b) => a.id - b.id)[0], created: false };
  if (!config.adminEmail || await storage.users.count() > 0)
    return { user: null, created: false };
  const fields = { name: "Administrator", email: config.adminEmail, administrator: true };
  const record = newUserRecord(fields, await hashPassword(config.adminPassword));
  try {
    return { user: await storage.users.insert(record), created: true };
  } catch (error) {
    const raced = (await storage.users.list()).find((user) => user.administrator);
    if (raced) return { user: raced, created: false };
    throw error;
  }
}
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server.address().port));
  });
}
var urlHost = (host) => host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
async function startFarol(overrides = {}) {
  const config = { ...loadConfig([], process.env), ...overrides };
  if (config.redisUrl && !config.databaseUrl) {
    throw new Error("REDIS_URL joins nodes that share one PostgreSQL: set DATABASE_URL too");
  }
  const storage = await openStorage(config);
  const closers = [() => storage.close()];
  let closing = null;
  const close = () => closing ??= (async () => {
    for (const closer of closers.reverse()) await closer();
  })();
  try {
    const cluster2 = await openCluster(config.redisUrl);
    closers.push(() => cluster2.close());
    const { bus } = cluster2;
    const settings = await ServerSettings.load(storage, config.mapUrl, bus);
    const admin = await ensureAdmin(storage, config);
    const registry = new DeviceRegistry();
    registry.load(await storage.devices.all(), await storage.positions.latestOfAllDevices());
    const hub = bus.shared ? new ClusterHub(bus) : new LiveHub();
    closers.push(() => hub.close());
    const { sessions } = cluster2;
    const throttle = new LoginThrottle(
      { maxFailures: config.loginMaxFailures, windowMs: config.loginWindowMinutes * 6e4 },
      Date.now,
      cluster2.failures
    );
    const login = new LoginService(storage, Date.now, throttle);
    const visibility = new Visibility(storage, registry);
    const permissions = new PermissionsService(storage, settings, visibility, registry);
    const links = new LinkService(storage, hub, visibility, bus);
    const events2 = await createEventServices({
      storage,
      registry,
      settings,
      hub,
      options: config.options,
      bus
    });
    closers.push(() => events2.close());
    const commit = new GroupCommit(storage, registry, hub, events2.sink);
    closers.push(() => commit.drain());
    const users = new UserService(storage, permissions, settings, sessions, hub);
    const ctx = {
      config,
      storage,
      settings,
      sessions,
      login,
      auth: new Authenticator(storage, sessions, login),
      permissions,
      visibility,
      registry,
      devices: new DeviceService(storage, registry, links, hub, bus),
      users,
      shares: new ShareService(storage, permissions, registry, login, users),
      links,
      hub,
      ingest: new Ingest(registry, commit, {
        states: events2.states,
        environments: events2.environments
      }),
      events: events2,
      bus
    };
    if (hub instanceof ClusterHub) {
      const { catalog, commands } = events2;
      new ClusterSync(bus, { storage, registry, hub, links, catalog, commands, settings });
    }
    const scheduler = new Scheduler(cluster2.lock);
    closers.push(() => scheduler.stop());
    events2.start(scheduler);
    const status = new StatusMonitor(
      registry,
      storage,
      hub,
      config.statusTimeout * 1e3,
      Date.now,
      (devices) => events2.statusChanged(devices, "unknown")
    );
    scheduler.every(status.task);
    const retention = Retention.fromOptions(storage, config.options);
    if (retention.enabled) scheduler.every(retention);
    const app = await createHttpServer(ctx);
    closers.push(() => app.close());
    await app.listen({ port: config.port, host: config.host });
    const port = app.server.address().port;
    const osmandDeps = { registry, ingest: ctx.ingest, commands: events2.commands };
    const osmand = createOsmandServer((request) => handleOsmand(request, osmandDeps));
    closers.push(
      () => new Promise((resolve) => {
        osmand.close(() => resolve());
        osmand.closeAllConnections();
      })
    );
    const osmandPort = await listen(osmand, config.osmandPort, config.host);
    const url = `http://${urlHost(config.host)}:${port}`;
    const osmandUrl = `http://${urlHost(config.host)}:${osmandPort}`;
    if (config.demoDevices > 0) {
      const fleet = await startDemoFleet({
        ...ctx,
        ownerId: admin.user?.id ?? null,
        osmandUrl,
        count: config.demoDevices
      });
      closers.push(() => fleet.stop());
    }
    return {
      url,
      osmandUrl,
      config: { ...config, port, osmandPort },
      admin: { email: admin.user?.email ?? null, created: admin.created },
      close
    };
  } catch (error) {
    await close();
    throw error;
  }
}

// server/web/clientBuild.ts
import { spawn } from "node:child_process";
import fs6 from "node:fs";
import { createRequire } from "node:module";
import path7 from "node:path";
function newestMtime(target) {
  let stat;
  try {
    stat = fs6.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs6.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path7.join(target, entry.name)));
  }
  return newest;
}
var CLIENT_SOURCES = ["src", "model", "public", "index.html", "vite.config.ts"];
function clientIsStale(root) {
  const built = newestMtime(path7.join(root, "dist", "index.html"));
  if (built === 0) return true;
  const sources = CLIENT_SOURCES.map((name3) => newestMtime(path7.join(root, name3)));
  return Math.max(...sources) > built;
}
function viteScript(root) {
  try {
    const require2 = createRequire(path7.join(root, "package.json"));
    return path7.join(path7.dirname(require2.resolve("vite/package.json")), "bin", "vite.js");
  } catch {
    return null;
  }
}
function runViteBuild(script, root) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, "build", "--logLevel", "warn"], {
      cwd: root,
      stdio: "inherit"
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
async function ensureClientBuilt(root) {
  if (!fs6.existsSync(path7.join(root, "index.html"))) {
    console.warn("No index.html yet: serving the API only.");
    return false;
  }
  if (!clientIsStale(root)) return true;
  const script = viteScript(root);
  if (!script) {
    console.error("The client is not built and Vite is not installed: run `npm run build`.");
    return false;
  }
  console.log("Building the web client\u2026");
  const started = Date.now();
  try {
    const code = await runViteBuild(script, root);
    if (code !== 0) throw new Error(`vite build exited with ${code}`);
    console.log(`Client built in ${((Date.now() - started) / 1e3).toFixed(1)} s.`);
    return true;
  } catch (error) {
    console.error("Client build failed; serving the API only.", error);
    return false;
  }
}

// server/main.ts
function describeStorage(config) {
  if (!config.databaseUrl) return `SQLite file in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}
var fromSources = import.meta.url.endsWith(".ts");
async function main() {
  const config = loadConfig();
  if (fromSources) await ensureClientBuilt(config.root);
  const farol = await startFarol(config);
  const { admin } = farol;
  console.log(`Farol is running at ${farol.url}`);
  console.log(`Storage: ${describeStorage(config)}`);
  if (admin.created) {
    console.log(`Administrator: ${admin.email} / ${config.adminPassword}`);
    if (config.adminPasswordIsDefault) {
      console.warn(
        "WARNING: default administrator password; set FAROL_ADMIN_PASSWORD or change it."
      );
    }
  } else if (admin.email) {
    console.log(`Administrator: ${admin.email} (existing database; password unchanged)`);
  } else {
    console.log("No administrator yet: the first user to register becomes one.");
  }
  console.log(`OsmAnd protocol on port ${farol.config.osmandPort} (${farol.osmandUrl})`);
  if (config.demoDevices > 0)
    console.log(`Demo fleet: ${config.demoDevices} vehicles around S\xE3o Paulo`);
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping\u2026`);
    farol.close().then(
      () => process.exit(0),
      (error) => {
        console.error("Error while stopping:", error);
        process.exit(1);
      }
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
//# sourceMappingURL=main.mjs.map

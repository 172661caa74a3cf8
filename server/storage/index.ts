import { AuditLogRepository } from './auditLog';
import { openDatabase, type DatabaseLocation, type OpenDatabase } from './database';
import { BillingAccountRepository } from './billingAccounts';
import { CalendarRepository } from './calendars';
import { CommandRepository } from './commands';
import { ComputedAttributeRepository } from './computedAttributes';
import { DeviceRepository } from './devices';
import { DeviceStateRepository } from './deviceStates';
import { DriverRepository } from './drivers';
import type { EntityRepository } from './entityRepository';
import { EventRepository } from './events';
import { GeofenceRepository } from './geofences';
import { GroupRepository } from './groups';
import { idAllocator } from './ids';
import { IntegrationRepository } from './integrations';
import { InvoiceRepository } from './invoices';
import { InvoiceSyncRepository } from './invoiceSync';
import { GeocodeRepository } from './geocodes';
import { LinkRepository } from './links';
import { LinkScanRepository } from './linkScan';
import { MaintenanceRepository } from './maintenances';
import { OrderRepository } from './orders';
import { PasswordResetRepository } from './passwordResets';
import { PositionDeleteRepository } from './positionDeletes';
import type { Dialect } from './migrations';
import { NotificationRepository } from './notifications';
import { PositionRepository } from './positions';
import { QueuedCommandRepository } from './queuedCommands';
import { ReportPositionRepository } from './reportPositions';
import { RetentionRepository } from './retention';
import { ScheduledReportRepository } from './scheduledReports';
import { ServerRepository } from './servers';
import { ShareRepository } from './shares';
import { SqliteBatchWriter } from './sqliteBatch';
import { StatisticsRepository } from './statistics';
import { TokenRepository } from './tokens';
import { UserRepository } from './users';

export type { AuditQuery, AuditRecord } from './auditLog';
export type { BatchExtras } from './batchExtras';
export type { BillingAccountRecord } from './billingAccounts';
export type { IntegrationRecord } from './integrations';
export type { InvoiceRecord, NewInvoice, StatusChange } from './invoices';
export type { CalendarRecord } from './calendars';
export type { CommandRecord } from './commands';
export type { ComputedAttributeRecord, ComputedType } from './computedAttributes';
export type { DatabaseLocation } from './database';
export type { DeviceStateRecord } from './deviceStates';
export type { DriverRecord } from './drivers';
export type { EventQuery, EventRecord } from './events';
export type { GeofenceRecord } from './geofences';
export type { GroupRecord } from './groups';
export type { MaintenanceRecord } from './maintenances';
export type { Dialect } from './migrations';
export type { NotificationRecord } from './notifications';
export type { DeviceRuntime } from './positions';
export type { QueuedCommandRecord } from './queuedCommands';
export type * from './records';
export type { PruneResult } from './retention';
export type { OrderRecord } from './orders';
export type { DeletedPositions } from './positionDeletes';
export type { ReportRunRecord, ScheduledReportRecord } from './scheduledReports';
export type { StatisticsChange, StatisticsRecord } from './statistics';

/**
 * The storage layer: the only code that writes SQL, one repository per stored concept. Routes
 * and services go through these.
 */
export interface Storage {
  users: UserRepository;
  devices: DeviceRepository;
  positions: PositionRepository;
  events: EventRepository;
  /** Commands waiting for their device. */
  queuedCommands: QueuedCommandRepository;
  /** Motion and overspeed state per device, written with the position batches. */
  deviceStates: DeviceStateRepository;
  /** The position reads of the reports (chunked history, edges, maximum speed). */
  reportPositions: ReportPositionRepository;
  /** Deleting history older than the retention setting, in short batches. */
  retention: RetentionRepository;
  links: LinkRepository;
  tokens: TokenRepository;
  /** Share links: temporary users with one device and one token (companion API). */
  shares: ShareRepository;
  servers: ServerRepository;
  /** Bulk reads of the link table for the pipeline's in-memory catalog. */
  linkScan: LinkScanRepository;
  groups: GroupRepository;
  geofences: GeofenceRepository;
  drivers: DriverRepository;
  calendars: CalendarRepository;
  maintenances: MaintenanceRepository;
  notifications: NotificationRepository;
  /** Saved commands. */
  commands: CommandRepository;
  computedAttributes: ComputedAttributeRepository;
  /** Deleting positions by hand (DELETE /api/positions). */
  positionDeletes: PositionDeleteRepository;
  /** Scheduled reports (/api/reports) and their runs. */
  scheduledReports: ScheduledReportRepository;
  /** Delivery orders (/api/orders). */
  orders: OrderRepository;
  /** Daily server statistics (/api/statistics). */
  statistics: StatisticsRepository;
  /** The reverse geocoder's cache. */
  geocodes: GeocodeRepository;
  /** Password reset tokens (/api/password/reset). */
  passwordResets: PasswordResetRepository;
  /** The audit log: writes, logins and automations (/tarkan/…/logs, /api/audit). */
  auditLog: AuditLogRepository;
  /** Invoices, their provider queue, customers' billing state, integrations. */
  billing: BillingStorage;
  /** Which database this is: the embedded SQLite file or PostgreSQL. */
  dialect: Dialect;
  /** True when this start created the schema (a new SQLite file or an empty PostgreSQL). */
  created: boolean;
  close(): Promise<void>;
}

/** The billing repositories (issue 16). */
export interface BillingStorage {
  invoices: InvoiceRepository;
  /** What the payment provider must still be told. */
  sync: InvoiceSyncRepository;
  accounts: BillingAccountRepository;
  integrations: IntegrationRepository;
}

function repositories({ db, dialect, created, sqlite }: OpenDatabase): Storage {
  const batchWriter = sqlite ? new SqliteBatchWriter(db, sqlite) : null;
  return {
    users: new UserRepository(db),
    devices: new DeviceRepository(db),
    positions: new PositionRepository(
      db,
      dialect,
      idAllocator(db, dialect, 'positions'),
      batchWriter,
    ),
    reportPositions: new ReportPositionRepository(db),
    retention: new RetentionRepository(db),
    links: new LinkRepository(db),
    tokens: new TokenRepository(db),
    shares: new ShareRepository(db),
    servers: new ServerRepository(db),
    events: new EventRepository(db, idAllocator(db, dialect, 'events')),
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
    positionDeletes: new PositionDeleteRepository(db),
    scheduledReports: new ScheduledReportRepository(db),
    orders: new OrderRepository(db),
    statistics: new StatisticsRepository(db, dialect),
    geocodes: new GeocodeRepository(db),
    passwordResets: new PasswordResetRepository(db),
    auditLog: new AuditLogRepository(db),
    billing: {
      invoices: new InvoiceRepository(db),
      sync: new InvoiceSyncRepository(db),
      accounts: new BillingAccountRepository(db),
      integrations: new IntegrationRepository(db),
    },
    dialect,
    created,
    close: async () => {
      await db.destroy();
      batchWriter?.close();
    },
  };
}

/**
 * Opens the storage `location` names, migrated and ready: PostgreSQL when `databaseUrl` is a
 * `postgres://` URL, else the SQLite file in `dataDir` (the embedded default).
 */
export async function openStorage(location: DatabaseLocation): Promise<Storage> {
  const database = await openDatabase(location);
  const { db } = database;
  const storage = repositories(database);
  try {
    await storage.positions.init();
    await storage.events.init();
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return storage;
}

/** The entity repositories, which the link table names by kind. */
const ENTITY_KINDS = [
  'groups',
  'geofences',
  'drivers',
  'calendars',
  'maintenances',
  'notifications',
  'commands',
  'computedAttributes',
  'scheduledReports',
  'orders',
] as const satisfies readonly (keyof Storage)[];

/** The entity repository of a link kind ('group', 'attribute'…), or undefined. */
export function entityRepository(
  storage: Storage,
  kind: string,
): EntityRepository<{ id: number }> | undefined {
  return ENTITY_KINDS.map((name) => storage[name]).find(
    (repository): repository is EntityRepository<{ id: number }> & typeof repository =>
      repository.kind === kind,
  );
}

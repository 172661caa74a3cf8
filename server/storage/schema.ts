import type { Generated } from 'kysely';
import type { BillingTables } from './billingSchema';

/**
 * Every table as the database holds it: integers for booleans, epoch milliseconds for dates
 * (bigint in PostgreSQL), JSON text for attributes. Only the storage layer sees these; the
 * repositories turn rows into records. The migrations (`migrations/`) create them.
 */
export interface UserTable {
  id: Generated<number>;
  name: string;
  login: string | null;
  email: string;
  phone: string | null;
  readonly: number;
  administrator: number;
  map: string | null;
  latitude: number;
  longitude: number;
  zoom: number;
  coordinateFormat: string | null;
  disabled: number;
  expirationTime: number | null;
  deviceLimit: number;
  userLimit: number;
  deviceReadonly: number;
  limitCommands: number;
  disableReports: number;
  fixedEmail: number;
  poiLayer: string | null;
  totpKey: string | null;
  temporary: number;
  attributes: string;
  hashedPassword: string;
  salt: string;
}

export interface DeviceTable {
  id: Generated<number>;
  name: string;
  uniqueId: string;
  groupId: number;
  calendarId: number;
  status: string;
  lastUpdate: number | null;
  positionId: number;
  phone: string | null;
  model: string | null;
  contact: string | null;
  category: string | null;
  disabled: number;
  expirationTime: number | null;
  attributes: string;
  /** Motion and overspeed state: written only with the position batches (`deviceStates.ts`). */
  motionStreak: Generated<number>;
  motionState: Generated<number>;
  motionPositionId: Generated<number>;
  motionTime: Generated<number | null>;
  motionDistance: Generated<number>;
  motionLatitude: Generated<number>;
  motionLongitude: Generated<number>;
  overspeedState: Generated<number>;
  overspeedTime: Generated<number | null>;
  overspeedGeofenceId: Generated<number>;
}

export interface PositionTable {
  /** Allocated by the storage layer (see `PositionRepository.allocateIds`), not by the database. */
  id: number;
  deviceId: number;
  protocol: string | null;
  serverTime: number;
  deviceTime: number;
  fixTime: number;
  valid: number;
  latitude: number;
  longitude: number;
  altitude: number;
  speed: number;
  course: number;
  address: string | null;
  accuracy: number;
  network: string | null;
  geofenceIds: string | null;
  attributes: string;
}

export interface LinkTable {
  ownerKind: string;
  ownerId: number;
  propertyKind: string;
  propertyId: number;
}

export interface TokenTable {
  id: Generated<number>;
  userId: number;
  hash: string;
  expiration: number;
  revoked: number;
  createdAt: number;
}

export interface ServerTable {
  id: number;
  registration: number;
  readonly: number;
  deviceReadonly: number;
  map: string | null;
  bingKey: string | null;
  mapUrl: string | null;
  overlayUrl: string | null;
  latitude: number;
  longitude: number;
  zoom: number;
  forceSettings: number;
  coordinateFormat: string | null;
  limitCommands: number;
  disableReports: number;
  fixedEmail: number;
  poiLayer: string | null;
  announcement: string | null;
  attributes: string;
}

export interface EventTable {
  /** Allocated by the storage layer (see `EventRepository.allocateIds`). */
  id: number;
  type: string;
  eventTime: number;
  deviceId: number;
  positionId: number;
  geofenceId: number;
  maintenanceId: number;
  attributes: string;
}

export interface QueuedCommandTable {
  id: Generated<number>;
  deviceId: number;
  type: string;
  textChannel: number;
  attributes: string;
}

export interface GroupTable {
  id: Generated<number>;
  name: string;
  groupId: number;
  attributes: string;
}

export interface GeofenceTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  area: string;
  calendarId: number;
  attributes: string;
}

export interface DriverTable {
  id: Generated<number>;
  name: string;
  uniqueId: string;
  attributes: string;
}

export interface CalendarTable {
  id: Generated<number>;
  name: string;
  data: string;
  attributes: string;
}

export interface MaintenanceTable {
  id: Generated<number>;
  name: string;
  type: string;
  start: number;
  period: number;
  attributes: string;
}

export interface NotificationTable {
  id: Generated<number>;
  description: string | null;
  calendarId: number;
  always: number;
  type: string;
  commandId: number;
  notificators: string;
  attributes: string;
}

export interface CommandTable {
  id: Generated<number>;
  description: string | null;
  type: string;
  textChannel: number;
  attributes: string;
}

/** Computed attributes (Traccar's tc_attributes): no attributes map. */
export interface ComputedAttributeTable {
  id: Generated<number>;
  description: string;
  attribute: string;
  expression: string;
  type: string;
  priority: number;
}

/** Scheduled reports (Traccar's tc_reports). */
export interface ScheduledReportTable {
  id: Generated<number>;
  type: string;
  description: string | null;
  calendarId: number;
  attributes: string;
}

/** One row per scheduled report and calendar period run: the claim that runs it once. */
export interface ReportRunTable {
  reportId: number;
  periodStart: number;
  periodEnd: number;
  ranAt: number;
  recipients: number;
  error: string | null;
}

/** One row per UTC day (Traccar's tc_statistics); `protocols` is JSON text. */
export interface StatisticsTable {
  id: Generated<number>;
  captureTime: number;
  /** Counters default to 0: a day's row is created empty, then updated. */
  activeUsers: Generated<number>;
  activeDevices: Generated<number>;
  requests: Generated<number>;
  messagesReceived: Generated<number>;
  messagesStored: Generated<number>;
  mailSent: Generated<number>;
  smsSent: Generated<number>;
  geocoderRequests: Generated<number>;
  geolocationRequests: Generated<number>;
  protocols: Generated<string>;
  attributes: Generated<string>;
}

/** Delivery orders (Traccar's tc_orders). */
export interface OrderTable {
  id: Generated<number>;
  uniqueId: string;
  description: string | null;
  fromAddress: string | null;
  toAddress: string | null;
  attributes: string;
}

/** The reverse geocoder's cache. */
export interface GeocodeTable {
  key: string;
  address: string | null;
  createdAt: number;
}

/** Password reset tokens, by hash. */
export interface PasswordResetTable {
  hash: string;
  userId: number;
  expiration: number;
  usedAt: number | null;
}

/** The audit log: one row per write, login or automation (0009_audit_log). */
export interface AuditLogTable {
  id: Generated<number>;
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
  /** JSON text of the object before and after, or null. */
  before: string | null;
  after: string | null;
}

export interface Database extends BillingTables {
  auditLog: AuditLogTable;
  passwordResets: PasswordResetTable;
  geocodes: GeocodeTable;
  reports: ScheduledReportTable;
  reportRuns: ReportRunTable;
  statistics: StatisticsTable;
  orders: OrderTable;
  users: UserTable;
  devices: DeviceTable;
  positions: PositionTable;
  events: EventTable;
  queuedCommands: QueuedCommandTable;
  links: LinkTable;
  tokens: TokenTable;
  servers: ServerTable;
  groups: GroupTable;
  geofences: GeofenceTable;
  drivers: DriverTable;
  calendars: CalendarTable;
  maintenances: MaintenanceTable;
  notifications: NotificationTable;
  commands: CommandTable;
  attributes: ComputedAttributeTable;
}

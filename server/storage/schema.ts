import type { Generated } from 'kysely';

/**
 * Table shapes as the database holds them: integers for booleans, epoch milliseconds for dates
 * (bigint in PostgreSQL), JSON text for attributes. Only the storage layer sees these.
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

export interface Database {
  users: UserTable;
  devices: DeviceTable;
  positions: PositionTable;
  links: LinkTable;
  tokens: TokenTable;
  servers: ServerTable;
}

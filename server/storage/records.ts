import type { DeviceStatus } from '@farol/model';

/**
 * The server's in-memory shapes of stored entities. Dates are epoch milliseconds and booleans
 * are booleans; `server/json.ts` turns them into Traccar's JSON, `rows.ts` into table rows.
 */
export type Attrs = Record<string, unknown>;

export interface UserRecord {
  id: number;
  name: string;
  login: string | null;
  email: string;
  phone: string | null;
  readonly: boolean;
  administrator: boolean;
  map: string | null;
  latitude: number;
  longitude: number;
  zoom: number;
  coordinateFormat: string | null;
  disabled: boolean;
  expirationTime: number | null;
  deviceLimit: number;
  userLimit: number;
  deviceReadonly: boolean;
  limitCommands: boolean;
  disableReports: boolean;
  fixedEmail: boolean;
  poiLayer: string | null;
  totpKey: string | null;
  temporary: boolean;
  attributes: Attrs;
  hashedPassword: string;
  salt: string;
}

export interface DeviceRecord {
  id: number;
  name: string;
  uniqueId: string;
  groupId: number;
  calendarId: number;
  status: DeviceStatus;
  lastUpdate: number | null;
  positionId: number;
  phone: string | null;
  model: string | null;
  contact: string | null;
  category: string | null;
  disabled: boolean;
  expirationTime: number | null;
  attributes: Attrs;
}

/** The radio of a network or cell tower, as Traccar names them (Google's geolocation API). */
export type RadioType = 'gsm' | 'cdma' | 'wcdma' | 'lte' | 'nr';

/** Traccar's `Network` (cell towers and Wi-Fi access points); null fields are left out. */
export interface Network {
  radioType: RadioType;
  considerIp: false;
  cellTowers?: CellTower[];
  wifiAccessPoints?: WifiAccessPoint[];
}

export interface CellTower {
  mobileCountryCode: number;
  mobileNetworkCode: number;
  locationAreaCode: number;
  cellId: number;
  signalStrength?: number;
  /** Set when a tower's radio differs from its network's. */
  radioType?: RadioType;
}

export interface WifiAccessPoint {
  macAddress: string;
  signalStrength: number;
  channel?: number;
}

export interface PositionRecord {
  /** 0 until the position is stored. */
  id: number;
  deviceId: number;
  protocol: string | null;
  serverTime: number;
  deviceTime: number;
  fixTime: number;
  valid: boolean;
  latitude: number;
  longitude: number;
  altitude: number;
  speed: number;
  course: number;
  address: string | null;
  accuracy: number;
  network: Network | null;
  geofenceIds: number[] | null;
  attributes: Attrs;
}

export interface ServerRecord {
  id: number;
  registration: boolean;
  readonly: boolean;
  deviceReadonly: boolean;
  map: string | null;
  bingKey: string | null;
  mapUrl: string | null;
  overlayUrl: string | null;
  latitude: number;
  longitude: number;
  zoom: number;
  forceSettings: boolean;
  coordinateFormat: string | null;
  limitCommands: boolean;
  disableReports: boolean;
  fixedEmail: boolean;
  poiLayer: string | null;
  announcement: string | null;
  attributes: Attrs;
}

/** A stored session token; the raw token is never kept, only its hash. */
export interface TokenRecord {
  id: number;
  userId: number;
  expiration: number;
  revoked: boolean;
  /** SHA-256 of the token (the table never holds the token itself). */
  hash: string;
}

/** One row of the generic link table, e.g. user 1 → device 2. */
export interface Link {
  ownerKind: string;
  ownerId: number;
  propertyKind: string;
  propertyId: number;
}

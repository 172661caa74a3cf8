/**
 * The typed surface of the worker core: what the UI may read (topics) and call (CoreApi).
 * The UI imports this file with `import type` only.
 */
import type { Device, DeviceStatus, ErrorCode, Position, Server, SpeedUnit, User } from '../model';

/** An error as it crosses the worker boundary: plain data, never a class instance. */
export interface CoreError {
  type: 'http' | 'network' | 'timeout' | 'validation';
  /** A SPEC §8 code (or the upper-cased server text when the catalogue has none). */
  code: ErrorCode;
  /** The server's own message, or a description for non-HTTP failures. */
  message: string;
  status?: number;
}

export type SortField = 'name' | 'lastUpdate';
export type SortDirection = 'asc' | 'desc';
export type StatusFilter = 'all' | DeviceStatus;

/** Everything that shapes the device list. `search` persists across reloads. */
export interface ListQuery {
  search: string;
  status: StatusFilter;
  motionOnly: boolean;
  hiddenCategories: string[];
  sort: { field: SortField; direction: SortDirection };
}

export interface StatusCounts {
  all: number;
  online: number;
  offline: number;
  unknown: number;
}

/** One device list row, units already converted to the user's preference. */
export interface DeviceRow {
  id: number;
  name: string;
  uniqueId: string;
  status: DeviceStatus;
  category: string;
  /** Epoch ms of the last message, or null when the device never reported. */
  lastUpdate: number | null;
  /** Speed in `speedUnit`, or null without a position. */
  speed: number | null;
  speedUnit: SpeedUnit;
  motion: boolean;
  ignition: boolean | null;
  latitude: number | null;
  longitude: number | null;
  course: number;
  address: string | null;
}

/** A window of the filtered, sorted list: `rows[i]` is row `start + i` of `total`. */
export interface ListView {
  version: number;
  total: number;
  counts: StatusCounts;
  start: number;
  rows: DeviceRow[];
  query: ListQuery;
}

/**
 * One map frame: column arrays of the same `length`, transferred (not copied) to the main
 * thread and fed to deck.gl as binary attributes.
 */
export interface MapFrame {
  version: number;
  length: number;
  /** Device id per slot. */
  ids: Int32Array;
  /** Longitude, latitude pairs (length × 2). */
  positions: Float64Array;
  /** Course in degrees clockwise from north. */
  courses: Float32Array;
  /** RGBA per slot (length × 4), from status. */
  colors: Uint8Array;
  /** Index into DEVICE_CATEGORIES per slot. */
  icons: Uint8Array;
}

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated' | 'unavailable';

export interface SessionView {
  status: SessionStatus;
  server: Server | null;
  user: User | null;
}

export interface SelectedDevice {
  device: Device;
  position: Position | null;
  row: DeviceRow;
}

export interface ConnectionView {
  socket: 'idle' | 'connecting' | 'open' | 'closed';
  /** Epoch ms of the next reconnect attempt while closed. */
  reconnectAt: number | null;
}

/** Streams the UI can subscribe to. */
export interface Topics {
  session: SessionView;
  list: ListView;
  map: MapFrame;
  selected: SelectedDevice | null;
  connection: ConnectionView;
}
export type Topic = keyof Topics;

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

/** The session domain: server info, login and logout. */
export interface SessionApi {
  /** GET /api/server; rejects with a CoreError when the server is unavailable. */
  loadServer(): Promise<Server>;
  /** Resumes a cookie session or a remembered token; resolves null when there is none. */
  restoreSession(): Promise<User | null>;
  login(input: LoginInput): Promise<User>;
  loginWithToken(input: { token: string }): Promise<User>;
  /** Deletes the session, revokes the remembered token and closes the socket. */
  logout(): Promise<void>;
}

/** The fleet domain: list shape, list window and selection. */
export interface FleetApi {
  setListQuery(patch: Partial<Omit<ListQuery, 'sort'>>): Promise<void>;
  /** Sorts by `field`; choosing the current field again toggles the direction. */
  toggleSort(input: { field: SortField }): Promise<void>;
  /** The rows the list shows (with overscan); the next `list` emission covers them. */
  setListWindow(input: { start: number; count: number }): Promise<void>;
  selectDevice(input: { deviceId: number | null }): Promise<void>;
}

export interface StreamApi {
  /** Calls `callback` with the topic's current value, then on every change. Returns an unsubscribe. */
  subscribe<T extends Topic>(topic: T, callback: (value: Topics[T]) => void): Promise<() => void>;
}

/** The one typed API the worker exposes over Comlink. */
export interface CoreApi extends SessionApi, FleetApi, StreamApi {
  ready(): Promise<void>;
}

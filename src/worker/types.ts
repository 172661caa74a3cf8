/**
 * The typed surface of the worker core: what the UI may read (topics) and call (CoreApi).
 * The UI imports this file with `import type` only.
 */
import type {
  Device,
  DeviceStateSort,
  DeviceStatus,
  Command,
  Driver,
  ErrorCode,
  GeofenceShape,
  Position,
  Server,
  Share,
  SpeedUnit,
  TrackingEvent,
  User,
} from '@farol/model';
import type { AlertsApi, AlertsView, UpdateView } from './alertTypes';

export type * from './alertTypes';

/** An error as it crosses the worker boundary: plain data, never a class instance. */
export interface CoreError {
  type: 'http' | 'network' | 'timeout' | 'validation';
  /** A SPEC §8 code (or the upper-cased server text when the catalogue has none). */
  code: ErrorCode;
  /** The server's own message, or a description for non-HTTP failures. */
  message: string;
  status?: number;
}

/** Name, last update, or a device state (devices in that state first when ascending). */
export type SortField = 'name' | 'lastUpdate' | DeviceStateSort;
export type SortDirection = 'asc' | 'desc';
export type StatusFilter = 'all' | DeviceStatus;

/** Everything that shapes the device list. `search` persists across reloads. */
export interface ListQuery {
  search: string;
  status: StatusFilter;
  motionOnly: boolean;
  hiddenCategories: string[];
  /** Show only this device, in the list and on the map (SPEC §4); null shows all. */
  onlyDeviceId: number | null;
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
  /** The `plate` device attribute. */
  plate: string | null;
  /** Engine blocked (position attribute `blocked`), null when the device does not say. */
  blocked: boolean | null;
  driverUniqueId: string | null;
  /** The position's `alarm` attribute (comma-joined kinds), null without one. */
  alarm: string | null;
  /** The device has an anchor geofence. */
  anchored: boolean;
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
  /** RGBA of the category glyph per slot (length × 4): `tarkan.color`, else white. */
  glyphColors: Uint8Array;
  /** Position accuracy in metres per slot (0 when unknown). */
  accuracies: Float32Array;
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
  /** The device's anchor geofence, when it has one. */
  anchor: GeofenceView | null;
  /** The driver named by the position's `driverUniqueId`, when the user knows them. */
  driver: Driver | null;
}

export interface ConnectionView {
  socket: 'idle' | 'connecting' | 'open' | 'closed';
  /** Epoch ms of the next reconnect attempt while closed. */
  reconnectAt: number | null;
}

/** A geofence with its area parsed; anchors are kept apart from the others (SPEC §3). */
export interface GeofenceView {
  id: number;
  name: string;
  description: string | null;
  /** Traccar's WKT, as stored. */
  area: string;
  /** The parsed area, or null when the stored WKT is not valid. */
  shape: GeofenceShape | null;
  calendarId: number;
  attributes: Record<string, unknown>;
  isAnchor: boolean;
  /** The device an anchor belongs to (attribute deviceId). */
  anchorDeviceId: number | null;
}

/** What the map shows besides the devices (SPEC §2), remembered per user. */
export interface MapOptions {
  geofences: boolean;
  names: boolean;
  plates: boolean;
  precision: boolean;
  status: boolean;
  groups: boolean;
}

/** The visible part of the map, sent by the UI as the camera moves. */
export interface Viewport {
  zoom: number;
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The followed device's latest place: the map recentres on every change. */
export interface FollowView {
  deviceId: number;
  longitude: number;
  latitude: number;
}

/** Positions recorded for one device since trail mode started. */
export interface TrailView {
  deviceId: number;
  /** Longitude, latitude pairs, oldest first. */
  path: Float64Array;
}

/** Devices grouped by screen cell at low zoom, with counts per status. */
export interface ClusterFrame {
  version: number;
  /** The zoom the cells were computed for; 0-length when the map is not clustering. */
  zoom: number;
  length: number;
  positions: Float64Array;
  counts: Uint32Array;
  online: Uint32Array;
  offline: Uint32Array;
  unknown: Uint32Array;
}

/**
 * A label under a visible device: the parts the map options ask for (the UI composes and
 * translates the text); parts not asked for are null.
 */
export interface LabelItem {
  id: number;
  longitude: number;
  latitude: number;
  name: string | null;
  plate: string | null;
  group: string | null;
  status: DeviceStatus | null;
  /** Speed in `speedUnit`, when the status option is on and the device has a position. */
  speed: number | null;
  speedUnit: SpeedUnit;
}

/** Streams the UI can subscribe to. */
export interface Topics {
  session: SessionView;
  list: ListView;
  map: MapFrame;
  selected: SelectedDevice | null;
  connection: ConnectionView;
  geofences: GeofenceView[];
  mapOptions: MapOptions;
  follow: FollowView | null;
  trail: TrailView | null;
  clusters: ClusterFrame;
  labels: LabelItem[];
  /** The visible toasts of pushed events. */
  alerts: AlertsView;
  /** Whether a newer build is served. */
  update: UpdateView;
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
  /** The device's events over the last `hours`, newest first. */
  deviceEvents(input: { deviceId: number; hours: number }): Promise<TrackingEvent[]>;
}

/** The map domain: camera input, follow and trail modes, display options. */
export interface MapApi {
  setViewport(viewport: Viewport): Promise<void>;
  /** Follows a device (the map recentres on its every update); null stops following. */
  followDevice(input: { deviceId: number | null }): Promise<void>;
  /** Records a device's positions from now on as a path; null stops and clears the trail. */
  trailDevice(input: { deviceId: number | null }): Promise<void>;
  setMapOptions(patch: Partial<MapOptions>): Promise<void>;
  /** The device drawn at a clicked point (within a few pixels at `zoom`), or null. */
  deviceAt(input: { longitude: number; latitude: number; zoom: number }): Promise<number | null>;
}

/** The geofence domain (the anchor is a geofence of the device). */
export interface GeofenceApi {
  /** Creates the 150 m anchor circle at the device's last position and links it to the device. */
  createAnchor(input: { deviceId: number; name: string }): Promise<GeofenceView>;
  deleteGeofence(input: { geofenceId: number }): Promise<void>;
}

/** What can be sent to a device: its saved commands and the types its protocol accepts. */
export interface CommandOptions {
  saved: Command[];
  types: string[];
}

/** A command to send: a saved one (`commandId`), or a type with attributes. */
export interface CommandRequest {
  deviceId: number;
  commandId?: number;
  type?: string;
  attributes?: Record<string, unknown>;
  textChannel?: boolean;
}

/** Sent at once to a connected device, or queued until it next reports (HTTP 202). */
export type CommandOutcome = 'sent' | 'queued';

/** The command domain (SPEC §2 device actions). */
export interface CommandApi {
  commandOptions(input: { deviceId: number }): Promise<CommandOptions>;
  sendCommand(input: CommandRequest): Promise<CommandOutcome>;
  /**
   * Engine stop or resume: a saved command whose `tarkan.changeNative` names the action
   * replaces Traccar's native one for this device.
   */
  engineCommand(input: {
    deviceId: number;
    action: 'engineStop' | 'engineResume';
  }): Promise<CommandOutcome>;
}

/** Share links of a device (SPEC §2 "share temporary link"; companion API `/tarkan/shares`). */
export interface ShareApi {
  /** The user's shares of a device, soonest to expire first. */
  listShares(input: { deviceId: number }): Promise<Share[]>;
  /** Shares a device until `expiresAt` (epoch ms, in the future); the answer holds the token. */
  createShare(input: { deviceId: number; expiresAt: number }): Promise<Share>;
  /** Moves a share's expiry (epoch ms, in the future); the link stays the same. */
  updateShare(input: { shareId: number; expiresAt: number }): Promise<Share>;
  /** Deletes a share; its link stops working at once. */
  deleteShare(input: { shareId: number }): Promise<void>;
}

export interface StreamApi {
  /** Calls `callback` with the topic's current value, then on every change. Returns an unsubscribe. */
  subscribe<T extends Topic>(topic: T, callback: (value: Topics[T]) => void): Promise<() => void>;
}

/** The one typed API the worker exposes over Comlink. */
export interface CoreApi
  extends SessionApi, FleetApi, MapApi, GeofenceApi, AlertsApi, CommandApi, ShareApi, StreamApi {
  ready(): Promise<void>;
}

/** The reports domain's surface: report runs, their rows, markers, chart series and files. */
import type { DistanceUnit, ReportType, SpeedUnit, TrackingEvent, VolumeUnit } from '@farol/model';
import type { CoreError } from '../transport/errors';

/**
 * The reports the screens run: the server's `/api/reports/{kind}`. The server's geofences
 * report (Traccar's, used by traccar-web) has no screen here yet.
 */
export type ReportKind = Exclude<ReportType, 'geofences'>;

/** What the user asked for: devices and groups, a period, and the kind's own options. */
export interface ReportRequest {
  kind: ReportKind;
  deviceIds: number[];
  groupIds: number[];
  /** ISO-8601 with an offset, e.g. `2026-01-01T00:00:00.000-03:00`. */
  from: string;
  to: string;
  /** Summary: one row per device and day. */
  daily?: boolean;
  /** Events: the types to include; empty means every type. */
  eventTypes?: string[];
}

export type ReportStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'cancelled';

/** How far a load has come: bytes received and items decoded so far. */
export interface ReportProgress {
  bytes: number;
  items: number;
}

/** The units rows are converted to (the user's preferences, SPEC.md U1). */
export interface ReportUnits {
  speed: SpeedUnit;
  distance: DistanceUnit;
  volume: VolumeUnit;
}

interface RowBase {
  /** Stable across sorts: the row's place in the loaded order. */
  index: number;
  deviceId: number;
  deviceName: string;
  /** Where the row sits on the map, when it has a place (null for summaries, events not yet located). */
  latitude: number | null;
  longitude: number | null;
}

/** Summary (`/reports/resume`): distances in the user's unit, speeds too, times epoch ms. */
export interface SummaryRow extends RowBase {
  startTime: number | null;
  endTime: number | null;
  distance: number;
  averageSpeed: number;
  maxSpeed: number;
  /** Milliseconds. */
  engineHours: number;
  /** Fuel in the user's volume unit: spent, else estimated from `litersx100km`; null unknown. */
  fuel: number | null;
  /** `fuel` × fuelPrice (SPEC §3), null without a price or fuel. */
  fuelCost: number | null;
  startOdometer: number;
  endOdometer: number;
}

/** Trips (`/reports/travels`). */
export interface TripRow extends RowBase {
  startTime: number | null;
  endTime: number | null;
  /** Milliseconds. */
  duration: number;
  startAddress: string | null;
  endAddress: string | null;
  endLatitude: number;
  endLongitude: number;
  distance: number;
  averageSpeed: number;
  maxSpeed: number;
  fuel: number | null;
  fuelCost: number | null;
  driverName: string | null;
}

/** Stops (`/reports/stops`). */
export interface StopRow extends RowBase {
  startTime: number | null;
  endTime: number | null;
  duration: number;
  address: string | null;
  engineHours: number;
  fuel: number | null;
}

/** Events (`/reports/events`). */
export interface EventRow extends RowBase {
  eventId: number;
  time: number | null;
  type: string;
  /** The `alarm` attribute (alarm events). */
  alarm: string | null;
  /** The geofence's name when the user knows it, else null. */
  geofence: string | null;
  /** A text message's or a command result's text. */
  message: string | null;
  positionId: number;
}

/** Route (`/reports/history`): one position. */
export interface RouteRow extends RowBase {
  positionId: number;
  time: number;
  speed: number;
  altitude: number;
  course: number;
  address: string | null;
  /** `totalDistance` in the user's distance unit, null when the position has none. */
  totalDistance: number | null;
}

export interface ReportRowOf {
  summary: SummaryRow;
  trips: TripRow;
  stops: StopRow;
  events: EventRow;
  route: RouteRow;
}
export type ReportRow = ReportRowOf[ReportKind];

export type ReportSortDirection = 'asc' | 'desc';

/** The report screen's state: the run, its progress and a window of its sorted rows. */
export interface ReportView {
  version: number;
  /** The run's id (increases with every load), 0 before any. */
  id: number;
  request: ReportRequest | null;
  status: ReportStatus;
  progress: ReportProgress;
  error: CoreError | null;
  /** Every row of the run; `rows[i]` is sorted row `start + i`. */
  total: number;
  start: number;
  rows: ReportRow[];
  sort: { column: string; direction: ReportSortDirection } | null;
  units: ReportUnits;
  /** Route: the numeric attributes the positions carry (what the chart can draw). */
  attributes: string[];
  markersShown: boolean;
}

/**
 * The report's places on the map (SPEC §2 "show markers"): typed columns, one slot per marker,
 * `rows` the row index each comes from; the route's path as (lon, lat) pairs per device.
 */
export interface ReportMarkers {
  version: number;
  length: number;
  positions: Float64Array;
  /** 0 stop, 1 event, 2 trip start, 3 trip end, 4 route point. */
  kinds: Uint8Array;
  rows: Uint32Array;
  /** Route: every device's path, concatenated; `pathStarts[i]` is path i's first point. */
  path: Float64Array;
  pathStarts: Uint32Array;
}

export const MARKER_KIND = { stop: 0, event: 1, tripStart: 2, tripEnd: 3, point: 4 } as const;

/** One line of a chart: a device's values of one attribute over time. */
export interface ChartSeries {
  deviceId: number;
  name: string;
  /** Epoch ms. */
  times: Float64Array;
  values: Float64Array;
}

/** A file the server made for the report, the caller's own bytes. */
export interface ReportFile {
  name: string;
  type: string;
  data: ArrayBuffer;
}

/** A device or group the pickers offer. */
export interface PickerItem {
  id: number;
  name: string;
  /** uniqueId for devices, empty for groups. */
  detail: string;
}

/** Matching items, the first `limit` of `total`. */
export interface PickerResult {
  items: PickerItem[];
  total: number;
}

/** A past run the chooser offers again (the last 25, SPEC §9). */
export interface RecentReport {
  at: number;
  request: ReportRequest;
}

/** The reports domain. */
export interface ReportsApi {
  /** The device's events over the last `hours`, newest first (its detail panel, SPEC §2). */
  deviceEvents(input: { deviceId: number; hours: number }): Promise<TrackingEvent[]>;
  /**
   * The device's stops over the last `hours`, newest first (its detail panel and map markers,
   * SPEC.md RP12); empty, nothing fetched, unless `tarkan.enableStops` is on and the user may
   * read the stops report.
   */
  deviceStops(input: { deviceId: number; hours: number }): Promise<StopRow[]>;
  /**
   * Loads a report, streaming: `report` shows its progress, then its rows. Resolves with the
   * final status; a failure shows in the view (and resolves `failed`), never as a rejection
   * past input validation. Starting another run cancels this one.
   */
  runReport(input: ReportRequest): Promise<ReportStatus>;
  /** Stops the load under way; the view keeps the request and says `cancelled`. */
  cancelReport(): Promise<void>;
  /** Forgets the run (leaving a report screen). */
  clearReport(): Promise<void>;
  /** Sorts by a column; the same column again flips the direction. */
  sortReport(input: { column: string }): Promise<void>;
  /** The rows the table shows (with overscan); the next `report` covers them (at most 1,000). */
  setReportWindow(input: { start: number; count: number }): Promise<void>;
  /** Shows or hides the report's markers on the map (`reportMarkers`). */
  showReportMarkers(input: { shown: boolean }): Promise<void>;
  /** Where a row (its `index`) sits on the map; events are located on demand. */
  locateReportRow(input: {
    index: number;
  }): Promise<{ latitude: number; longitude: number } | null>;
  /** Route: one line per device of `attribute` over time, at most `maxPoints` points each. */
  reportSeries(input: { attribute: string; maxPoints: number }): Promise<ChartSeries[]>;
  /** The current request as the server's file (xlsx, or PDF where the server makes one). */
  reportFile(input: { format: 'xlsx' | 'pdf' }): Promise<ReportFile>;
  /** E-mails the current request's spreadsheet to the user (the server's `/mail`). */
  mailReport(): Promise<void>;
  /** Devices whose name, uniqueId or plate match `text` (SPEC.md L2), by name. */
  searchDevices(input: { text: string; limit: number }): Promise<PickerResult>;
  searchGroups(input: { text: string; limit: number }): Promise<PickerResult>;
  /** Names of the given devices and groups (the pickers' chips). */
  pickerNames(input: { deviceIds: number[]; groupIds: number[] }): Promise<{
    devices: PickerItem[];
    groups: PickerItem[];
  }>;
  /** The latest runs, newest first (at most 25). */
  recentReports(): Promise<RecentReport[]>;
}

export interface ReportsTopics {
  report: ReportView;
  reportMarkers: ReportMarkers | null;
}

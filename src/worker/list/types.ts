/** The list domain's surface: the device list's query, rows and window. */
import type { DeviceStateSort, DeviceStatus, SpeedUnit } from '@farol/model';

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

/** The list domain: its shape and the visible window. */
export interface ListApi {
  setListQuery(patch: Partial<Omit<ListQuery, 'sort'>>): Promise<void>;
  /** Sorts by `field`; choosing the current field again toggles the direction. */
  toggleSort(input: { field: SortField }): Promise<void>;
  /** The rows the list shows (with overscan); the next `list` emission covers them. */
  setListWindow(input: { start: number; count: number }): Promise<void>;
}

export interface ListTopics {
  list: ListView;
}

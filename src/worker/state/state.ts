/** The core's state: a pure fold of the domain events (SPEC.md E2). */
import { Map as ImmutableMap } from 'immutable';
import type { Device, Driver, Group, Position, TrackingEvent } from '@farol/model';
import type { ConnectionView, ListQuery, MapOptions, SessionView, Viewport } from '../types';
import { EMPTY_GEOFENCES, type GeofenceState } from './geofences';
import { DEFAULT_MAP_OPTIONS } from './mapOptions';
import type { TrailState } from './trail';
import type { Notification } from '@farol/model';
import { EMPTY_TOASTS, type ToastState } from '../derive/toast';

/**
 * Devices by id and latest positions by device id are persistent maps: folding a 200-position
 * batch shares structure with the previous state instead of copying 100,000 entries, and an
 * unchanged collection keeps its identity, so projections can skip work by comparing references.
 */
export type DeviceMap = ImmutableMap<number, Device>;
export type PositionMap = ImmutableMap<number, Position>;

export interface ListWindow {
  start: number;
  count: number;
}

export interface CoreState {
  session: SessionView;
  devices: DeviceMap;
  positions: PositionMap;
  query: ListQuery;
  window: ListWindow;
  selectedId: number | null;
  connection: ConnectionView;
  /** The most recent tracking events (alarms, geofence…), newest last. */
  alerts: readonly TrackingEvent[];
  geofences: GeofenceState;
  groups: ReadonlyMap<number, Group>;
  drivers: ReadonlyMap<string, Driver>;
  followId: number | null;
  trail: TrailState | null;
  mapOptions: MapOptions;
  viewport: Viewport | null;
  /** The user's notifications, which style the toasts. */
  notifications: readonly Notification[];
  /** The visible toasts of pushed events. */
  toasts: ToastState;
  /** The build id last read from `/version.json`. */
  latestBuild: string | null;
}

export const DEFAULT_QUERY: ListQuery = {
  search: '',
  status: 'all',
  motionOnly: false,
  hiddenCategories: [],
  onlyDeviceId: null,
  sort: { field: 'name', direction: 'asc' },
};

export const DEFAULT_WINDOW: ListWindow = { start: 0, count: 100 };

export const initialState: CoreState = {
  session: { status: 'loading', server: null, user: null },
  devices: ImmutableMap(),
  positions: ImmutableMap(),
  query: DEFAULT_QUERY,
  window: DEFAULT_WINDOW,
  selectedId: null,
  connection: { socket: 'idle', reconnectAt: null },
  alerts: [],
  geofences: EMPTY_GEOFENCES,
  groups: new Map(),
  drivers: new Map(),
  followId: null,
  trail: null,
  mapOptions: DEFAULT_MAP_OPTIONS,
  viewport: null,
  notifications: [],
  toasts: EMPTY_TOASTS,
  latestBuild: null,
};

/** The core's state: a pure fold of the domain events (SPEC.md E2). */
import { Map as ImmutableMap } from 'immutable';
import type { Device, Position, TrackingEvent } from '../../model';
import type { ConnectionView, ListQuery, SessionView } from '../types';

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
}

export const DEFAULT_QUERY: ListQuery = {
  search: '',
  status: 'all',
  motionOnly: false,
  hiddenCategories: [],
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
};

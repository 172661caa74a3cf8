/** The map slice: the camera's area, follow and trail modes, display options. */
import type { DomainEvent } from '../events';
import type { Slice } from '../kernel/slice';
import { DETAIL_LEVELS } from './detail/levels';
import type { MapDetailState, MapOptions, Viewport } from './types';

/** Positions kept per trail; older ones are dropped. */
export const MAX_TRAIL_POINTS = 5_000;

/** The device whose positions are recorded since trail mode started, as [lon, lat, …]. */
export interface TrailState {
  deviceId: number;
  path: readonly number[];
}

export interface MapState {
  /** The followed device: the map recentres on its every update (SPEC §4). */
  followId: number | null;
  trail: TrailState | null;
  mapOptions: MapOptions;
  /** The map's visible area, as the UI last reported it; null before the map exists. */
  viewport: Viewport | null;
  /** The detail level the policy chose (SPEC.md D1, D4); the poorest until a view is counted. */
  mapDetail: MapDetailState;
}

export const INITIAL_DETAIL: MapDetailState = { level: DETAIL_LEVELS.length - 1, version: 0 };

export function reduceMapDetail(detail: MapDetailState, event: DomainEvent): MapDetailState {
  return event.type === 'mapDetail.changed' ? event.payload : detail;
}

export const DEFAULT_MAP_OPTIONS: MapOptions = {
  geofences: true,
  names: true,
  plates: false,
  precision: false,
  status: false,
  groups: false,
  baseLayer: null,
};

export function reduceFollow(followId: number | null, event: DomainEvent): number | null {
  switch (event.type) {
    case 'device.followed':
      return event.payload.deviceId;
    case 'session.cleared':
      return null;
    default:
      return followId;
  }
}

/** Trail mode (SPEC §4): starts empty, grows with each live position of the device. */
export function reduceTrail(trail: TrailState | null, event: DomainEvent): TrailState | null {
  switch (event.type) {
    case 'device.trailed':
      return event.payload.deviceId === null
        ? null
        : { deviceId: event.payload.deviceId, path: [] };
    case 'positions.received': {
      if (!trail) return trail;
      const added: number[] = [];
      for (const position of event.payload.positions) {
        if (position.deviceId === trail.deviceId) added.push(position.longitude, position.latitude);
      }
      if (added.length === 0) return trail;
      const path = [...trail.path, ...added];
      const excess = path.length - MAX_TRAIL_POINTS * 2;
      return { deviceId: trail.deviceId, path: excess > 0 ? path.slice(excess) : path };
    }
    case 'session.cleared':
      return null;
    default:
      return trail;
  }
}

/** The map's display options; restored per user (mapOptions.ts). */
export function reduceMapOptions(options: MapOptions, event: DomainEvent): MapOptions {
  switch (event.type) {
    case 'mapOptions.changed':
      return { ...options, ...event.payload.patch };
    case 'session.cleared':
      return DEFAULT_MAP_OPTIONS;
    default:
      return options;
  }
}

export function reduceViewport(viewport: Viewport | null, event: DomainEvent): Viewport | null {
  return event.type === 'viewport.changed' ? event.payload : viewport;
}

export const mapSlice: Slice<MapState> = {
  initial: {
    followId: null,
    trail: null,
    mapOptions: DEFAULT_MAP_OPTIONS,
    viewport: null,
    mapDetail: INITIAL_DETAIL,
  },
  reducers: {
    followId: reduceFollow,
    trail: reduceTrail,
    mapOptions: reduceMapOptions,
    viewport: reduceViewport,
    mapDetail: reduceMapDetail,
  },
};

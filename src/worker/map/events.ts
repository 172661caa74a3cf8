import type { MapDetailState, MapOptions, Viewport } from './types';

/** The map domain's events. */
export interface MapEvents {
  'viewport.changed': Viewport;
  'device.followed': { deviceId: number | null };
  'device.trailed': { deviceId: number | null };
  'mapOptions.changed': { patch: Partial<MapOptions> };
  /** The detail policy chose another level (SPEC.md D4). */
  'mapDetail.changed': MapDetailState;
}

import type { MapOptions } from '../types';
import type { DomainEvent } from './events';

export const DEFAULT_MAP_OPTIONS: MapOptions = {
  geofences: true,
  names: true,
  plates: false,
  precision: false,
  status: false,
  groups: false,
};

/** The map's display options; restored per user (fleet/mapOptions.ts). */
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

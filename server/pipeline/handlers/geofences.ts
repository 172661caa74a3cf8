import { containsPoint, DEFAULT_POLYLINE_DISTANCE_M } from '@farol/model';
import { numberOf } from '../attributes';
import type { GeofenceArea } from '../env';
import type { PositionHandler } from '../types';

/** Whether `geofence` holds the point (a line: within its `polylineDistance`, as Traccar). */
export function areaContains(geofence: GeofenceArea, latitude: number, longitude: number): boolean {
  const width = numberOf(geofence.attributes.polylineDistance, DEFAULT_POLYLINE_DISTANCE_M);
  return containsPoint(geofence.shape, latitude, longitude, width);
}

/**
 * `geofenceIds`: the geofences linked to the device (directly or through its groups) that
 * contain the position, as Traccar's GeofenceHandler; null when there are none.
 */
export const geofences: PositionHandler = {
  name: 'geofences',
  handle(position, _last, { env }) {
    const ids: number[] = [];
    for (const geofence of env.geofences) {
      if (areaContains(geofence, position.latitude, position.longitude)) ids.push(geofence.id);
    }
    return { fields: { geofenceIds: ids.length ? ids : null } };
  },
};

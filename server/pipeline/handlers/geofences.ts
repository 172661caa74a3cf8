import { containsPoint, DEFAULT_POLYLINE_DISTANCE_M } from '@farol/model';
import { numberOf } from '../attributes';
import type { PositionHandler } from '../types';

/**
 * `geofenceIds`: the geofences linked to the device (directly or through its groups) that
 * contain the position, as Traccar's GeofenceHandler; null when there are none.
 */
export const geofences: PositionHandler = {
  name: 'geofences',
  handle(position, _last, { env }) {
    const ids: number[] = [];
    for (const geofence of env.geofences) {
      const width = numberOf(geofence.attributes.polylineDistance, DEFAULT_POLYLINE_DISTANCE_M);
      if (containsPoint(geofence.shape, position.latitude, position.longitude, width)) {
        ids.push(geofence.id);
      }
    }
    return { fields: { geofenceIds: ids.length ? ids : null } };
  },
};

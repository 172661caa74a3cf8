import { parseWkt, type Geofence } from '@farol/model';
import type { GeofenceView } from './types';

/** A geofence with its WKT parsed (null when invalid) and its anchor attributes read. */
export function toGeofenceView(geofence: Geofence): GeofenceView {
  let shape: GeofenceView['shape'];
  try {
    shape = parseWkt(geofence.area);
  } catch {
    shape = null;
  }
  const { isAnchor, deviceId } = geofence.attributes;
  const anchored = isAnchor === true || isAnchor === 'true';
  return {
    id: geofence.id,
    name: geofence.name,
    description: geofence.description,
    area: geofence.area,
    shape,
    calendarId: geofence.calendarId,
    attributes: geofence.attributes,
    isAnchor: anchored,
    anchorDeviceId: anchored && Number(deviceId) > 0 ? Number(deviceId) : null,
  };
}

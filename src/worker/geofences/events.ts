import type { Geofence } from '@farol/model';

/** The geofence domain's events. */
export interface GeofenceEvents {
  'geofences.loaded': { geofences: Geofence[] };
  'geofence.saved': { geofence: Geofence };
  'geofence.removed': { geofenceId: number };
}

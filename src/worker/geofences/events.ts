import type { Geofence } from '@farol/model';

/** The geofence domain's events. */
export interface GeofenceEvents {
  'geofences.loaded': { geofences: Geofence[] };
  'geofence.saved': { geofence: Geofence };
  'geofence.removed': { geofenceId: number };
  /** The user showed or hid geofences on the map (SPEC.md G4). */
  'geofences.visibilityChanged': { ids: number[]; visible: boolean };
  'geofences.hiddenRestored': { ids: number[] };
}

/** The geofence domain's surface: the user's geofences, anchors among them. */
import type { GeofenceShape } from '@farol/model';

/** A geofence with its area parsed; anchors are kept apart from the others (SPEC §3). */
export interface GeofenceView {
  id: number;
  name: string;
  description: string | null;
  /** Traccar's WKT, as stored. */
  area: string;
  /** The parsed area, or null when the stored WKT is not valid. */
  shape: GeofenceShape | null;
  calendarId: number;
  attributes: Record<string, unknown>;
  isAnchor: boolean;
  /** The device an anchor belongs to (attribute deviceId). */
  anchorDeviceId: number | null;
}

/** The geofence domain (the anchor is a geofence of the device). */
export interface GeofenceApi {
  /** Creates the 150 m anchor circle at the device's last position and links it to the device. */
  createAnchor(input: { deviceId: number; name: string }): Promise<GeofenceView>;
  deleteGeofence(input: { geofenceId: number }): Promise<void>;
  /** Shows or hides geofences on the map, remembered for the signed-in user (SPEC.md G4). */
  setGeofencesVisible(input: { ids: number[]; visible: boolean }): Promise<void>;
}

export interface GeofenceTopics {
  geofences: GeofenceView[];
  /** The ids of the geofences hidden from the map, ascending. */
  hiddenGeofences: number[];
}

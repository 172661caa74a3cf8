import type { GeofenceShape } from '@farol/model';
import type {
  Attrs,
  ComputedAttributeRecord,
  DeviceRecord,
  DriverRecord,
  MaintenanceRecord,
  PositionRecord,
} from '../storage';
import type { Lookup } from './attributes';
import type { MotionState, TrackPoint } from './motion';
import { emptyMotionState } from './motion';
import { idleOverspeed, type OverspeedState } from './overspeed';

/** A geofence with its area parsed. */
export interface GeofenceArea {
  id: number;
  name: string;
  calendarId: number;
  attributes: Attrs;
  shape: GeofenceShape;
}

/** The per-device state the handlers carry from one position to the next. */
export interface DeviceState {
  /** Positions in it are stored records, or stand-ins rebuilt from the device's columns. */
  motion: MotionState<TrackPoint>;
  overspeed: OverspeedState;
}

export const freshDeviceState = (): DeviceState => ({
  motion: emptyMotionState<TrackPoint>(),
  overspeed: idleOverspeed(),
});

/**
 * What the handlers know about a device beyond the positions: its configuration, the objects
 * linked to it (directly or through its group chain) and its state. Built from in-memory
 * caches, so handlers never wait for the database.
 */
export interface DeviceEnv {
  /** Device → group chain → server attributes → configuration options. */
  lookup: Lookup;
  /** The geofences linked to the device or to one of its groups. */
  geofences: readonly GeofenceArea[];
  /** Any geofence by id (one that was unlinked still produces its exit). */
  geofence(id: number): GeofenceArea | undefined;
  /** Computed attributes linked to the device or its groups, highest priority first. */
  computed: readonly ComputedAttributeRecord[];
  /** Maintenances linked to the device or its groups. */
  maintenances: readonly MaintenanceRecord[];
  /** The driver with this uniqueId (the QR-driver rules read their settings). */
  driver(uniqueId: string): DriverRecord | undefined;
  /** Whether calendar `calendarId` contains `time`; calendar 0 (none) always does. */
  inCalendar(calendarId: number, time: number): boolean;
  /** Evaluates a computed attribute expression against a position of this device. */
  evaluate(expression: string, position: PositionRecord, device: DeviceRecord): unknown;
  state: DeviceState;
}

/** An environment with nothing linked and no configuration: the defaults everywhere. */
export function plainEnv(state: DeviceState, lookup: Lookup = () => undefined): DeviceEnv {
  return {
    lookup,
    geofences: [],
    geofence: () => undefined,
    computed: [],
    maintenances: [],
    driver: () => undefined,
    inCalendar: () => true,
    evaluate: () => undefined,
    state,
  };
}

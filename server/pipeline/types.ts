import type { AutomationAction } from '../automation/actions';
import type { Attrs, DeviceRecord, Network, PositionRecord } from '../storage';
import type { DeviceEnv, DeviceState } from './env';
import type { TrackPoint } from './motion';

/** A position as a protocol decoder hands it over, before it has a device or an id. */
export interface IncomingPosition {
  protocol: string;
  deviceTime: number;
  fixTime: number;
  valid: boolean;
  latitude: number;
  longitude: number;
  altitude: number;
  speed: number;
  course: number;
  accuracy: number;
  network: Network | null;
  attributes: Attrs;
  /** True when the message carried no location: the last known one is reused. */
  outdated: boolean;
}

/** An event a handler detected (stored with the position, then notified). */
export interface DetectedEvent {
  type: string;
  attributes?: Attrs;
  geofenceId?: number;
  maintenanceId?: number;
  /**
   * The position the event is at when it is not the one being processed (motion events at an
   * earlier position); the event time is then its fixTime.
   */
  position?: TrackPoint;
}

/** Position fields a handler may set (computed attributes, geofences). */
export type PositionFields = Partial<
  Pick<
    PositionRecord,
    | 'valid'
    | 'latitude'
    | 'longitude'
    | 'altitude'
    | 'speed'
    | 'course'
    | 'address'
    | 'accuracy'
    | 'geofenceIds'
  >
>;

/** What a handler may say about a position. */
export interface HandlerResult {
  /** Drop the position: it is not stored nor pushed. */
  drop?: boolean;
  /** Attributes to merge into the position; an undefined value removes the attribute. */
  attributes?: Attrs;
  fields?: PositionFields;
  events?: DetectedEvent[];
  /** The device state after this position (motion, overspeed). */
  state?: Partial<DeviceState>;
  /**
   * Device attributes to change (the QR-driver runtime keys); an undefined value removes one.
   * Applied to the live device at once, stored after the position's commit.
   */
  device?: Attrs;
  /** What the automation rules ask for, carried out once the position is committed. */
  actions?: AutomationAction[];
}

export interface HandlerContext {
  device: DeviceRecord;
  env: DeviceEnv;
}

/**
 * One step of the position pipeline: a pure-ish function of the position, the device's last
 * position (newest by fixTime, or null) and context. It returns what changes; it mutates nothing.
 */
export interface PositionHandler {
  readonly name: string;
  /**
   * Runs only when the position is not older than the last one (Traccar's position-based event
   * handlers), so a backfilled position raises no event.
   */
  readonly latestOnly?: boolean;
  handle(
    position: Readonly<PositionRecord>,
    last: Readonly<PositionRecord> | null,
    context: HandlerContext,
  ): HandlerResult | null;
}

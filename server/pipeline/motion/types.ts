import type { Attrs } from '../../storage';

/** What the motion processors read of a position; a PositionRecord is one. */
export interface TrackPoint {
  /** 0 until stored; read when the event is written, so a live record may get it later. */
  id: number;
  fixTime: number;
  latitude: number;
  longitude: number;
  attributes: Attrs;
}

export type MotionEventType = 'deviceMoving' | 'deviceStopped';

/** A motion event at one of the positions the processor was given. */
export interface MotionEvent<P extends TrackPoint> {
  type: MotionEventType;
  position: P;
}

/**
 * The motion state both processors share, as plain data. Traccar keeps it on the device
 * (`motionStreak`, `motionState`, `motionPositionId`, `motionTime`, `motionDistance`,
 * `motionLatitude`, `motionLongitude`); only `window` is not stored.
 */
export interface MotionState<P extends TrackPoint = TrackPoint> {
  /** True while in a trip: the last event was deviceMoving (motionStreak). */
  streak: boolean;
  /** Old logic: the `motion` value of the last position (motionState). */
  motion: boolean;
  /** Old logic: where the pending state change began; new logic: the last event's position. */
  position: P | null;
  /** Old logic: the `totalDistance` at `position` (motionDistance). */
  distance: number;
  /** New logic: the positions of the last `minDuration`, plus the one just before. */
  window: P[];
}

export interface MotionResult<P extends TrackPoint> {
  state: MotionState<P>;
  events: MotionEvent<P>[];
}

/** Traccar's new motion logic parameters (report.trip.*), in metres and milliseconds. */
export interface NewMotionConfig {
  minDistance: number;
  minDuration: number;
  stopGap: number;
}

/** Traccar's old motion logic parameters (report.trip.*), in metres and milliseconds. */
export interface OldMotionConfig {
  minimalTripDistance: number;
  minimalTripDuration: number;
  minimalParkingDuration: number;
  minimalNoDataDuration: number;
  useIgnition: boolean;
}

export type MotionConfig =
  ({ newLogic: true } & NewMotionConfig) | ({ newLogic: false } & OldMotionConfig);

/** A state that has seen nothing yet. */
export const emptyMotionState = <P extends TrackPoint>(): MotionState<P> => ({
  streak: false,
  motion: false,
  position: null,
  distance: 0,
  window: [],
});

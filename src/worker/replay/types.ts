/** The replay domain's surface: routes of up to 20 devices for the player, as typed columns. */
import type { CoreError } from '../transport/errors';
import type { ReportProgress, ReportUnits } from '../reports/types';

/** The player's request: devices (1–20) and an ISO period. */
export interface ReplayRequest {
  deviceIds: number[];
  from: string;
  to: string;
}

/** A stop of the server's stops report, on the device's track. */
export interface ReplayStop {
  /** Epoch ms. */
  start: number;
  end: number;
  longitude: number;
  latitude: number;
}

/** An event of the period with the place of its position (events without one are left out). */
export interface ReplayEvent {
  time: number;
  type: string;
  alarm: string | null;
  longitude: number;
  latitude: number;
}

/** Figures of a device's track (SPEC.md RY4), speeds and distance in the user's units. */
export interface ReplayStats {
  distance: number;
  movingMs: number;
  stoppedMs: number;
  maxSpeed: number;
  averageSpeed: number;
  stops: number;
  points: number;
}

/** One device's track as the main thread gets it: only what drawing and the clock need. */
export interface ReplayTrack {
  deviceId: number;
  name: string;
  /** Index in DEVICE_CATEGORIES, for the icon. */
  category: number;
  length: number;
  /** Fix times, epoch ms, ascending. */
  times: Float64Array;
  /** (longitude, latitude) pairs. */
  positions: Float64Array;
  courses: Float32Array;
  stops: ReplayStop[];
  events: ReplayEvent[];
  stats: ReplayStats;
}

/** A loaded replay: the caller's own copy (its buffers are transferred, not shared). */
export interface ReplayData {
  id: number;
  /** The requested period, epoch ms. */
  from: number;
  to: number;
  /** The first and last fix of every track together (the period when there is none). */
  start: number;
  end: number;
  units: ReportUnits;
  tracks: ReplayTrack[];
  /** Intervals (start, end pairs) when every device stands still or has no track: skippable. */
  skips: Float64Array;
  /** Numeric attributes the tracks carry (what the path and the chart can be coloured by). */
  attributes: string[];
}

/** The colours of every track's points by an attribute, and the legend's range. */
export interface ReplayColors {
  attribute: string;
  /** RGBA per point, one array per track. */
  colors: Uint8Array[];
  min: number;
  max: number;
}

/** One point in full, for the per-point panel. */
export interface ReplayPoint {
  deviceId: number;
  index: number;
  positionId: number;
  time: number;
  latitude: number;
  longitude: number;
  /** In the user's unit. */
  speed: number;
  course: number;
  altitude: number;
  address: string | null;
  attributes: Record<string, string | number | boolean>;
}

export interface ReplayProgressView {
  id: number;
  status: 'idle' | 'loading' | 'ready' | 'failed' | 'cancelled';
  progress: ReportProgress;
  error: CoreError | null;
}

export interface ReplayApi {
  /**
   * Loads the routes, stops and events of the devices over the period (progress in
   * `replayProgress`) and resolves with the player's copy; rejects with a CoreError (`cancelled`
   * when `cancelReplay` ends it, or a newer load replaces it).
   */
  loadReplay(input: ReplayRequest): Promise<ReplayData>;
  cancelReplay(): Promise<void>;
  /** Colours each point by `attribute` (speed by default) on a blue → red ramp. */
  replayColors(input: { attribute: string }): Promise<ReplayColors>;
  /** One line per device of `attribute` over time, at most `maxPoints` each (RP8). */
  replaySeries(input: {
    attribute: string;
    maxPoints: number;
  }): Promise<{ deviceId: number; times: Float64Array; values: Float64Array }[]>;
  /** Every field of one point (track `track`, point `index`). */
  replayPoint(input: { track: number; index: number }): Promise<ReplayPoint | null>;
}

export interface ReplayTopics {
  replayProgress: ReplayProgressView;
}

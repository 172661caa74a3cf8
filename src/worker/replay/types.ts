/** The replay domain's surface: routes of up to 20 devices for the player, as typed columns. */
import type { CoreError } from '../transport/errors';
import type { ReplaySources } from '@farol/model';
import type { ReportProgress, ReportUnits } from '../reports/types';

export type { ReplaySources } from '@farol/model';

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

/** One device's track as the main thread gets it: only what the clock and the icon need. */
export interface ReplayTrack {
  deviceId: number;
  name: string;
  /** Index in DEVICE_CATEGORIES, for the icon. */
  category: number;
  length: number;
  /** Fix times, epoch ms, ascending. */
  times: Float64Array;
  /** (longitude, latitude) of each fix as float32 offsets from the replay's `origin`. */
  offsets: Float32Array;
  courses: Float32Array;
  stops: ReplayStop[];
  events: ReplayEvent[];
  stats: ReplayStats;
}

/**
 * The paths at one level of detail (SPEC.md RY7): every track's path in one buffer of float32
 * (lon, lat) offsets from the replay's `origin`, as binary paths — a track's runs, the parts
 * no later part of it draws over.
 */
export interface ReplayPathLevel {
  /** How far (metres) a fix left out may lie from this path. */
  tolerance: number;
  vertices: Float32Array;
  /** Where each path (run) starts in `vertices` (in vertices), and the total at the end. */
  startIndices: Uint32Array;
  /** Where each track's vertices start in `vertices`, and the total at the end. */
  trackStarts: Uint32Array;
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
  /** (longitude, latitude) the offsets are relative to (deck.gl's coordinateOrigin). */
  origin: [number, number];
  /** [[west, south], [east, north]] around every fix, or null without any. */
  bounds: [[number, number], [number, number]] | null;
  tracks: ReplayTrack[];
  /** The paths, finest level first. */
  paths: ReplayPathLevel[];
  /**
   * The paths' first colouring: by speed with one device (what `replayColors` gives for
   * 'speed'); null with several, each drawn in its own colour.
   */
  colors: ReplayColors | null;
  /** Intervals (start, end pairs) when every device stands still or has no track: skippable. */
  skips: Float64Array;
  /** Numeric attributes the tracks carry (what the path and the chart can be coloured by). */
  attributes: string[];
  /** What the caller's rights let the player read (SPEC §6); markers it could not read are absent. */
  sources: ReplaySources;
}

/** The paths' colours by an attribute, and the legend's range. */
export interface ReplayColors {
  attribute: string;
  /** RGBA per vertex, one array per level of `ReplayData.paths`. */
  levels: Uint8Array[];
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
  /** Colours the paths' vertices by `attribute` (speed by default) on a blue → red ramp. */
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

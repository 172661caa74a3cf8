/** The map domain's surface: frames, clusters, labels, camera, follow, trail and options. */
import type { BaseLayerId, DeviceStatus, SpeedUnit } from '@farol/model';
import type { FrameColumns } from './mapColumns';

/**
 * One map frame: the columns of MAP_COLUMNS (`ids`, `positions`, `courses`, `colors`, `icons`,
 * `glyphColors`, `accuracies`), each `length` slots long, transferred (not copied) to the main
 * thread and fed to deck.gl as binary attributes.
 */
export interface MapFrame extends FrameColumns {
  version: number;
  length: number;
}

/**
 * A map frame as the bridge sends it to the main thread (`mapDelta`, SPEC.md M3): whole
 * (`slots` null, the columns hold `[0, length)`), or the slots written since frame `base`, the
 * columns holding their values in the order of `slots`.
 */
export interface MapFrameDelta extends MapFrame {
  base: number | null;
  slots: Int32Array | null;
}

/** What the map shows besides the devices (SPEC §2), remembered per user. */
export interface MapOptions {
  geofences: boolean;
  names: boolean;
  plates: boolean;
  precision: boolean;
  status: boolean;
  groups: boolean;
  /** The base layer the user picked; null: the server's default (resolveBaseLayer). */
  baseLayer: BaseLayerId | null;
}

/** The visible part of the map, sent by the UI as the camera moves. */
export interface Viewport {
  zoom: number;
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The followed device's latest place: the map recentres on every change. */
export interface FollowView {
  deviceId: number;
  longitude: number;
  latitude: number;
}

/** Positions recorded for one device since trail mode started. */
export interface TrailView {
  deviceId: number;
  /** Longitude, latitude pairs, oldest first. */
  path: Float64Array;
}

/** The level the detail policy chose, and its version (frame windows name it). */
export interface MapDetailState {
  /** Index into the levels of SPEC.md D1, richest (0) first. */
  level: number;
  version: number;
}

/** What the map draws now (SPEC.md D1–D6), with what the UI needs to draw and measure it. */
export interface MapDetailView extends MapDetailState {
  kind: 'labels' | 'markers' | 'dots' | 'clusters';
  /** Cluster cell on screen (px); 0 when devices are drawn one by one. */
  cellPx: number;
  /** Devices on the map (one by one or in clusters): those the filters show with a position. */
  mapped: number;
  /** Their extent as [west, south, east, north], or null when there are none. */
  bounds: [number, number, number, number] | null;
}

/** A window of frames the map drew at one detail version (SPEC.md D3). */
export interface FrameWindow {
  /** The MapDetailView version the frames were drawn at. */
  version: number;
  /** Frames drawn in the window. */
  frames: number;
  /** Their median interval (ms). */
  frameMs: number;
  /** The median interval of the frames the map did not draw (at least 3), else null. */
  idleMs?: number | null;
}

/** Devices grouped by screen cell, with counts per status. */
export interface ClusterFrame {
  version: number;
  /** The zoom the cells were computed for; 0-length when the map is not clustering. */
  zoom: number;
  /** The cell size on screen (px). */
  cellPx: number;
  length: number;
  positions: Float64Array;
  counts: Uint32Array;
  online: Uint32Array;
  offline: Uint32Array;
  unknown: Uint32Array;
}

/**
 * A label under a visible device: the parts the map options ask for (the UI composes and
 * translates the text); parts not asked for are null.
 */
export interface LabelItem {
  id: number;
  longitude: number;
  latitude: number;
  name: string | null;
  plate: string | null;
  group: string | null;
  status: DeviceStatus | null;
  /** Speed in `speedUnit`, when the status option is on and the device has a position. */
  speed: number | null;
  speedUnit: SpeedUnit;
}

/** The map domain: camera input, follow and trail modes, display options, hit test. */
export interface MapApi {
  setViewport(viewport: Viewport): Promise<void>;
  /** Follows a device (the map recentres on its every update); null stops following. */
  followDevice(input: { deviceId: number | null }): Promise<void>;
  /** Records a device's positions from now on as a path; null stops and clears the trail. */
  trailDevice(input: { deviceId: number | null }): Promise<void>;
  setMapOptions(patch: Partial<MapOptions>): Promise<void>;
  /** The device drawn at a clicked point (within a few pixels at `zoom`), or null. */
  deviceAt(input: { longitude: number; latitude: number; zoom: number }): Promise<number | null>;
  /** How fast the map drew at a detail version; the policy learns from it (SPEC.md D3). */
  reportFrames(window: FrameWindow): Promise<void>;
  /** The WebGL renderer's name (software rasterisers start slower, SPEC.md D3). */
  setRenderer(input: { renderer: string }): Promise<void>;
}

export interface MapTopics {
  map: MapFrame;
  /** The map frames for the bridge: whole, then the changed slots only (SPEC.md M3). */
  mapDelta: MapFrameDelta;
  mapOptions: MapOptions;
  follow: FollowView | null;
  trail: TrailView | null;
  clusters: ClusterFrame;
  labels: LabelItem[];
  mapDetail: MapDetailView;
}

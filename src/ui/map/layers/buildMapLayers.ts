import type { Layer } from '@deck.gl/core';
import { PathLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type {
  ClusterFrame,
  GeofenceView,
  LabelItem,
  MapFrame,
  MapOptions,
  TrailView,
} from '../../../worker/types';
import type { DeviceAtlas } from '../deviceAtlas';
import { buildDevicesLayer } from './buildDevicesLayer';
import { buildSelectionLayer, type SelectionPoint } from './buildSelectionLayer';
import { ClusterLayer } from './ClusterLayer';
import { GeofencesLayer } from './GeofencesLayer';

export interface MapLayersInput {
  frame: MapFrame | undefined;
  clusters: ClusterFrame | undefined;
  geofences: readonly GeofenceView[];
  /** The ids of the geofences the user hid (the `hiddenGeofences` topic). */
  hiddenGeofences: readonly number[];
  labels: readonly LabelItem[];
  trail: TrailView | null;
  options: MapOptions;
  selection: SelectionPoint | null;
  atlas: DeviceAtlas;
  /** The camera's zoom level (whole number). */
  zoom: number;
  /** Whether the detail level draws clusters (the frame then holds only the pinned devices). */
  clustered: boolean;
  /** Devices as status dots (the `dots` detail level). */
  compact: boolean;
  /** The text under a device, from its label parts (translated by the caller). */
  labelText(label: LabelItem): string;
}

/** Position accuracy circles, in metres, from the map frame's columns. */
export function buildPrecisionLayer(frame: MapFrame | undefined, visible: boolean) {
  return new ScatterplotLayer({
    id: 'precision',
    data: {
      length: frame?.length ?? 0,
      attributes: frame
        ? {
            getPosition: { value: frame.positions, size: 2 },
            getRadius: { value: frame.accuracies, size: 1 },
          }
        : {},
    },
    radiusUnits: 'meters',
    getFillColor: [47, 128, 237, 30],
    getLineColor: [47, 128, 237, 120],
    stroked: true,
    lineWidthUnits: 'pixels',
    getLineWidth: 1,
    visible: visible && !!frame,
  });
}

/** The followed-for-trail device's recorded path. */
export function buildTrailLayer(trail: TrailView | null) {
  return new PathLayer<TrailView>({
    id: 'trail',
    data: trail && trail.path.length >= 4 ? [trail] : [],
    getPath: (d) => d.path as unknown as number[],
    positionFormat: 'XY',
    getColor: [11, 99, 206, 220],
    getWidth: 4,
    widthUnits: 'pixels',
    capRounded: true,
    jointRounded: true,
    visible: trail !== null,
    updateTriggers: { getPath: trail?.path.length ?? 0 },
  });
}

/** Labels under visible devices (names, plates, groups, status). */
export function buildLabelsLayer(labels: readonly LabelItem[], text: (label: LabelItem) => string) {
  return new TextLayer<LabelItem>({
    id: 'labels',
    data: labels as LabelItem[],
    getPosition: (d) => [d.longitude, d.latitude],
    getText: text,
    getSize: 12,
    getPixelOffset: [0, 26],
    getColor: [29, 36, 51, 255],
    fontFamily: 'system-ui, sans-serif',
    fontWeight: 600,
    characterSet: 'auto',
    background: true,
    getBackgroundColor: [255, 255, 255, 225],
    backgroundPadding: [4, 2],
    visible: labels.length > 0,
    updateTriggers: { getText: text },
  });
}

/** Geofence names appear from this zoom; below it they would only cover the fleet. */
export const GEOFENCE_NAMES_FROM_ZOOM = 11;

/**
 * The layers of the live map that have something to draw, bottom to top, with stable ids. A
 * layer that draws nothing is left out rather than hidden: deck.gl compiles the shaders of every
 * layer it is given, and on a software renderer each program costs the startup 100 ms or more
 * (the trail's path and the labels' text boxes were compiled at every start and drawn by few).
 * Geofences stay while there are any, so switching them off and on does not rebuild them.
 */
export function buildMapLayers(input: MapLayersInput): Layer[] {
  const { frame, options } = input;
  const layers: (Layer | null)[] = [
    input.geofences.length > 0
      ? new GeofencesLayer({
          id: 'geofences',
          geofences: input.geofences,
          hidden: input.hiddenGeofences,
          showNames: input.zoom >= GEOFENCE_NAMES_FROM_ZOOM,
          visible: options.geofences,
        })
      : null,
    drawing(buildPrecisionLayer(frame, options.precision && !input.clustered)),
    drawing(buildTrailLayer(input.trail)),
    drawing(
      new ClusterLayer({
        id: 'clusters',
        frame: input.clusters ?? EMPTY_CLUSTERS,
        visible: input.clustered && (input.clusters?.length ?? 0) > 0,
      }),
    ),
    // The selected device is pinned: drawn on its own, above the clusters, at every level.
    drawing(buildSelectionLayer({ point: input.selection })),
    frame ? buildDevicesLayer({ frame, atlas: input.atlas, compact: input.compact }) : null,
    drawing(buildLabelsLayer(input.labels, input.labelText)),
  ];
  return layers.filter((layer): layer is Layer => layer !== null);
}

/** The layer when it is visible, else nothing. */
function drawing(layer: Layer): Layer | null {
  return layer.props.visible ? layer : null;
}

const EMPTY_CLUSTERS: ClusterFrame = {
  version: 0,
  zoom: 0,
  cellPx: 0,
  length: 0,
  positions: new Float64Array(),
  counts: new Uint32Array(),
  online: new Uint32Array(),
  offline: new Uint32Array(),
  unknown: new Uint32Array(),
};

/**
 * The player's still layers (SPEC §2 route player): every device's path at the level of detail
 * the zoom needs (ReplayPathLayer, the worker's buffers as they are), coloured per point (speed
 * or another attribute) or in each device's colour; stop markers with their durations (none
 * over another at any zoom: StopLabelsLayer); event markers. Built once per load and colouring,
 * never per frame: deck.gl keeps the buffers while the icon moves.
 */
import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';
import type { ReplayData, ReplayEvent, ReplayStop } from '../../worker/types';
import { DEVICE_PALETTE } from '../charts/palette';
import { buildStopLayers, RINGED_DOT } from '../map/layers/buildStopLayers';
import { deviceColorsOf } from './pathLevel';
import { ReplayPathLayer } from './ReplayPathLayer';
import { StopLabelsLayer } from './StopLabelsLayer';

export const EVENT_COLOR: [number, number, number, number] = [245, 166, 35, 255];

/**
 * How a load comes onto the map, one step per animation frame (ReplayOverlay): its paths (the
 * level the zoom draws uploaded), then the stop and event dots, then the stops' durations (the
 * text layer lays out every label), then the camera flies to the routes — each frame holds one
 * part of the work, none all of it.
 */
export const REPLAY_STEPS = { paths: 0, markers: 1, labels: 2, fit: 3 } as const;

/** Each device's colour on every vertex of its path, per level. */
export const deviceLevelColors = (data: ReplayData): Uint8Array[] =>
  data.paths.map((level) => deviceColorsOf(level.trackStarts, DEVICE_PALETTE));

/**
 * Every track's stops and events, together; made once per load (deck.gl compares data by
 * identity).
 */
export interface ReplayMarkers {
  stops: ReplayStop[];
  events: ReplayEvent[];
}

export function replayMarkers(data: ReplayData | null): ReplayMarkers {
  return {
    stops: data?.tracks.flatMap((track) => track.stops) ?? [],
    events: data?.tracks.flatMap((track) => track.events) ?? [],
  };
}

const NO_MARKERS: ReplayMarkers = { stops: [], events: [] };

/**
 * With `data` null (the player open, nothing loaded yet) the same layers come empty: deck.gl
 * builds their GPU programs then, while the page waits for the user, not when the route
 * arrives (linking them took a long task of its own on the software renderer).
 */
export function buildReplayLayers(input: {
  data: ReplayData | null;
  /** `data`'s stops and events (replayMarkers). */
  markers: ReplayMarkers;
  /** RGBA per vertex per level (an attribute's ramp, or each device's colour). */
  colors: Uint8Array[];
  /** How far the load has come onto the map (REPLAY_STEPS); the layers after it stand empty. */
  step: number;
}): Layer[] {
  const { data, colors, step } = input;
  const { stops, events } = step >= REPLAY_STEPS.markers ? input.markers : NO_MARKERS;
  const paths = new ReplayPathLayer({
    id: 'replay-paths',
    levels: data?.paths ?? [],
    colors,
    origin: data?.origin ?? [0, 0],
    widthPx: 4,
  });
  const [dots] = buildStopLayers('replay', stops, []);
  const labelled = step >= REPLAY_STEPS.labels ? stops : NO_MARKERS.stops;
  return [
    paths,
    new ScatterplotLayer<ReplayEvent>({
      id: 'replay-events',
      data: events,
      getPosition: (event) => [event.longitude, event.latitude],
      getFillColor: EVENT_COLOR,
      ...RINGED_DOT,
      // A ring around a stop at the same place: both stay visible.
      getRadius: 10,
      visible: events.length > 0,
    }),
    dots,
    // The durations, none over another at any zoom (labelPlacement).
    new StopLabelsLayer({
      id: 'replay-stop-durations',
      data: labelled,
      visible: labelled.length > 0,
    }),
  ] as Layer[];
}

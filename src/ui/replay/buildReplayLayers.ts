/**
 * The player's still layers (SPEC §2 route player): every device's path at the level of detail
 * the zoom needs (ReplayPathLayer, the worker's buffers as they are), coloured per point (speed
 * or another attribute) or in each device's colour; stop markers with their durations; event
 * markers. Built once per load and colouring, never per frame: deck.gl keeps the buffers while
 * the icon moves.
 */
import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer, type TextLayer } from '@deck.gl/layers';
import type { ReplayData, ReplayEvent, ReplayStop } from '../../worker/types';
import { DEVICE_PALETTE } from '../charts/palette';
import { buildStopLayers, RINGED_DOT } from '../map/layers/buildStopLayers';
import { deviceColorsOf } from './pathLevel';
import { ReplayPathLayer } from './ReplayPathLayer';

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

/** Stops closer than this (degrees, ~30 m) stand at the same place: their durations stack. */
const SAME_PLACE_DEG = 0.0003;
/** The most rows one place's durations stack in (a depot visited daily would make a tower). */
export const MAX_LABEL_ROWS = 4;
/** Pixels between two stacked durations. */
const LABEL_ROW_PX = 20;

/**
 * A row for each stop's duration: 0 for the first stop at its place, then the lowest row no
 * earlier stop at the same place took (capped at MAX_LABEL_ROWS - 1). The durations of two
 * devices stopped at one place, or of one coming back to it, stand one above the other instead
 * of one over the other. A grid of SAME_PLACE_DEG cells finds the neighbours.
 */
export function labelRows(stops: readonly ReplayStop[]): Map<ReplayStop, number> {
  const rows = new Map<ReplayStop, number>();
  const cells = new Map<string, ReplayStop[]>();
  const cellOf = (value: number) => Math.floor(value / SAME_PLACE_DEG);
  for (const stop of stops) {
    const x = cellOf(stop.longitude);
    const y = cellOf(stop.latitude);
    const taken = new Set<number>();
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (const other of cells.get(`${x + dx}:${y + dy}`) ?? []) {
          if (
            Math.abs(other.longitude - stop.longitude) < SAME_PLACE_DEG &&
            Math.abs(other.latitude - stop.latitude) < SAME_PLACE_DEG
          ) {
            taken.add(rows.get(other)!);
          }
        }
      }
    }
    let row = 0;
    while (taken.has(row)) row += 1;
    rows.set(stop, Math.min(row, MAX_LABEL_ROWS - 1));
    const key = `${x}:${y}`;
    const cell = cells.get(key);
    if (cell) cell.push(stop);
    else cells.set(key, [stop]);
  }
  return rows;
}

/**
 * Every track's stops and events, together, and the row of each stop's duration (labelRows);
 * made once per load (deck.gl compares data by identity).
 */
export interface ReplayMarkers {
  stops: ReplayStop[];
  events: ReplayEvent[];
  rows: Map<ReplayStop, number>;
}

export function replayMarkers(data: ReplayData | null): ReplayMarkers {
  const stops = data?.tracks.flatMap((track) => track.stops) ?? [];
  return {
    stops,
    events: data?.tracks.flatMap((track) => track.events) ?? [],
    rows: labelRows(stops),
  };
}

const NO_MARKERS: ReplayMarkers = { stops: [], events: [], rows: new Map() };

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
  const { stops, events, rows } = step >= REPLAY_STEPS.markers ? input.markers : NO_MARKERS;
  const paths = new ReplayPathLayer({
    id: 'replay-paths',
    levels: data?.paths ?? [],
    colors,
    origin: data?.origin ?? [0, 0],
    widthPx: 4,
  });
  const [dots, durations] = buildStopLayers(
    'replay',
    stops,
    step >= REPLAY_STEPS.labels ? stops : NO_MARKERS.stops,
  );
  const [dx, dy] = (durations as TextLayer<ReplayStop>).props.getPixelOffset as [number, number];
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
    // The shared durations layer, each stacked in its row above the dot.
    (durations as TextLayer<ReplayStop>).clone({
      getPixelOffset: (stop: ReplayStop) => [dx, dy - LABEL_ROW_PX * (rows.get(stop) ?? 0)],
      updateTriggers: { getPixelOffset: rows },
    }),
  ] as Layer[];
}

/**
 * Stop markers with their durations: the route player's stops and the selected device's recent
 * stops (`tarkan.enableStops`) look the same on the map.
 */
import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { DURATION_CHARACTERS, formatDuration } from '../../format/formatDuration';

export const STOP_COLOR: [number, number, number, number] = [214, 69, 69, 255];

/** The map's marker dots (stops, events, report rows): a white ring of 2 px, sized in pixels. */
export const RINGED_DOT = {
  radiusUnits: 'pixels',
  stroked: true,
  getLineColor: [255, 255, 255, 255],
  lineWidthUnits: 'pixels',
  getLineWidth: 2,
} as const;

/** A stop's place and period (epoch ms). */
export interface StopMarker {
  start: number;
  end: number;
  longitude: number;
  latitude: number;
}

/**
 * A red dot per stop and its duration above it; ids `${prefix}-stops`, `${prefix}-stop-durations`.
 * `labelled` (all the stops by default) are those whose durations show: the route player adds
 * them a frame after the dots.
 */
export function buildStopLayers<T extends StopMarker>(
  prefix: string,
  stops: T[],
  labelled: T[] = stops,
): Layer[] {
  return [
    new ScatterplotLayer<T>({
      id: `${prefix}-stops`,
      data: stops,
      getPosition: (stop) => [stop.longitude, stop.latitude],
      getFillColor: STOP_COLOR,
      ...RINGED_DOT,
      getRadius: 7,
      visible: stops.length > 0,
    }),
    new TextLayer<T>({
      id: `${prefix}-stop-durations`,
      data: labelled,
      getPosition: (stop) => [stop.longitude, stop.latitude],
      getText: (stop) => formatDuration(stop.end - stop.start),
      getSize: 12,
      fontFamily: 'system-ui, sans-serif',
      fontWeight: 600,
      // Every character a duration is written with: the glyph atlas is drawn when the layer is
      // created (empty, before any stop), not when the stops arrive.
      characterSet: DURATION_CHARACTERS,
      getColor: [30, 41, 59, 255],
      getPixelOffset: [0, -18],
      background: true,
      getBackgroundColor: [255, 255, 255, 230],
      backgroundPadding: [4, 2],
      visible: labelled.length > 0,
    }),
  ] as Layer[];
}

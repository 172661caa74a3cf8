/**
 * The player's still layers (SPEC §2 route player): each device's path as segments straight
 * from its position column, coloured per point (speed or another attribute) or in the device's
 * colour; stop markers with their durations; event markers. Built once per load and colouring,
 * never per frame: deck.gl keeps the buffers while the icon moves.
 */
import type { Layer } from '@deck.gl/core';
import { LineLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { ReplayData, ReplayStop } from '../../worker/types';
import { DEVICE_PALETTE } from '../charts/palette';
import { formatDuration } from '../format/formatDuration';

export const STOP_COLOR: [number, number, number, number] = [214, 69, 69, 255];
export const EVENT_COLOR: [number, number, number, number] = [245, 166, 35, 255];

/** One device's colour on every point, RGBA. */
function deviceColors(index: number, length: number): Uint8Array {
  const [r, g, b] = DEVICE_PALETTE[index % DEVICE_PALETTE.length]!;
  const colors = new Uint8Array(length * 4);
  for (let i = 0; i < length; i += 1) colors.set([r, g, b, 255], i * 4);
  return colors;
}

export function buildReplayLayers(input: {
  data: ReplayData;
  /** RGBA per point per track (an attribute's ramp); null draws each device in its colour. */
  colors: Uint8Array[] | null;
}): Layer[] {
  const { data, colors } = input;
  const paths = data.tracks.map((track, i) => {
    const segments = Math.max(0, track.length - 1);
    const pointColors = colors?.[i] ?? deviceColors(i, track.length);
    return new LineLayer({
      id: `replay-path-${i}`,
      data: {
        length: segments,
        attributes: {
          getSourcePosition: { value: track.positions, size: 2, stride: 16, offset: 0 },
          getTargetPosition: { value: track.positions, size: 2, stride: 16, offset: 16 },
          // A segment takes its first point's colour.
          getColor: { value: pointColors, size: 4, normalized: true },
        },
      },
      getWidth: 4,
      widthUnits: 'pixels',
      visible: segments > 0,
    });
  });
  const stops = data.tracks.flatMap((track) => track.stops);
  const events = data.tracks.flatMap((track) => track.events);
  return [
    ...paths,
    new ScatterplotLayer<ReplayData['tracks'][number]['events'][number]>({
      id: 'replay-events',
      data: events,
      getPosition: (event) => [event.longitude, event.latitude],
      getFillColor: EVENT_COLOR,
      radiusUnits: 'pixels',
      // A ring around a stop at the same place: both stay visible.
      getRadius: 10,
      stroked: true,
      getLineColor: [255, 255, 255, 255],
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
      visible: events.length > 0,
    }),
    new ScatterplotLayer<ReplayStop>({
      id: 'replay-stops',
      data: stops,
      getPosition: (stop) => [stop.longitude, stop.latitude],
      getFillColor: STOP_COLOR,
      radiusUnits: 'pixels',
      getRadius: 7,
      stroked: true,
      getLineColor: [255, 255, 255, 255],
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
      visible: stops.length > 0,
    }),
    new TextLayer<ReplayStop>({
      id: 'replay-stop-durations',
      data: stops,
      getPosition: (stop) => [stop.longitude, stop.latitude],
      getText: (stop) => formatDuration(stop.end - stop.start),
      getSize: 12,
      getColor: [30, 41, 59, 255],
      getPixelOffset: [0, -18],
      background: true,
      getBackgroundColor: [255, 255, 255, 230],
      backgroundPadding: [4, 2],
      visible: stops.length > 0,
    }),
  ] as Layer[];
}

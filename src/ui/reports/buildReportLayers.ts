/**
 * The report's places on the map (SPEC §2 "show markers"): the route as segments straight from
 * the path columns (no per-point objects, no path tessellation on the main thread), markers
 * coloured by kind, and a ring around the row the user picked.
 */
import type { Layer } from '@deck.gl/core';
import { LineLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { ReportMarkers } from '../../worker/types';
import { DEVICE_PALETTE } from '../charts/palette';
import { RINGED_DOT } from '../map/layers/buildStopLayers';

/** Marker colours by kind: stop, event, trip start, trip end, route point. */
export const MARKER_COLORS: readonly (readonly [number, number, number])[] = [
  [214, 69, 69],
  [245, 166, 35],
  [46, 158, 91],
  [11, 99, 206],
  [93, 109, 126],
];

/** One colour per segment: the device's, transparent where one device's path meets the next. */
export function segmentColors(markers: ReportMarkers): Uint8Array {
  const points = markers.path.length / 2;
  const colors = new Uint8Array(Math.max(0, points - 1) * 4);
  const starts = markers.pathStarts;
  for (let device = 0; device < starts.length; device += 1) {
    const [r, g, b] = DEVICE_PALETTE[device % DEVICE_PALETTE.length]!;
    const end = device + 1 < starts.length ? starts[device + 1]! : points;
    for (let i = starts[device]!; i < end - 1; i += 1) {
      colors.set([r, g, b, 230], i * 4);
    }
  }
  return colors;
}

export function buildReportLayers(input: {
  markers: ReportMarkers | null;
  colors: Uint8Array | null;
  selected: { longitude: number; latitude: number } | null;
}): Layer[] {
  const { markers, colors, selected } = input;
  const points = markers ? markers.path.length / 2 : 0;
  const kindColors = markers
    ? Uint8Array.from(Array.from(markers.kinds).flatMap((kind) => [...MARKER_COLORS[kind]!, 255]))
    : new Uint8Array();
  return [
    new LineLayer({
      id: 'report-path',
      data: {
        length: Math.max(0, points - 1),
        attributes: markers
          ? {
              getSourcePosition: { value: markers.path, size: 2, stride: 16, offset: 0 },
              getTargetPosition: { value: markers.path, size: 2, stride: 16, offset: 16 },
              getColor: { value: colors ?? new Uint8Array(), size: 4, normalized: true },
            }
          : {},
      },
      getWidth: 3,
      widthUnits: 'pixels',
      visible: points > 1 && colors !== null,
      updateTriggers: { getColor: markers?.version },
    }),
    new ScatterplotLayer({
      id: 'report-markers',
      data: {
        length: markers?.length ?? 0,
        attributes: markers
          ? {
              getPosition: { value: markers.positions, size: 2 },
              getFillColor: { value: kindColors, size: 4, normalized: true },
            }
          : {},
      },
      ...RINGED_DOT,
      getRadius: 7,
      visible: (markers?.length ?? 0) > 0,
    }),
    new ScatterplotLayer<{ longitude: number; latitude: number }>({
      id: 'report-selected',
      data: selected ? [selected] : [],
      getPosition: (d) => [d.longitude, d.latitude],
      radiusUnits: 'pixels',
      getRadius: 13,
      filled: false,
      stroked: true,
      getLineColor: [11, 99, 206, 255],
      lineWidthUnits: 'pixels',
      getLineWidth: 3,
      visible: selected !== null,
    }),
  ] as Layer[];
}

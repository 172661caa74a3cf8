import { useEffect, useMemo, useRef } from 'react';
import type { ReportMarkers } from '../../worker/types';
import { useTopic } from '../core/CoreContext';
import type { Bounds } from '../map/fitFrame';
import { useMap } from '../map/MapContext';
import { useMapOverlays } from '../map/mapOverlays';
import { buildReportLayers, segmentColors } from './buildReportLayers';

/** The box around every marker and path point, or null when there are none. */
export function markerBounds(markers: ReportMarkers): Bounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const values of [markers.positions, markers.path]) {
    for (let i = 0; i + 1 < values.length; i += 2) {
      west = Math.min(west, values[i]!);
      east = Math.max(east, values[i]!);
      south = Math.min(south, values[i + 1]!);
      north = Math.max(north, values[i + 1]!);
    }
  }
  return west === Infinity
    ? null
    : [
        [west, south],
        [east, north],
      ];
}

/**
 * Puts the report's markers and the picked row on the map while the report screen is open;
 * when a run's markers first show, the map fits them.
 */
export function ReportMarkersOverlay({
  runId,
  selected,
}: {
  runId: number;
  selected: { longitude: number; latitude: number } | null;
}) {
  const overlays = useMapOverlays();
  const map = useMap();
  const markers = useTopic('reportMarkers') ?? null;
  const colors = useMemo(() => (markers ? segmentColors(markers) : null), [markers]);
  const fitted = useRef<number | null>(null);

  useEffect(() => {
    overlays.set('report', { layers: buildReportLayers({ markers, colors, selected }) });
  }, [overlays, markers, colors, selected]);
  useEffect(() => () => overlays.set('report', null), [overlays]);

  useEffect(() => {
    if (!markers) {
      fitted.current = null;
      return;
    }
    if (!map || fitted.current === runId) return;
    const bounds = markerBounds(markers);
    if (!bounds) return;
    fitted.current = runId;
    map.fitBounds(bounds, 16);
  }, [map, markers, runId]);
  return null;
}

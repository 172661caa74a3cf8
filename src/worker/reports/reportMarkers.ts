/**
 * A report's places on the map (SPEC §2 "show markers", SPEC.md RP7): stops, trip starts and
 * ends, located events, and the route's path, as typed columns.
 */
import type { ReportRun } from './state';
import { MARKER_KIND, type ReportMarkers } from './types';

const EMPTY_PATH = { path: new Float64Array(), pathStarts: new Uint32Array() };

export function reportMarkers(run: ReportRun, version: number): ReportMarkers | null {
  const { data } = run;
  if (!run.markersShown || !data) return null;
  if (data.kind === 'route') {
    const total = data.tracks.reduce((sum, track) => sum + track.length, 0);
    const path = new Float64Array(total * 2);
    const pathStarts = new Uint32Array(data.tracks.length);
    let at = 0;
    data.tracks.forEach((track, i) => {
      pathStarts[i] = at;
      path.set(track.positions, at * 2);
      at += track.length;
    });
    return {
      version,
      length: 0,
      positions: new Float64Array(),
      kinds: new Uint8Array(),
      rows: new Uint32Array(),
      path,
      pathStarts,
    };
  }
  const places: [longitude: number, latitude: number, kind: number, row: number][] = [];
  switch (data.kind) {
    case 'stops':
      for (const row of data.rows) {
        places.push([row.longitude ?? 0, row.latitude ?? 0, MARKER_KIND.stop, row.index]);
      }
      break;
    case 'trips':
      for (const row of data.rows) {
        places.push([row.longitude ?? 0, row.latitude ?? 0, MARKER_KIND.tripStart, row.index]);
        places.push([row.endLongitude, row.endLatitude, MARKER_KIND.tripEnd, row.index]);
      }
      break;
    case 'events':
      for (const [index, place] of run.located) {
        places.push([place.longitude, place.latitude, MARKER_KIND.event, index]);
      }
      break;
    case 'summary':
      return null;
  }
  const length = places.length;
  const positions = new Float64Array(length * 2);
  const kinds = new Uint8Array(length);
  const rows = new Uint32Array(length);
  places.forEach(([longitude, latitude, kind, row], i) => {
    positions[i * 2] = longitude;
    positions[i * 2 + 1] = latitude;
    kinds[i] = kind;
    rows[i] = row;
  });
  return { version, length, positions, kinds, rows, ...EMPTY_PATH };
}

/** A copy whose buffers the receiver may own (the bridge transfers them, SPEC.md M3). */
export function copyMarkers(markers: ReportMarkers | null): ReportMarkers | null {
  if (!markers) return null;
  return {
    ...markers,
    positions: markers.positions.slice(),
    kinds: markers.kinds.slice(),
    rows: markers.rows.slice(),
    path: markers.path.slice(),
    pathStarts: markers.pathStarts.slice(),
  };
}

import { DEFAULT_POLYLINE_DISTANCE_M, type LonLat } from '@farol/model';
import type { GeofenceView } from '../../../worker/types';

export interface GeofenceArea {
  id: number;
  name: string;
  anchor: boolean;
  ring: LonLat[];
}

/**
 * A circle, drawn as one instance (its centre and radius in metres), not as a 64-segment ring:
 * 10,000 rings cost the software renderer seconds a frame in outline segments alone.
 */
export interface GeofenceCircle {
  id: number;
  name: string;
  anchor: boolean;
  center: LonLat;
  radius: number;
}

export interface GeofenceLine {
  id: number;
  name: string;
  anchor: boolean;
  path: LonLat[];
  /** Corridor width in metres (twice `polylineDistance`, default 25 m each side). */
  width: number;
}

/** The drawable parts of geofences: circles, areas (polygons) and lines; broken ones skipped. */
export function geofenceGeometry(geofences: readonly GeofenceView[]): {
  circles: GeofenceCircle[];
  areas: GeofenceArea[];
  lines: GeofenceLine[];
} {
  const circles: GeofenceCircle[] = [];
  const areas: GeofenceArea[] = [];
  const lines: GeofenceLine[] = [];
  for (const geofence of geofences) {
    const { shape, id, name, isAnchor: anchor } = geofence;
    if (!shape) continue;
    if (shape.type === 'circle')
      circles.push({ id, name, anchor, center: shape.center, radius: shape.radius });
    else if (shape.type === 'polygon')
      areas.push({ id, name, anchor, ring: [...shape.ring, shape.ring[0]!] });
    else {
      const distance = Number(geofence.attributes['polylineDistance']);
      lines.push({
        id,
        name,
        anchor,
        path: shape.points,
        width: 2 * (distance > 0 ? distance : DEFAULT_POLYLINE_DISTANCE_M),
      });
    }
  }
  return { circles, areas, lines };
}

/** Where to write a geofence's name: the mean of its points. */
export function labelPoint(points: readonly LonLat[]): LonLat {
  let lon = 0;
  let lat = 0;
  for (const [x, y] of points) {
    lon += x;
    lat += y;
  }
  return [lon / points.length, lat / points.length];
}

import type { GeofenceShape } from '@farol/model';
import { EARTH_RADIUS_M, haversine } from '../handlers/distance';

/** Traccar's default half-width of a line geofence (geofence attribute `polylineDistance`). */
export const DEFAULT_POLYLINE_DISTANCE_M = 25;

const rad = (degrees: number): number => (degrees * Math.PI) / 180;

/** Ray casting on longitude/latitude, as Traccar's GeofencePolygon. */
function inPolygon(ring: readonly [number, number][], lon: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * Distance in metres from a point to a polyline, on a local equirectangular projection centred
 * on the point (exact enough at geofence scale, where segments are at most a few kilometres).
 */
export function distanceToLine(
  points: readonly [number, number][],
  lon: number,
  lat: number,
): number {
  const scale = Math.cos(rad(lat));
  const project = ([x, y]: [number, number]): [number, number] => [
    rad(x - lon) * scale * EARTH_RADIUS_M,
    rad(y - lat) * EARTH_RADIUS_M,
  ];
  if (points.length === 1) return Math.hypot(...project(points[0]!));
  let best = Infinity;
  for (let i = 1; i < points.length; i += 1) {
    const [ax, ay] = project(points[i - 1]!);
    const [bx, by] = project(points[i]!);
    const dx = bx - ax;
    const dy = by - ay;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}

/**
 * Whether a geofence contains a point: a circle by haversine radius, a polygon by ray casting,
 * a line when within `polylineDistance` metres.
 */
export function containsPoint(
  shape: GeofenceShape,
  latitude: number,
  longitude: number,
  polylineDistance = DEFAULT_POLYLINE_DISTANCE_M,
): boolean {
  switch (shape.type) {
    case 'circle':
      return haversine(shape.center[1], shape.center[0], latitude, longitude) <= shape.radius;
    case 'polygon':
      return inPolygon(shape.ring, longitude, latitude);
    case 'line':
      return distanceToLine(shape.points, longitude, latitude) <= polylineDistance;
  }
}

import type { GeofenceShape } from './wkt';

/**
 * Geometry on the globe that client and server both use: distances (Traccar's
 * DistanceCalculator), geofence containment (Traccar's GeofenceCircle, GeofencePolygon and
 * GeofencePolyline) and the ring a circle geofence is drawn as. Coordinates are degrees,
 * distances metres; pairs are `[lon, lat]`, the order map libraries use.
 */

/** Traccar's DistanceCalculator radius (the WGS-84 equatorial radius), metres. */
export const EARTH_RADIUS_M = 6_378_137;

/** Traccar's default half-width of a line geofence (geofence attribute `polylineDistance`). */
export const DEFAULT_POLYLINE_DISTANCE_M = 25;

export type LonLat = [lon: number, lat: number];

/** Degrees to radians. */
export const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Haversine distance in metres between two coordinates. */
export function haversine(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return EARTH_RADIUS_M * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

/** Whether a point lies inside a ring: ray casting on longitude/latitude, as GeofencePolygon. */
export function inRing(ring: readonly LonLat[], lon: number, lat: number): boolean {
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
export function distanceToLine(points: readonly LonLat[], lon: number, lat: number): number {
  const scale = Math.cos(toRadians(lat));
  const project = ([x, y]: LonLat): [number, number] => [
    toRadians(x - lon) * scale * EARTH_RADIUS_M,
    toRadians(y - lat) * EARTH_RADIUS_M,
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
      return inRing(shape.ring, longitude, latitude);
    case 'line':
      return distanceToLine(shape.points, longitude, latitude) <= polylineDistance;
  }
}

/**
 * A circle of `radius` metres around `center`, as a closed ring of `segments` + 1 points (the
 * first repeated last), on the same sphere the distances use.
 */
export function circleRing(center: LonLat, radius: number, segments = 64): LonLat[] {
  const [lon, lat] = center;
  const dLat = (radius / EARTH_RADIUS_M) * (180 / Math.PI);
  const dLon = dLat / Math.max(Math.cos(toRadians(lat)), 1e-6);
  const ring: LonLat[] = [];
  for (let i = 0; i <= segments; i++) {
    const angle = (i / segments) * 2 * Math.PI;
    ring.push([lon + dLon * Math.sin(angle), lat + dLat * Math.cos(angle)]);
  }
  return ring;
}

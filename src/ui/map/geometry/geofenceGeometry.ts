import type { GeofenceView } from '../../../worker/types';

export type LonLat = [number, number];

const EARTH_RADIUS_M = 6_378_137;

/** A circle of `radius` metres around `center`, as a closed ring of `segments` points. */
export function circleRing(center: LonLat, radius: number, segments = 64): LonLat[] {
  const [lon, lat] = center;
  const latRad = (lat * Math.PI) / 180;
  const dLat = (radius / EARTH_RADIUS_M) * (180 / Math.PI);
  const dLon = dLat / Math.max(Math.cos(latRad), 1e-6);
  const ring: LonLat[] = [];
  for (let i = 0; i <= segments; i++) {
    const angle = (i / segments) * 2 * Math.PI;
    ring.push([lon + dLon * Math.sin(angle), lat + dLat * Math.cos(angle)]);
  }
  return ring;
}

export interface GeofenceArea {
  id: number;
  name: string;
  anchor: boolean;
  ring: LonLat[];
}

export interface GeofenceLine {
  id: number;
  name: string;
  anchor: boolean;
  path: LonLat[];
  /** Corridor width in metres (twice `polylineDistance`, default 25 m each side). */
  width: number;
}

/** The drawable parts of geofences: areas (circles, polygons) and lines; broken ones skipped. */
export function geofenceGeometry(geofences: readonly GeofenceView[]): {
  areas: GeofenceArea[];
  lines: GeofenceLine[];
} {
  const areas: GeofenceArea[] = [];
  const lines: GeofenceLine[] = [];
  for (const geofence of geofences) {
    const { shape, id, name, isAnchor: anchor } = geofence;
    if (!shape) continue;
    if (shape.type === 'circle')
      areas.push({ id, name, anchor, ring: circleRing(shape.center, shape.radius) });
    else if (shape.type === 'polygon')
      areas.push({ id, name, anchor, ring: [...shape.ring, shape.ring[0]!] });
    else {
      const distance = Number(geofence.attributes['polylineDistance']);
      lines.push({
        id,
        name,
        anchor,
        path: shape.points,
        width: 2 * (distance > 0 ? distance : 25),
      });
    }
  }
  return { areas, lines };
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

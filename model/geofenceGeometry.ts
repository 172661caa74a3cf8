/**
 * What the geofence editor shows (SPEC §4 "Geofence editing"): a circle's area in km², other
 * shapes their point count. (Self-crossing polygons are found by the editor, with @turf/kinks.)
 */
import type { GeofenceShape } from './wkt';

/** Area of a circle of `radius` metres, in km². */
export const circleAreaKm2 = (radius: number): number => (Math.PI * radius * radius) / 1e6;

/** What the editor shows under a shape: the circle's area, or how many points it has. */
export function shapeSummary(
  shape: GeofenceShape,
): { kind: 'area'; km2: number } | { kind: 'points'; count: number } {
  if (shape.type === 'circle') return { kind: 'area', km2: circleAreaKm2(shape.radius) };
  if (shape.type === 'line') return { kind: 'points', count: shape.points.length };
  // Traccar's stored rings repeat their first point at the end: that is not another vertex.
  const [first, last] = [shape.ring[0], shape.ring.at(-1)];
  const closed = shape.ring.length > 1 && first![0] === last![0] && first![1] === last![1];
  return { kind: 'points', count: shape.ring.length - (closed ? 1 : 0) };
}

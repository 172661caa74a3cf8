/**
 * Geometry the geofence editor checks and shows (SPEC §4 "Geofence editing"): a polygon that
 * crosses itself is refused; a circle shows its area in km², other shapes their point count.
 */
import type { GeofenceShape } from './wkt';

type Point = readonly [number, number];

/** Area of a circle of `radius` metres, in km². */
export const circleAreaKm2 = (radius: number): number => (Math.PI * radius * radius) / 1e6;

/** What the editor shows under a shape: the circle's area, or how many points it has. */
export function shapeSummary(
  shape: GeofenceShape,
): { kind: 'area'; km2: number } | { kind: 'points'; count: number } {
  if (shape.type === 'circle') return { kind: 'area', km2: circleAreaKm2(shape.radius) };
  return {
    kind: 'points',
    count: shape.type === 'polygon' ? shape.ring.length : shape.points.length,
  };
}

const orientation = (p: Point, q: Point, r: Point) =>
  Math.sign((q[1] - p[1]) * (r[0] - q[0]) - (q[0] - p[0]) * (r[1] - q[1]));

const onSegment = (p: Point, q: Point, r: Point) =>
  Math.min(p[0], r[0]) <= q[0] &&
  q[0] <= Math.max(p[0], r[0]) &&
  Math.min(p[1], r[1]) <= q[1] &&
  q[1] <= Math.max(p[1], r[1]);

function segmentsCross(p1: Point, p2: Point, p3: Point, p4: Point): boolean {
  const o1 = orientation(p1, p2, p3);
  const o2 = orientation(p1, p2, p4);
  const o3 = orientation(p3, p4, p1);
  const o4 = orientation(p3, p4, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(p1, p3, p2)) ||
    (o2 === 0 && onSegment(p1, p4, p2)) ||
    (o3 === 0 && onSegment(p3, p1, p4)) ||
    (o4 === 0 && onSegment(p3, p2, p4))
  );
}

/**
 * Whether a polygon ring (open: the first point is not repeated at the end) crosses or touches
 * itself anywhere but where neighbouring edges meet. Plane geometry on [lon, lat]: what the map
 * draws. O(n²), fine for the thousands of vertices a person draws.
 */
export function ringSelfIntersects(ring: readonly Point[]): boolean {
  const n = ring.length;
  if (n < 4) return false;
  for (let i = 0; i < n; i++) {
    const a1 = ring[i]!;
    const a2 = ring[(i + 1) % n]!;
    for (let j = i + 1; j < n; j++) {
      // Neighbouring edges share a vertex: that is not a crossing.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsCross(a1, a2, ring[j]!, ring[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/** Flat-earth helpers: exact enough inside one city, and cheap for thousands of vehicles. */
export interface Point {
  latitude: number;
  longitude: number;
}

const METRES_PER_DEGREE = 111_320;
const RAD = Math.PI / 180;

/** The point `east` and `north` metres away from `from`. */
export function offset(from: Point, east: number, north: number): Point {
  return {
    latitude: from.latitude + north / METRES_PER_DEGREE,
    longitude: from.longitude + east / (METRES_PER_DEGREE * Math.cos(from.latitude * RAD)),
  };
}

/** East and north metres from `a` to `b`. */
export function delta(a: Point, b: Point): { east: number; north: number } {
  return {
    east: (b.longitude - a.longitude) * METRES_PER_DEGREE * Math.cos(a.latitude * RAD),
    north: (b.latitude - a.latitude) * METRES_PER_DEGREE,
  };
}

export function distance(a: Point, b: Point): number {
  const { east, north } = delta(a, b);
  return Math.hypot(east, north);
}

/** Compass bearing from `a` to `b`, degrees in [0, 360). */
export function bearing(a: Point, b: Point): number {
  const { east, north } = delta(a, b);
  return (Math.atan2(east, north) / RAD + 360) % 360;
}

/** Signed smallest difference `to − from` between two bearings, in (−180, 180]. */
export function turn(from: number, to: number): number {
  const diff = ((((to - from) % 360) + 540) % 360) - 180;
  return diff === -180 ? 180 : diff;
}

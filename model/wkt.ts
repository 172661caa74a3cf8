/**
 * Traccar's geofence WKT, latitude first (traccar-api.md §c): `CIRCLE (lat lon, radius)`,
 * `POLYGON ((lat lon, …))`, `LINESTRING (lat lon, …)`. Parsed into [lon, lat] pairs, the order
 * map libraries use.
 */

export type GeofenceShape =
  | { type: 'circle'; center: [lon: number, lat: number]; radius: number }
  | { type: 'polygon'; ring: [lon: number, lat: number][] }
  | { type: 'line'; points: [lon: number, lat: number][] };

const NUMBER = String.raw`[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?`;
const CIRCLE = new RegExp(
  String.raw`^CIRCLE\s*\(\s*(${NUMBER})\s+(${NUMBER})\s*,\s*(${NUMBER})\s*\)$`,
  'i',
);
const POLYGON = /^POLYGON\s*\(\(\s*(.+?)\s*\)\)$/i;
const LINESTRING = /^LINESTRING\s*\(\s*(.+?)\s*\)$/i;

function point(text: string): [number, number] {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 2) throw new Error(`"${text.trim()}" is not a "latitude longitude" pair`);
  const [lat, lon] = parts.map(Number) as [number, number];
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) {
    throw new Error(`"${text.trim()}" is not a "latitude longitude" pair`);
  }
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    throw new Error(`latitude ${lat}, longitude ${lon} is outside the globe`);
  }
  return [lon, lat];
}

/** Parses a geofence area; throws an Error with a message a person can act on. */
export function parseWkt(area: string): GeofenceShape {
  const text = area.trim();
  const circle = CIRCLE.exec(text);
  if (circle) {
    const center = point(`${circle[1]} ${circle[2]}`);
    const radius = Number(circle[3]);
    if (!(radius > 0)) throw new Error('the circle radius must be a positive number of metres');
    return { type: 'circle', center, radius };
  }
  const polygon = POLYGON.exec(text);
  if (polygon) {
    const ring = polygon[1]!.split(',').map(point);
    if (ring.length < 3) throw new Error('a polygon needs at least 3 points');
    return { type: 'polygon', ring };
  }
  const line = LINESTRING.exec(text);
  if (line) {
    const points = line[1]!.split(',').map(point);
    if (points.length < 2) throw new Error('a line needs at least 2 points');
    return { type: 'line', points };
  }
  throw new Error(
    'area must be CIRCLE (lat lon, radius), POLYGON ((lat lon, …)) or LINESTRING (lat lon, …)',
  );
}

/** Formats a number as Traccar's DecimalFormat does for coordinates: no trailing zeros. */
const coordinate = (value: number) => String(Number(value.toFixed(7)));

/** Writes a shape back to Traccar's WKT (radius with at most one decimal, as "0.#"). */
export function formatWkt(shape: GeofenceShape): string {
  const pair = ([lon, lat]: [number, number]) => `${coordinate(lat)} ${coordinate(lon)}`;
  switch (shape.type) {
    case 'circle':
      return `CIRCLE (${pair(shape.center)}, ${String(Math.round(shape.radius * 10) / 10)})`;
    case 'polygon':
      return `POLYGON ((${shape.ring.map(pair).join(', ')}))`;
    case 'line':
      return `LINESTRING (${shape.points.map(pair).join(', ')})`;
  }
}

/** Web Mercator, as the map draws it: 512 px per world at zoom 0. */
const WORLD_PX = 512;

/** Web Mercator x of a longitude, 0…1 across the world. */
export const mercatorX = (longitude: number): number => (longitude + 180) / 360;

/** Web Mercator y of a latitude, 0 (north) … 1 (south), clamped at the map's limits. */
export function mercatorY(latitude: number): number {
  const phi = (Math.max(-85.05113, Math.min(85.05113, latitude)) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2;
}

/** World pixels across the whole world at `zoom`. */
export const worldSize = (zoom: number): number => WORLD_PX * 2 ** zoom;

/** Web Mercator world pixels at `zoom`. */
export function worldPixel(longitude: number, latitude: number, zoom: number): [number, number] {
  const scale = worldSize(zoom);
  return [mercatorX(longitude) * scale, mercatorY(latitude) * scale];
}

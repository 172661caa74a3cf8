import type { PositionHandler } from '../types';

/** Traccar's DistanceCalculator radius (the WGS-84 equatorial radius), metres. */
export const EARTH_RADIUS_M = 6378137;

const rad = (degrees: number): number => (degrees * Math.PI) / 180;

/** Haversine distance in metres between two coordinates. */
export function haversine(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return EARTH_RADIUS_M * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

const numeric = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * `distance` (m, from the last position, unless the device sent one) and `totalDistance`
 * (running sum), as Traccar's DistanceHandler.
 */
export const distance: PositionHandler = {
  name: 'distance',
  handle(position, last) {
    const sent = numeric(position.attributes.distance);
    let step = sent ?? 0;
    let total = 0;
    if (last) {
      total = numeric(last.attributes.totalDistance) ?? 0;
      if (sent === null) {
        step = round2(
          haversine(last.latitude, last.longitude, position.latitude, position.longitude),
        );
      }
    }
    return { attributes: { distance: step, totalDistance: round2(total + step) } };
  },
};

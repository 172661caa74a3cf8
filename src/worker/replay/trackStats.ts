/**
 * The figures of one device's track (SPEC.md RY4): distance along the fixes (haversine on
 * Traccar's sphere), time stopped (the stops report's stops, clipped to the track), time
 * moving (the rest), top and average speed, stops and points; in the user's units.
 */
import { convertDistance, convertSpeed } from '@farol/model';
import type { ReportUnits } from '../reports/types';
import type { Track } from '../reports/track';
import type { ReplayStats, ReplayStop } from './types';

const EARTH_RADIUS_M = 6_378_137;
const KNOTS_PER_MPS = 1.943844;
const RADIANS = Math.PI / 180;

/** Metres between two (lon, lat) points. */
export function haversine(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLon = (lon2 - lon1) * RADIANS;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function trackStats(
  track: Track,
  stops: readonly ReplayStop[],
  units: ReportUnits,
): ReplayStats {
  const { length, positions, speeds, times } = track;
  let metres = 0;
  let top = 0;
  for (let i = 0; i < length; i += 1) {
    top = Math.max(top, speeds[i]!);
    if (i > 0) {
      metres += haversine(
        positions[i * 2 - 2]!,
        positions[i * 2 - 1]!,
        positions[i * 2]!,
        positions[i * 2 + 1]!,
      );
    }
  }
  const first = length ? times[0]! : 0;
  const last = length ? times[length - 1]! : 0;
  let stoppedMs = 0;
  for (const stop of stops) {
    stoppedMs += Math.max(0, Math.min(stop.end, last) - Math.max(stop.start, first));
  }
  const movingMs = Math.max(0, last - first - stoppedMs);
  const averageKnots = movingMs > 0 ? (metres / (movingMs / 1000)) * KNOTS_PER_MPS : 0;
  return {
    distance: convertDistance(metres, units.distance),
    movingMs,
    stoppedMs,
    maxSpeed: convertSpeed(top, units.speed),
    averageSpeed: convertSpeed(averageKnots, units.speed),
    stops: stops.length,
    points: length,
  };
}

import { MILES_PER_KM, type DistanceUnit } from '@farol/model';

const MS_PER_HOUR = 3_600_000;

/**
 * How a maintenance's start and period are shown: totalDistance (stored in metres) in the
 * user's km or miles, hours (stored in milliseconds) in hours.
 */
export function maintenanceScale(
  type: string,
  unit: DistanceUnit,
): { scale: number; unit: string } {
  if (type === 'hours') return { scale: MS_PER_HOUR, unit: 'h' };
  return unit === 'mi' ? { scale: 1000 / MILES_PER_KM, unit: 'mi' } : { scale: 1000, unit: 'km' };
}

/** The next `count` due points after `current` (start + k × period), in stored units. */
export function nextDue(start: number, period: number, current: number, count = 3): number[] {
  if (!(period > 0)) return current <= start ? [start] : [];
  const first = current <= start ? 0 : Math.floor((current - start) / period) + 1;
  return Array.from({ length: count }, (_, i) => start + (first + i) * period);
}

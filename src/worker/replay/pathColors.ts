/**
 * The paths' colours by a numeric attribute (SPEC.md RY5): each fix on the blue → red ramp over
 * the values' range (speed from standing still), per vertex of every path level.
 */
import { attributeValues } from '../reports/chartSeries';
import type { ReportUnits } from '../reports/types';
import { colorValues, rangeOf } from './colorRamp';
import type { ReplayLoad } from './events';
import { levelColors } from './replayPaths';
import type { ReplayColors } from './types';

/** The attribute a load of one device is coloured by at first (with several, each its colour). */
export const FIRST_COLORING = 'speed';

export function pathColors(
  load: ReplayLoad | null,
  units: ReportUnits,
  attribute: string,
): ReplayColors {
  const values = (load?.tracks ?? []).map((track) =>
    attributeValues(track, attribute, units.speed),
  );
  const [low, high] = rangeOf(values);
  // Speeds read from standing still; other attributes over their own range.
  const min = attribute === 'speed' ? 0 : low;
  const max = Math.max(high, min + 1e-9);
  const perFix = values.map((column) => colorValues(column, min, max));
  const levels = load?.layout.levels.map((level) => levelColors(level, perFix)) ?? [];
  return { attribute, levels, min, max };
}

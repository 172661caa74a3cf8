/**
 * Chart lines from the tracks (SPEC.md RP8): one per device of any numeric attribute (speed in
 * the user's unit), thinned to at most `maxPoints` by keeping each bucket's lowest and highest
 * value in time order, so peaks survive and a million points draw as a few thousand.
 */
import { convertSpeed, type SpeedUnit } from '@farol/model';
import type { Track } from './track';

export interface SeriesColumns {
  times: Float64Array;
  values: Float64Array;
}

/** The raw values of `attribute` along a track (NaN where a position lacks it). */
export function attributeValues(track: Track, attribute: string, speedUnit: SpeedUnit) {
  if (attribute === 'speed') {
    const values = new Float64Array(track.length);
    for (let i = 0; i < track.length; i += 1) values[i] = convertSpeed(track.speeds[i]!, speedUnit);
    return values;
  }
  if (attribute === 'altitude') return Float64Array.from(track.altitudes);
  if (attribute === 'course') return Float64Array.from(track.courses);
  return track.numeric.get(attribute) ?? new Float64Array(track.length).fill(NaN);
}

/** Keeps every point when they fit, else each bucket's minimum and maximum (in time order). */
export function thinSeries(
  times: Float64Array,
  values: Float64Array,
  maxPoints: number,
): SeriesColumns {
  const present: number[] = [];
  for (let i = 0; i < values.length; i += 1) if (!Number.isNaN(values[i]!)) present.push(i);
  if (present.length <= maxPoints) {
    return {
      times: Float64Array.from(present, (i) => times[i]!),
      values: Float64Array.from(present, (i) => values[i]!),
    };
  }
  const buckets = Math.max(1, Math.floor(maxPoints / 2));
  const size = present.length / buckets;
  const keep: number[] = [];
  for (let b = 0; b < buckets; b += 1) {
    const from = Math.floor(b * size);
    const to = Math.min(present.length, Math.floor((b + 1) * size));
    if (from >= to) continue;
    let low = present[from]!;
    let high = low;
    for (let k = from + 1; k < to; k += 1) {
      const i = present[k]!;
      if (values[i]! < values[low]!) low = i;
      if (values[i]! > values[high]!) high = i;
    }
    if (low === high) keep.push(low);
    else keep.push(Math.min(low, high), Math.max(low, high));
  }
  return {
    times: Float64Array.from(keep, (i) => times[i]!),
    values: Float64Array.from(keep, (i) => values[i]!),
  };
}

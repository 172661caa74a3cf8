/** [RP8] Chart lines: the values of an attribute along a track, thinned with their peaks kept. */
import { describe, expect, it } from 'vitest';
import { attributeValues, thinSeries } from '../../../src/worker/reports/chartSeries';
import { createTrackBuilder } from '../../../src/worker/reports/track';

const f64 = (values: number[]) => Float64Array.from(values);

describe('[RP8] chart series', () => {
  it('altitude and course come from their own columns, unknown attributes are gaps', () => {
    const builder = createTrackBuilder(1);
    [
      [700, 90],
      [710, 180],
    ].forEach(([altitude, course], i) =>
      builder.add({
        id: i + 1,
        fixTime: new Date(Date.UTC(2026, 0, 1, 12, 0, i)).toISOString(),
        latitude: -23,
        longitude: -46,
        altitude,
        course,
      }),
    );
    const track = builder.finish();
    expect(Array.from(attributeValues(track, 'altitude', 'kmh'))).toEqual([700, 710]);
    expect(Array.from(attributeValues(track, 'course', 'kmh'))).toEqual([90, 180]);
    expect(Array.from(attributeValues(track, 'fuel', 'kmh'))).toEqual([NaN, NaN]);
  });

  it('keeps every present point when they fit, the limit included', () => {
    const thin = thinSeries(f64([1, 2, 3, 4]), f64([5, NaN, 7, 8]), 3);
    expect(Array.from(thin.times)).toEqual([1, 3, 4]);
    expect(Array.from(thin.values)).toEqual([5, 7, 8]);
  });

  it('past the limit keeps each bucket’s lowest and highest value, in time order', () => {
    const times = f64([1, 2, 3, 4, 5, 6, 7, 8]);
    const values = f64([5, 9, 1, 5, 5, 5, 2, 7]);
    const thin = thinSeries(times, values, 4);
    expect(Array.from(thin.times)).toEqual([2, 3, 7, 8]);
    expect(Array.from(thin.values)).toEqual([9, 1, 2, 7]);
    const flat = thinSeries(times, f64([3, 3, 3, 3, 3, 3, 3, 3]), 4);
    expect(Array.from(flat.times)).toEqual([1, 5]);
  });
});

/** [RY5] The player's colour ramp: blue for the lowest through green and yellow to red. */
import { describe, expect, it } from 'vitest';
import { colorValues, rampColor, rangeOf } from '../../../src/worker/replay/colorRamp';

describe('[RY5] colour ramp', () => {
  it('blue at the lowest, red at the highest, blended in between, clamped outside', () => {
    expect(rampColor(0)).toEqual([37, 99, 235, 255]);
    expect(rampColor(1)).toEqual([220, 38, 38, 255]);
    expect(rampColor(0.25)).toEqual([22, 163, 74, 255]);
    // Half way from blue to green.
    expect(rampColor(0.125)).toEqual([30, 131, 155, 255]);
    // Three quarters of the way from yellow to orange.
    expect(rampColor(0.6875)).toEqual([234, 111, 11, 255]);
    expect(rampColor(-1)).toEqual(rampColor(0));
    expect(rampColor(2)).toEqual(rampColor(1));
  });

  it('the range skips points without a value; none at all is [0, 1]', () => {
    expect(rangeOf([Float64Array.from([NaN, 4, -2]), Float64Array.from([9, NaN])])).toEqual([
      -2, 9,
    ]);
    expect(rangeOf([Float64Array.from([NaN])])).toEqual([0, 1]);
  });

  it('colours each value over the range, grey where there is none', () => {
    const colors = colorValues(Float64Array.from([10, 30, NaN, 20]), 10, 30);
    expect(Array.from(colors.slice(0, 4))).toEqual([37, 99, 235, 255]);
    expect(Array.from(colors.slice(4, 8))).toEqual([220, 38, 38, 255]);
    expect(Array.from(colors.slice(8, 12))).toEqual([148, 163, 184, 255]);
    expect(Array.from(colors.slice(12, 16))).toEqual(Array.from(rampColor(128 / 255)));
  });
});

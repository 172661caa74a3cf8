import { describe, expect, it } from 'vitest';
import { colorValues, NO_VALUE, rampColor, rangeOf } from '../../../src/worker/replay/colorRamp';
import { idleIntervals, intersect, merge } from '../../../src/worker/replay/skippable';
import { haversine, trackStats } from '../../../src/worker/replay/trackStats';
import { createTrackBuilder } from '../../../src/worker/reports/track';

const KMH = { speed: 'kmh', distance: 'km', volume: 'ltr' } as const;

describe('skippable intervals', () => {
  it('[RY3] a device idles before its first fix, in its stops and after its last', () => {
    const stops = [
      { start: 20, end: 30 },
      { start: 28, end: 40 },
    ];
    expect(idleIntervals(0, 100, 10, 90, stops)).toEqual([
      [0, 10],
      [20, 40],
      [90, 100],
    ]);
    expect(idleIntervals(0, 100, null, null, [])).toEqual([[0, 100]]);
  });

  it('[RY3] only the times every device idles are skippable', () => {
    expect(
      intersect([
        [
          [0, 10],
          [20, 40],
        ],
        [
          [5, 25],
          [35, 50],
        ],
      ]),
    ).toEqual([
      [5, 10],
      [20, 25],
      [35, 40],
    ]);
    expect(intersect([])).toEqual([]);
    expect(
      merge([
        [5, 6],
        [1, 5],
      ]),
    ).toEqual([[1, 6]]);
  });
});

describe('track stats', () => {
  it('[RY4] distance, moving and stopped time, top and average speed, in the user’s units', () => {
    const builder = createTrackBuilder(1);
    // 0.01° of latitude apart, about 1,113 m each; 10 kn top.
    const points = [
      [0, 0, 0],
      [60, 0.01, 10],
      [120, 0.02, 0],
      [600, 0.02, 0],
    ];
    for (const [seconds, lat, speed] of points) {
      builder.add({
        id: seconds! + 1,
        deviceId: 1,
        fixTime: new Date(seconds! * 1000).toISOString(),
        latitude: lat!,
        longitude: 0,
        speed: speed!,
        course: 0,
        altitude: 0,
        address: null,
        attributes: {},
      });
    }
    const stats = trackStats(
      builder.finish(),
      [{ start: 120_000, end: 600_000, longitude: 0, latitude: 0 }],
      KMH,
    );
    const metres = 2 * haversine(0, 0, 0, 0.01);
    expect(stats.distance).toBeCloseTo(metres / 1000, 2);
    expect(stats.stoppedMs).toBe(480_000);
    expect(stats.movingMs).toBe(120_000);
    expect(stats.maxSpeed).toBeCloseTo(18.52, 2);
    expect(stats.averageSpeed).toBeCloseTo((metres / 120) * 3.6, 4);
    expect(stats).toMatchObject({ stops: 1, points: 4 });
  });
});

describe('colour ramp', () => {
  it('[RY5] runs blue to red over the range; a missing value is grey', () => {
    const colors = colorValues(Float64Array.from([0, 50, 100, NaN]), 0, 100);
    expect(Array.from(colors.subarray(0, 4))).toEqual(rampColor(0));
    expect(Array.from(colors.subarray(8, 12))).toEqual(rampColor(1));
    expect(Array.from(colors.subarray(12, 16))).toEqual([...NO_VALUE]);
    expect(rampColor(0)[2]).toBeGreaterThan(rampColor(0)[0]);
    expect(rampColor(1)[0]).toBeGreaterThan(rampColor(1)[2]);
    expect(rangeOf([Float64Array.from([3, NaN, -1]), Float64Array.from([7])])).toEqual([-1, 7]);
    expect(rangeOf([Float64Array.from([NaN])])).toEqual([0, 1]);
  });
});

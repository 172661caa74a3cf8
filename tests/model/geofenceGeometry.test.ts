import { describe, expect, it } from 'vitest';
import { circleAreaKm2, shapeSummary } from '@farol/model';

describe('geofence geometry', () => {
  it('a circle shows its area in km², other shapes their point count', () => {
    expect(circleAreaKm2(1000)).toBeCloseTo(Math.PI, 6);
    expect(shapeSummary({ type: 'circle', center: [0, 0], radius: 500 })).toEqual({
      kind: 'area',
      km2: circleAreaKm2(500),
    });
    expect(
      shapeSummary({
        type: 'polygon',
        ring: [
          [0, 0],
          [0, 1],
          [1, 1],
        ],
      }),
    ).toEqual({ kind: 'points', count: 3 });
    expect(shapeSummary({ type: 'line', points: [[0, 0]] })).toEqual({ kind: 'points', count: 1 });
  });

  it('does not count the closing point Traccar repeats at the end of a stored ring', () => {
    const ring: [number, number][] = [
      [0, 0],
      [0, 1],
      [1, 1],
      [0, 0],
    ];
    expect(shapeSummary({ type: 'polygon', ring })).toEqual({ kind: 'points', count: 3 });
  });
});

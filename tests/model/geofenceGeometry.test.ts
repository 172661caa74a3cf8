import { describe, expect, it } from 'vitest';
import { circleAreaKm2, ringSelfIntersects, shapeSummary } from '@farol/model';

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

  it('finds rings that cross or touch themselves, not neighbouring edges', () => {
    const square: [number, number][] = [
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
    ];
    expect(ringSelfIntersects(square)).toBe(false);
    expect(
      ringSelfIntersects([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(true);
    // A vertex lying on another edge touches it.
    expect(
      ringSelfIntersects([
        [0, 0],
        [2, 0],
        [2, 2],
        [1, 0],
        [0, 2],
      ]),
    ).toBe(true);
    expect(ringSelfIntersects(square.slice(0, 3))).toBe(false);
  });

  it('handles a 1,000-vertex ring', () => {
    const ring = Array.from({ length: 1000 }, (_, i): [number, number] => {
      const angle = (2 * Math.PI * i) / 1000;
      return [Math.cos(angle), Math.sin(angle)];
    });
    expect(ringSelfIntersects(ring)).toBe(false);
    [ring[10], ring[500]] = [ring[500]!, ring[10]!];
    expect(ringSelfIntersects(ring)).toBe(true);
  });
});

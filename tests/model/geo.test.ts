import { describe, expect, it } from 'vitest';
import {
  circleRing,
  containsPoint,
  distanceToLine,
  EARTH_RADIUS_M,
  haversine,
  inRing,
  parseWkt,
  toRadians,
} from '@farol/model';

/** Metres per degree of latitude on Traccar's sphere (2πR/360). */
const METRES_PER_DEGREE = (2 * Math.PI * 6_378_137) / 360;
const m = (metres: number) => metres / METRES_PER_DEGREE;

describe('haversine', () => {
  it('measures on R = 6378137 m, as Traccar', () => {
    expect(EARTH_RADIUS_M).toBe(6_378_137);
    expect(haversine(0, 0, 1, 0)).toBeCloseTo(METRES_PER_DEGREE, 6);
    // A degree of longitude shrinks with the cosine of the latitude.
    expect(haversine(60, 0, 60, 1)).toBeCloseTo(METRES_PER_DEGREE / 2, -1);
    expect(haversine(-23.55, -46.63, -23.55, -46.63)).toBe(0);
  });

  it('is symmetric and goes the short way round the antimeridian', () => {
    expect(haversine(-23.5, -46.6, -22.9, -43.2)).toBeCloseTo(
      haversine(-22.9, -43.2, -23.5, -46.6),
      9,
    );
    expect(haversine(0, 179.5, 0, -179.5)).toBeCloseTo(METRES_PER_DEGREE, 6);
  });

  it('turns degrees into radians', () => {
    expect(toRadians(180)).toBe(Math.PI);
    expect(toRadians(-90)).toBe(-Math.PI / 2);
  });
});

describe('geofence containment', () => {
  it.each([
    ['circle, inside', 'CIRCLE (0 0, 100)', m(99), 0, true],
    ['circle, outside', 'CIRCLE (0 0, 100)', m(101), 0, false],
    ['polygon, inside', 'POLYGON ((0 0, 0 1, 1 1, 1 0))', 0.5, 0.5, true],
    ['polygon, outside', 'POLYGON ((0 0, 0 1, 1 1, 1 0))', 1.5, 0.5, false],
    ['polygon, below', 'POLYGON ((0 0, 0 1, 1 1, 1 0))', -0.5, 0.5, false],
    ['concave polygon notch', 'POLYGON ((0 0, 2 0, 2 2, 1 1, 0 2))', 1, 1.6, false],
    ['concave polygon arm', 'POLYGON ((0 0, 2 0, 2 2, 1 1, 0 2))', 1.8, 1.6, true],
    ['line, within 25 m', 'LINESTRING (0 0, 0 1)', m(24), 0.5, true],
    ['line, beyond 25 m', 'LINESTRING (0 0, 0 1)', m(26), 0.5, false],
    ['line, past its end', 'LINESTRING (0 0, 0 1)', 0, 1 + m(30), false],
  ])('%s', (_name, wkt, latitude, longitude, inside) => {
    expect(containsPoint(parseWkt(wkt), latitude, longitude)).toBe(inside);
  });

  it('widens a line by the polylineDistance given', () => {
    const line = parseWkt('LINESTRING (0 0, 0 1)');
    expect(containsPoint(line, m(40), 0.5, 50)).toBe(true);
    expect(containsPoint(line, m(40), 0.5, 30)).toBe(false);
  });

  it('casts rays on [lon, lat] rings', () => {
    const square: [number, number][] = [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ];
    expect(inRing(square, 1, 1)).toBe(true);
    expect(inRing(square, 3, 1)).toBe(false);
    expect(inRing(square, 1, 3)).toBe(false);
  });

  it('measures distance to a polyline in metres, to its nearest segment or end', () => {
    const line: [number, number][] = [
      [0, 0],
      [1, 0],
    ];
    expect(distanceToLine(line, 0.5, m(100))).toBeCloseTo(100, 3);
    expect(distanceToLine(line, 0.5, m(-100))).toBeCloseTo(100, 3);
    expect(distanceToLine(line, -m(30), 0)).toBeCloseTo(30, 3);
    expect(distanceToLine([[0, 0]], 0, m(10))).toBeCloseTo(10, 3);
    expect(
      distanceToLine(
        [
          [0, 0],
          [0, 0],
        ],
        0,
        m(10),
      ),
    ).toBeCloseTo(10, 3);
  });
});

describe('circleRing', () => {
  it('draws a closed ring whose points all lie at the radius the server tests against', () => {
    const center: [number, number] = [-46.6, -23.5];
    const ring = circleRing(center, 1000, 32);
    expect(ring).toHaveLength(33);
    expect(ring.at(-1)![0]).toBeCloseTo(ring[0]![0], 9);
    expect(ring.at(-1)![1]).toBeCloseTo(ring[0]![1], 9);
    for (const [lon, lat] of ring) {
      expect(haversine(center[1], center[0], lat, lon)).toBeCloseTo(1000, -1);
    }
    // North first, then clockwise through east.
    expect(ring[0]![1]).toBeGreaterThan(center[1]);
    expect(ring[8]![0]).toBeGreaterThan(center[0]);
  });
});

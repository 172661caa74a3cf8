import { describe, expect, it } from 'vitest';
import { formatWkt, parseWkt } from '@farol/model';

describe('parseWkt (latitude first)', () => {
  it('reads a circle into [lon, lat] and metres', () => {
    expect(parseWkt('CIRCLE (55.75414 37.6204, 100)')).toEqual({
      type: 'circle',
      center: [37.6204, 55.75414],
      radius: 100,
    });
  });
  it('reads polygons with or without the space, and lines', () => {
    const ring = parseWkt('POLYGON((-23.5 -46.6, -23.6 -46.6, -23.6 -46.7, -23.5 -46.6))');
    expect(ring).toMatchObject({ type: 'polygon' });
    expect(ring.type === 'polygon' && ring.ring[0]).toEqual([-46.6, -23.5]);
    expect(parseWkt('LINESTRING (1 2, 3 4)')).toEqual({
      type: 'line',
      points: [
        [2, 1],
        [4, 3],
      ],
    });
  });
  it.each([
    ['POINT (1 2)', /must be CIRCLE/],
    ['CIRCLE (1 2, 0)', /radius/],
    ['CIRCLE (95 2, 10)', /outside the globe/],
    ['POLYGON ((1 2, 3 4))', /at least 3 points/],
    ['LINESTRING (1 2)', /at least 2 points/],
    ['LINESTRING (1 x, 2 3)', /latitude longitude/],
  ])('rejects %s with a clear message', (area, message) => {
    expect(() => parseWkt(area)).toThrow(message);
  });
  it('round-trips through formatWkt', () => {
    for (const area of [
      'CIRCLE (-23.55 -46.63, 150)',
      'LINESTRING (1 2, 3 4)',
      'POLYGON ((1 2, 3 4, 5 6))',
    ]) {
      expect(formatWkt(parseWkt(area))).toBe(area);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { decodeOsmandQuery, queryPairs } from '../../server/protocols/osmand/decodeQuery';

describe('OsmAnd query: parameters in QueryStringDecoder order', () => {
  it('keeps a query without a repeated key as sent', () => {
    expect(queryPairs('?id=1&lat=2&lon=3&flag')).toEqual([
      'id',
      '1',
      'lat',
      '2',
      'lon',
      '3',
      'flag',
      '',
    ]);
  });

  it('brings a repeated key’s later values to its first place, as Traccar reads them', () => {
    expect(queryPairs('lat=1&location=2,3&lat=4')).toEqual([
      'lat',
      '1',
      'lat',
      '4',
      'location',
      '2,3',
    ]);
    // Traccar reads lat=1, lat=4, then location: the location's latitude is the one stored.
    const message = decodeOsmandQuery('id=x&lat=1&location=2,3&lat=4', 0);
    expect(message.positions[0]).toMatchObject({ latitude: 2, longitude: 3 });
  });

  it('groups the same way in an escaped query and past 32 parameters', () => {
    expect(queryPairs('a=%41&b=1&a=2')).toEqual(['a', 'A', 'a', '2', 'b', '1']);
    const many = Array.from({ length: 40 }, (_, i) => `k${i}=${i}`).join('&') + '&k0=again';
    const pairs = queryPairs(many);
    expect(pairs.slice(0, 4)).toEqual(['k0', '0', 'k0', 'again']);
    expect(pairs).toHaveLength(82);
  });
});

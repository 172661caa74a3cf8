import { describe, expect, it } from 'vitest';
import { queryParams } from '../../server/protocols/osmand/decodeQuery';
import { decodeOsmandRequest } from '../../server/protocols/osmand/handler';
import { javaDouble, parseOsmandTimestamp } from '../../server/protocols/osmand/values';
import samples from './fixtures/osmand-samples.json';

interface Sample {
  line: number;
  assert: string;
  message: { method: string; url: string; headers?: Record<string, string>; body?: string };
  attribute?: { key: string; expected: unknown };
}

const NOW = Date.UTC(2025, 6, 1, 12, 0, 0);

function decode(sample: Sample) {
  return decodeOsmandRequest(
    {
      url: sample.message.url,
      contentType: sample.message.headers?.['Content-Type'] ?? '',
      body: sample.message.body ?? '',
    },
    NOW,
  );
}

const FIELD_KEYS = ['speed', 'course', 'altitude', 'network'] as const;

describe('OsmAnd decoder on the Traccar test samples', () => {
  it.each((samples.samples as Sample[]).map((s) => [`line ${s.line} ${s.assert}`, s] as const))(
    '%s',
    (_name, sample) => {
      const message = decode(sample);
      switch (sample.assert) {
        case 'verifyNull':
          expect(message.uniqueId).toBeNull();
          expect(message.positions).toEqual([]);
          break;
        case 'verifyNotNull':
          expect(message.uniqueId).not.toBeNull();
          expect(message.positions).toHaveLength(1);
          break;
        case 'verifyPosition': {
          expect(message.uniqueId).toMatch(/^\d+$/);
          expect(message.positions).toHaveLength(1);
          const p = message.positions[0]!;
          expect(p.outdated).toBe(false);
          expect(p.fixTime).toBeGreaterThan(Date.UTC(1999, 0, 1));
          expect(p.fixTime).toBeLessThan(NOW + 25 * 3_600_000);
          expect(Math.abs(p.latitude)).toBeLessThanOrEqual(90);
          expect(Math.abs(p.longitude)).toBeLessThanOrEqual(180);
          expect(p.latitude !== 0 || p.longitude !== 0).toBe(true);
          expect(p.speed).toBeGreaterThanOrEqual(0);
          expect(p.speed).toBeLessThanOrEqual(869);
          expect(p.course).toBeGreaterThanOrEqual(0);
          expect(p.course).toBeLessThanOrEqual(360);
          break;
        }
        case 'verifyAttribute': {
          const { key, expected } = sample.attribute!;
          const p = message.positions[0]!;
          const actual = (FIELD_KEYS as readonly string[]).includes(key)
            ? p[key as (typeof FIELD_KEYS)[number]]
            : p.attributes[key];
          expect(actual).toEqual(expected);
          break;
        }
        default:
          throw new Error(`unhandled assert ${sample.assert}`);
      }
    },
  );
});

describe('OsmAnd query form', () => {
  const query = (q: string, body = '') =>
    decodeOsmandRequest({ url: `/?${q}`, contentType: '', body }, NOW);

  it('reads numeric timestamps as seconds below 2^31−1, else milliseconds', () => {
    expect(parseOsmandTimestamp('1377177267')).toBe(1377177267000);
    expect(parseOsmandTimestamp('1442068686579')).toBe(1442068686579);
    expect(parseOsmandTimestamp('2016-01-27T18:55:47Z')).toBe(Date.UTC(2016, 0, 27, 18, 55, 47));
    expect(parseOsmandTimestamp('2014-06-04 09:10:11')).toBe(
      new Date(2014, 5, 4, 9, 10, 11).getTime(),
    );
    expect(() => parseOsmandTimestamp('2016-01-27T18:55:47')).toThrow(/timestamp/);
  });

  it('maps the named parameters to fields and attributes (speed stays in knots)', () => {
    const p = query(
      'id=123456789012345&timestamp=1504763810&lat=40.7232948571&lon=-74.0061408571&bearing=7.19889788244&speed=40&ignition=true&rpm=933&fuel=24&batt=87&hdop=1.5&altitude=12&accuracy=4&charge=TRUE&driverUniqueId=007&note=hello&valid=0',
    ).positions[0]!;
    expect(p).toMatchObject({
      fixTime: 1504763810000,
      deviceTime: 1504763810000,
      latitude: 40.7232948571,
      longitude: -74.0061408571,
      course: 7.19889788244,
      speed: 40,
      altitude: 12,
      accuracy: 4,
      valid: false,
      protocol: 'osmand',
    });
    expect(p.attributes).toEqual({
      ignition: true,
      rpm: 933,
      fuel: 24,
      batteryLevel: 87,
      hdop: 1.5,
      charge: true,
      driverUniqueId: '007',
      note: 'hello',
    });
  });

  it('accepts heading, deviceid, location=lat,lon and defaults the time to now', () => {
    const a = query('deviceid=42&heading=90&location=60.5,30.25').positions[0]!;
    expect(query('deviceid=42').uniqueId).toBe('42');
    expect(a).toMatchObject({
      course: 90,
      latitude: 60.5,
      longitude: 30.25,
      fixTime: NOW,
      valid: true,
    });
  });

  it('builds the network from cell and wifi parameters', () => {
    const message = query(
      'id=123456&timestamp=1377177267&cell=257,02,16,2224&cell=257,02,16,2223,-90&wifi=00-14-22-01-23-45,-80',
    );
    const p = message.positions[0]!;
    expect(p.outdated).toBe(true);
    expect(p.network).toEqual({
      radioType: 'gsm',
      considerIp: false,
      cellTowers: [
        { mobileCountryCode: 257, mobileNetworkCode: 2, locationAreaCode: 16, cellId: 2224 },
        {
          mobileCountryCode: 257,
          mobileNetworkCode: 2,
          locationAreaCode: 16,
          cellId: 2223,
          signalStrength: -90,
        },
      ],
      wifiAccessPoints: [{ macAddress: '00:14:22:01:23:45', signalStrength: -80 }],
    });
  });

  it('reads a form body when the URL has no query', () => {
    const message = decodeOsmandRequest(
      { url: '/', contentType: 'application/x-www-form-urlencoded', body: 'id=9&lat=1.5&lon=2.5' },
      NOW,
    );
    expect(message.uniqueId).toBe('9');
    expect(message.positions[0]).toMatchObject({ latitude: 1.5, longitude: 2.5 });
  });

  it('refuses malformed numbers with an error naming the parameter', () => {
    expect(() => query('id=1&lat=north&lon=2')).toThrow(/lat: not a finite number/);
  });
});

describe('OsmAnd JSON form', () => {
  const json = (body: unknown) =>
    decodeOsmandRequest(
      { url: '/', contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) },
      NOW,
    );
  const location = {
    timestamp: '2021-07-21T08:06:34.444Z',
    coords: {
      latitude: -6.1148096,
      longitude: 106.6837015,
      accuracy: 12.5,
      speed: 18.67,
      heading: 63,
      altitude: 35.7,
    },
    is_moving: true,
    odometer: 1234.9,
    event: 'motionchange',
    activity: { type: 'in_vehicle' },
    battery: { level: 0.79, is_charging: true },
    extras: { count: 12, ratio: 1.345, flag: false, label: 'x' },
  };

  it('converts m/s to knots and maps the well-known keys', () => {
    const message = json({ device_id: '8737767034', location });
    expect(message.uniqueId).toBe('8737767034');
    const p = message.positions[0]!;
    expect(p.speed).toBeCloseTo(18.67 / 0.514444, 6);
    expect(p).toMatchObject({
      fixTime: Date.UTC(2021, 6, 21, 8, 6, 34, 444),
      valid: true,
      course: 63,
      accuracy: 12.5,
      altitude: 35.7,
    });
    expect(p.attributes).toEqual({
      motion: true,
      odometer: 1234,
      event: 'motionchange',
      activity: 'in_vehicle',
      batteryLevel: 79,
      charge: true,
      count: 12,
      ratio: 1.345,
      flag: false,
      label: 'x',
    });
  });

  it('ignores negative speed, heading and battery level, and accuracy below 10', () => {
    const p = json({
      device_id: 'x',
      location: {
        ...location,
        coords: { ...location.coords, speed: -1, heading: -1, accuracy: 5 },
        battery: { level: -1, is_charging: false },
      },
    }).positions[0]!;
    expect(p).toMatchObject({ speed: 0, course: 0, accuracy: 0 });
    expect(p.attributes.batteryLevel).toBeUndefined();
    expect(p.attributes.charge).toBeUndefined();
  });

  it('decodes a list of locations, and a location without coords as outdated', () => {
    const message = json({
      device_id: 'x',
      location: [location, { timestamp: '2021-07-21T08:07:00Z', is_moving: false }],
    });
    expect(message.positions).toHaveLength(2);
    expect(message.positions[1]!.outdated).toBe(true);
  });

  it('refuses bad JSON and a missing timestamp', () => {
    expect(() =>
      decodeOsmandRequest({ url: '/', contentType: 'application/json', body: '{oops' }, NOW),
    ).toThrow(/not valid JSON/);
    expect(() => json({ device_id: 'x', location: { coords: location.coords } })).toThrow(
      /timestamp/,
    );
  });
});

describe('queryParams: the direct split gives what URLSearchParams gives', () => {
  const viaUrlSearchParams = (query: string) => {
    const grouped = new Map<string, string[]>();
    for (const [key, value] of new URLSearchParams(query)) {
      grouped.set(key, [...(grouped.get(key) ?? []), value]);
    }
    return grouped;
  };

  it.each([
    'id=123&lat=1.5&lon=2&timestamp=1700000000',
    '?id=1&cell=1,2,3,4&cell=5,6,7,8&wifi=aa-bb,-50',
    'id=1&&lat=1&',
    '&id=1&flag&empty=&a=b=c',
    '=x&=&id=',
    'id=1&id=2&lat=3&id=4',
    '',
    '?',
    'id=a%20b&name=x+y',
    'id=%zz&lat=1',
  ])('%j', (query) => {
    expect(queryParams(query)).toEqual(viaUrlSearchParams(query));
  });
});

describe('javaDouble', () => {
  it("reads Double.parseDouble's forms, plain decimals as the full rules", () => {
    const cases: [string, number | null][] = [
      ['-23.650000', -23.65],
      ['+5', 5],
      ['5.', 5],
      ['.5', 0.5],
      ['-.5', -0.5],
      ['-0', -0],
      ['007.50', 7.5],
      [' 6.5\t', 6.5],
      ['1e3', 1000],
      ['2.5f', 2.5],
      ['NaN', NaN],
      ['-Infinity', -Infinity],
      ['.', null],
      ['-', null],
      ['', null],
      ['1..2', null],
      ['1.2.', null],
      ['+-1', null],
      ['0x10', null],
      ['true', null],
    ];
    for (const [text, expected] of cases)
      expect([text, javaDouble(text)]).toEqual([text, expected]);
  });
});

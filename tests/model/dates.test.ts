import { describe, expect, it } from 'vitest';
import {
  errorCodeFromResponse,
  formatTraccarDate,
  isRealTime,
  MAX_TIME_MS,
  MIN_TIME_MS,
  parseZonedDate,
  traccarDateOrNull,
} from '@farol/model';

describe('parseZonedDate: ISO-8601 with a zone, every field in its calendar range', () => {
  it.each([
    ['2024-02-29T10:00:00Z', Date.UTC(2024, 1, 29, 10)],
    ['2024-01-01T00:00:00.123+03:00', Date.UTC(2023, 11, 31, 21, 0, 0, 123)],
    ['2024-01-01T00:00-0300', Date.UTC(2024, 0, 1, 3)],
    ['2024-12-31T23:59:59.999999Z', Date.UTC(2024, 11, 31, 23, 59, 59, 999)],
    ['9999-12-31T23:59:59.999Z', MAX_TIME_MS],
  ])('reads %s', (text, ms) => {
    expect(parseZonedDate(text)).toBe(ms);
  });

  it.each([
    '2023-02-29T10:00:00Z',
    '2024-02-31T10:00:00Z',
    '2024-04-31T00:00:00Z',
    '2024-13-01T00:00:00Z',
    '2024-00-10T00:00:00Z',
    '2024-01-01T24:00:00Z',
    '2024-01-01T10:60:00Z',
    '2024-01-01T10:00:60Z',
    '2024-01-01T10:00:00+19:00',
    '2024-01-01T10:00:00',
    '+275760-09-13T00:00:00Z',
    '2024-01-01 10:00:00Z',
    'yesterday',
  ])('refuses %s', (text) => {
    expect(parseZonedDate(text)).toBeNull();
  });
});

describe('dates that are no real date never break a serialiser', () => {
  it('writes null for them, the ISO text otherwise', () => {
    for (const bad of [NaN, Infinity, 1e20, -1e20, MAX_TIME_MS + 1]) {
      expect(isRealTime(bad)).toBe(false);
      expect(traccarDateOrNull(bad)).toBeNull();
    }
    expect(traccarDateOrNull(null)).toBeNull();
    expect(traccarDateOrNull(0)).toBe('1970-01-01T00:00:00.000+00:00');
    expect(() => formatTraccarDate(1e20)).toThrow(RangeError);
  });
});

describe('formatTraccarDate', () => {
  const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

  it('writes what toISOString writes, with +00:00, across the whole range', () => {
    const edges = [MIN_TIME_MS, MAX_TIME_MS, 0, -1, 1, 86_399_999, 86_400_000, -86_400_001];
    let seed = 19;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    const samples = [...edges, 1.5, -0.5];
    for (let i = 0; i < 5_000; i += 1) {
      const ms = Math.max(MIN_TIME_MS, Math.round(random() * MAX_TIME_MS));
      const near = Math.min(MAX_TIME_MS, ms + 1_234);
      // Alternate days and repeat the same day, as a batch of positions does.
      samples.push(ms, near, Math.max(MIN_TIME_MS, Math.min(MAX_TIME_MS, -ms)));
    }
    for (const ms of samples) expect(formatTraccarDate(ms)).toBe(iso(ms));
  });
});

describe('TOO_MANY_FAILED_LOGINS', () => {
  it('is the code of the lockout, the minutes left after it', () => {
    const body = 'java.lang.SecurityException: Too many failed logins - 15';
    expect(errorCodeFromResponse(429, body)).toBe('TOO_MANY_FAILED_LOGINS');
  });
});

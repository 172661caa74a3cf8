import { describe, expect, it } from 'vitest';
import { displayPrefsOf } from '../../src/ui/format/displayPrefs';
import { formatCoordinate, formatCoordinates } from '../../src/ui/format/formatCoordinates';
import { formatDate, formatDateTime } from '../../src/ui/format/formatDateTime';
import { formatNumber } from '../../src/ui/format/formatNumber';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from '../../src/ui/format/formatters';
import { server, user } from '../worker/support/fixtures';
import { formatRelativeTime } from '../../src/ui/format/formatRelativeTime';
import { safeReturnPath } from '../../src/ui/login/safeReturnPath';

describe('Intl formatters kept once made', () => {
  it.each([
    ['date and time', dateTimeFormat, { hour: 'numeric' }],
    ['number', numberFormat, { maximumFractionDigits: 1 }],
    ['relative time', relativeTimeFormat, { style: 'short' }],
  ] as const)('one %s formatter per locale and options', (_, make, options) => {
    const build = make as (locale: string, options: object) => object;
    const first = build('pt-BR', options);
    expect(build('pt-BR', { ...options })).toBe(first);
    expect(build('es-ES', options)).not.toBe(first);
    expect(build('pt-BR', {})).not.toBe(first);
    expect(build('es-ES', options).constructor).toBe(first.constructor);
  });
});

describe('formatRelativeTime', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  it.each([
    [now - 5_000, 'en-US', '5 sec. ago'],
    [now - 3 * 60_000, 'en-US', '3 min. ago'],
    [now - 2 * 3_600_000, 'pt-BR', 'há 2 h'],
    [now - 26 * 3_600_000, 'en-US', 'yesterday'],
    [now, 'pt-BR', 'agora'],
  ])('%s in %s reads %s', (time, locale, text) => {
    expect(formatRelativeTime(time, now, locale)).toBe(text);
  });

  it('reads a time slightly ahead of the clock as now, and null as null', () => {
    expect(formatRelativeTime(now + 4_000, now, 'pt-BR')).toBe('agora');
    expect(formatRelativeTime(null, now, 'pt-BR')).toBeNull();
  });
});

describe('formatNumber', () => {
  it('uses the locale separators', () => {
    expect(formatNumber(1234.5, 'pt-BR', 1)).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en-US', 1)).toBe('1,234.5');
  });
});

describe('formatCoordinates', () => {
  const prefs = (coordinateFormat: 'dd' | 'ddm' | 'dms', locale = 'pt-BR') => ({
    locale,
    coordinateFormat,
  });

  it('writes decimal degrees signed with 6 decimals in the locale', () => {
    expect(formatCoordinates(-22.9519, -43.2105, prefs('dd'))).toBe('-22,951900, -43,210500');
    expect(formatCoordinates(-22.9519, -43.2105, prefs('dd', 'en-US'))).toBe(
      '-22.951900, -43.210500',
    );
  });

  it('writes degrees and decimal minutes with the hemisphere', () => {
    expect(formatCoordinates(-22.9519, -43.2105, prefs('ddm'))).toBe('22° 57,11′ S, 43° 12,63′ W');
    expect(formatCoordinate(51.5, 'latitude', prefs('ddm', 'en-US'))).toBe('51° 30.00′ N');
  });

  it('writes degrees, minutes and whole seconds with the hemisphere', () => {
    expect(formatCoordinates(-22.9519, -43.2105, prefs('dms'))).toBe(
      '22° 57′ 07″ S, 43° 12′ 38″ W',
    );
    expect(formatCoordinate(2.35, 'longitude', prefs('dms'))).toBe('2° 21′ 00″ E');
  });

  it('carries rounding into the larger unit, never 60 seconds or minutes', () => {
    expect(formatCoordinate(10.99999, 'latitude', prefs('dms'))).toBe('11° 00′ 00″ N');
    expect(formatCoordinate(-10.99999, 'longitude', prefs('ddm'))).toBe('11° 00,00′ W');
  });
});

describe('formatDateTime', () => {
  const noon = Date.UTC(2026, 0, 1, 12, 0, 0);

  it("follows the user's clock and zone, not only the locale's habit", () => {
    const base = { locale: 'pt-BR', timeZone: 'America/Sao_Paulo' };
    expect(formatDateTime(noon, base)).toBe('01/01/2026, 09:00:00');
    expect(formatDateTime(noon, { ...base, hour12: true })).toBe('01/01/2026, 09:00:00 AM');
    expect(formatDateTime(noon, { locale: 'en-US', timeZone: 'UTC', hour12: false })).toBe(
      '1/1/26, 12:00:00',
    );
  });

  it('reads nothing and an invalid time as null', () => {
    expect(formatDateTime(null, { locale: 'pt-BR' })).toBeNull();
    expect(formatDateTime('never', { locale: 'pt-BR' })).toBeNull();
  });
});

describe('formatDate', () => {
  it('is the date alone, in the zone of the user, with no trailing separator', () => {
    const early = Date.UTC(2026, 0, 1, 2, 0, 0);
    expect(formatDate(early, { locale: 'pt-BR', timeZone: 'America/Sao_Paulo' })).toBe(
      '31/12/2025',
    );
    expect(formatDate(early, { locale: 'es-ES', timeZone: 'UTC' })).toBe('1/1/26');
    expect(formatDate(null, { locale: 'pt-BR' })).toBeNull();
    expect(formatDate('never', { locale: 'pt-BR' })).toBeNull();
  });
});

describe('displayPrefsOf', () => {
  it("takes the user's preferences, else the server's, else decimal degrees and the locale's clock", () => {
    expect(displayPrefsOf('pt-BR', user(), server())).toEqual({
      locale: 'pt-BR',
      timeZone: undefined,
      hour12: undefined,
      coordinateFormat: 'dd',
    });
    const everyone = server({
      coordinateFormat: 'ddm',
      attributes: { timezone: 'Europe/Lisbon', twelveHourFormat: true },
    });
    expect(displayPrefsOf('pt-BR', user(), everyone)).toMatchObject({
      timeZone: 'Europe/Lisbon',
      hour12: true,
      coordinateFormat: 'ddm',
    });
    const mine = user({
      coordinateFormat: 'dms',
      attributes: { timezone: 'America/Manaus', twelveHourFormat: false },
    });
    expect(displayPrefsOf('pt-BR', mine, everyone)).toMatchObject({
      timeZone: 'America/Manaus',
      hour12: false,
      coordinateFormat: 'dms',
    });
  });

  it("puts the server's first when it forces its settings", () => {
    const mine = user({ coordinateFormat: 'dms', attributes: { twelveHourFormat: false } });
    const forced = server({
      forceSettings: true,
      coordinateFormat: 'ddm',
      attributes: { twelveHourFormat: true },
    });
    expect(displayPrefsOf('en-US', mine, forced)).toMatchObject({
      hour12: true,
      coordinateFormat: 'ddm',
    });
  });

  it('ignores a coordinate format Traccar does not name', () => {
    expect(displayPrefsOf('pt-BR', user({ coordinateFormat: 'utm' }), server())).toMatchObject({
      coordinateFormat: 'dd',
    });
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/devices/3', '/devices/3'],
    ['/reports?x=1', '/reports?x=1'],
    [null, '/home'],
    ['https://evil.example', '/home'],
    ['//evil.example/path', '/home'],
    ['/\\evil.example', '/home'],
    ['/login?to=/x', '/home'],
    ['/share/abc', '/home'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});

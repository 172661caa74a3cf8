import { describe, expect, it } from 'vitest';
import { formatCoordinates, formatNumber } from '../../src/ui/format/formatNumber';
import { formatRelativeTime } from '../../src/ui/format/formatRelativeTime';
import { safeReturnPath } from '../../src/ui/login/safeReturnPath';

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
    expect(formatCoordinates(-22.9519, -43.2105, 'pt-BR')).toBe('-22,951900, -43,210500');
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

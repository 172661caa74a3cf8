import { describe, expect, it } from 'vitest';
import {
  expiryOf,
  fromDateTimeLocal,
  toDateTimeLocal,
} from '../../src/ui/devices/actions/shareExpiry';

const NOW = new Date(2025, 2, 1, 12, 30, 15).getTime();
const HOUR = 3_600_000;

describe('share expiry choices', () => {
  it('presets count from now: 1 hour, 1 day, 7 days', () => {
    expect(expiryOf('hour', '', NOW)).toBe(NOW + HOUR);
    expect(expiryOf('day', '', NOW)).toBe(NOW + 24 * HOUR);
    expect(expiryOf('week', '', NOW)).toBe(NOW + 7 * 24 * HOUR);
  });

  it('a custom date-time is read in local time', () => {
    expect(expiryOf('custom', '2025-03-02T08:05', NOW)).toBe(new Date(2025, 2, 2, 8, 5).getTime());
    expect(fromDateTimeLocal('2025-03-02T08:05:30')).toBe(new Date(2025, 2, 2, 8, 5, 30).getTime());
  });

  it.each(['', 'amanhã', '2025-03-02', '2025-02-31T10:00', '2025-13-01T10:00'])(
    'refuses %j',
    (value) => {
      expect(fromDateTimeLocal(value)).toBeNaN();
      expect(expiryOf('custom', value, NOW)).toBeNaN();
    },
  );

  it('writes an input value to the minute that reads back the same', () => {
    expect(toDateTimeLocal(NOW)).toBe('2025-03-01T12:30');
    expect(fromDateTimeLocal(toDateTimeLocal(NOW))).toBe(new Date(2025, 2, 1, 12, 30).getTime());
  });
});

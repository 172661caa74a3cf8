import { describe, expect, it } from 'vitest';
import { calendarContains, validateCalendarData } from '../../../server/services/calendars';
import {
  decodeBase64,
  defaultSchedule,
  encodeBase64,
  fromIcalDay,
  readSchedule,
  toIcalDay,
  writeSchedule,
  type Schedule,
} from '../../../src/ui/calendars/schedule';

const base: Schedule = {
  ...defaultSchedule('America/Sao_Paulo', new Date(2026, 2, 2)),
  frequency: 'weekly',
  weekdays: ['MO', 'WE', 'ST'],
  ends: 'count',
  count: 8,
};

describe('calendar schedule (ical.js)', () => {
  it('maps the SPEC weekday codes to iCalendar and back (ST is Saturday)', () => {
    expect(toIcalDay('ST')).toBe('SA');
    expect(toIcalDay('MO')).toBe('MO');
    expect(fromIcalDay('SA')).toBe('ST');
    expect(fromIcalDay('1MO')).toBe('MO');
    expect(fromIcalDay('XX')).toBeNull();
  });

  it("stores iCalendar with the SPEC's ST for Saturday, which the server reads as SA", () => {
    const data = writeSchedule(base, 'Turno');
    const text = decodeBase64(data);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toMatch(/DTSTART;TZID=America\/Sao_Paulo:20260302T080000/);
    expect(text).toMatch(
      /RRULE:FREQ=WEEKLY;BYDAY=MO,WE,ST;COUNT=8|RRULE:FREQ=WEEKLY;COUNT=8;BYDAY=MO,WE,ST/,
    );
    expect(() => validateCalendarData(data)).not.toThrow();
    // Saturday 2026-03-07 10:00 in São Paulo (13:00 UTC) is inside; Friday's is not.
    expect(calendarContains(data, Date.UTC(2026, 2, 7, 13))).toBe(true);
    expect(calendarContains(data, Date.UTC(2026, 2, 6, 13))).toBe(false);
  });

  it('reads back what it wrote', () => {
    const fallback = defaultSchedule('UTC', new Date(2026, 2, 2));
    expect(readSchedule(writeSchedule(base, 'x'), fallback)).toEqual(base);
    const until: Schedule = {
      ...base,
      frequency: 'monthly',
      weekdays: [],
      ends: 'until',
      until: '2026-12-31',
      count: 10,
    };
    expect(readSchedule(writeSchedule(until, 'x'), defaultSchedule('UTC'))).toEqual(until);
    const once: Schedule = { ...base, frequency: 'none', weekdays: [], ends: 'never' };
    expect(readSchedule(writeSchedule(once, 'x'), defaultSchedule('UTC'))).toMatchObject({
      frequency: 'none',
      start: once.start,
      end: once.end,
    });
  });

  it("reads data written with the SPEC's ST, and traccar-web's files", () => {
    const tarkan = encodeBase64(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:1',
        'DTSTART;TZID=Europe/Madrid:20250105T220000',
        'DTEND;TZID=Europe/Madrid:20250106T060000',
        'RRULE:FREQ=WEEKLY;BYDAY=SU,ST',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    );
    expect(readSchedule(tarkan, defaultSchedule('UTC'))).toMatchObject({
      start: '2025-01-05T22:00',
      end: '2025-01-06T06:00',
      zone: 'Europe/Madrid',
      frequency: 'weekly',
      weekdays: ['SU', 'ST'],
      ends: 'never',
    });
  });

  it('falls back when the data is not a calendar', () => {
    const fallback = defaultSchedule('UTC');
    expect(readSchedule('not base64!', fallback)).toBe(fallback);
    expect(readSchedule(encodeBase64('hello'), fallback)).toBe(fallback);
  });
});

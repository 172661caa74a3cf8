import { describe, expect, it } from 'vitest';
import { calendarContains, validateCalendarData } from '../../server/services/calendars';

const ics = (...lines: string[]) =>
  Buffer.from(
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Traccar//NONSGML Traccar//EN',
      'BEGIN:VEVENT',
      'UID:farol-test',
      ...lines,
      'SUMMARY:Event',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n'),
  ).toString('base64');

const at = (iso: string) => Date.parse(iso);

describe('calendar validation', () => {
  it.each([
    ['not base64', '***', 'not a base64 iCalendar file'],
    ['not iCalendar', Buffer.from('hello world').toString('base64'), 'not an iCalendar file'],
    [
      'no event',
      Buffer.from('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR').toString('base64'),
      'no VEVENT',
    ],
    ['no DTSTART', ics('DTEND:20240101T100000Z'), 'DTSTART'],
  ])('refuses %s', (_name, data, message) => {
    expect(() => validateCalendarData(data)).toThrow(message);
  });

  it('accepts what traccar-web writes', () => {
    const data = ics(
      'DTSTART;TZID=America/Sao_Paulo:20240101T080000',
      'DTEND;TZID=America/Sao_Paulo:20240101T180000',
      'RRULE:FREQ=DAILY',
    );
    expect(() => validateCalendarData(data)).not.toThrow();
  });
});

describe('calendarContains', () => {
  const workdays = ics(
    'DTSTART:20240101T080000Z',
    'DTEND:20240101T180000Z',
    'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  );

  it.each([
    ['Monday 08:00 (start inclusive)', '2024-03-04T08:00:00Z', true],
    ['Wednesday noon', '2024-03-06T12:00:00Z', true],
    ['Friday 17:59', '2024-03-08T17:59:59Z', true],
    ['Friday 18:00 (end exclusive)', '2024-03-08T18:00:00Z', false],
    ['Tuesday 07:59', '2024-03-05T07:59:00Z', false],
    ['Saturday noon', '2024-03-09T12:00:00Z', false],
    ['Sunday noon', '2024-03-10T12:00:00Z', false],
    ['before the first occurrence', '2023-12-29T12:00:00Z', false],
  ])('daily 08:00–18:00 Mon–Fri: %s', (_name, time, inside) => {
    expect(calendarContains(workdays, at(time))).toBe(inside);
  });

  it("reads Saturday as the SPEC's ST (what Tarkan and Farol store) as well as SA", () => {
    for (const saturday of ['ST', 'SA']) {
      const weekend = ics(
        'DTSTART:20240106T080000Z',
        'DTEND:20240106T180000Z',
        `RRULE:FREQ=WEEKLY;BYDAY=SU,${saturday}`,
      );
      expect(() => validateCalendarData(weekend)).not.toThrow();
      expect(calendarContains(weekend, at('2024-01-13T12:00:00Z'))).toBe(true);
      expect(calendarContains(weekend, at('2024-01-12T12:00:00Z'))).toBe(false);
    }
  });

  it('a single event without recurrence', () => {
    const once = ics('DTSTART:20240601T100000Z', 'DTEND:20240601T110000Z');
    expect(calendarContains(once, at('2024-06-01T10:30:00Z'))).toBe(true);
    expect(calendarContains(once, at('2024-06-02T10:30:00Z'))).toBe(false);
  });

  it('stops after COUNT occurrences', () => {
    const three = ics(
      'DTSTART:20240101T000000Z',
      'DTEND:20240101T010000Z',
      'RRULE:FREQ=DAILY;COUNT=3',
    );
    expect(calendarContains(three, at('2024-01-03T00:30:00Z'))).toBe(true);
    expect(calendarContains(three, at('2024-01-04T00:30:00Z'))).toBe(false);
  });

  it('stops after UNTIL', () => {
    const until = ics(
      'DTSTART:20240101T000000Z',
      'DTEND:20240101T010000Z',
      'RRULE:FREQ=DAILY;UNTIL=20240110T000000Z',
    );
    expect(calendarContains(until, at('2024-01-10T00:30:00Z'))).toBe(true);
    expect(calendarContains(until, at('2024-01-11T00:30:00Z'))).toBe(false);
  });

  it('skips EXDATE occurrences', () => {
    const skip = ics(
      'DTSTART:20240101T080000Z',
      'DTEND:20240101T180000Z',
      'RRULE:FREQ=DAILY',
      'EXDATE:20240103T080000Z',
    );
    expect(calendarContains(skip, at('2024-01-02T12:00:00Z'))).toBe(true);
    expect(calendarContains(skip, at('2024-01-03T12:00:00Z'))).toBe(false);
    expect(calendarContains(skip, at('2024-01-04T12:00:00Z'))).toBe(true);
  });

  it('monthly and yearly rules', () => {
    const monthly = ics('DTSTART:20240115T000000Z', 'DTEND:20240116T000000Z', 'RRULE:FREQ=MONTHLY');
    expect(calendarContains(monthly, at('2024-07-15T12:00:00Z'))).toBe(true);
    expect(calendarContains(monthly, at('2024-07-16T12:00:00Z'))).toBe(false);
    const yearly = ics('DTSTART:20200229T000000Z', 'DTEND:20200301T000000Z', 'RRULE:FREQ=YEARLY');
    expect(calendarContains(yearly, at('2024-02-29T12:00:00Z'))).toBe(true);
    expect(calendarContains(yearly, at('2023-02-28T12:00:00Z'))).toBe(false);
  });

  it('reads TZID times as wall-clock time in that zone', () => {
    // São Paulo is UTC−3 (no DST since 2019): 08:00 local is 11:00 UTC.
    const local = ics(
      'DTSTART;TZID=America/Sao_Paulo:20240101T080000',
      'DTEND;TZID=America/Sao_Paulo:20240101T180000',
      'RRULE:FREQ=DAILY',
    );
    expect(calendarContains(local, at('2024-05-05T10:59:00Z'))).toBe(false);
    expect(calendarContains(local, at('2024-05-05T11:00:00Z'))).toBe(true);
    expect(calendarContains(local, at('2024-05-05T20:59:00Z'))).toBe(true);
    expect(calendarContains(local, at('2024-05-05T21:00:00Z'))).toBe(false);
  });

  it('contains nothing when the data is invalid', () => {
    expect(calendarContains('***', Date.now())).toBe(false);
  });
});

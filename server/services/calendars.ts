import ICAL from 'ical.js';
import { specDaysToIcal } from '@farol/model';
import { IllegalArgumentError } from '../errors';

/**
 * Calendars are base64 iCalendar files (traccar-api.md §c). This module validates them and
 * answers "is this instant inside one of its events?", honouring RRULE (daily, weekly, monthly,
 * yearly; COUNT, UNTIL), RDATE and EXDATE through ical.js.
 *
 * Times: a UTC DTSTART (`…Z`) is exact; a DTSTART with a TZID naming an IANA zone (what
 * traccar-web writes, without a VTIMEZONE) is wall-clock time in that zone; floating times and
 * unknown zones are read as UTC.
 */

// Occurrences scanned per event before giving up (a minutely rule over years would be huge).
const MAX_OCCURRENCES = 50_000;
const CACHE_SIZE = 256;
const cache = new Map<string, ICAL.Event[]>();
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function decode(data: string): string {
  const compact = data.replace(/\s+/g, '');
  if (!compact || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || compact.length % 4 === 1) {
    throw new IllegalArgumentError('data: not a base64 iCalendar file');
  }
  // Tarkan's files (and Farol's) say ST for Saturday; ical.js only knows iCalendar's SA.
  return specDaysToIcal(Buffer.from(compact, 'base64').toString('utf8'));
}

/** Parses base64 iCalendar data into its events; throws a 400 naming what is wrong. */
export function parseCalendarData(data: string): ICAL.Event[] {
  const known = cache.get(data);
  if (known) return known;
  const text = decode(data);
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    throw new IllegalArgumentError(`data: not an iCalendar file (${(error as Error).message})`);
  }
  if (root.name !== 'vcalendar') {
    throw new IllegalArgumentError('data: not an iCalendar file (no VCALENDAR)');
  }
  const events = root.getAllSubcomponents('vevent').map((component) => {
    if (!component.hasProperty('dtstart')) {
      throw new IllegalArgumentError('data: every VEVENT needs a DTSTART');
    }
    try {
      const event = new ICAL.Event(component);
      event.iterator().next();
      return event;
    } catch (error) {
      throw new IllegalArgumentError(`data: invalid event (${(error as Error).message})`);
    }
  });
  if (events.length === 0) throw new IllegalArgumentError('data: the calendar has no VEVENT');
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(data, events);
  return events;
}

/** Throws a 400 (`IllegalArgumentException`) unless `data` is a valid base64 iCalendar file. */
export function validateCalendarData(data: string): void {
  parseCalendarData(data);
}

function formatter(zone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(zone)) {
    try {
      const format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
      formatters.set(zone, format);
    } catch {
      formatters.set(zone, null);
    }
  }
  return formatters.get(zone) ?? null;
}

/** The wall-clock time in `zone` at instant `time`, expressed as if it were UTC. */
function wallClock(time: number, zone: string | undefined): number {
  const format = zone ? formatter(zone) : null;
  if (!format) return time;
  const parts = Object.fromEntries(
    format.formatToParts(new Date(time)).map((part) => [part.type, Number(part.value)]),
  );
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) + (time % 1000);
}

const ms = (time: ICAL.Time): number => time.toUnixTime() * 1000;

function eventContains(event: ICAL.Event, time: number): boolean {
  const start = event.startDate;
  const tzid = event.component.getFirstProperty('dtstart')?.getParameter('tzid');
  const zone = start.zone?.tzid === 'UTC' || typeof tzid !== 'string' ? undefined : tzid;
  const wall = wallClock(time, zone);
  if (!event.isRecurring()) return ms(start) <= wall && wall < ms(event.endDate);
  const occurrences = event.iterator();
  for (let index = 0; index < MAX_OCCURRENCES; index++) {
    const next = occurrences.next();
    if (!next || ms(next) > wall) return false;
    const details = event.getOccurrenceDetails(next);
    if (ms(details.startDate) <= wall && wall < ms(details.endDate)) return true;
  }
  return false;
}

/**
 * True when instant `time` (epoch ms) falls inside an event or occurrence of the calendar
 * (start inclusive, end exclusive). Invalid data contains nothing.
 */
export function calendarContains(data: string, time: number): boolean {
  let events: ICAL.Event[];
  try {
    events = parseCalendarData(data);
  } catch {
    return false;
  }
  return events.some((event) => eventContains(event, time));
}

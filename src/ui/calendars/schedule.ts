/**
 * A calendar's schedule (SPEC §3: start and end, repeat daily/weekly/monthly/yearly, weekdays,
 * never / after a count / until a date) read from and written to the base64 iCalendar file
 * Traccar stores, with ical.js. Weekdays use the SPEC's codes (SU, MO, TU, WE, TH, FR, ST for
 * Saturday) on screen and in the stored file Tarkan reads; ical.js sees iCalendar's SA.
 */
import ICAL from 'ical.js';
import { icalDaysToSpec, specDaysToIcal, type CALENDAR_FREQUENCIES } from '@farol/model';

export const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'ST'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type Frequency = 'none' | (typeof CALENDAR_FREQUENCIES)[number];

export interface Schedule {
  /** Wall-clock start and end, `YYYY-MM-DDTHH:mm`, in `zone`. */
  start: string;
  end: string;
  zone: string;
  frequency: Frequency;
  weekdays: Weekday[];
  ends: 'never' | 'count' | 'until';
  count: number;
  /** `YYYY-MM-DD`. */
  until: string;
}

/** iCalendar's day code for a SPEC weekday code (ST → SA). */
export const toIcalDay = (day: Weekday): string => (day === 'ST' ? 'SA' : day);
/** The SPEC weekday code of an iCalendar day (SA → ST); null for anything else. */
export function fromIcalDay(day: string): Weekday | null {
  const code = day.replace(/^[+-]?\d+/, '').toUpperCase();
  const spec = code === 'SA' ? 'ST' : code;
  return (WEEKDAYS as readonly string[]).includes(spec) ? (spec as Weekday) : null;
}

export function encodeBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeBase64(data: string): string {
  const binary = atob(data.replace(/\s+/g, ''));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

const pad = (n: number) => String(n).padStart(2, '0');
const wall = (time: ICAL.Time) =>
  `${time.year}-${pad(time.month)}-${pad(time.day)}T${pad(time.hour)}:${pad(time.minute)}`;

/** A blank schedule: today 08:00–18:00 in `zone`, not repeating. */
export function defaultSchedule(zone: string, today = new Date()): Schedule {
  const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return {
    start: `${day}T08:00`,
    end: `${day}T18:00`,
    zone,
    frequency: 'none',
    weekdays: [],
    ends: 'never',
    count: 10,
    until: day,
  };
}

/** The schedule of a calendar's first event; `fallback` when the data cannot be read. */
export function readSchedule(data: string, fallback: Schedule): Schedule {
  try {
    const text = specDaysToIcal(decodeBase64(data));
    const event = new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent('vevent');
    if (!event) return fallback;
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = (event.getFirstPropertyValue('dtend') as ICAL.Time | null) ?? start;
    const zone = event.getFirstProperty('dtstart')?.getParameter('tzid');
    const rule = event.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    const byDay = (rule?.parts.BYDAY ?? []) as string[];
    return {
      start: wall(start),
      end: wall(end),
      zone: typeof zone === 'string' ? zone : start.zone?.tzid === 'UTC' ? 'UTC' : fallback.zone,
      frequency: rule ? (rule.freq.toLowerCase() as Frequency) : 'none',
      weekdays: byDay.map(fromIcalDay).filter((day): day is Weekday => day !== null),
      ends: rule?.count ? 'count' : rule?.until ? 'until' : 'never',
      count: rule?.count ?? fallback.count,
      until: rule?.until ? wall(rule.until).slice(0, 10) : fallback.until,
    };
  } catch {
    return fallback;
  }
}

const icalTime = (text: string) => ICAL.Time.fromDateTimeString(`${text}:00`);

/** The base64 iCalendar file of a schedule (one VEVENT, times in its zone as traccar-web writes). */
export function writeSchedule(schedule: Schedule, summary: string): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', '-//Farol//NONSGML Farol//EN');
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', `farol-${Date.now().toString(36)}`);
  const utc = schedule.zone === 'UTC';
  for (const [name, text] of [
    ['dtstart', schedule.start],
    ['dtend', schedule.end],
  ] as const) {
    const time = icalTime(text);
    if (utc) time.zone = ICAL.Timezone.utcTimezone;
    const property = event.addPropertyWithValue(name, time);
    if (!utc) property.setParameter('tzid', schedule.zone);
  }
  event.addPropertyWithValue('summary', summary);
  if (schedule.frequency !== 'none') {
    const parts: Record<string, unknown> = { freq: schedule.frequency.toUpperCase() };
    if (schedule.frequency === 'weekly' && schedule.weekdays.length > 0) {
      parts.byday = WEEKDAYS.filter((day) => schedule.weekdays.includes(day)).map(toIcalDay);
    }
    if (schedule.ends === 'count') parts.count = Math.max(1, Math.round(schedule.count));
    if (schedule.ends === 'until') {
      const until = ICAL.Time.fromDateString(schedule.until);
      parts.until = until;
    }
    event.addPropertyWithValue(
      'rrule',
      new ICAL.Recur(parts as ConstructorParameters<typeof ICAL.Recur>[0]),
    );
  }
  calendar.addSubcomponent(event);
  return encodeBase64(icalDaysToSpec(calendar.toString()));
}

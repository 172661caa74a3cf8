import type ICAL from 'ical.js';
import { DateTime, IANAZone } from 'luxon';
import { parseCalendarData } from './calendars';

/** One occurrence of a calendar event, as instants (epoch ms). */
export interface CalendarPeriod {
  start: number;
  end: number;
}

// Occurrences scanned per event before giving up (as calendarContains does).
const MAX_OCCURRENCES = 50_000;

/** The instant of an iCalendar time: UTC, a TZID's wall clock (IANA), or floating as UTC. */
function instant(time: ICAL.Time, zone: string | undefined): number {
  const fields = {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.hour,
    minute: time.minute,
    second: time.second,
  };
  return DateTime.fromObject(fields, { zone: zone ?? 'UTC' }).toMillis();
}

/**
 * The periods of a calendar that end within (`after`, `until`]: what a scheduled report covers
 * once a period is over (Traccar's TaskReports). Recurring events (RRULE, RDATE, EXDATE) are
 * expanded; a DTSTART with a TZID naming an IANA zone is wall-clock time there, as in
 * `calendarContains`. Invalid data has no periods.
 */
export function periodsEnding(data: string, after: number, until: number): CalendarPeriod[] {
  let events: ICAL.Event[];
  try {
    events = parseCalendarData(data);
  } catch {
    return [];
  }
  const periods: CalendarPeriod[] = [];
  for (const event of events) {
    const tzid = event.component.getFirstProperty('dtstart')?.getParameter('tzid');
    const utc = event.startDate.zone?.tzid === 'UTC';
    const zone = !utc && typeof tzid === 'string' && IANAZone.isValidZone(tzid) ? tzid : undefined;
    const add = (start: ICAL.Time, end: ICAL.Time) => {
      const period = { start: instant(start, zone), end: instant(end, zone) };
      if (period.end > after && period.end <= until) periods.push(period);
      return period;
    };
    if (!event.isRecurring()) {
      add(event.startDate, event.endDate);
      continue;
    }
    const occurrences = event.iterator();
    for (let index = 0; index < MAX_OCCURRENCES; index++) {
      const next = occurrences.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      if (add(details.startDate, details.endDate).start > until) break;
    }
  }
  return periods.sort((a, b) => a.end - b.end);
}

/**
 * Calendar weekdays (SPEC §3): Farol and Tarkan store and show SU, MO, TU, WE, TH, FR and ST
 * for Saturday; iCalendar (and ical.js) says SA. These rewrite the BYDAY parts of an iCalendar
 * text between the two, leaving everything else alone.
 */
const BYDAY = /(BYDAY=)([^;\r\n]*)/gi;

const swapDay = (text: string, from: string, to: string) =>
  text.replace(BYDAY, (_, key: string, days: string) =>
    key.concat(days.replace(new RegExp(`(^|,)([+-]?\\d*)${from}(?=,|$)`, 'gi'), `$1$2${to}`)),
  );

/** iCalendar text with the SPEC's ST turned into iCalendar's SA (before ical.js reads it). */
export const specDaysToIcal = (text: string): string => swapDay(text, 'ST', 'SA');

/** iCalendar text with SA turned into the SPEC's ST (after ical.js writes it, to store). */
export const icalDaysToSpec = (text: string): string => swapDay(text, 'SA', 'ST');

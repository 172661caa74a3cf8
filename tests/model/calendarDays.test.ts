import { describe, expect, it } from 'vitest';
import { icalDaysToSpec, specDaysToIcal } from '@farol/model';

describe('calendar weekday codes (SPEC ST ↔ iCalendar SA)', () => {
  it('rewrites Saturday inside BYDAY only, with ordinals kept', () => {
    const spec = 'SUMMARY:ST SA\r\nRRULE:FREQ=WEEKLY;BYDAY=SU,ST;COUNT=3\r\nX:BYDAY';
    const ical = specDaysToIcal(spec);
    expect(ical).toBe('SUMMARY:ST SA\r\nRRULE:FREQ=WEEKLY;BYDAY=SU,SA;COUNT=3\r\nX:BYDAY');
    expect(icalDaysToSpec(ical)).toBe(spec);
    expect(specDaysToIcal('RRULE:FREQ=MONTHLY;BYDAY=-1ST')).toBe('RRULE:FREQ=MONTHLY;BYDAY=-1SA');
    expect(icalDaysToSpec('RRULE:FREQ=MONTHLY;BYDAY=2SA,MO')).toBe(
      'RRULE:FREQ=MONTHLY;BYDAY=2ST,MO',
    );
  });

  it('leaves other days and text without BYDAY alone', () => {
    expect(specDaysToIcal('RRULE:FREQ=WEEKLY;BYDAY=MO,TU')).toBe('RRULE:FREQ=WEEKLY;BYDAY=MO,TU');
    expect(icalDaysToSpec('DESCRIPTION:SA')).toBe('DESCRIPTION:SA');
  });
});

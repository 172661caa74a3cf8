/** The largest unit a countdown shows (SPEC §4: days, hours, minutes or seconds). */
export type CountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds';

export interface Countdown {
  unit: CountdownUnit;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Splits the time left into whole days, hours, minutes and seconds, and names the largest
 * unit that is not zero. Seconds round up, so a countdown never reads "0 s" while time is left;
 * no time left (or less than none) reads 0 seconds.
 */
export function countdown(remainingMs: number): Countdown {
  const total = Number.isFinite(remainingMs) ? Math.max(0, Math.ceil(remainingMs / 1000)) : 0;
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const unit: CountdownUnit =
    days > 0 ? 'days' : hours > 0 ? 'hours' : minutes > 0 ? 'minutes' : 'seconds';
  return { unit, days, hours, minutes, seconds };
}

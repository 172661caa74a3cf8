/** The expiry choices of the share dialog (SPEC §2 "share temporary link"). */

const HOUR_MS = 3_600_000;

/** Presets, by their i18n key under `share.presets`, as durations from now. */
export const SHARE_PRESETS = [
  { key: 'hour', ms: HOUR_MS },
  { key: 'day', ms: 24 * HOUR_MS },
  { key: 'week', ms: 7 * 24 * HOUR_MS },
] as const;

export type ShareChoice = (typeof SHARE_PRESETS)[number]['key'] | 'custom';

const pad = (value: number) => String(value).padStart(2, '0');

/** Epoch ms as the value of an `<input type="datetime-local">`, in local time, to the minute. */
export function toDateTimeLocal(ms: number): string {
  const date = new Date(ms);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A `datetime-local` value (local time) as epoch ms; NaN when it is empty or not a date. */
export function fromDateTimeLocal(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return Number.NaN;
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(y, mo - 1, d, h, mi, s);
  // Dates the calendar does not have (31 February) roll over: refuse them instead.
  return date.getMonth() === mo - 1 && date.getDate() === d ? date.getTime() : Number.NaN;
}

/** When a share made `now` with this choice expires (NaN for an unusable custom value). */
export function expiryOf(choice: ShareChoice, custom: string, now: number): number {
  if (choice === 'custom') return fromDateTimeLocal(custom);
  return now + SHARE_PRESETS.find((preset) => preset.key === choice)!.ms;
}

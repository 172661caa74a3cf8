import { VOCABULARY_NAMESPACE } from '@farol/model';
import type { AlertItem } from '../../worker/types';

/** The parts of i18next the texts need. */
export interface Translate {
  t(key: string, options?: Record<string, unknown>): string;
  exists(key: string): boolean;
}

export interface AlertText {
  /** The device's name (a server notice, such as a test, has none). */
  title: string;
  /** The event translated, with the alarm kind or geofence name when there is one. */
  summary: string;
  /** When it happened: the time today, else date and time. */
  time: string | null;
  /** The server's digest, when it says more than the summary. */
  message: string | null;
}

/** `ignitionOn` → `Ignition on`, for types no locale knows. */
function humanize(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function translated(i18n: Translate, key: string, fallback: string): string {
  return i18n.exists(key) ? i18n.t(key) : humanize(fallback);
}

/**
 * An event as a short line in the shared vocabulary: its type's name, with the alarm's name
 * when it is an alarm (`Alarme: Corte de energia`); unknown keys read as words.
 */
export function eventLabel(i18n: Translate, type: string, alarm?: string | null): string {
  const name = translated(i18n, `${VOCABULARY_NAMESPACE}:events.${type}`, type);
  return alarm
    ? `${name}: ${translated(i18n, `${VOCABULARY_NAMESPACE}:alarms.${alarm}`, alarm)}`
    : name;
}

/** The time alone on the day it happened (in the user's zone), else date and time. */
function timeText(ms: number | null, input: TimeInput): string | null {
  if (ms === null) return null;
  const zone = { timeZone: input.timeZone || undefined };
  const day = new Intl.DateTimeFormat('en-US', { ...zone, dateStyle: 'short' });
  const sameDay = day.format(ms) === day.format(input.now);
  return new Intl.DateTimeFormat(input.locale, {
    ...zone,
    ...(sameDay ? {} : { dateStyle: 'short' }),
    timeStyle: 'medium',
    hour12: input.hour12,
  }).format(ms);
}

interface TimeInput {
  locale: string;
  now: number;
  /** The user's zone and clock (DisplayPrefs); unset, the browser's and the locale's. */
  timeZone?: string;
  hour12?: boolean;
}

/** What a toast says about one alert (SPEC §4: events trigger toasts). */
export function alertText(item: AlertItem, input: TimeInput & { i18n: Translate }): AlertText {
  const { i18n } = input;
  const type = eventLabel(i18n, item.type, item.alarm);
  const summary = !item.alarm && item.geofenceName ? `${type}: ${item.geofenceName}` : type;
  const message = item.message && item.message !== summary ? item.message : null;
  return {
    title:
      item.deviceName ??
      (item.deviceId > 0
        ? i18n.t('alerts.unknownDevice', { id: item.deviceId })
        : i18n.t('alerts.noDevice')),
    summary,
    time: timeText(item.eventTime ?? item.receivedAt, input),
    message,
  };
}

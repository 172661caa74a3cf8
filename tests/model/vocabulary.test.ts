import { describe, expect, it } from 'vitest';
import { LOCALES, NOTIFICATION_TYPES, REPORT_TYPES, VOCABULARY, type Locale } from '@farol/model';
import { alarmName, eventTypeName } from '../../server/locale/texts';
import type { Preferences } from '../../server/locale/preferences';
import { eventMessage } from '../../server/notifications/message';
import type { DeviceRecord, EventRecord } from '../../server/storage';
import { eventLabel } from '../../src/ui/alerts/alertText';
import { setupI18n } from '../../src/ui/i18n/setupI18n';

const PREFS: Preferences = {
  language: 'pt-BR',
  timezone: 'UTC',
  speedUnit: 'kmh',
  distanceUnit: 'km',
  volumeUnit: 'ltr',
};
const DEVICE = { id: 7, name: 'Van 7', uniqueId: 'van-7' } as DeviceRecord;
const event = (type: string): EventRecord => ({
  id: 1,
  type,
  eventTime: 0,
  deviceId: 7,
  positionId: 0,
  geofenceId: 0,
  maintenanceId: 0,
  attributes: {},
});

/** Every dotted key of a resource with its text. */
function entries(value: object, prefix = ''): [string, string][] {
  return Object.entries(value).flatMap(([key, inner]): [string, string][] =>
    typeof inner === 'object' && inner !== null
      ? entries(inner as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, inner as string]],
  );
}

const keysOf = (locale: Locale) => entries(VOCABULARY[locale]).map(([key]) => key);
const slotsOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the shared vocabulary (toasts, notifications, reports, PDF, xlsx)', () => {
  const all = new Set(LOCALES.flatMap(keysOf));

  it.each(LOCALES)('%s has every key any locale has', (locale) => {
    const mine = new Set(keysOf(locale));
    expect([...all].filter((key) => !mine.has(key))).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty text and the same {{slots}} as pt-BR', (locale) => {
    const reference = new Map(entries(VOCABULARY['pt-BR']));
    for (const [key, text] of entries(VOCABULARY[locale])) {
      expect(typeof text === 'string' && text.trim().length > 0, `${locale} ${key}`).toBe(true);
      expect(slotsOf(text), `${locale} ${key}`).toEqual(slotsOf(reference.get(key) ?? ''));
    }
  });

  it('names every notification type, report and their lines', () => {
    const events: Record<string, unknown> = VOCABULARY['pt-BR'].events;
    const lines: Record<string, unknown> = VOCABULARY['pt-BR'].notifications;
    const titles: Record<string, unknown> = VOCABULARY['pt-BR'].reports.titles;
    expect(NOTIFICATION_TYPES.filter((type) => !(type in events))).toEqual([]);
    expect(NOTIFICATION_TYPES.filter((type) => !(type in lines) && type !== 'textMessage')).toEqual(
      [],
    );
    expect(REPORT_TYPES.filter((type) => !(type in titles))).toEqual([]);
  });

  it('gives an event the same name in a toast, a report, a notification and a file', async () => {
    for (const locale of LOCALES) {
      const i18n = await setupI18n(locale);
      const prefs = { ...PREFS, language: locale };
      for (const type of Object.keys(VOCABULARY[locale].events)) {
        const report = eventTypeName(type, locale);
        expect(eventLabel(i18n, type), `${locale} ${type}`).toBe(report);
        const body = eventMessage(event(type), DEVICE, prefs).body;
        if (type !== 'test') expect(body, `${locale} ${type}`).toContain(`: ${report}`);
      }
      const alarm = eventLabel(i18n, 'alarm', 'powerCut');
      expect(alarm).toBe(`${eventTypeName('alarm', locale)}: ${alarmName('powerCut', locale)}`);
    }
  });
});

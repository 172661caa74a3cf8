import i18next from 'i18next';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALES,
  matchLocale,
  VOCABULARY,
  VOCABULARY_NAMESPACE,
  type Locale,
  type VocabularyKey,
} from '@farol/model';

/**
 * The server's words: the shared vocabulary of `@farol/model` (the same i18next resources the
 * client's toasts read), for notifications, report files and mail.
 */
const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  ns: [VOCABULARY_NAMESPACE],
  defaultNS: VOCABULARY_NAMESPACE,
  resources: Object.fromEntries(
    LOCALES.map((locale) => [locale, { [VOCABULARY_NAMESPACE]: VOCABULARY[locale] }]),
  ),
  // Plain text: mail bodies, SMS, push and spreadsheet cells escape nothing.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Slot values of a text, e.g. `{ device: 'Van 7' }` for `{{device}}`. */
export type Slots = Readonly<Record<string, string>>;

/** The text `key` in `locale`, with its `{{slot}}`s filled. */
export function translate(locale: Locale, key: VocabularyKey, slots: Slots = {}): string {
  return i18n.t(key, { ...slots, lng: locale });
}

/** A text of a section named by data (an event type, an alarm key); null when there is none. */
export function lookupText(locale: Locale, key: string, slots: Slots = {}): string | null {
  return i18n.exists(key, { lng: locale }) ? i18n.t(key, { ...slots, lng: locale }) : null;
}

/** An event type's name in `locale` (the type itself when it has none). */
export const eventTypeName = (type: string, locale: Locale): string =>
  lookupText(locale, `events.${type}`) ?? type;

/** An alarm's name in `locale` (the key as the device sent it when it has none). */
export const alarmName = (alarm: string, locale: Locale): string =>
  lookupText(locale, `alarms.${alarm}`) ?? alarm;

/** The notification line `key` (an event type, `deviceOverspeedIn`…) filled; null when none. */
export const notificationText = (locale: Locale, key: string, slots: Slots): string | null =>
  lookupText(locale, `notifications.${key}`, slots);

/**
 * A locale from a user or server setting ('pt', 'pt_BR', 'en-US', 'es'…); null when it is none
 * of the three.
 */
export const languageFrom = (value: unknown): Locale | null =>
  typeof value === 'string' ? matchLocale(value) : null;

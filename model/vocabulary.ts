import { LOCALES, type Locale } from './constants';
import { vocabularyEnUS } from './locales/enUS';
import { vocabularyEsES } from './locales/esES';
import { vocabularyPtBR, type Vocabulary } from './locales/ptBR';

export type { Vocabulary } from './locales/ptBR';

/** The i18next namespace the shared words live in, on the client and on the server. */
export const VOCABULARY_NAMESPACE = 'vocabulary';

/** The shared words of every locale: event and alarm names, notification and report texts. */
export const VOCABULARY: Readonly<Record<Locale, Vocabulary>> = {
  'pt-BR': vocabularyPtBR,
  'es-ES': vocabularyEsES,
  'en-US': vocabularyEnUS,
};

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** A dotted key of the vocabulary, e.g. `events.ignitionOn` or `reports.titles.route`. */
export type VocabularyKey = Paths<Vocabulary>;

/**
 * Matches a language tag to a supported locale: exact, then by language ('pt' → 'pt-BR',
 * 'es-AR' → 'es-ES'); `_` reads as `-` (Traccar's `pt_BR`). Null when none fits.
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const normalized = tag.trim().replace('_', '-').toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === normalized);
  if (exact) return exact;
  const language = normalized.split('-')[0];
  return LOCALES.find((locale) => locale.toLowerCase().startsWith(`${language}-`)) ?? null;
}

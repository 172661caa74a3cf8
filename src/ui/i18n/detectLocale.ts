import { DEFAULT_LOCALE, LOCALES, type Locale } from '@farol/model';

/** Matches a language tag to a supported locale: exact, then by language ('pt' → 'pt-BR'). */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const normalized = tag.trim().replace('_', '-').toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === normalized);
  if (exact) return exact;
  const language = normalized.split('-')[0];
  return LOCALES.find((locale) => locale.toLowerCase().startsWith(`${language}-`)) ?? null;
}

/**
 * The interface locale (SPEC §1): the `lang` query parameter, else the browser's languages,
 * else the page language, else pt-BR.
 */
export function detectLocale(input: {
  query: string;
  browserLanguages: readonly string[];
  pageLanguage: string | null;
}): Locale {
  const fromQuery = matchLocale(new URLSearchParams(input.query).get('lang'));
  if (fromQuery) return fromQuery;
  for (const language of input.browserLanguages) {
    const match = matchLocale(language);
    if (match) return match;
  }
  return matchLocale(input.pageLanguage) ?? DEFAULT_LOCALE;
}

import { DEFAULT_LOCALE, matchLocale, type Locale } from '@farol/model';

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

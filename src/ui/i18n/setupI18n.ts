import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LOCALE,
  LOCALES,
  VOCABULARY,
  VOCABULARY_NAMESPACE,
  type Locale,
} from '@farol/model';
import { enUS } from './locales/enUS';
import { esES } from './locales/esES';
import { ptBR } from './locales/ptBR';

/** A missing key is shown wrapped in markers, so it stands out instead of passing for text. */
export const missingKeyText = (key: string): string => `⟦${key}⟧`;

/**
 * Creates the i18next instance for `locale`, with en-US as the fallback: the interface's texts
 * (`translation`) and the words it shares with the server (`vocabulary`: event and alarm names).
 */
export async function setupI18n(locale: Locale): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    ns: ['translation', VOCABULARY_NAMESPACE],
    resources: {
      'pt-BR': { translation: ptBR, [VOCABULARY_NAMESPACE]: VOCABULARY['pt-BR'] },
      'es-ES': { translation: esES, [VOCABULARY_NAMESPACE]: VOCABULARY['es-ES'] },
      'en-US': { translation: enUS, [VOCABULARY_NAMESPACE]: VOCABULARY['en-US'] },
    },
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: missingKeyText,
    returnNull: false,
  });
  return instance;
}

import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, type Locale } from '@farol/model';
import { enUS } from './locales/enUS';
import { esES } from './locales/esES';
import { ptBR } from './locales/ptBR';

/** A missing key is shown wrapped in markers, so it stands out instead of passing for text. */
export const missingKeyText = (key: string): string => `⟦${key}⟧`;

/** Creates the i18next instance for `locale`, with en-US as the fallback. */
export async function setupI18n(locale: Locale): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: ['pt-BR', 'es-ES', 'en-US'],
    resources: {
      'pt-BR': { translation: ptBR },
      'es-ES': { translation: esES },
      'en-US': { translation: enUS },
    },
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: missingKeyText,
    returnNull: false,
  });
  return instance;
}

import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import es from './es.json';
import en from './en.json';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
/** Language ids of the backend: 1 Spanish, 2 English (any other value means Spanish). */
export const LANGUAGE_IDS: Record<Language, 1 | 2> = { es: 1, en: 2 };

export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { es: { translation: es }, en: { translation: en } },
    // React escapes output already; t() output is never fed to dangerouslySetInnerHTML.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

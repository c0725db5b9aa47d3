import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
/** Language ids of the backend: 1 Spanish, 2 English (any other value means Spanish). */
export const LANGUAGE_IDS: Record<Language, 1 | 2> = { es: 1, en: 2 };

type Translations = Record<string, unknown>;

/** Each language's strings in a chunk of their own: a page fetches only the active one (issue 15). */
const LOADERS: Record<Language, () => Promise<{ default: Translations }>> = {
  es: () => import(/* webpackChunkName: "i18n-es" */ './es.json'),
  en: () => import(/* webpackChunkName: "i18n-en" */ './en.json'),
};

/** Strings at hand without a fetch: the test setup registers both languages, so tests render at once. */
const registered: Partial<Record<Language, Translations>> = {};

export function registerTranslations(language: Language, translations: Translations): void {
  registered[language] = translations;
}

/** i18next's loader for a language it has no strings for: at start and on a change of language. */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = LOADERS[language as Language] as (typeof LOADERS)[Language] | undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(languageChunks)
    .use(initReactI18next)
    .init({
      lng: language,
      // Both files hold the same keys (a test checks): no second language is fetched as a fallback.
      fallbackLng: false,
      resources: Object.fromEntries(Object.entries(registered).map(([lng, translation]) => [lng, { translation }])),
      partialBundledLanguages: true,
      // React escapes output already; t() output is never fed to dangerouslySetInnerHTML.
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  return instance;
}

/** An instance whose language's strings are in: the app awaits it before its first render. */
export async function loadI18n(language: Language): Promise<I18n> {
  const instance = createI18n(language);
  await instance.loadLanguages(language);
  return instance;
}

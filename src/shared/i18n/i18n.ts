import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
/** Language ids of the backend: 1 Spanish, 2 English (any other value means Spanish). */
export const LANGUAGE_IDS: Record<Language, 1 | 2> = { es: 1, en: 2 };

type Translations = Record<string, unknown>;

type Part = 'first' | 'screens';

/**
 * Each language's strings in two chunks of their own (split at build time from the one language file,
 * scripts/webpack/translationPartLoader.cjs): what the shell shows before any screen, and every screen's
 * strings, which a screen waits for (lazyScreen) and nothing before the menu does. A page fetches only the
 * active language (issue 15).
 */
const LOADERS: Record<Language, Record<Part, () => Promise<{ default: Translations }>>> = {
  es: {
    first: () => import(/* webpackChunkName: "i18n-es" */ './es.json?part=first'),
    screens: () => import(/* webpackChunkName: "i18n-es-screens" */ './es.json?part=screens'),
  },
  en: {
    first: () => import(/* webpackChunkName: "i18n-en" */ './en.json?part=first'),
    screens: () => import(/* webpackChunkName: "i18n-en-screens" */ './en.json?part=screens'),
  },
};

/** Strings at hand without a fetch: the test setup registers both languages, so tests render at once. */
const registered: Partial<Record<Language, Translations>> = {};

export function registerTranslations(language: Language, translations: Translations): void {
  registered[language] = translations;
}

/** The language whose first load fetches only the shell's strings (the app's start, see loadI18n). */
let shellOnly: Language | null = null;

const loadParts = async (language: Language, parts: readonly Part[]): Promise<Translations> => {
  const modules = await Promise.all(parts.map((part) => LOADERS[language][part]()));
  // The parts hold disjoint top-level keys.
  return Object.assign({}, ...modules.map((module) => module.default)) as Translations;
};

/** i18next's loader for a language it has no strings for: at start (the shell's part) and on a change of language (both). */
const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!(language in LOADERS)) {
      callback(null, {});
      return;
    }
    loadParts(language as Language, language === shellOnly ? ['first'] : ['first', 'screens']).then(
      (strings) => callback(null, strings),
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

/** The app's instance once loadI18n made it: the screens' strings are added to it. */
let started: { instance: I18n; language: Language; screens: Promise<void> | null } | null = null;

/**
 * Resolves once the screens' strings of the language the app started in are in (at once in tests, where
 * every string is registered, and after a change of language, which loads both parts). A failed fetch
 * rejects, so the screen shows its retry, and the next call fetches again.
 */
export function screenStringsLoaded(): Promise<void> {
  // A language chosen later came with both parts.
  if (!started || started.instance.language !== started.language) return Promise.resolve();
  const { instance, language } = started;
  started.screens ??= loadParts(language, ['screens']).then(
    (strings) => {
      instance.addResourceBundle(language, 'translation', strings, true, false);
    },
    (error: unknown) => {
      if (started) started.screens = null;
      throw error;
    },
  );
  return started.screens;
}

/** A lazy import that resolves with the screens' strings in: for code a screen or overlay loads on demand. */
export function withScreenStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), screenStringsLoaded()]).then(([loaded]) => loaded);
}

/** An instance whose language's shell strings are in: the app awaits it before its first render. */
export async function loadI18n(language: Language): Promise<I18n> {
  shellOnly = registered[language] ? null : language;
  const instance = createI18n(language);
  try {
    await instance.loadLanguages(language);
  } finally {
    shellOnly = null;
  }
  // The screens' strings are fetched with the first screen (withScreenStrings), or once the menu is drawn (SideMenu).
  started = registered[language] ? null : { instance, language, screens: null };
  return instance;
}

import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './i18n';

const KEY = 'language';

/** The language chosen on this browser; Spanish until the user picks another. */
export function storedLanguage(): Language {
  const value = window.localStorage.getItem(KEY);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  window.localStorage.setItem(KEY, language);
}

/** Backend language ids: 2 means English, any other value Spanish (spec 001 section 1). */
export function languageFromId(langId: number | null | undefined): Language {
  return langId === 2 ? 'en' : 'es';
}

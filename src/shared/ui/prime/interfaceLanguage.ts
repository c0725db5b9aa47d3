import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE } from '../../i18n/i18n';

let followed: I18n | null = null;

/**
 * The app's i18n instance, whose language PrimeReact speaks. Set by AppProviders as it renders; kept apart
 * from PrimeReact so the first paint does not load it (issue 15): primeSetup reads it once PrimeReact has.
 */
export function followLanguage(i18n: I18n): void {
  followed = i18n;
}

export const interfaceLanguage = (): string => followed?.language ?? DEFAULT_LANGUAGE;

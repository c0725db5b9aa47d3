import type { TFunction } from 'i18next';

export type MessageValues = Record<string, string | number>;

/**
 * A yup message that carries its parameters: the translation key, then a space and the values as
 * JSON (`validation.maxLength {"max":150}`). Formik keeps errors as strings, so a field can show the
 * full text without knowing which rule failed. Keys never contain spaces; dates go in already
 * formatted (dd/MM/yyyy).
 */
export function validationMessage(key: string, values?: MessageValues): string {
  return values && Object.keys(values).length > 0 ? `${key} ${JSON.stringify(values)}` : key;
}

function parseValues(text: string): MessageValues | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as MessageValues) : null;
  } catch {
    return null;
  }
}

/**
 * The translated text of a field's error, or null when there is none. Accepts what
 * `validationMessage` writes and plain keys ('validation.required'); anything else is translated as
 * a whole, as before.
 */
export function translateError(t: TFunction, error: string | undefined | null): string | null {
  if (!error) return null;
  const space = error.indexOf(' ');
  const values = space > 0 ? parseValues(error.slice(space + 1)) : null;
  return values ? t(error.slice(0, space), values) : t(error);
}

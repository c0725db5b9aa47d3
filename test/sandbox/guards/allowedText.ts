import es from '../../../src/shared/i18n/es.json';
import { isAllowedText } from '../../../src/shared/validation/characters';
import { SandboxError } from '../runtime';

/**
 * The allowed-character rule of spec 002 section 5 on the services' side, from the app's own definition
 * (src/shared/validation/characters.ts, which the forms' `allowedCharacters` rule uses) and in the words
 * of its Spanish message: a catalogue name, a custom field's name or option, a position with markup
 * (`<b>`) or a formula (`=1+1`) is refused with 422, the field named in the message and, as the body's
 * property, in `detail`.
 */
export function assertAllowedText(value: string | null | undefined, field: { label: string; path: string }, also = ''): void {
  if (value == null || isAllowedText(value, also)) return;
  const rule = also ? es.validation.allowedCharactersAnd.replace('{{symbols}}', [...also].join(' ')) : es.validation.allowedCharacters;
  throw new SandboxError(422, `${field.label} tiene caracteres no permitidos. ${rule}`, field.path);
}

/** The usual fields: a record's name, a custom field's option, a user's position. */
export const TEXT_FIELDS = {
  name: { label: 'El nombre', path: 'name' },
  position: { label: 'El puesto', path: 'position' },
  option: (index: number) => ({ label: `La opción ${index + 1}`, path: `options[${index}]` }),
} as const;

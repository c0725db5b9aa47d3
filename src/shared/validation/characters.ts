/**
 * The allowed-character rule of spec 002 section 5 (letters, digits, spaces, hyphen, underscore, accented
 * letters, ñ) as plain functions, with no form library: the forms' yup rule (`allowedCharacters` in
 * rules.ts) and the sandbox's services (test/sandbox/guards/allowedText.ts) both test texts with
 * `isAllowedText`, so a name the form refuses is refused by the service too, and the other way round.
 */

// Only the class's own syntax characters need escaping (the u flag refuses any other escape).
const allowedCharactersPattern = (symbols = '') => new RegExp(`^[\\p{L}\\p{M}\\p{N} _${symbols.replace(/[\\\]^-]/g, '\\$&')}-]*$`, 'u');

/**
 * Letters, digits, spaces, hyphen and underscore (spec 002 section 5), of any script: letters with their
 * combining marks (accents, ñ, ü, ç, Greek, Cyrillic...) and digits (the superscripts of m² and cm³
 * among them). Symbols and punctuation stay special characters (×, ÷, @, %, <, =...). Only the plain
 * space: tabs and line breaks are not allowed in a one-line field.
 */
export const ALLOWED_CHARACTERS = allowedCharactersPattern();

/**
 * Symbols a field allows besides the allowed characters, named by its message: a unit of measure's name
 * may hold °, %, ‰, / and · (°C, km/h, m·s; m² and cm³ need none, ² and ³ are digits). The spec names no
 * other exception: a custom field's label, an option or a position keeps the plain rule.
 */
export const ALSO_ALLOWED = { unitOfMeasure: '°%‰/·' } as const;

/** Each set of extra symbols compiled once. */
const patterns = new Map<string, RegExp>([['', ALLOWED_CHARACTERS]]);

/**
 * Whether `value` keeps the rule, with `also` symbols besides. NFC first, so that a letter typed or pasted
 * as base letter + combining accent counts as one letter. The empty text passes (whether a value must be
 * there is another rule's job).
 */
export function isAllowedText(value: string, also = ''): boolean {
  let allowed = patterns.get(also);
  if (!allowed) {
    allowed = allowedCharactersPattern(also);
    patterns.set(also, allowed);
  }
  return allowed.test(value.normalize('NFC'));
}

/** What every screen, file and PDF shows for a missing value or date (spec 000 section 9: "dashes"). */
export const EMPTY_VALUE = '---';

/** The value as text, or the empty placeholder when there is none (null, undefined or ''). */
export function orEmpty(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? EMPTY_VALUE : String(value);
}

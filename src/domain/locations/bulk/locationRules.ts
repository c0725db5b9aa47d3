import { LIMITS } from '../../../shared/validation/limits';

/**
 * The rules of a location bulk row (spec 002 sections 5 and 8), in one place for the app's worker and the
 * sandbox: each check answers a rule code; its message is `ruleMessageKey(code)` in src/shared/i18n with
 * `ruleValues(column, code)`. The codes after `postalCode` need the service's data (or the whole file).
 */
export type LocationRuleCode =
  | 'required'
  | 'digitsOnly'
  | 'maxLength'
  | 'number'
  | 'decimals'
  | 'latitude'
  | 'longitude'
  | 'postalCode'
  | 'fieldMismatch'
  | 'nameRepeated'
  | 'clientMissing'
  | 'priorityMissing'
  | 'postalCodeMissing'
  | 'nameExists'
  | 'locationNotForClient'
  | 'alreadyDisabled';

/** One cell's problem, by its row of the sheet (the header is row 1) and its column ('' for the whole row). */
export interface LocationIssue<Column extends string = string> {
  rowNumber: number;
  column: Column | '';
  code: LocationRuleCode;
  /** The service's own text, for a code the app does not know. */
  serverMessage?: string;
}

const L = LIMITS.locations;
/** The longest text each column takes (the form's and the contract's limits). */
const MAX: Readonly<Record<string, number>> = {
  name: L.nameMax, comercialName: L.comercialNameMax, address: L.addressMax, locality: L.localityMax, additionalInfo: L.additionalInfoMax,
  changeReason: L.changeReasonMax, clientId: L.bulkIdMax, locationPriorityId: L.bulkIdMax,
};

/** Messages the forms already say (src/shared/i18n validation.*); the rest are the locations' own. */
const SHARED: ReadonlySet<LocationRuleCode> = new Set(['required', 'digitsOnly', 'maxLength', 'number', 'decimals', 'latitude', 'longitude']);
export const ruleMessageKey = (code: LocationRuleCode) => (SHARED.has(code) ? `validation.${code}` : `locations.rules.${code}`);

/** What a rule's message interpolates in a column, from LIMITS, so a message and its check never disagree. */
export function ruleValues(column: string, code: LocationRuleCode): Record<string, number> {
  if (code === 'maxLength') return { max: MAX[column] ?? LIMITS.generalTextMax };
  if (code === 'latitude') return { min: -LIMITS.geo.latitudeMax, max: LIMITS.geo.latitudeMax };
  if (code === 'longitude') return { min: -LIMITS.geo.longitudeMax, max: LIMITS.geo.longitudeMax };
  if (code === 'decimals') return { decimals: L.coordinateDecimals };
  if (code === 'postalCode') return { min: L.postalCodeMin, max: L.postalCodeMax };
  return {};
}

const DIGITS = /^[0-9]+$/;
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;
const POSTAL_CODE = new RegExp(`^[0-9]{${L.postalCodeMin},${L.postalCodeMax}}$`);

/**
 * A coordinate cell's number as typed: Excel may keep a typed 19.123457 as 19.123456999999998 (17 significant
 * digits), which 15 digits, a double's exact decimal precision, read back as typed.
 */
export const coordinateText = (cell: string) => String(Number(Number(cell).toPrecision(15)));

/** How a column's cell is read: an id, a text (with its maximum), a postal code or a coordinate. */
export type CellKind = 'id' | 'text' | 'postalCode' | 'latitude' | 'longitude';

/** A trimmed cell's problem under its kind (blank cells are the caller's: required or not). */
export function cellError(column: string, kind: CellKind, cell: string): LocationRuleCode | null {
  if (kind === 'id') return !DIGITS.test(cell) ? 'digitsOnly' : cell.length > MAX[column]! ? 'maxLength' : null;
  if (kind === 'text') return cell.length > (MAX[column] ?? LIMITS.generalTextMax) ? 'maxLength' : null;
  if (kind === 'postalCode') return POSTAL_CODE.test(cell) ? null : 'postalCode';
  if (!DECIMAL.test(cell)) return 'number';
  if ((coordinateText(cell).split('.')[1] ?? '').length > L.coordinateDecimals) return 'decimals';
  const limit = kind === 'latitude' ? LIMITS.geo.latitudeMax : LIMITS.geo.longitudeMax;
  return Math.abs(Number(cell)) <= limit ? null : kind;
}

/** A name as the service compares them: case and accent blind, outer spaces aside. */
export const foldName = (name: string) => name.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

import { DateTime } from 'luxon';
import * as yup from 'yup';
import { isAllowedText } from './characters';
import { LIMITS } from './limits';
import { validationMessage, type MessageValues } from './messages';

// The generic rules of spec 002 section 5 as yup tests: each function returns a test to add with
// `.test()`, so rules compose on any schema of the right kind, e.g.
// `yup.string().test(required()).test(noOuterSpaces()).test(maxLength(50))`. Messages come from
// `validationMessage` (decode them with `translateError`). Every rule but `required` lets an empty
// value through: whether a value must be there is `required`'s job alone.

type Maybe<T> = T | null | undefined;
export type Rule<T> = yup.TestConfig<Maybe<T>, any>;

function rule<T>(name: string, key: string, check: (value: T) => boolean, values?: MessageValues): Rule<T> {
  return { name, message: validationMessage(key, values), test: (value) => value == null || check(value) };
}

/** A text rule that also lets '' through (an empty optional field). */
const stringRule = (name: string, key: string, check: (value: string) => boolean, values?: MessageValues) =>
  rule<string>(name, key, (value) => value === '' || check(value), values);

// Generic ----------------------------------------------------------------------------------------

/** Present: not null or undefined; a string must have something besides spaces. */
export function required<T>(): yup.TestConfig<T, any> {
  return {
    name: 'required',
    message: validationMessage('validation.required'),
    test: (value) => value != null && !(typeof value === 'string' && value.trim() === ''),
  };
}

/** No leading or trailing spaces, which also refuses a text of only spaces. */
export const noOuterSpaces = () => stringRule('noOuterSpaces', 'validation.noOuterSpaces', (value) => value.trim() === value);

/**
 * The allowed characters (characters.ts, the definition the sandbox's services read too), and with `also`
 * these symbols besides (a unit of measure's °, %), named by the message.
 */
export function allowedCharacters(also = '') {
  const check = (value: string) => isAllowedText(value, also);
  return also
    ? stringRule('allowedCharacters', 'validation.allowedCharactersAnd', check, { symbols: [...also].join(' ') })
    : stringRule('allowedCharacters', 'validation.allowedCharacters', check);
}

export const digitsOnly = () => stringRule('digitsOnly', 'validation.digitsOnly', (value) => /^[0-9]+$/.test(value));

export const noSpaces = () => stringRule('noSpaces', 'validation.noSpaces', (value) => !/\s/.test(value));

export const minLength = (min: number) => stringRule('minLength', 'validation.minLength', (value) => value.length >= min, { min });

export const maxLength = (max: number) => stringRule('maxLength', 'validation.maxLength', (value) => value.length <= max, { max });

/** The shared text maximum of 150 characters. */
export const generalText = () => maxLength(LIMITS.generalTextMax);

/** A text matching `regex`, with a feature's own message when it has one. */
// search, unlike test, ignores the lastIndex a /g regex keeps between calls.
export const pattern = (regex: RegExp, messageKey = 'validation.pattern') => stringRule('pattern', messageKey, (value) => value.search(regex) >= 0);

/** #RRGGBB. */
export const hexColor = () => stringRule('hexColor', 'validation.hexColor', (value) => /^#[0-9A-Fa-f]{6}$/.test(value));

/**
 * IPv4 as a dotted quad of 0-255 without leading zeros (01 could be read as octal). IPv6 is not
 * accepted: the spec asks for "a valid IP" on fields no contract marks as IPv6, and the services
 * behind them are not known to take it; add a separate rule when a field needs it.
 */
const OCTET = '(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
export const IPV4_ADDRESS = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);

export const ipAddress = () => stringRule('ipAddress', 'validation.ipAddress', (value) => IPV4_ADDRESS.test(value));

// Numbers ----------------------------------------------------------------------------------------

/**
 * Decimal places of a number as written: the shortest round-trip text of a double is what was typed,
 * so 1.005 has 3 where multiplying by 100 would see 100.49999999999999.
 */
function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

export const integer = () => rule<number>('integer', 'validation.integer', (value) => Number.isInteger(value));

export const minValue = (min: number) => rule<number>('min', 'validation.min', (value) => value >= min, { min });

export const maxValue = (max: number) => rule<number>('max', 'validation.max', (value) => value <= max, { max });

export const decimals = (places: number = LIMITS.numbers.decimals) =>
  rule<number>('decimals', 'validation.decimals', (value) => decimalPlaces(value) <= places, { decimals: places });

/** At most `integerDigits` digits before the point and `places` after it (default 7 and 2). */
export const money = (integerDigits: number = LIMITS.numbers.moneyIntegerDigits, places: number = LIMITS.numbers.decimals) =>
  rule<number>(
    'money',
    'validation.money',
    (value) => Math.abs(value) < 10 ** integerDigits && decimalPlaces(value) <= places,
    { integerDigits, decimals: places },
  );

export const latitude = () =>
  rule<number>('latitude', 'validation.latitude', (value) => Math.abs(value) <= LIMITS.geo.latitudeMax, {
    min: -LIMITS.geo.latitudeMax,
    max: LIMITS.geo.latitudeMax,
  });

export const longitude = () =>
  rule<number>('longitude', 'validation.longitude', (value) => Math.abs(value) <= LIMITS.geo.longitudeMax, {
    min: -LIMITS.geo.longitudeMax,
    max: LIMITS.geo.longitudeMax,
  });

// Dates ------------------------------------------------------------------------------------------
// Dates compare by calendar day in the local zone, the unit the pickers and the messages show.

const dayOf = (date: Date) => DateTime.fromJSDate(date).startOf('day').toMillis();
const formatDay = (date: Date) => DateTime.fromJSDate(date).toFormat('dd/MM/yyyy');

export const minDate = (min: Date) => rule<Date>('minDate', 'validation.minDate', (value) => dayOf(value) >= dayOf(min), { min: formatDay(min) });

export const maxDate = (max: Date) => rule<Date>('maxDate', 'validation.maxDate', (value) => dayOf(value) <= dayOf(max), { max: formatDay(max) });

/** Today or later. */
export const notInPast = () => rule<Date>('notInPast', 'validation.notInPast', (value) => dayOf(value) >= dayOf(new Date()));

/** On the end field: not a day before the sibling `startField`; passes while either date is missing. */
export function endNotBeforeStart(startField = 'start'): Rule<Date> {
  return {
    name: 'endNotBeforeStart',
    message: validationMessage('validation.endBeforeStart'),
    test: (end, context) => {
      const start = context.resolve(yup.ref<Maybe<Date>>(startField));
      return end == null || !(start instanceof Date) || dayOf(end) >= dayOf(start);
    },
  };
}

// Builders the forms use -------------------------------------------------------------------------

/** A text field's schema: its default '' is part of yup's type. */
export type TextSchema = yup.StringSchema<string, yup.AnyObject, '', 'd'>;

/** A text field: always a string ('' when empty; API nulls become ''). */
const text = (): TextSchema =>
  yup
    .string()
    .defined()
    .default('')
    .transform((value: string | null) => value ?? '');

/** Text: max defaults to the shared 150; leading, trailing and only spaces are always refused. */
export function textRule(
  options: {
    required?: boolean;
    max?: number;
    min?: number;
    allowedCharacters?: boolean;
    /** Symbols allowed besides the allowed characters (only with `allowedCharacters`). */
    alsoAllowed?: string;
    noSpaces?: boolean;
    digitsOnly?: boolean;
    pattern?: { regex: RegExp; messageKey: string };
  } = {},
): TextSchema {
  let schema = text();
  if (options.required) schema = schema.test(required());
  schema = schema.test(noOuterSpaces());
  if (options.min !== undefined) schema = schema.test(minLength(options.min));
  schema = schema.test(maxLength(options.max ?? LIMITS.generalTextMax));
  if (options.digitsOnly) schema = schema.test(digitsOnly());
  if (options.noSpaces) schema = schema.test(noSpaces());
  if (options.allowedCharacters) schema = schema.test(allowedCharacters(options.alsoAllowed));
  if (options.pattern) schema = schema.test(pattern(options.pattern.regex, options.pattern.messageKey));
  return schema;
}

const numeric = (isRequired = false) => {
  const schema = yup.number().nullable().typeError(validationMessage('validation.number'));
  return isRequired ? schema.test(required()) : schema;
};

const withBounds = (schema: yup.NumberSchema<Maybe<number>>, min?: number, max?: number) => {
  let bounded = schema;
  if (min !== undefined) bounded = bounded.test(minValue(min));
  if (max !== undefined) bounded = bounded.test(maxValue(max));
  return bounded;
};

/** A whole number, empty allowed unless required. */
export function integerRule(options: { required?: boolean; min?: number; max?: number } = {}): yup.NumberSchema<number | null | undefined> {
  return withBounds(numeric(options.required).test(integer()), options.min, options.max);
}

/**
 * A decimal number: up to `decimals` places (default 2); with `integerDigits`, also at most that
 * many digits before the point (the money rule).
 */
export function decimalRule(
  options: { required?: boolean; min?: number; max?: number; decimals?: number; integerDigits?: number } = {},
): yup.NumberSchema<number | null | undefined> {
  const places = options.decimals ?? LIMITS.numbers.decimals;
  const format = options.integerDigits === undefined ? decimals(places) : money(options.integerDigits, places);
  return withBounds(numeric(options.required).test(format), options.min, options.max);
}

/** The shared cost rule (spec 002 sections 5 and 9): 0 to 9,999,999.00, at most 7 integer digits and 2 decimals. */
export function costRule(options: { required?: boolean } = {}): yup.NumberSchema<number | null | undefined> {
  return decimalRule({ ...options, min: 0, max: LIMITS.numbers.costMax, integerDigits: LIMITS.numbers.moneyIntegerDigits });
}

/** A colour as #RRGGBB. */
export function hexColorRule(options: { required?: boolean } = {}): TextSchema {
  const schema = text();
  return (options.required ? schema.test(required()) : schema).test(hexColor());
}

/** A date (compared by calendar day), empty allowed unless required. */
export function dateRule(options: { required?: boolean; min?: Date; max?: Date; notInPast?: boolean } = {}): yup.DateSchema<Date | null | undefined> {
  let schema = yup.date().nullable().typeError(validationMessage('validation.date'));
  if (options.required) schema = schema.test(required());
  if (options.min) schema = schema.test(minDate(options.min));
  if (options.max) schema = schema.test(maxDate(options.max));
  if (options.notInPast) schema = schema.test(notInPast());
  return schema;
}

/** The id chosen in a dropdown; null means nothing chosen yet. */
export function requiredIdRule(): yup.NumberSchema<number | null | undefined> {
  return yup.number().nullable().test(required());
}

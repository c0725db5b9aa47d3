import fc from 'fast-check';
import * as yup from 'yup';
import { createI18n } from '../i18n/i18n';
import { LIMITS } from './limits';
import { translateError, validationMessage } from './messages';
import { ALLOWED_CHARACTERS } from './characters';
import {
  allowedCharacters,
  costRule,
  dateRule,
  decimalRule,
  decimals,
  digitsOnly,
  endNotBeforeStart,
  generalText,
  hexColor,
  hexColorRule,
  integer,
  integerRule,
  ipAddress,
  latitude,
  longitude,
  maxDate,
  maxLength,
  maxValue,
  minDate,
  minLength,
  minValue,
  money,
  noOuterSpaces,
  noSpaces,
  notInPast,
  pattern,
  required,
  requiredIdRule,
  textRule,
} from './rules';

const es = createI18n('es');
const en = createI18n('en');

/** The translated first error of `value`, or null when it is valid. */
function errorOf(schema: yup.AnySchema, value: unknown, t = es.t): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    if (error instanceof yup.ValidationError) return translateError(t, error.errors[0]);
    throw error;
  }
}

const text = (rule: yup.TestConfig<any, any>) => yup.string().test(rule);
const num = (rule: yup.TestConfig<any, any>) => yup.number().nullable().test(rule);
const date = (rule: yup.TestConfig<any, any>) => yup.date().nullable().test(rule);
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

const REQUIRED = 'Este campo es obligatorio';
const OUTER_SPACES = 'No puede iniciar ni terminar con espacios';
const ALLOWED = 'Solo se permiten letras, números, espacios, guion y guion bajo';

describe('validationMessage and translateError', () => {
  it('carry the values in one string and translate them in either language', () => {
    const message = validationMessage('validation.maxLength', { max: LIMITS.generalTextMax });
    expect(message).toBe(`validation.maxLength {"max":${LIMITS.generalTextMax}}`);
    expect(translateError(es.t, message)).toBe(`El valor no puede exceder ${LIMITS.generalTextMax} caracteres`);
    expect(translateError(en.t, message)).toBe(`The value cannot exceed ${LIMITS.generalTextMax} characters`);
  });

  it('keep a message without values a plain key, as the existing schemas write it', () => {
    expect(validationMessage('validation.required')).toBe('validation.required');
    expect(validationMessage('validation.required', {})).toBe('validation.required');
    expect(translateError(es.t, 'validation.required')).toBe(REQUIRED);
    expect(translateError(en.t, 'validation.required')).toBe('This field is required');
  });

  it('give null for no error and leave text that is not an encoded message as it is', () => {
    expect(translateError(es.t, undefined)).toBeNull();
    expect(translateError(es.t, null)).toBeNull();
    expect(translateError(es.t, '')).toBeNull();
    expect(translateError(es.t, 'Texto libre {no json')).toBe('Texto libre {no json');
  });
});

describe('generic rules', () => {
  it('required: empty, only spaces, null and undefined are missing; 0 is a value', () => {
    const schema = yup.string().nullable().test(required());
    for (const missing of ['', '   ', '\t', null, undefined]) expect(errorOf(schema, missing)).toBe(REQUIRED);
    expect(errorOf(schema, 'a')).toBeNull();
    expect(errorOf(yup.number().nullable().test(required()), 0)).toBeNull();
  });

  it('noOuterSpaces: refuses a leading space, a trailing space and only spaces', () => {
    const schema = text(noOuterSpaces());
    expect(errorOf(schema, ' abc')).toBe(OUTER_SPACES);
    expect(errorOf(schema, 'abc ')).toBe(OUTER_SPACES);
    expect(errorOf(schema, '   ')).toBe(OUTER_SPACES);
    expect(errorOf(schema, 'a b c')).toBeNull();
    expect(errorOf(schema, '')).toBeNull();
  });

  it('noOuterSpaces: passes exactly the texts that trimming leaves unchanged', () => {
    const schema = text(noOuterSpaces());
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'ñ', ' ', '\t', '-') }), (value) => schema.isValidSync(value) === (value.trim() === value)),
    );
  });

  it('allowedCharacters: accepts letters, digits, accents, ñ/Ñ, space, hyphen and underscore', () => {
    const schema = text(allowedCharacters());
    for (const value of ['Peña Ñandú', 'José_María-2', 'ÁÉÍÓÚ áéíóú Üü Çç ÿ', 'Ölçü 9']) expect(errorOf(schema, value)).toBeNull();
    // A decomposed accent (e + combining acute) is the same letter.
    expect(errorOf(schema, 'Jose\u0301')).toBeNull();
  });

  it('allowedCharacters: letters and digits of any script, the superscript digits of a unit included', () => {
    const schema = text(allowedCharacters());
    for (const value of ['m²', 'cm³', 'Μέτρο', 'Метр', '東京 2', 'µm']) expect(errorOf(schema, value)).toBeNull();
    // One symbol past them is refused still.
    for (const value of ['m^2', 'm²%', '°C', 'm·s']) expect(errorOf(schema, value)).toBe(ALLOWED);
  });

  it('allowedCharacters: symbols given besides pass, and the message names them; others stay refused', () => {
    const schema = text(allowedCharacters('°%/'));
    for (const value of ['°C', '50%', 'km/h', 'm²']) expect(errorOf(schema, value)).toBeNull();
    for (const value of ['a@b', 'm·s', 'a]b', 'a^b']) expect(errorOf(schema, value)).toBe('Solo se permiten letras, números, espacios, guion, guion bajo y estos símbolos: ° % /');
    // A class's own syntax characters given as symbols are taken literally.
    expect(errorOf(text(allowedCharacters(']^')), 'a]^b')).toBeNull();
  });

  it('allowedCharacters: refuses special characters', () => {
    const schema = text(allowedCharacters());
    for (const value of ['a<b', 'a@b', 'a;b', 'a.b', 'a\tb', '2×3', '6÷3', "O'Brien"]) expect(errorOf(schema, value)).toBe(ALLOWED);
  });

  it('allowedCharacters: a text of allowed characters passes, one special character fails it', () => {
    const allowed = fc.string({ unit: fc.constantFrom(...'aZ09 -_ñÑáÉüÀÖØöøÿ'.split('')) });
    const special = fc.constantFrom(...'<>@;:.,!?#$%&*()[]{}/\\|"\'+=~^`×÷\t\n'.split(''));
    fc.assert(
      fc.property(allowed, special, allowed, (before, bad, after) => ALLOWED_CHARACTERS.test(before + after) && !ALLOWED_CHARACTERS.test(before + bad + after)),
    );
  });

  it('digitsOnly and noSpaces', () => {
    expect(errorOf(text(digitsOnly()), '0123')).toBeNull();
    expect(errorOf(text(digitsOnly()), '12a')).toBe('Solo se permiten números');
    expect(errorOf(text(digitsOnly()), '1 2')).toBe('Solo se permiten números');
    expect(errorOf(text(noSpaces()), 'abc')).toBeNull();
    expect(errorOf(text(noSpaces()), 'a b')).toBe('No puede contener espacios');
  });

  it('minLength and maxLength at the limit and one past it, naming the number', () => {
    const min = 3;
    expect(errorOf(text(minLength(min)), 'a'.repeat(min))).toBeNull();
    expect(errorOf(text(minLength(min)), 'a'.repeat(min - 1))).toBe(`El mínimo de caracteres es ${min}`);
    expect(errorOf(text(maxLength(LIMITS.textAreaMax)), 'a'.repeat(LIMITS.textAreaMax))).toBeNull();
    expect(errorOf(text(maxLength(LIMITS.textAreaMax)), 'a'.repeat(LIMITS.textAreaMax + 1))).toBe(`El valor no puede exceder ${LIMITS.textAreaMax} caracteres`);
  });

  it('generalText: at most LIMITS.generalTextMax characters', () => {
    expect(errorOf(text(generalText()), 'a'.repeat(LIMITS.generalTextMax))).toBeNull();
    expect(errorOf(text(generalText()), 'a'.repeat(LIMITS.generalTextMax + 1))).toBe(`El valor no puede exceder ${LIMITS.generalTextMax} caracteres`);
    expect(errorOf(text(generalText()), 'a'.repeat(LIMITS.generalTextMax + 1), en.t)).toBe(`The value cannot exceed ${LIMITS.generalTextMax} characters`);
  });

  it('pattern: the given message, or the generic one', () => {
    expect(errorOf(text(pattern(/^[A-Z]{3}$/)), 'MXN')).toBeNull();
    expect(errorOf(text(pattern(/^[A-Z]{3}$/)), 'MX')).toBe('El valor no tiene el formato esperado');
    expect(errorOf(text(pattern(/^[A-Z]{3}$/, 'validation.email')), 'MX')).toBe('Formato inválido');
    const global = /^[A-Z]{3}$/g;
    expect([errorOf(text(pattern(global)), 'MXN'), errorOf(text(pattern(global)), 'MXN')]).toEqual([null, null]);
  });

  it('ipAddress: IPv4 dotted quads of 0-255 without leading zeros', () => {
    const schema = text(ipAddress());
    for (const ok of ['255.255.255.255', '0.0.0.0', '10.0.0.1', '192.168.100.99']) expect(errorOf(schema, ok)).toBeNull();
    for (const bad of ['256.1.1.1', '1.1.1.256', '01.1.1.1', '1.1.1', '1.1.1.1.1', '1.1.1.', '::1', '1.1.1.1 ', 'a.b.c.d']) {
      expect(errorOf(schema, bad)).toBe('Capture una dirección IP válida');
    }
  });

  it('hexColor: #RRGGBB', () => {
    expect(errorOf(text(hexColor()), '#A1b2C3')).toBeNull();
    for (const bad of ['#abc', 'A1B2C3', '#GGGGGG', '#A1B2C3D']) expect(errorOf(text(hexColor()), bad)).toBe('Capture un color con el formato #RRGGBB');
  });
});

describe('number rules', () => {
  const { decimals: places, moneyIntegerDigits: digits } = LIMITS.numbers;

  it('integer, minValue and maxValue', () => {
    expect(errorOf(num(integer()), 7)).toBeNull();
    expect(errorOf(num(integer()), 7.5)).toBe('Capture un número entero');
    expect(errorOf(num(minValue(1)), 1)).toBeNull();
    expect(errorOf(num(minValue(1)), 0)).toBe('El valor debe ser mayor o igual a 1');
    expect(errorOf(num(maxValue(99)), 99)).toBeNull();
    expect(errorOf(num(maxValue(99)), 100)).toBe('El valor debe ser menor o igual a 99');
  });

  it('decimals: up to LIMITS.numbers.decimals places, as written', () => {
    expect(errorOf(num(decimals()), Number(`1.${'5'.repeat(places)}`))).toBeNull();
    expect(errorOf(num(decimals()), Number(`1.${'5'.repeat(places + 1)}`))).toBe(`Máximo de decimales: ${places}`);
    expect(errorOf(num(decimals(2)), 1.005)).toBe('Máximo de decimales: 2');
    expect(errorOf(num(decimals(2)), 0.29)).toBeNull();
    expect(errorOf(num(decimals(2)), 1e-7)).toBe('Máximo de decimales: 2');
    expect(errorOf(num(decimals(2)), 1e21)).toBeNull();
  });

  it('money: up to 7 integer digits and 2 decimals', () => {
    const largest = Number(`${'9'.repeat(digits)}.${'9'.repeat(places)}`);
    expect(largest).toBe(9999999.99);
    expect(errorOf(num(money()), largest)).toBeNull();
    expect(errorOf(num(money()), -largest)).toBeNull();
    const message = `Capture hasta ${digits} enteros y ${places} decimales`;
    expect(errorOf(num(money()), 10 ** digits)).toBe(message);
    expect(errorOf(num(money()), 10000000)).toBe(message);
    expect(errorOf(num(money()), 1.005)).toBe(message);
  });

  it('costRule: 0 to the cost maximum with 2 decimals', () => {
    const { costMax } = LIMITS.numbers;
    for (const ok of [0, costMax, 0.29, null]) expect(errorOf(costRule(), ok)).toBeNull();
    expect(errorOf(costRule(), costMax + 0.01)).toBe(`El valor debe ser menor o igual a ${costMax}`);
    expect(errorOf(costRule(), -0.01)).toBe('El valor debe ser mayor o igual a 0');
    expect(errorOf(costRule(), 1.005)).toBe(`Capture hasta ${digits} enteros y ${places} decimales`);
  });

  it('latitude -90..90 and longitude -180..180', () => {
    const { latitudeMax, longitudeMax } = LIMITS.geo;
    for (const ok of [latitudeMax, -latitudeMax, 0]) expect(errorOf(num(latitude()), ok)).toBeNull();
    for (const bad of [latitudeMax + 0.0001, -latitudeMax - 0.0001]) {
      expect(errorOf(num(latitude()), bad)).toBe(`La latitud debe estar entre ${-latitudeMax} y ${latitudeMax}`);
    }
    for (const ok of [longitudeMax, -longitudeMax]) expect(errorOf(num(longitude()), ok)).toBeNull();
    for (const bad of [longitudeMax + 0.0001, -longitudeMax - 0.0001]) {
      expect(errorOf(num(longitude()), bad, en.t)).toBe(`Longitude must be between ${-longitudeMax} and ${longitudeMax}`);
    }
  });

  it('let an empty number through: whether it must be there is required’s job', () => {
    for (const rule of [integer(), decimals(), money(), latitude(), longitude(), minValue(1), maxValue(1)]) expect(errorOf(num(rule), null)).toBeNull();
  });
});

describe('date rules', () => {
  afterEach(() => jest.useRealTimers());

  it('minDate and maxDate compare calendar days and show the bound as dd/MM/yyyy', () => {
    const bound = local(2026, 1, 31, 15, 30);
    expect(errorOf(date(minDate(bound)), local(2026, 1, 31))).toBeNull();
    expect(errorOf(date(minDate(bound)), local(2026, 1, 30, 23, 59))).toBe('La fecha no puede ser anterior al 31/01/2026');
    expect(errorOf(date(maxDate(bound)), local(2026, 1, 31, 23, 59))).toBeNull();
    expect(errorOf(date(maxDate(bound)), local(2026, 2, 1))).toBe('La fecha no puede ser posterior al 31/01/2026');
    expect(errorOf(date(maxDate(bound)), local(2026, 2, 1), en.t)).toBe('The date cannot be later than 31/01/2026');
  });

  it('endNotBeforeStart: the end a day before the start is refused on the end field, the same day accepted', () => {
    const range = yup.object({ start: dateRule(), end: dateRule().test(endNotBeforeStart()) });
    const start = local(2026, 3, 10, 12);
    expect(errorOf(range, { start, end: local(2026, 3, 9, 23, 59) })).toBe('La fecha final no puede ser anterior a la inicial');
    expect(() => range.validateSync({ start, end: local(2026, 3, 9) })).toThrow(expect.objectContaining({ path: 'end' }));
    expect(errorOf(range, { start, end: local(2026, 3, 10) })).toBeNull();
    expect(errorOf(range, { start, end: local(2026, 3, 11) })).toBeNull();
    expect(errorOf(range, { start: null, end: local(2026, 3, 9) })).toBeNull();
    expect(errorOf(range, { start, end: null })).toBeNull();
  });

  it('endNotBeforeStart: names another start field', () => {
    const range = yup.object({ from: dateRule(), to: dateRule().test(endNotBeforeStart('from')) });
    expect(errorOf(range, { from: local(2026, 3, 10), to: local(2026, 3, 9) })).toBe('La fecha final no puede ser anterior a la inicial');
  });

  it('notInPast: yesterday is refused, today (even earlier today) accepted', () => {
    jest.useFakeTimers({ now: local(2026, 6, 15, 9) });
    expect(errorOf(date(notInPast()), local(2026, 6, 14, 23, 59))).toBe('La fecha no puede ser anterior a hoy');
    expect(errorOf(date(notInPast()), local(2026, 6, 15, 0, 0))).toBeNull();
    expect(errorOf(date(notInPast()), local(2026, 6, 16))).toBeNull();
  });
});

describe('builders', () => {
  it('textRule: default max LIMITS.generalTextMax, spaces always checked, empty optional, null read as empty', () => {
    const schema = textRule();
    expect(schema.cast(undefined)).toBe('');
    expect(schema.validateSync(null)).toBe('');
    expect(errorOf(schema, '')).toBeNull();
    expect(errorOf(schema, 'a'.repeat(LIMITS.generalTextMax))).toBeNull();
    expect(errorOf(schema, 'a'.repeat(LIMITS.generalTextMax + 1))).toBe(`El valor no puede exceder ${LIMITS.generalTextMax} caracteres`);
    expect(errorOf(schema, ' a')).toBe(OUTER_SPACES);
    expect(errorOf(schema, '   ')).toBe(OUTER_SPACES);
  });

  it('textRule: required (only spaces is missing), min, max and the character options', () => {
    const max = LIMITS.ticketCreate.clientTicketNumberMax;
    expect(errorOf(textRule({ required: true }), '   ')).toBe(REQUIRED);
    expect(errorOf(textRule({ required: true }), undefined)).toBe(REQUIRED);
    expect(errorOf(textRule({ max }), 'a'.repeat(max + 1))).toBe(`El valor no puede exceder ${max} caracteres`);
    expect(errorOf(textRule({ min: 2 }), 'a')).toBe('El mínimo de caracteres es 2');
    expect(errorOf(textRule({ min: 2 }), '')).toBeNull();
    expect(errorOf(textRule({ allowedCharacters: true }), 'Peña')).toBeNull();
    expect(errorOf(textRule({ allowedCharacters: true }), 'a@b')).toBe(ALLOWED);
    expect(errorOf(textRule({ digitsOnly: true }), '12a')).toBe('Solo se permiten números');
    expect(errorOf(textRule({ noSpaces: true }), 'a b')).toBe('No puede contener espacios');
    expect(errorOf(textRule({ pattern: { regex: /^[A-Z]{3}$/, messageKey: 'validation.email' } }), 'mxn')).toBe('Formato inválido');
  });

  it('integerRule: nullable, whole, bounded; text that is no number gets the number message', () => {
    const schema = integerRule({ min: 1, max: LIMITS.workOrders.descriptionMax });
    expect(errorOf(schema, null)).toBeNull();
    expect(errorOf(schema, LIMITS.workOrders.descriptionMax)).toBeNull();
    expect(errorOf(schema, LIMITS.workOrders.descriptionMax + 1)).toBe(`El valor debe ser menor o igual a ${LIMITS.workOrders.descriptionMax}`);
    expect(errorOf(schema, 0)).toBe('El valor debe ser mayor o igual a 1');
    expect(errorOf(schema, 2.5)).toBe('Capture un número entero');
    expect(errorOf(schema, 'abc')).toBe('Capture un número válido');
    expect(errorOf(integerRule({ required: true }), null)).toBe(REQUIRED);
  });

  it('decimalRule: 2 places by default; with integerDigits the money rule; the cost maximum', () => {
    expect(errorOf(decimalRule(), 1.01)).toBeNull();
    expect(errorOf(decimalRule(), 1.005)).toBe(`Máximo de decimales: ${LIMITS.numbers.decimals}`);
    expect(errorOf(decimalRule({ decimals: 4 }), 1.0005)).toBeNull();
    const cost = decimalRule({ required: true, min: 0, max: LIMITS.numbers.costMax, integerDigits: LIMITS.numbers.moneyIntegerDigits });
    expect(errorOf(cost, LIMITS.numbers.costMax)).toBeNull();
    expect(errorOf(cost, LIMITS.numbers.costMax + 0.01)).toBe(`El valor debe ser menor o igual a ${LIMITS.numbers.costMax}`);
    expect(errorOf(cost, 1.005)).toBe(`Capture hasta ${LIMITS.numbers.moneyIntegerDigits} enteros y ${LIMITS.numbers.decimals} decimales`);
    expect(errorOf(cost, null)).toBe(REQUIRED);
  });

  it('hexColorRule', () => {
    expect(errorOf(hexColorRule(), '')).toBeNull();
    expect(errorOf(hexColorRule({ required: true }), '')).toBe(REQUIRED);
    expect(errorOf(hexColorRule({ required: true }), '#00ff7F')).toBeNull();
    expect(errorOf(hexColorRule(), '#00ff7')).toBe('Capture un color con el formato #RRGGBB');
  });

  it('dateRule: required, bounds, notInPast and an unreadable date', () => {
    jest.useFakeTimers({ now: local(2026, 6, 15, 9) });
    expect(errorOf(dateRule(), null)).toBeNull();
    expect(errorOf(dateRule({ required: true }), null)).toBe(REQUIRED);
    expect(errorOf(dateRule(), 'no es fecha')).toBe('Fecha inválida');
    const bounded = dateRule({ min: local(2026, 1, 1), max: local(2026, 12, 31), notInPast: true });
    expect(errorOf(bounded, local(2026, 6, 15))).toBeNull();
    expect(errorOf(bounded, local(2026, 6, 14))).toBe('La fecha no puede ser anterior a hoy');
    expect(errorOf(bounded, local(2027, 1, 1))).toBe('La fecha no puede ser posterior al 31/12/2026');
    jest.useRealTimers();
  });

  it('requiredIdRule: null is missing, an id is chosen', () => {
    expect(errorOf(requiredIdRule(), null)).toBe(REQUIRED);
    expect(errorOf(requiredIdRule(), 3)).toBeNull();
  });

  it('fit a typed form schema', () => {
    interface Values {
      name: string;
      color: string;
      count: number | null | undefined;
      cost: number | null | undefined;
      due: Date | null | undefined;
      clientId: number | null | undefined;
    }
    const schema: yup.ObjectSchema<Values> = yup.object({
      name: textRule({ required: true }),
      color: hexColorRule(),
      count: integerRule(),
      cost: decimalRule(),
      due: dateRule(),
      clientId: requiredIdRule(),
    });
    expect(schema.isValidSync({ name: 'Peña', color: '', count: null, cost: null, due: null, clientId: 1 })).toBe(true);
  });
});

describe('messages', () => {
  it('exist in Spanish and English for every rule', () => {
    const rules = [
      required(), noOuterSpaces(), allowedCharacters(), digitsOnly(), noSpaces(), minLength(1), maxLength(1), pattern(/x/), hexColor(),
      ipAddress(), integer(), minValue(0), maxValue(0), decimals(), money(), latitude(), longitude(), minDate(new Date()),
      maxDate(new Date()), notInPast(), endNotBeforeStart(),
    ];
    const keys = [...rules.map((rule) => String(rule.message).split(' ')[0]!), 'validation.number', 'validation.date'];
    for (const key of keys) expect({ key, es: es.exists(key), en: en.exists(key) }).toEqual({ key, es: true, en: true });
  });
});

import { LIMITS } from '../../validation/limits';
import { validationMessage } from '../../validation/messages';
import { dynamicInitialValues, dynamicSchema } from './dynamicSchema';
import { CUSTOM_FIELD_TYPES, dynamicFieldKey, type DynamicField } from './types';

const { textValueMax, numericIntegerDigits, numericDecimals } = LIMITS.customForms;
const field = (typeId: number, required = false): DynamicField => ({ id: typeId, name: `Campo ${typeId}`, typeId, required, options: ['Fibra', 'Cobre'] });
const ALL = Object.values(CUSTOM_FIELD_TYPES).map((typeId) => field(typeId));

/** The error of one field for a value, or null when the value keeps the rules. */
function errorOf(f: DynamicField, value: unknown): string | null {
  try {
    dynamicSchema([f]).validateSync({ ...dynamicInitialValues([f]), [dynamicFieldKey(f)]: value });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const digits = (n: number) => '9'.repeat(n);
const NUMERIC_MESSAGE = validationMessage('validation.money', { integerDigits: numericIntegerDigits, decimals: numericDecimals });

describe('dynamic field rules', () => {
  it.each([CUSTOM_FIELD_TYPES.SingleLine, CUSTOM_FIELD_TYPES.MultiLine])('type %i takes text up to the limit and refuses one more', (typeId) => {
    expect(errorOf(field(typeId), 'a'.repeat(textValueMax))).toBeNull();
    expect(errorOf(field(typeId), 'a'.repeat(textValueMax + 1))).toBe(validationMessage('validation.maxLength', { max: textValueMax }));
  });

  it('takes a number of the most integer digits and decimals, and refuses one digit more of either', () => {
    const numeric = field(CUSTOM_FIELD_TYPES.Numeric);
    expect(errorOf(numeric, `${digits(numericIntegerDigits)}.${digits(numericDecimals)}`)).toBeNull();
    expect(errorOf(numeric, `-${digits(numericIntegerDigits)},${digits(numericDecimals)}`)).toBeNull();
    expect(errorOf(numeric, digits(numericIntegerDigits + 1))).toBe(NUMERIC_MESSAGE);
    expect(errorOf(numeric, `1.${digits(numericDecimals + 1)}`)).toBe(NUMERIC_MESSAGE);
    expect(errorOf(numeric, '12a')).toBe(NUMERIC_MESSAGE);
  });

  it('asks for every required field whatever its type, and lets optional ones stay empty', () => {
    const required = Object.values(CUSTOM_FIELD_TYPES).map((typeId) => field(typeId, true));
    for (const f of required) expect(errorOf(f, dynamicInitialValues([f])[dynamicFieldKey(f)])).toBe('validation.required');
    expect(dynamicSchema(ALL).isValidSync(dynamicInitialValues(ALL))).toBe(true);
  });

  it('keeps a date as a date and a choice as the option index', () => {
    expect(errorOf(field(CUSTOM_FIELD_TYPES.DateTime), new Date(2026, 0, 31))).toBeNull();
    expect(errorOf(field(CUSTOM_FIELD_TYPES.DateTime), 'mañana')).toBe('validation.date');
    expect(errorOf(field(CUSTOM_FIELD_TYPES.SelectionList, true), 1)).toBeNull();
  });

  it('keys values by field id, so a field named __proto__ is only a label', () => {
    const hostile = { ...field(CUSTOM_FIELD_TYPES.SingleLine, true), name: '__proto__' };
    expect(Object.keys(dynamicInitialValues([hostile]))).toEqual([dynamicFieldKey(hostile)]);
  });
});

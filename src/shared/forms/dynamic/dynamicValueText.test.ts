import { dynamicValueText, dynamicValueTexts } from './dynamicValueText';
import { CUSTOM_FIELD_TYPES, dynamicFieldKey, type DynamicField } from './types';

const field = (typeId: number): DynamicField => ({ id: typeId, name: `Campo ${typeId}`, typeId, required: false, options: ['Fibra', 'Cobre'] });

describe('dynamic values as text', () => {
  it('sends texts and numbers as typed without outer blanks', () => {
    expect(dynamicValueText(field(CUSTOM_FIELD_TYPES.SingleLine), '  Serie A1 ')).toBe('Serie A1');
    expect(dynamicValueText(field(CUSTOM_FIELD_TYPES.Numeric), '12,5')).toBe('12,5');
  });

  it('sends a date as its calendar day, whatever the hour', () => {
    expect(dynamicValueText(field(CUSTOM_FIELD_TYPES.DateTime), new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
  });

  it('sends a choice as its option, and an empty value as an empty text', () => {
    expect(dynamicValueText(field(CUSTOM_FIELD_TYPES.SelectionList), 1)).toBe('Cobre');
    expect(dynamicValueText(field(CUSTOM_FIELD_TYPES.SelectionList), null)).toBe('');
    expect(dynamicValueText(field(CUSTOM_FIELD_TYPES.DateTime), null)).toBe('');
  });

  it('keeps the fields in their order', () => {
    const fields = [field(CUSTOM_FIELD_TYPES.SelectionList), field(CUSTOM_FIELD_TYPES.SingleLine)];
    const values = { [dynamicFieldKey(fields[0]!)]: 0, [dynamicFieldKey(fields[1]!)]: 'Listo' };
    expect(dynamicValueTexts(fields, values).map(({ field: f, text }) => [f.id, text])).toEqual([[5, 'Fibra'], [1, 'Listo']]);
  });
});

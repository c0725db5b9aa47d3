import { DateTime } from 'luxon';
import { CUSTOM_FIELD_TYPES, dynamicFieldKey, type DynamicField, type DynamicValues } from './types';

/**
 * A field's value as the services keep it: text and numbers as typed (without outer blanks), a date as
 * its calendar day YYYY-MM-DD (no time zone to shift it), a choice as its option; '' when empty.
 */
export function dynamicValueText(field: DynamicField, value: DynamicValues[string]): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return DateTime.fromJSDate(value).toISODate() ?? '';
  if (field.typeId === CUSTOM_FIELD_TYPES.SelectionList) return field.options[Number(value)] ?? '';
  return String(value).trim();
}

/** Every field's value as text, in the fields' order. */
export const dynamicValueTexts = (fields: readonly DynamicField[], values: DynamicValues) =>
  fields.map((field) => ({ field, text: dynamicValueText(field, values[dynamicFieldKey(field)] ?? null) }));

import * as yup from 'yup';
import { LIMITS } from '../../validation/limits';
import { validationMessage } from '../../validation/messages';
import { dateRule, pattern, required, requiredIdRule, textRule } from '../../validation/rules';
import { CUSTOM_FIELD_TYPES, dynamicFieldKey, type DynamicField, type DynamicValues } from './types';

const { numericIntegerDigits, numericDecimals, textValueMax } = LIMITS.customForms;

/**
 * A numeric custom value as typed: up to 20 integer digits and 4 decimals, point or comma. Kept as text,
 * since 20 digits are past what a JavaScript number holds exactly.
 */
export const CUSTOM_NUMERIC = new RegExp(`^-?\\d{1,${numericIntegerDigits}}([.,]\\d{1,${numericDecimals}})?$`);

function numericRule(isRequired: boolean) {
  const schema = yup.string().defined().default('');
  const message = validationMessage('validation.money', { integerDigits: numericIntegerDigits, decimals: numericDecimals });
  return (isRequired ? schema.test(required()) : schema).test({ ...pattern(CUSTOM_NUMERIC), message });
}

function valueRule(field: DynamicField): yup.AnySchema {
  switch (field.typeId) {
    case CUSTOM_FIELD_TYPES.Numeric:
      return numericRule(field.required);
    case CUSTOM_FIELD_TYPES.DateTime:
      return dateRule({ required: field.required });
    case CUSTOM_FIELD_TYPES.SelectionList:
      return field.required ? requiredIdRule() : yup.number().nullable();
    default:
      // SingleLine and MultiLine, and a type this app does not know yet: a text up to 250 characters.
      return textRule({ required: field.required, max: textValueMax });
  }
}

/** The yup schema of a form rendered from custom fields. */
export function dynamicSchema(fields: readonly DynamicField[]) {
  return yup.object(Object.fromEntries(fields.map((field) => [dynamicFieldKey(field), valueRule(field)])));
}

/** Empty values for the fields: '' for texts and numbers, null for a date or a choice. */
export function dynamicInitialValues(fields: readonly DynamicField[]): DynamicValues {
  const empty = (field: DynamicField) => (field.typeId === CUSTOM_FIELD_TYPES.DateTime || field.typeId === CUSTOM_FIELD_TYPES.SelectionList ? null : '');
  return Object.fromEntries(fields.map((field) => [dynamicFieldKey(field), empty(field)]));
}

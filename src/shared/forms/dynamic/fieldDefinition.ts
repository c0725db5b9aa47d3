import * as yup from 'yup';
import { isAllowedText } from '../../validation/characters';
import { LIMITS } from '../../validation/limits';
import { validationMessage } from '../../validation/messages';
import { requiredIdRule, textRule } from '../../validation/rules';
import { sentVersion, type Versioned } from '../conflict/versioned';
import { CUSTOM_FIELD_TYPES, type DynamicField } from './types';

const { maxFields, maxOptions, optionMax } = LIMITS.customForms;

/** What the field editor edits: the options of a selection list one per line. */
export interface FieldDefinitionValues extends Versioned {
  name: string;
  typeId: number | null;
  required: boolean;
  options: string;
}

/** Names compare case and accent blind, as the catalogue service compares them. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();

/** The options as sent: one per non-empty line, trimmed. */
export const optionList = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

/** Why a form with `count` fields takes no more (the 20-field limit), or null. */
export const fieldCountProblem = (count: number) => (count >= maxFields ? validationMessage('customForms.rules.tooManyFields', { max: maxFields }) : null);

/** The allowed-character rule on each option, naming the first one refused by its number in the list (as sent). */
const optionCharacters = (text: string, context: yup.TestContext) => {
  const index = optionList(text).findIndex((option) => !isAllowedText(option));
  return index < 0 || context.createError({ message: validationMessage('customForms.rules.optionCharacters', { number: index + 1 }) });
};

function optionsRule() {
  return yup
    .string()
    .defined()
    .default('')
    .when('typeId', {
      is: CUSTOM_FIELD_TYPES.SelectionList,
      then: (schema) =>
        schema
          .test({ name: 'optionsRequired', message: validationMessage('customForms.rules.optionsRequired'), test: (text) => optionList(text).length > 0 })
          .test({ name: 'maxOptions', message: validationMessage('customForms.rules.tooManyOptions', { max: maxOptions }), test: (text) => optionList(text).length <= maxOptions })
          .test({ name: 'optionMax', message: validationMessage('customForms.rules.optionTooLong', { max: optionMax }), test: (text) => optionList(text).every((o) => o.length <= optionMax) })
          .test({ name: 'optionCharacters', test: optionCharacters })
          .test({
            name: 'uniqueOptions',
            message: validationMessage('customForms.rules.duplicateOption'),
            test: (text) => new Set(optionList(text).map(fold)).size === optionList(text).length,
          }),
    });
}

/**
 * The editor's rules: a name of the shared 150 characters and the allowed characters (spec 002 section 5,
 * as the catalogue service checks it) not already used by another field of the form (`others`), a type,
 * and for a selection list 1 to 10 distinct options of the allowed characters.
 */
export function fieldDefinitionSchema(others: readonly Pick<DynamicField, 'name'>[]) {
  const taken = new Set(others.map((field) => fold(field.name)));
  return yup.object({
    name: textRule({ required: true, max: LIMITS.generalTextMax, allowedCharacters: true }).test({
      name: 'uniqueName',
      message: validationMessage('customForms.rules.duplicateName'),
      test: (name) => !taken.has(fold(name)),
    }),
    typeId: requiredIdRule(),
    required: yup.boolean(),
    options: optionsRule(),
  });
}

/** A field's values for the editor; an existing field's carry the version its update sends back. */
export const fieldDefinitionValues = (field: (DynamicField & Versioned) | null): FieldDefinitionValues => ({
  name: field?.name ?? '',
  typeId: field?.typeId ?? null,
  required: field?.required ?? false,
  options: field?.options.join('\n') ?? '',
  ...(field ? { rowVersion: field.rowVersion } : {}),
});

/** The request body: options only for a selection list. */
export const fieldDefinitionBody = (values: FieldDefinitionValues) => ({
  name: values.name,
  typeId: values.typeId!,
  required: values.required,
  options: values.typeId === CUSTOM_FIELD_TYPES.SelectionList ? optionList(values.options) : [],
});

/** An existing field's update: its body with the version its values were read at. */
export const fieldUpdateBody = (id: number, values: FieldDefinitionValues) => ({ id, ...fieldDefinitionBody(values), rowVersion: sentVersion(values) });

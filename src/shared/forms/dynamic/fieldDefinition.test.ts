import { LIMITS } from '../../validation/limits';
import { createI18n } from '../../i18n/i18n';
import { translateError, validationMessage } from '../../validation/messages';
import { fieldCountProblem, fieldDefinitionBody, fieldDefinitionSchema, type FieldDefinitionValues } from './fieldDefinition';
import { CUSTOM_FIELD_TYPES } from './types';

const { maxFields, maxOptions, optionMax } = LIMITS.customForms;
const list = (n: number, length = 5) => Array.from({ length: n }, (_, i) => `${i}`.padStart(length, 'x')).join('\n');
const selection = (options: string): FieldDefinitionValues => ({ name: 'Tipo de enlace', typeId: CUSTOM_FIELD_TYPES.SelectionList, required: false, options });

function errorOf(values: FieldDefinitionValues, others: { name: string }[] = []): string | null {
  try {
    fieldDefinitionSchema(others).validateSync(values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('custom field definition rules', () => {
  it('takes a field while the form has fewer than the most fields and refuses at the limit', () => {
    expect(fieldCountProblem(maxFields - 1)).toBeNull();
    expect(fieldCountProblem(maxFields)).toBe(validationMessage('customForms.rules.tooManyFields', { max: maxFields }));
  });

  it('refuses a name another field of the form has, case and accent blind', () => {
    const text: FieldDefinitionValues = { name: 'NUMERO de activo', typeId: CUSTOM_FIELD_TYPES.SingleLine, required: true, options: '' };
    expect(errorOf(text, [{ name: 'Número de activo' }])).toBe('customForms.rules.duplicateName');
    expect(errorOf(text, [{ name: 'Número de serie' }])).toBeNull();
  });

  it('takes the most options of a selection list and refuses one more', () => {
    expect(errorOf(selection(list(maxOptions)))).toBeNull();
    expect(errorOf(selection(list(maxOptions + 1)))).toBe(validationMessage('customForms.rules.tooManyOptions', { max: maxOptions }));
  });

  it('takes options up to their length and refuses one character more', () => {
    expect(errorOf(selection(list(1, optionMax)))).toBeNull();
    expect(errorOf(selection(list(1, optionMax + 1)))).toBe(validationMessage('customForms.rules.optionTooLong', { max: optionMax }));
  });

  // Spec 002 section 5: the rule of every name, with no exception for a field's label or an option.
  it('takes a name and options of letters, digits, spaces, hyphen and underscore, and refuses one special character', () => {
    const text = (name: string): FieldDefinitionValues => ({ name, typeId: CUSTOM_FIELD_TYPES.Numeric, required: false, options: '' });
    expect(errorOf(text('Señal_en dBm-2'))).toBeNull();
    expect(errorOf(text('Señal (dBm)'))).toBe('validation.allowedCharacters');
    expect(errorOf(selection('Fibra óptica\nCobre_UTP-5e'))).toBeNull();
    expect(errorOf(selection('Fibra óptica\n\nCobre/UTP'))).toBe(validationMessage('customForms.rules.optionCharacters', { number: 2 }));
  });

  it('names the refused option and the rule in Spanish and English', () => {
    const message = errorOf(selection('Fibra\nCobre/UTP'));
    expect(translateError(createI18n('es').t, message)).toBe('La opción 2 tiene caracteres no permitidos. Solo se permiten letras, números, espacios, guion y guion bajo');
    expect(translateError(createI18n('en').t, message)).toBe('Option 2 has characters that are not allowed. Only letters, numbers, spaces, hyphens and underscores are allowed');
  });

  it('needs an option for a selection list, refuses repeated ones, and sends none for other types', () => {
    expect(errorOf(selection(' \n '))).toBe('customForms.rules.optionsRequired');
    expect(errorOf(selection('Fibra\nfibra'))).toBe('customForms.rules.duplicateOption');
    expect(fieldDefinitionBody(selection(' Fibra \n\nCobre'))).toMatchObject({ options: ['Fibra', 'Cobre'] });
    expect(fieldDefinitionBody({ ...selection('Fibra'), typeId: CUSTOM_FIELD_TYPES.Numeric }).options).toEqual([]);
  });
});

import { LIMITS } from '../../validation/limits';
import { validationMessage } from '../../validation/messages';
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

  it('needs an option for a selection list, refuses repeated ones, and sends none for other types', () => {
    expect(errorOf(selection(' \n '))).toBe('customForms.rules.optionsRequired');
    expect(errorOf(selection('Fibra\nfibra'))).toBe('customForms.rules.duplicateOption');
    expect(fieldDefinitionBody(selection(' Fibra \n\nCobre'))).toMatchObject({ options: ['Fibra', 'Cobre'] });
    expect(fieldDefinitionBody({ ...selection('Fibra'), typeId: CUSTOM_FIELD_TYPES.Numeric }).options).toEqual([]);
  });
});

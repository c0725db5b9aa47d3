import { createI18n } from '../../i18n/i18n';
import { LIMITS } from '../../validation/limits';
import { validationMessage } from '../../validation/messages';
import type { CatalogueField } from '../catalogueTypes';
import { planReplace } from './planReplace';
import type { BulkReplaceOption } from './types';

const i18n = createI18n('es');
const FIELDS: CatalogueField[] = [
  { name: 'code', kind: 'text', max: LIMITS.codes.codeMax, required: true, noSpaces: true },
  { name: 'name', kind: 'text', max: LIMITS.generalTextMax, required: true },
];
const OPTION: BulkReplaceOption = { endpoint: null as never, bodyName: 'body', listName: 'codes', columns: ['code', 'name'], unique: ['code', 'name'], maxRows: 3 };
const sheet = (...rows: string[][]) => rows.map((cells, i) => ({ rowNumber: i + 1, cells }));
const plan = (...rows: string[][]) => planReplace(sheet(...rows), FIELDS, OPTION, i18n.t);

describe('planReplace (bulk replace preview)', () => {
  it('takes the columns by field name or by their label, and trims the cells', () => {
    for (const header of [['code', 'name'], ['Clave', 'NOMBRE']]) {
      expect(plan(header, [' GAS-1 ', 'Gasolina'])).toEqual({ ok: true, rows: [{ rowNumber: 2, values: { code: 'GAS-1', name: 'Gasolina' } }], issues: [] });
    }
    expect(plan(['Nombre', 'Clave'], ['GAS-1', 'Gasolina'])).toEqual({ ok: false, fileError: 'headersMismatch' });
    expect(plan(['Clave', 'Nombre'])).toEqual({ ok: false, fileError: 'noRows' });
  });

  it('checks each row with the fields\' own rules, at their limit and one past', () => {
    const result = plan(['Clave', 'Nombre'], ['C'.repeat(LIMITS.codes.codeMax), 'Uno'], ['D'.repeat(LIMITS.codes.codeMax + 1), 'Dos'], ['CON ESPACIO', '']);
    expect(result.ok && result.issues).toEqual([
      { rowNumber: 3, column: 'code', error: validationMessage('validation.maxLength', { max: LIMITS.codes.codeMax }) },
      { rowNumber: 4, column: 'code', error: 'validation.noSpaces' },
      { rowNumber: 4, column: 'name', error: 'validation.required' },
    ]);
  });

  it('refuses a repeated code or name naming the first row, case and accent blind', () => {
    const result = plan(['Clave', 'Nombre'], ['A', 'Diésel'], ['a', 'Otro'], ['B', 'DIESEL']);
    expect(result.ok && result.issues).toEqual([
      { rowNumber: 3, column: 'code', error: validationMessage('catalogueTools.replace.repeated', { row: 2 }) },
      { rowNumber: 4, column: 'name', error: validationMessage('catalogueTools.replace.repeated', { row: 2 }) },
    ]);
  });

  it('takes the most rows and refuses one more', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => [`C${i}`, `Código ${i}`]);
    expect(plan(['Clave', 'Nombre'], ...rows(OPTION.maxRows)).ok).toBe(true);
    expect(plan(['Clave', 'Nombre'], ...rows(OPTION.maxRows + 1))).toEqual({ ok: false, fileError: 'tooManyRows' });
  });
});

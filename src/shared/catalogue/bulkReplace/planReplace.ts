import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { validationMessage } from '../../validation/messages';
import { catalogueSchema } from '../catalogueSchema';
import type { CatalogueField } from '../catalogueTypes';
import type { SheetRows } from './readRowsFile';
import type { BulkReplaceOption } from './types';

export type ReplaceRow = Record<string, string>;

/** One refused cell: its sheet row, the column and the rule's message (translateError decodes it). */
export interface ReplaceIssue {
  rowNumber: number;
  column: string;
  error: string;
}

export type ReplacePlan =
  | { ok: true; rows: { rowNumber: number; values: ReplaceRow }[]; issues: ReplaceIssue[] }
  | { ok: false; fileError: 'headersMismatch' | 'noRows' | 'tooManyRows' };

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();

/** The header a column may carry: its field name or its label, case and accent blind. */
const headerMatches = (cell: string, column: string, t: TFunction) => [column, t(`catalogues.fields.${column}`)].some((h) => fold(h) === fold(cell));

/**
 * The preview of a replacement: the first row must name the columns in order, every other row (blank ones
 * skipped) is trimmed and checked with the fields' rules, and a value of a unique column found earlier in
 * the file is refused naming that row. Nothing is sent while any issue remains.
 */
export function planReplace(sheet: SheetRows, fields: readonly CatalogueField[], option: BulkReplaceOption, t: TFunction): ReplacePlan {
  const [header, ...body] = sheet;
  if (!header || option.columns.some((column, i) => !headerMatches(header.cells[i] ?? '', column, t))) return { ok: false, fileError: 'headersMismatch' };
  if (body.length === 0) return { ok: false, fileError: 'noRows' };
  if (body.length > option.maxRows) return { ok: false, fileError: 'tooManyRows' };

  const columnFields = option.columns.map((column) => fields.find((f) => f.name === column)!);
  const schema = catalogueSchema(columnFields).omit(['enabled']);
  const seen = new Map(option.unique.map((column) => [column, new Map<string, number>()]));
  const rows: { rowNumber: number; values: ReplaceRow }[] = [];
  const issues: ReplaceIssue[] = [];
  for (const { rowNumber, cells } of body) {
    const values: ReplaceRow = Object.fromEntries(option.columns.map((column, i) => [column, (cells[i] ?? '').trim()]));
    try {
      schema.validateSync(values, { abortEarly: false });
    } catch (error) {
      for (const inner of (error as yup.ValidationError).inner) issues.push({ rowNumber, column: inner.path!, error: inner.message });
    }
    for (const [column, earlier] of seen) {
      const key = fold(values[column]!);
      const first = earlier.get(key);
      if (key && first !== undefined) issues.push({ rowNumber, column, error: validationMessage('catalogueTools.replace.repeated', { row: first }) });
      else earlier.set(key, rowNumber);
    }
    rows.push({ rowNumber, values });
  }
  return { ok: true, rows, issues };
}

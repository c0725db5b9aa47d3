import type { ProductTemplateRow } from '../../../api/tags/product';
import { filledRows, type SheetCheck } from '../../../shared/bulk/sheetCheck';
import { checkTemplateHeaders } from '../../../shared/files/xlsxTemplate/markedTemplate';
import type { XlsxReadLimits, XlsxSheet } from '../../../shared/files/xlsxReader/types';
import { LIMITS } from '../../../shared/validation/limits';
import type { ComponentRuleCode } from '../componentRules';
import { repeatedSerials, templateRowErrors, TEMPLATE_COLUMNS, type TemplateColumn, type TemplateRow } from '../templateRows';
import { ALL_TEMPLATES } from './componentTemplate';

/** One cell's problem; `fieldMismatch` is a row with values outside the template's columns. */
export interface ComponentIssue {
  rowNumber: number;
  column: TemplateColumn | '';
  code: ComponentRuleCode | 'fieldMismatch';
  /** The service's own text, for a code the app does not know. */
  serverMessage?: string;
}

/**
 * The reader's caps for a component file: LIMITS.components.bulkMaxRows rows, and shared strings in the same
 * proportion to the ticket load's caps (an Excel-saved sheet keeps most texts there).
 */
export const COMPONENT_READ_LIMITS: XlsxReadLimits = {
  ...LIMITS.bulkLoad,
  maxRows: LIMITS.components.bulkMaxRows,
  maxSharedStrings: Math.ceil((LIMITS.bulkLoad.maxSharedStrings * LIMITS.components.bulkMaxRows) / LIMITS.bulkLoad.maxRows),
};

const OPTIONAL: ReadonlySet<TemplateColumn> = new Set(['clientId', 'locationId', 'conditionId', 'isClientProperty', 'ip', 'port', 'simNumber', 'imeiNumber']);

/** The template's header check against every language's template: one that matches passes, a marked one edited is modified. */
function headerError(sheet: XlsxSheet) {
  const errors = ALL_TEMPLATES.map((template) => checkTemplateHeaders(sheet, template));
  if (errors.includes(null)) return null;
  return errors.includes('modified') ? 'modified' : 'headersMismatch';
}

function toRow(rowNumber: number, cells: string[]): ProductTemplateRow {
  const values: Partial<Record<TemplateColumn, string | null>> = {};
  TEMPLATE_COLUMNS.forEach((column, i) => {
    const cell = cells[i] ?? '';
    values[column] = OPTIONAL.has(column) && cell.trim() === '' ? null : cell;
  });
  return { rowNumber, ...(values as TemplateRow) };
}

/**
 * The bulk load's and update's check before anything is sent (spec 001 section 5): the template's headers and
 * marker, then every row by templateRowErrors, and a serial number repeated in the file. What needs the
 * service's data (the ids exist, the serial is new or registered, the status change is allowed) is its answer.
 */
export function checkComponentSheet(sheet: XlsxSheet): SheetCheck<ProductTemplateRow, ComponentIssue> {
  const fileError = headerError(sheet);
  if (fileError) return { ok: false, fileError };
  const filled = filledRows(sheet);
  if (filled.length === 0) return { ok: false, fileError: 'noRows' };
  const issues: ComponentIssue[] = [];
  const rows: ProductTemplateRow[] = [];
  for (const { rowNumber, cells } of filled) {
    if (cells.slice(TEMPLATE_COLUMNS.length).some((c) => c.trim() !== '')) issues.push({ rowNumber, column: '', code: 'fieldMismatch' });
    const row = toRow(rowNumber, cells);
    for (const { field, code } of templateRowErrors(row as TemplateRow)) issues.push({ rowNumber, column: field, code });
    rows.push(row);
  }
  for (const index of repeatedSerials(rows)) {
    // A blank serial is already "required"; blanks do not repeat each other.
    if (rows[index]!.serialNumber.trim() !== '') issues.push({ rowNumber: rows[index]!.rowNumber, column: 'serialNumber', code: 'serialRepeated' });
  }
  if (issues.length === 0) return { ok: true, rows };
  issues.sort((a, b) => a.rowNumber - b.rowNumber);
  return { ok: false, fileError: null, issues };
}

import { HIERARCHY_TEMPLATE } from '../../../domain/users/hierarchyTemplate';
import { filledRows, type SheetCheck } from '../../../shared/bulk/sheetCheck';
import { checkTemplateHeaders } from '../../../shared/files/xlsxTemplate/markedTemplate';
import type { XlsxSheet } from '../../../shared/files/xlsxReader/types';
import { isAllowedText } from '../../../shared/validation/characters';
import { LIMITS } from '../../../shared/validation/limits';

/** A cell's problem: generic ones read bulkLoad.rowErrors.<code>, the level's hierarchy.bulk.levelError. */
export interface HierarchyRowIssue {
  rowNumber: number;
  column: string;
  code: 'required' | 'tooLong' | 'startsBlank' | 'allowedCharacters' | 'fieldMismatch' | 'level';
  max?: number;
}

const [USER, LEVEL, SUPERIOR, POSITION] = HIERARCHY_TEMPLATE.headers as [string, string, string, string];

function textIssue(rowNumber: number, column: string, text: string, max: number, required: boolean): HierarchyRowIssue | null {
  if (text === '') return required ? { rowNumber, column, code: 'required' } : null;
  if (text.length > max) return { rowNumber, column, code: 'tooLong', max };
  if (text.trim() !== text) return { rowNumber, column, code: 'startsBlank' };
  return null;
}

/** A position keeps the allowed characters (spec 002 section 5), as the placement form and the service check it. */
const positionIssue = (rowNumber: number, position: string): HierarchyRowIssue | null =>
  textIssue(rowNumber, POSITION, position, LIMITS.hierarchy.positionMax, false) ?? (isAllowedText(position) ? null : { rowNumber, column: POSITION, code: 'allowedCharacters' });

/** A level is a whole number from 0 to 5, written as such (no decimals, no words). */
function levelIssue(rowNumber: number, text: string): HierarchyRowIssue | null {
  const value = text.trim();
  if (value === '') return { rowNumber, column: LEVEL, code: 'required' };
  const level = Number(value);
  const { levelMin, levelMax } = LIMITS.hierarchy;
  return String(level) === value && Number.isInteger(level) && level >= levelMin && level <= levelMax ? null : { rowNumber, column: LEVEL, code: 'level' };
}

/**
 * The app's check before sending: the template's headers and marker, then each row's shape. The rules
 * that need the structure (the user and superior exist, the superior's level, a level 0 per region)
 * are the service's, answered per row. The service takes the workbook itself, so the ready rows are
 * just the sheet rows it will apply.
 */
export function checkHierarchyTemplate(sheet: XlsxSheet): SheetCheck<number, HierarchyRowIssue> {
  const fileError = checkTemplateHeaders(sheet, HIERARCHY_TEMPLATE);
  if (fileError) return { ok: false, fileError };
  const rows = filledRows(sheet);
  if (rows.length === 0) return { ok: false, fileError: 'noRows' };
  const issues: HierarchyRowIssue[] = [];
  for (const { rowNumber, cells } of rows) {
    if (cells.slice(HIERARCHY_TEMPLATE.headers.length).some((c) => c.trim() !== '')) {
      issues.push({ rowNumber, column: '', code: 'fieldMismatch' });
      continue;
    }
    const [user = '', level = '', superior = '', position = ''] = cells;
    const found = [
      textIssue(rowNumber, USER, user, LIMITS.generalTextMax, true), levelIssue(rowNumber, level),
      textIssue(rowNumber, SUPERIOR, superior, LIMITS.generalTextMax, false), positionIssue(rowNumber, position),
    ];
    issues.push(...found.filter((i): i is HierarchyRowIssue => i !== null));
  }
  return issues.length ? { ok: false, fileError: null, issues } : { ok: true, rows: rows.map((r) => r.rowNumber) };
}

import { filledRows, type SheetCheck, type SheetChecker } from '../../../shared/bulk/sheetCheck';
import { checkTemplateHeaders } from '../../../shared/files/xlsxTemplate/markedTemplate';
import type { XlsxReadLimits, XlsxSheet } from '../../../shared/files/xlsxReader/types';
import type { Language } from '../../../shared/i18n/i18n';
import { LIMITS } from '../../../shared/validation/limits';
import { bulkRowErrors, repeatedNames, toBulkRow, type LocationBulkRow } from './locationRows';
import type { LocationIssue } from './locationRules';
import { columnsOf, locationTemplate, type LocationBulkColumn, type LocationBulkMode } from './locationTemplates';

export type LocationBulkIssue = LocationIssue<LocationBulkColumn>;

/** The reader's caps for a location file: LIMITS.locations.bulkMaxRows rows, shared strings in the ticket load's proportion. */
export const LOCATION_READ_LIMITS: XlsxReadLimits = {
  ...LIMITS.bulkLoad,
  maxRows: LIMITS.locations.bulkMaxRows,
  maxSharedStrings: Math.ceil((LIMITS.bulkLoad.maxSharedStrings * LIMITS.locations.bulkMaxRows) / LIMITS.bulkLoad.maxRows),
};

const LANGUAGES: readonly Language[] = ['es', 'en'];

/** The header check against the mode's template in every language: one that matches passes, a marked one edited is modified. */
function headerError(mode: LocationBulkMode, sheet: XlsxSheet) {
  const errors = LANGUAGES.map((language) => checkTemplateHeaders(sheet, locationTemplate(mode, language)));
  if (errors.includes(null)) return null;
  return errors.includes('modified') ? 'modified' : 'headersMismatch';
}

/**
 * A mode's check before anything is sent: the template's headers and marker, then every row's cells, and a client
 * and name repeated in the file. What needs the service's data (the client, priority and postal code exist, the
 * name is new, or the location to deactivate is the client's and active) is its answer.
 */
export const checkLocationSheet =
  (mode: LocationBulkMode): SheetChecker<LocationBulkRow, LocationBulkIssue> =>
  (sheet): SheetCheck<LocationBulkRow, LocationBulkIssue> => {
    const fileError = headerError(mode, sheet);
    if (fileError) return { ok: false, fileError };
    const filled = filledRows(sheet);
    if (filled.length === 0) return { ok: false, fileError: 'noRows' };
    const width = columnsOf(mode).length;
    const issues: LocationBulkIssue[] = [];
    const rows = filled.map(({ rowNumber, cells }) => {
      if (cells.slice(width).some((c) => c.trim() !== '')) issues.push({ rowNumber, column: '', code: 'fieldMismatch' });
      const row = toBulkRow(mode, rowNumber, cells);
      issues.push(...bulkRowErrors(mode, row));
      return row;
    });
    for (const index of repeatedNames(rows)) issues.push({ rowNumber: rows[index]!.rowNumber, column: 'name', code: 'nameRepeated' });
    if (issues.length === 0) return { ok: true, rows };
    issues.sort((a, b) => a.rowNumber - b.rowNumber);
    return { ok: false, fileError: null, issues };
  };

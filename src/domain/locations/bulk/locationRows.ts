import { cellError, coordinateText, foldName, type LocationIssue } from './locationRules';
import { BULK_COLUMNS, columnsOf, type DeactivateColumn, type LoadColumn, type LocationBulkColumn, type LocationBulkMode } from './locationTemplates';

/** A row of a template as read from the sheet: each cell as trimmed text, a blank one as null. */
export type LocationLoadRow = { rowNumber: number } & Record<LoadColumn, string | null>;
export type LocationDeactivateRow = { rowNumber: number } & Record<DeactivateColumn, string | null>;
export type LocationBulkRow = LocationLoadRow | LocationDeactivateRow;

/** The row of a mode from the sheet's cells, in the template's column order. */
export function toBulkRow(mode: LocationBulkMode, rowNumber: number, cells: readonly string[]): LocationBulkRow {
  const row: Record<string, string | number | null> = { rowNumber };
  columnsOf(mode).forEach((column, i) => {
    const cell = (cells[i] ?? '').trim();
    row[column] = cell === '' ? null : cell;
  });
  return row as LocationBulkRow;
}

/** Every rule one row breaks, column by column: what the sheet alone tells (the service adds what needs its data). */
export function bulkRowErrors(mode: LocationBulkMode, row: LocationBulkRow): LocationIssue<LocationBulkColumn>[] {
  const errors: LocationIssue<LocationBulkColumn>[] = [];
  const cells = row as unknown as Record<string, string | null>;
  for (const column of columnsOf(mode)) {
    const { kind, required } = BULK_COLUMNS[mode][column]!;
    const cell = cells[column];
    if (cell === null || cell === undefined) {
      if (required) errors.push({ rowNumber: row.rowNumber, column, code: 'required' });
      continue;
    }
    const code = cellError(column, kind, cell);
    if (code) errors.push({ rowNumber: row.rowNumber, column, code });
  }
  return errors;
}

/** Rows (by index) whose client and name an earlier row of the file already has: every one but the first. */
export function repeatedNames(rows: readonly { clientId: string | null; name: string | null }[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  rows.forEach((row, index) => {
    if (row.clientId === null || row.name === null) return;
    const key = `${row.clientId}\u0000${foldName(row.name)}`;
    if (seen.has(key)) repeated.add(index);
    seen.add(key);
  });
  return repeated;
}

/** The typed values of a load row without errors (bulkRowErrors first). */
export function parseLoadRow(row: LocationLoadRow) {
  return {
    clientId: Number(row.clientId), name: row.name!, locationPriorityId: row.locationPriorityId === null ? null : Number(row.locationPriorityId),
    comercialName: row.comercialName, address: row.address!, postalCode: row.postalCode!, locality: row.locality,
    latitude: Number(coordinateText(row.latitude!)), longitude: Number(coordinateText(row.longitude!)), additionalInfo: row.additionalInfo,
  };
}

// The bench's baselines: what each export would cost written directly with the library, with no
// formatting, guard, emoji stripping, chunking or worker protocol. exceljs is imported here only.
import ExcelJS from 'exceljs';
import type { ExportColumn, ExportRow } from '../../src/shared/export/types';
import { autotablePdf } from './autotablePdf';

const raw = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A minimal hand-written CSV writer: RFC 4180 quoting of the raw values, nothing else. */
export function baselineCsv(columns: readonly ExportColumn[], rows: readonly ExportRow[]): Blob {
  const esc = (value: unknown) => {
    const s = raw(value);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [columns.map((c) => esc(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => esc(row[c.field])).join(','));
  return new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' });
}

/** exceljs writing the raw values. */
export async function baselineXlsx(columns: readonly ExportColumn[], rows: readonly ExportRow[]): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Tickets');
  sheet.addRow(columns.map((c) => c.header));
  for (const row of rows) sheet.addRow(columns.map((c) => row[c.field] ?? ''));
  return new Blob([await workbook.xlsx.writeBuffer()]);
}

/** Plain jspdf-autotable with compression, on the same page and type size as ours, with the raw values. */
export function baselinePdf(columns: readonly ExportColumn[], rows: readonly ExportRow[]): Blob {
  return autotablePdf(
    columns.map((c) => c.header),
    rows.map((row) => columns.map((c) => raw(row[c.field]))),
  );
}

import { createCellFormatters, formatHeaders, inferFormat, SI_NO } from '../format';
import type { CellValue, ExportRow } from '../types';
import { slices, type WriterContext } from './context';

/** UTF-8 byte order mark: without it Excel opens UTF-8 CSV as the ANSI code page (ñ, á garbled). */
export const UTF8_BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;
const QUOTE = /"/g;

/** One field per RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(value: CellValue): string {
  if (typeof value === 'number') return String(value);
  return NEEDS_QUOTES.test(value) ? `"${value.replace(QUOTE, '""')}"` : value;
}

/** One record, ending with CRLF (RFC 4180). */
export function csvRecord(values: readonly CellValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) line += ',';
    line += csvField(values[i]!);
  }
  return `${line}\r\n`;
}

/**
 * Columns whose cells never need quotes: numbers, and texts we write ourselves (dates, '---', flag
 * labels) when they hold no comma, quote or line break. Skipping the check there is a third of the
 * quoting cost.
 */
function plainColumns(job: WriterContext['job']): boolean[] {
  const safe = (...texts: string[]) => texts.every((t) => !NEEDS_QUOTES.test(t));
  const { labels } = job;
  return job.columns.map((column) => {
    switch (inferFormat(column)) {
      case 'date':
        return true;
      case 'enabled':
        return safe(labels.active, labels.inactive);
      case 'yesNo':
        return safe(labels.yes, labels.no);
      case 'siNo':
        return safe(SI_NO.yes, SI_NO.no);
      default:
        return false;
    }
  });
}

/**
 * CSV: BOM, header record, one record per row, CRLF line ends, every text guarded against formula
 * injection before quoting (a guarded cell is `'=...`, quoted when it needs to be). Each chunk is written
 * as it arrives and kept as one string per 500 rows, so there is never a second full copy before the Blob.
 */
export async function writeCsv({ job, chunks, tick }: WriterContext): Promise<Blob> {
  const cells = createCellFormatters(job.columns, { labels: job.labels, timeZone: job.timeZone, guard: true, stripEmoji: false });
  const plain = plainColumns(job);
  // One function per column from a row straight to its CSV field: no array of cells per row.
  const encoders = cells.map((cell, i) =>
    plain[i]
      ? (row: ExportRow) => {
          const v = cell(row);
          return typeof v === 'number' ? String(v) : v;
        }
      : (row: ExportRow) => csvField(cell(row)),
  );
  const width = encoders.length;
  const fields = new Array<string>(width);
  const parts: string[] = [UTF8_BOM, csvRecord(formatHeaders(job.columns, { guard: true, stripEmoji: false }))];
  let done = 0;
  for await (const rows of slices(chunks)) {
    const lines = new Array<string>(rows.length + 1);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      for (let i = 0; i < width; i++) fields[i] = encoders[i]!(row);
      lines[r] = fields.join(',');
    }
    lines[rows.length] = '';
    parts.push(lines.join('\r\n'));
    done += rows.length;
    await tick(done);
  }
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}

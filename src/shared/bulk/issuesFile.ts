import { buildExportFileName } from '../export/fileName';
import { inOneChunk } from '../export/writers/context';
import { writeCsv } from '../export/writers/csv';
import { writeXlsx } from '../export/writers/xlsx';
import type { ExportJob } from '../export/types';

/** One listed problem as the user reads it: sheet row, column header and message in the user's language. */
export interface ShownIssue {
  rowNumber: number;
  column: string;
  message: string;
}

export interface IssuesFileTexts {
  title: string;
  row: string;
  column: string;
  message: string;
}

/**
 * The error list as a file the user can keep beside the sheet while fixing it, written by the export
 * writers (formula-guarded cells, BOM for CSV). A few thousand rows: written on the page in one chunk.
 */
export async function writeIssuesFile(format: 'csv' | 'xlsx', issues: readonly ShownIssue[], texts: IssuesFileTexts): Promise<{ blob: Blob; fileName: string }> {
  const fileName = buildExportFileName(texts.title, format);
  const job: ExportJob = {
    format,
    columns: [
      { field: 'rowNumber', header: texts.row, format: 'number' },
      { field: 'column', header: texts.column, format: 'text' },
      { field: 'message', header: texts.message, format: 'text' },
    ],
    labels: { active: '', inactive: '', yes: '', no: '' }, title: texts.title, titleDate: '', fileName,
    timeZone: 'UTC', total: issues.length, pdfOrientation: 'portrait',
  };
  const write = format === 'csv' ? writeCsv : writeXlsx;
  const blob = await write({ job, chunks: inOneChunk(issues as unknown as readonly Record<string, unknown>[]), tick: async () => undefined });
  return { blob, fileName };
}

import type { TemplateHeaderError } from '../files/xlsxTemplate/markedTemplate';
import type { XlsxReadErrorCode, XlsxSheet } from '../files/xlsxReader/types';

/** Why a whole file was refused before any row was listed (bulk.fileErrors.<code>). */
export type BulkFileError = 'noFile' | XlsxReadErrorCode | TemplateHeaderError | 'noRows';

/** A file's check: refused whole, its row issues, or the rows to send. Plain data: it crosses postMessage. */
export type SheetCheck<Row, Issue> =
  | { ok: false; fileError: BulkFileError }
  | { ok: false; fileError: null; issues: Issue[] }
  | { ok: true; rows: Row[] };

/** A screen's rules over the read sheet: pure, so it runs in the reader's worker. */
export type SheetChecker<Row, Issue> = (sheet: XlsxSheet) => SheetCheck<Row, Issue>;

/** The sheet's data rows (the header is row 1) that hold anything. */
export const filledRows = (sheet: XlsxSheet) => sheet.rows.slice(1).filter((r) => r.cells.some((c) => c.trim() !== ''));

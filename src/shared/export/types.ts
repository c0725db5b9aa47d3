/**
 * Types of the shared export (ticket list and every other grid of the product).
 * Spec 001 sections 3 to 5 and 9, spec 000 sections 5 and 9.
 */

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/**
 * How a column's value is written. When a column gives no format, one is inferred from its field
 * name (spec 001 section 3, "Row fields formatted on export"): see `inferFormat` in format.ts.
 */
export type ColumnFormat =
  | 'text'
  | 'number'
  | 'date'
  | 'enabled'
  | 'yesNo'
  | 'siNo'
  | 'priorities'
  | 'percent'
  /** An amount of money: 1,234.50. */
  | 'money';

export interface ExportColumn {
  /** Property of the row; a dotted path ('client.name') reads nested objects. */
  field: string;
  /** Column title, already translated by the caller. */
  header: string;
  format?: ColumnFormat;
}

export type ExportRow = Readonly<Record<string, unknown>>;

/** Texts for flag columns, translated by the caller (the worker has no i18n). */
export interface ExportLabels {
  active: string;
  inactive: string;
  yes: string;
  no: string;
}

export type PdfOrientation = 'portrait' | 'landscape';

/** A formatted cell: text or a number (numbers stay numbers in the workbook). */
export type CellValue = string | number;

/** Everything a writer needs; plain data, so it crosses postMessage unchanged. */
export interface ExportJob {
  format: ExportFormat;
  columns: ExportColumn[];
  labels: ExportLabels;
  /** PDF title and workbook sheet name (emoji stripped in the PDF). */
  title: string;
  /** The PDF title's date, DD/MM/YYYY, computed on the main thread. */
  titleDate: string;
  /** The complete file name, computed on the main thread (fileName.ts). */
  fileName: string;
  /** IANA zone (or 'system') used to show UTC dates in local time; luxon's default zone of the page. */
  timeZone: string;
  /** Number of rows the caller announced (for progress). */
  total: number;
  pdfOrientation: PdfOrientation;
}

export type ExportPhase = 'collecting' | 'writing';

export interface ExportProgress {
  phase: ExportPhase;
  done: number;
  total: number;
}

export type ExportErrorCode = 'limit' | 'noData' | 'cancelled' | 'failed';

export class ExportError extends Error {
  readonly code: ExportErrorCode;
  /** What made a 'failed' export fail when the user can be told (a page request's ApiError). */
  readonly detail?: unknown;
  constructor(code: ExportErrorCode, message: string = code, detail?: unknown) {
    super(message);
    this.name = 'ExportError';
    this.code = code;
    this.detail = detail;
  }
}

/** A built export handed to the service instead of the browser's download (UploadFileForExportAndNotification). */
export interface ExportUpload {
  blob: Blob;
  fileName: string;
  /** Names the export and its format. */
  description: string;
}

/** Sends a built export to the service; the app injects it (ExportUploadProvider), since the kit knows no API. */
export type ExportUploader = (file: ExportUpload, signal: AbortSignal) => Promise<unknown>;

/** Why an uploaded workbook was refused (workerUnavailable: the reader's worker could not start, so nothing was read). */
export type XlsxReadErrorCode = 'unsupportedFormat' | 'tooLarge' | 'unprocessable' | 'workerUnavailable';

export class XlsxReadError extends Error {
  constructor(readonly code: XlsxReadErrorCode, message: string) {
    super(message);
  }
}

/** The caps the reader enforces (LIMITS.bulkLoad by default; tests pass smaller ones). */
export interface XlsxReadLimits {
  maxFileBytes: number;
  maxZipEntries: number;
  maxUncompressedBytes: number;
  maxRows: number;
  maxCellChars: number;
  /** Items in the shared-strings table. */
  maxSharedStrings: number;
  /** Bytes of the shared-strings part once inflated. */
  maxSharedStringsBytes: number;
}

/**
 * The first sheet as rows of cell texts (index = column; a missing cell is ''), with the sheet row
 * number of each, plus the workbook's defined names. Arrays and Maps only: no object is ever keyed by
 * text from the file, so a header named `__proto__` is just a string.
 */
export interface XlsxSheet {
  rows: { rowNumber: number; cells: string[] }[];
  definedNames: Map<string, string>;
}

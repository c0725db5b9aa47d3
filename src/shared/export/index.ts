// The shared export: formatting, guard, names, limits, writers and the worker-backed startExport.
// See README.md in this folder.
export * from './types';
export { EXPORT_LIMIT, checkExportCount, type ExportCountCheck } from './limits';
export { MISSING_DATE, createUtcDateFormatter, currentTimeZone } from './dates';
export { DATE_FIELDS, SI_NO, createRowFormatter, formatPercent, guardCell, inferFormat, isDangerousCell, stripEmoji } from './format';
export { DEFAULT_FILE_BASE_NAME, MAX_FILE_NAME_LENGTH, buildExportFileName, buildPdfTitle } from './fileName';
export { ROW_IDENTITY_FIELDS, getRowId } from './rowIdentity';
export { EXPORT_CHUNK_ROWS, EXPORT_PAGE_SIZE, startExport, type ExportOptions, type ExportRequest, type ExportResult } from './startExport';
export { saveFile } from './download';

import { extensionOf } from '../../files/fileSignature';
import { parseCsv } from '../../files/parseCsv';
import { readBytes } from '../../files/readBytes';
import { readXlsxFile } from '../../files/xlsxReader/readXlsxFile';
import type { XlsxReadErrorCode } from '../../files/xlsxReader/types';
import { LIMITS } from '../../validation/limits';

/** Why a file was refused before its rows were looked at (labels `catalogueTools.replace.fileErrors.<code>`). */
export type RowsFileError = 'noFile' | XlsxReadErrorCode;

export type SheetRows = { rowNumber: number; cells: string[] }[];

/**
 * A CSV or an .xlsx as rows of cell texts: the workbook through the safe spreadsheet reader in its worker
 * (the one the ticket bulk load uses), the CSV by the shared parser, both within the bulk load's caps.
 */
export async function readRowsFile(file: File | null): Promise<{ ok: true; rows: SheetRows } | { ok: false; fileError: RowsFileError }> {
  if (!file) return { ok: false, fileError: 'noFile' };
  const extension = extensionOf(file.name);
  if (extension !== 'csv' && extension !== 'xlsx') return { ok: false, fileError: 'unsupportedFormat' };
  if (file.size > LIMITS.bulkLoad.maxFileBytes) return { ok: false, fileError: 'tooLarge' };
  if (extension === 'xlsx') {
    const reply = await readXlsxFile(file);
    return reply.type === 'failed' ? { ok: false, fileError: reply.code } : { ok: true, rows: reply.sheet.rows };
  }
  const parsed = parseCsv(decodeText(await readBytes(file)), LIMITS.bulkLoad);
  return parsed.ok ? { ok: true, rows: parsed.rows } : { ok: false, fileError: parsed.error };
}

/** UTF-8 (with or without BOM); failing that, Windows-1252, which Excel uses for "CSV" on Spanish systems. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

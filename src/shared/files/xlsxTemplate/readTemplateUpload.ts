import { extensionOf } from '../fileSignature';
import { LIMITS } from '../../validation/limits';
import { readXlsxFile } from '../xlsxReader/readXlsxFile';
import type { XlsxReadErrorCode, XlsxSheet } from '../xlsxReader/types';

/** Why an uploaded template was refused before its rows were looked at. */
export type TemplateUploadError = 'noFile' | XlsxReadErrorCode;

/**
 * The first steps of every template upload: a file must be chosen, be an .xlsx within the size limit,
 * and be read by the safe reader in its worker (never on the page).
 */
export async function readTemplateUpload(file: File | null | undefined): Promise<{ ok: true; sheet: XlsxSheet } | { ok: false; fileError: TemplateUploadError }> {
  if (!file) return { ok: false, fileError: 'noFile' };
  if (extensionOf(file.name) !== 'xlsx') return { ok: false, fileError: 'unsupportedFormat' };
  if (file.size > LIMITS.bulkLoad.maxFileBytes) return { ok: false, fileError: 'tooLarge' };
  const reply = await readXlsxFile(file);
  return reply.type === 'failed' ? { ok: false, fileError: reply.code } : { ok: true, sheet: reply.sheet };
}

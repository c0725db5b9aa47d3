import JSZip from 'jszip';
import { detectFileKind } from '../../../src/shared/files/fileSignature';
import { firstSheetPath, readDefinedNames, readSharedStrings, readSheetRows } from '../../../src/shared/files/xlsxReader/readSheet';
import { XlsxReadError, type XlsxSheet } from '../../../src/shared/files/xlsxReader/types';
import { centralDirectoryTotals, readPart } from '../../../src/shared/files/xlsxReader/zipGuard';
import { checkTemplateHeaders, type MarkedTemplate } from '../../../src/shared/files/xlsxTemplate/markedTemplate';
import { LIMITS } from '../../../src/shared/validation/limits';
import { decodeBase64 } from '../filestorage/bytes';
import { SandboxError, type RequestGuard } from '../runtime';

/**
 * The one guard of every bulk operation (bulkOperations.ts lists them): the caps of the app's own
 * spreadsheet reader (LIMITS.bulkLoad, src/shared/files/xlsxReader), checked by the service before the
 * contract validates a single row (the runtime calls it first), each refusal naming its limit in Spanish,
 * the service's language, with the constant in `detail`:
 * - a list of rows read from a file (the ticket bulk load, the code replacements): the rows and each
 *   cell's characters, 413;
 * - a workbook sent as base64 (the hierarchy bulk update): its bytes, then, from the zip's central
 *   directory alone, its entry count, its declared uncompressed size and the shared-strings part's
 *   declared size, all 413 before anything is inflated; then each part inflated up to its budget (a
 *   directory that lies is cut off), the shared strings counted, the rows and cells, 413; not an .xlsx or
 *   damaged, 422; and the template's hidden marker (headers and checksum, as the app checks them), 422.
 */

const number = new Intl.NumberFormat('es-MX');
const n = (value: number) => number.format(value);

/** A row cap named by its LIMITS path. */
type RowsLimit = 'maxRows' | 'codes.replaceMaxRows' | 'components.bulkMaxRows' | 'locations.bulkMaxRows' | 'laboratory.receptionMax';

const tooLarge = (message: string, limit: keyof typeof LIMITS.bulkLoad | RowsLimit) =>
  new SandboxError(413, message, `LIMITS.${limit.includes('.') ? limit : `bulkLoad.${limit}`}`);
const UNREADABLE = 'El contenido del archivo no puede procesarse';

/** Characters of the base64 text of `bytes` bytes. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
/** Room for the rest of a request's JSON besides its file or rows (the file name, the braces). */
const ENVELOPE_CHARS = 1024;

function bodyLimit(maxChars: number, what: string): Pick<RequestGuard, 'maxBodyChars' | 'bodyTooLarge'> {
  return {
    maxBodyChars: maxChars,
    bodyTooLarge: (chars) => new SandboxError(413, `La solicitud ocupa ${n(chars)} caracteres y el máximo es ${n(maxChars)} (${what})`, 'LIMITS.bulkLoad'),
  };
}

// Lists of rows ----------------------------------------------------------------------------------

/**
 * A list of rows the app read from a file (`property` of the body): at most `maxRows` rows (the cap of the
 * operation: LIMITS.bulkLoad.maxRows, LIMITS.codes.replaceMaxRows, LIMITS.components.bulkMaxRows) and no text longer than a cell of the
 * reader (LIMITS.bulkLoad.maxCellChars). A body of another shape is left to the contract (400).
 */
export function rowsGuard(property: string, maxRows: number, limitName: RowsLimit = 'maxRows'): RequestGuard {
  const { maxCellChars, maxUncompressedBytes } = LIMITS.bulkLoad;
  return {
    // The rows came from a workbook that inflates to at most maxUncompressedBytes.
    ...bodyLimit(maxUncompressedBytes, 'el tamaño de un libro descomprimido'),
    check(body) {
      const rows = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[property] : undefined;
      if (!Array.isArray(rows)) return undefined;
      if (rows.length > maxRows) throw tooLarge(`La carga tiene ${n(rows.length)} filas y el máximo es ${n(maxRows)}`, limitName);
      rows.forEach((row: unknown, index) => {
        if (row === null || typeof row !== 'object') return;
        for (const [field, value] of Object.entries(row)) {
          if (typeof value === 'string' && value.length > maxCellChars) {
            const rowNumber = (row as { rowNumber?: unknown }).rowNumber;
            const where = typeof rowNumber === 'number' ? rowNumber : index + 1;
            throw tooLarge(`La fila ${where} tiene ${n(value.length)} caracteres en ${field} y el máximo por celda es ${n(maxCellChars)}`, 'maxCellChars');
          }
        }
      });
      return undefined;
    },
  };
}

// Workbooks --------------------------------------------------------------------------------------

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/**
 * Each entry's declared uncompressed size, by name, from the central directory (which
 * centralDirectoryTotals, the app's walk, has already found whole and in place). Nothing is inflated.
 */
export function declaredSizes(bytes: Uint8Array): Map<string, number> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = bytes.length - 22;
  while (eocd >= 0 && view.getUint32(eocd, true) !== EOCD_SIGNATURE) eocd--;
  const sizes = new Map<string, number>();
  let offset = view.getUint32(eocd + 16, true);
  const decoder = new TextDecoder();
  while (offset + 46 <= eocd && view.getUint32(offset, true) === CENTRAL_SIGNATURE) {
    const nameLength = view.getUint16(offset + 28, true);
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    sizes.set(name, (sizes.get(name) ?? 0) + view.getUint32(offset + 24, true));
    offset += 46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return sizes;
}

/** 0 -> A, 26 -> AA. */
function columnName(index: number): string {
  let name = '';
  for (let i = index + 1; i > 0; i = Math.floor((i - 1) / 26)) name = String.fromCharCode(65 + ((i - 1) % 26)) + name;
  return name;
}

/** The sizes a zip declares, refused before anything is inflated. */
function refuseDeclaredSizes(bytes: Uint8Array): void {
  const { maxFileBytes, maxZipEntries, maxUncompressedBytes, maxSharedStringsBytes } = LIMITS.bulkLoad;
  if (bytes.length > maxFileBytes) throw tooLarge(`El archivo pesa ${n(bytes.length)} bytes y el máximo es ${n(maxFileBytes)} bytes`, 'maxFileBytes');
  if (detectFileKind(bytes.subarray(0, 8)) !== 'zip') throw new SandboxError(422, 'El archivo no es un libro de Excel (.xlsx)');
  let totals: { entries: number; uncompressed: number };
  try {
    totals = centralDirectoryTotals(bytes);
  } catch (error) {
    if (error instanceof XlsxReadError) throw new SandboxError(422, UNREADABLE, error.message);
    throw error;
  }
  if (totals.entries > maxZipEntries) throw tooLarge(`El archivo tiene ${n(totals.entries)} partes y el máximo es ${n(maxZipEntries)}`, 'maxZipEntries');
  if (totals.uncompressed > maxUncompressedBytes) {
    throw tooLarge(`El archivo ocupa ${n(totals.uncompressed)} bytes descomprimido y el máximo es ${n(maxUncompressedBytes)} bytes`, 'maxUncompressedBytes');
  }
  const shared = declaredSizes(bytes).get(SHARED_STRINGS) ?? 0;
  if (shared > maxSharedStringsBytes) {
    throw tooLarge(`Los textos compartidos ocupan ${n(shared)} bytes y el máximo es ${n(maxSharedStringsBytes)} bytes`, 'maxSharedStringsBytes');
  }
}

/**
 * The first sheet of a workbook, read as the app reads it (its zip guard, part reader and sheet scanner,
 * with LIMITS.bulkLoad), each cap refused with its own message.
 */
export async function readBulkWorkbook(bytes: Uint8Array): Promise<XlsxSheet> {
  const limits = LIMITS.bulkLoad;
  refuseDeclaredSizes(bytes);
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch (error) {
    throw new SandboxError(422, UNREADABLE, error instanceof Error ? error.message : null);
  }
  // One budget for every part inflated, whatever the directory declared; a part past it is cut off.
  let budget: number = limits.maxUncompressedBytes;
  const read = async (name: string, cap = budget, refusal = () => tooLarge(`El archivo descomprimido supera ${n(limits.maxUncompressedBytes)} bytes`, 'maxUncompressedBytes')) => {
    try {
      const text = await readPart(zip, name, Math.min(budget, cap));
      budget -= text?.length ?? 0;
      return text;
    } catch (error) {
      if (error instanceof XlsxReadError) throw refusal();
      throw error;
    }
  };
  const workbook = await read('xl/workbook.xml');
  const rels = await read('xl/_rels/workbook.xml.rels');
  let sheetPath: string | null = null;
  try {
    sheetPath = workbook && rels ? firstSheetPath(workbook, rels) : null;
  } catch (error) {
    if (!(error instanceof XlsxReadError)) throw error;
  }
  const sheetXml = sheetPath ? await read(sheetPath) : null;
  if (!workbook || !sheetXml) throw new SandboxError(422, UNREADABLE, 'no es un libro con hojas');
  const sharedXml = await read(SHARED_STRINGS, limits.maxSharedStringsBytes, () =>
    tooLarge(`Los textos compartidos superan ${n(limits.maxSharedStringsBytes)} bytes`, 'maxSharedStringsBytes'),
  );
  let shared: string[];
  try {
    shared = readSharedStrings(sharedXml, limits.maxSharedStrings);
  } catch {
    throw tooLarge(`El archivo tiene más de ${n(limits.maxSharedStrings)} textos compartidos`, 'maxSharedStrings');
  }
  let rows: XlsxSheet['rows'];
  try {
    // Cells are measured below, to name the one too long; the texts are bounded by the parts' caps.
    rows = readSheetRows(sheetXml, shared, { ...limits, maxCellChars: Number.POSITIVE_INFINITY });
  } catch (error) {
    if (error instanceof XlsxReadError && error.code === 'tooLarge') throw tooLarge(`El archivo tiene más de ${n(limits.maxRows)} filas`, 'maxRows');
    throw new SandboxError(422, UNREADABLE, error instanceof Error ? error.message : null);
  }
  for (const { rowNumber, cells } of rows) {
    const column = cells.findIndex((cell) => cell.length > limits.maxCellChars);
    if (column >= 0) {
      const length = cells[column]!.length;
      throw tooLarge(`La celda ${columnName(column)}${rowNumber} tiene ${n(length)} caracteres y el máximo es ${n(limits.maxCellChars)}`, 'maxCellChars');
    }
  }
  return { rows, definedNames: readDefinedNames(workbook) };
}

/** A workbook's refusal when it is not the template as the app wrote it (its checksummed marker). */
export function refuseModifiedTemplate(sheet: XlsxSheet, template: MarkedTemplate): void {
  const problem = checkTemplateHeaders(sheet, template);
  if (problem === 'headersMismatch') {
    throw new SandboxError(422, 'Los encabezados no coinciden con la plantilla', `Encabezados esperados: ${template.headers.join(', ')}`);
  }
  if (problem === 'modified') throw new SandboxError(422, 'El archivo parece modificado; descargue la plantilla de nuevo', `Marcador ${template.markerName}`);
}

/**
 * A workbook sent as base64 in `property` of the body, the filled `template`: the sheet (rows and defined
 * names) reaches the handler as ctx.guarded (guardedSheet). A body of another shape is left to the contract.
 */
export function workbookGuard(property: string, template: MarkedTemplate): RequestGuard {
  const { maxFileBytes } = LIMITS.bulkLoad;
  return {
    ...bodyLimit(base64Length(maxFileBytes) + ENVELOPE_CHARS, `un archivo de ${n(maxFileBytes)} bytes en base64`),
    async check(body) {
      const content = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[property] : undefined;
      if (typeof content !== 'string') return undefined;
      // Sizes first, from the text's length, before decoding.
      if (content.length > base64Length(maxFileBytes)) {
        throw tooLarge(`El archivo pesa más de ${n(maxFileBytes)} bytes (${n(content.length)} caracteres en base64)`, 'maxFileBytes');
      }
      const bytes = decodeBase64(content);
      if (!bytes) throw new SandboxError(422, UNREADABLE, `${property} no es base64`);
      const sheet = await readBulkWorkbook(bytes);
      refuseModifiedTemplate(sheet, template);
      return sheet;
    },
  };
}

/** The guarded workbook of a bulk operation's request (the runtime ran its workbookGuard). */
export function guardedSheet(guarded: unknown): XlsxSheet {
  const sheet = guarded as XlsxSheet | undefined;
  if (!sheet || !Array.isArray(sheet.rows)) throw new Error('the operation has no workbookGuard in guards/bulkOperations.ts');
  return sheet;
}

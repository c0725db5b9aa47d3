import { LIMITS } from '../../validation/limits';
import { firstSheetPath, readDefinedNames, readSharedStrings, readSheetRows } from './readSheet';
import { XlsxReadError, type XlsxReadLimits, type XlsxSheet } from './types';
import { openXlsxZip, readPart } from './zipGuard';

/**
 * Why not a library: SheetJS `xlsx` 0.18.5 (the npm build) has unfixed prototype pollution and ReDoS
 * when reading (SECURITY.md), and exceljs reads whole files into memory with no caps. An upload only
 * needs the first sheet's texts, so this reader is small: jszip 3.10 opens the zip after our own checks
 * (zipGuard), and indexOf scans read shared strings, inline strings and values into arrays and Maps.
 */
export async function readXlsx(bytes: Uint8Array, limits: XlsxReadLimits = LIMITS.bulkLoad): Promise<XlsxSheet> {
  const zip = await openXlsxZip(bytes, limits);
  // One budget for every part inflated, whatever the directory declared.
  let budget = limits.maxUncompressedBytes;
  const read = async (name: string, maxBytes = budget) => {
    const text = await readPart(zip, name, Math.min(budget, maxBytes));
    budget -= text?.length ?? 0;
    return text;
  };
  const workbook = await read('xl/workbook.xml');
  const rels = await read('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw new XlsxReadError('unprocessable', 'not a workbook');
  const sheetPath = firstSheetPath(workbook, rels);
  const sheetXml = await read(sheetPath);
  if (!sheetXml) throw new XlsxReadError('unprocessable', `${sheetPath} is missing`);
  const shared = readSharedStrings(await read('xl/sharedStrings.xml', limits.maxSharedStringsBytes), limits.maxSharedStrings);
  return { rows: readSheetRows(sheetXml, shared, limits), definedNames: readDefinedNames(workbook) };
}

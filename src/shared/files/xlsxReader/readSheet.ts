import { attribute, decodeXml, runText, scanXml } from './xmlScan';
import { XlsxReadError, type XlsxReadLimits, type XlsxSheet } from './types';

/** The shared-strings table, in order; more than `maxItems` items refuse the file. */
export function readSharedStrings(xml: string | null, maxItems: number): string[] {
  if (!xml) return [];
  const out: string[] = [];
  for (const si of scanXml(xml, 'si')) {
    if (out.length === maxItems) throw new XlsxReadError('unprocessable', `more than ${maxItems} shared strings`);
    out.push(runText(si.inner));
  }
  return out;
}

/** 'B12' -> 1 (column index); -1 when the reference holds no letters. */
export function columnIndex(ref: string): number {
  let n = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
    if (n > 16_384) return -1;
  }
  return i === 0 ? -1 : n - 1;
}

function firstValue(inner: string): string {
  for (const v of scanXml(inner, 'v')) return decodeXml(v.inner);
  return '';
}

/**
 * One cell's text. Shared (t="s") and inline strings are looked up; numbers, booleans and a formula's
 * cached result are taken as written: formulas are never evaluated.
 */
function cellText(tag: string, inner: string, shared: readonly string[]): string {
  const type = attribute(tag, 't');
  if (type === 'inlineStr') {
    for (const is of scanXml(inner, 'is')) return runText(is.inner);
    return '';
  }
  const value = firstValue(inner);
  if (type === 's') {
    const index = Number(value);
    if (!Number.isInteger(index) || index < 0 || index >= shared.length) throw new XlsxReadError('unprocessable', `shared string ${value} is missing`);
    return shared[index]!;
  }
  return value;
}

/** The rows of a worksheet part, capped in rows and cell length (a longer file or cell is refused). */
export function readSheetRows(xml: string, shared: readonly string[], limits: XlsxReadLimits): XlsxSheet['rows'] {
  const rows: XlsxSheet['rows'] = [];
  let previousRow = 0;
  for (const row of scanXml(xml, 'row')) {
    const rowNumber = Number(attribute(row.tag, 'r') ?? previousRow + 1);
    if (!Number.isInteger(rowNumber) || rowNumber <= previousRow) throw new XlsxReadError('unprocessable', 'rows out of order');
    previousRow = rowNumber;
    const cells: string[] = [];
    for (const c of scanXml(row.inner, 'c')) {
      const ref = attribute(c.tag, 'r');
      const column = ref === null ? cells.length : columnIndex(ref);
      if (column < 0) throw new XlsxReadError('unprocessable', `bad cell reference ${ref}`);
      const text = cellText(c.tag, c.inner, shared);
      if (text.length > limits.maxCellChars) throw new XlsxReadError('unprocessable', `cell ${ref} holds ${text.length} characters`);
      while (cells.length < column) cells.push('');
      cells[column] = text;
    }
    if (cells.some((cell) => cell !== '')) {
      // The header row plus maxRows data rows.
      if (rows.length > limits.maxRows) throw new XlsxReadError('tooLarge', `more than ${limits.maxRows} rows`);
      rows.push({ rowNumber, cells });
    }
  }
  return rows;
}

/** The workbook's defined names (`<definedName name="X">value</definedName>`), in a Map. */
export function readDefinedNames(workbookXml: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const dn of scanXml(workbookXml, 'definedName')) {
    const name = attribute(dn.tag, 'name');
    if (name !== null) names.set(name, decodeXml(dn.inner));
  }
  return names;
}

/** The part of the workbook's first sheet, through its relationship id (the sandbox's bulk guard finds it alike). */
export function firstSheetPath(workbook: string, rels: string): string {
  let relId: string | null = null;
  for (const sheet of scanXml(workbook, 'sheet')) {
    relId = attribute(sheet.tag, 'r:id');
    break;
  }
  for (const rel of scanXml(rels, 'Relationship')) {
    if (attribute(rel.tag, 'Id') !== relId) continue;
    const target = attribute(rel.tag, 'Target') ?? '';
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    // A part name, never a path out of the package.
    if (path.includes('..')) break;
    return path;
  }
  throw new XlsxReadError('unprocessable', 'the first sheet is missing');
}

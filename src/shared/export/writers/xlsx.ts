// A small SpreadsheetML writer over fflate's streaming zip. It replaced exceljs (unmaintained, and 1.2x
// slower with 25% more peak memory than SheetJS in `npm run bench`): an export writes one sheet of
// strings and numbers with a bold, frozen header, which needs five fixed XML parts and one generated sheet.
// SheetJS `xlsx` is never imported by the app: it has unfixed flaws when reading (SECURITY.md), and it
// is the bench's baseline only.
import { Zip, ZipDeflate } from 'fflate';
import type { CellValue } from '../types';
import { createRowFormatter, formatHeaders } from '../format';
import { slices, type WriterContext } from './context';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sheet names: at most 31 characters, none of : \ / ? * [ ] (Excel refuses the file otherwise). */
export function sheetName(title: string): string {
  const clean = title.replace(/[:\\/?*[\]]/g, ' ').replace(/^'+|'+$/g, '').trim();
  return (clean || 'Sheet1').slice(0, 31);
}

/** A1-style column letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

// XML 1.0 allows neither C0 controls (but tab, LF, CR) nor lone surrogates: Excel calls such a file
// corrupt, so they are dropped.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_XML = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_SPECIAL = /[&<>"]/g;
const XML_ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeXml(text: string): string {
  return text.replace(INVALID_XML, '').replace(XML_SPECIAL, (c) => XML_ENTITY[c]!);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
  + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
  + '<Default Extension="xml" ContentType="application/xml"/>'
  + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
  + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
  + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
  + '</Types>';

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">`
  + `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">`
  + `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>`
  + `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;

/** Style 0: plain; style 1: bold (the header). */
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">`
  + '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>'
  + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
  + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
  + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
  + '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
  + '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>'
  + '</styleSheet>';

const workbookXml = (name: string) => `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">`
  + `<sheets><sheet name="${escapeXml(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** One cell: numbers as numbers (finite only), everything else an inline string. */
function cellXml(ref: string, value: CellValue, style: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"${style}><v>${value}</v></c>`;
  const text = escapeXml(String(value ?? ''));
  const space = text !== text.trim() ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

function rowXml(letters: readonly string[], rowNumber: number, values: readonly CellValue[], style = ''): string {
  let out = `<row r="${rowNumber}">`;
  for (let i = 0; i < values.length; i++) out += cellXml(letters[i]! + rowNumber, values[i]!, style);
  return out + '</row>';
}

/** Deflate level 1: about 15% larger than level 6, in half the time. */
const DEFLATE = { level: 1 } as const;

/**
 * XLSX: one sheet, bold frozen header, numbers as numbers, every text guarded. Strings are inline (no
 * shared-strings table), so the sheet is written and compressed chunk by chunk as rows arrive, while the
 * next pages are fetched (compressing it all at the end took a third of an export's time); a string is
 * never a formula (formulas need an <f> element); the guard is defence in depth, as the file is also
 * re-exported to CSV by tools.
 */
export async function writeXlsx({ job, chunks, tick }: WriterContext): Promise<Blob> {
  const format = createRowFormatter(job.columns, { labels: job.labels, timeZone: job.timeZone, guard: true, stripEmoji: false });
  const headers = formatHeaders(job.columns, { guard: true, stripEmoji: false });
  const letters = headers.map((_, i) => columnLetters(i));
  const cols = headers.map((h, i) => `<col min="${i + 1}" max="${i + 1}" width="${Math.min(Math.max(h.length + 2, 12), 50)}" customWidth="1"/>`).join('');

  const zipped: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else zipped.push(data);
  });
  const utf8 = new TextEncoder();
  const part = (name: string) => {
    const file = new ZipDeflate(name, DEFLATE);
    zip.add(file);
    return (text: string, last = false) => file.push(utf8.encode(text), last);
  };
  part('[Content_Types].xml')(CONTENT_TYPES, true);
  part('_rels/.rels')(ROOT_RELS, true);
  part('xl/workbook.xml')(workbookXml(sheetName(job.title)), true);
  part('xl/_rels/workbook.xml.rels')(WORKBOOK_RELS, true);
  part('xl/styles.xml')(STYLES, true);

  const sheet = part('xl/worksheets/sheet1.xml');
  sheet(
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">`
    + '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
    + `<cols>${cols}</cols><sheetData>${rowXml(letters, 1, headers, ' s="1"')}`,
  );
  let done = 0;
  for await (const rows of slices(chunks)) {
    let chunk = '';
    for (let i = 0; i < rows.length; i++) chunk += rowXml(letters, done + i + 2, format(rows[i]!));
    sheet(chunk);
    done += rows.length;
    await tick(done);
  }
  sheet('</sheetData></worksheet>', true);
  zip.end();
  if (failure) throw failure;
  return new Blob(zipped as Uint8Array<ArrayBuffer>[], { type: XLSX_MIME });
}

// Draws the PDF table's pages by writing their content streams through jsPDF's low-level `write`: one
// string a page (fills, then the header's text, then the rows' text), instead of a doc.text and its
// option handling for each of a 15,000-row table's 300,000 cells. writers/pdfLayout.ts decides where
// everything goes; this file only turns it into PDF operators.
import { zlibSync } from 'fflate';
import { jsPDF, type Font } from 'jspdf';
import type { FontMetrics } from './pdfLayout';

type Rgb = readonly [number, number, number];

export interface TableStyle {
  /** Type size, pt. */
  fontSize: number;
  /** Line advance, mm. */
  lineHeight: number;
  /** Cell padding on each side, mm. */
  padding: number;
  headFill: Rgb;
  /** Gray levels 0-255. */
  headText: number;
  bodyText: number;
  stripeFill: number;
}

/** A laid-out row: its top, its height and each cell's lines. */
export interface DrawnRow {
  y: number;
  height: number;
  lines: readonly (readonly string[])[];
  striped: boolean;
}

/** jsPDF's standard-font metrics: widths and kerning in 1/fof em, kerning keyed by code, then previous code. */
interface StandardFontMetadata {
  Unicode: {
    widths: Record<number, number> & { fof?: number };
    kerning: Record<number, Record<number, number>> & { fof?: number };
  };
}

/** Reads a standard font's metrics once, into the tables pdfLayout's measureWith sums. */
export function fontMetrics(font: Font): FontMetrics {
  const { widths: rawWidths, kerning: rawKerning } = (font.metadata as StandardFontMetadata).Unicode;
  const widthFof = rawWidths.fof || 1;
  const kerningFof = rawKerning.fof || 1;
  const fallback = rawWidths[0] || widthFof;
  const widths = new Float64Array(0x10000);
  for (let code = 0; code < widths.length; code++) widths[code] = (rawWidths[code] || fallback) / widthFof;
  const kerning = (code: number, previous: number) => (rawKerning[code]?.[previous] ?? 0) / kerningFof;
  const latinKerning = new Float64Array(0x10000);
  for (const [code, pairs] of Object.entries(rawKerning)) {
    if (Number(code) >= 256 || typeof pairs !== 'object') continue;
    for (const previous of Object.keys(pairs)) if (Number(previous) < 256) latinKerning[(Number(code) << 8) | Number(previous)] = kerning(Number(code), Number(previous));
  }
  return { widths, latinKerning, kerning };
}

interface LowLevel {
  write(content: string): void;
}

/** jsPDF's default line height factor. */
export const LINE_HEIGHT_FACTOR = 1.15;

const num = (n: number): string => String(Math.round(n * 100) / 100);
const gray = (level: number): string => num(level / 255);

// Printable ASCII and Latin-1 without the string delimiters: already WinAnsi bytes, nothing to escape.
const PLAIN = /^[\x20-\x27\x2a-\x5b\x5d-\x7e\xa0-\xff]*$/;

/**
 * Draws pages of a table whose columns start at `columnX` with widths `columnWidth` (mm). Call
 * `header` then `row` for each row of a page, and `endPage` before adding the next page.
 */
export function createTableDrawer(doc: jsPDF, style: TableStyle, columnX: readonly number[], columnWidth: readonly number[]) {
  const k = doc.internal.scaleFactor;
  const pageHeight = doc.internal.pageSize.getHeight();
  const tableX = columnX[0] ?? 0;
  const tableWidth = columnWidth.reduce((a, b) => a + b, 0);
  // Baseline of a cell's first line below its top, as jspdf-autotable puts it.
  const baseline = style.padding + (style.fontSize / k) * (2 - 1.15);
  const fontKey = (fontStyle: 'normal' | 'bold') => {
    doc.setFont('helvetica', fontStyle);
    return String(doc.getFont().id);
  };
  const boldKey = fontKey('bold');
  const normalKey = fontKey('normal');
  const escapes = new Map<string, string>();
  const escape = (text: string): string => {
    if (PLAIN.test(text)) return text;
    let escaped = escapes.get(text);
    if (escaped === undefined) {
      escaped = doc.pdfEscape(text, { autoencode: true, noBOM: true });
      escapes.set(text, escaped);
    }
    return escaped;
  };
  const rect = (y: number, height: number) => `${num(tableX * k)} ${num((pageHeight - y) * k)} ${num(tableWidth * k)} ${num(-height * k)} re f`;
  // Positions in hundredths of a point, so the moves between them add up exactly.
  const hundredths = (mm: number) => Math.round(mm * k * 100);
  const leading = Math.round(style.fontSize * LINE_HEIGHT_FACTOR * 100);
  const textX = columnX.map((x) => hundredths(x + style.padding));

  /**
   * A text object: each cell's first line placed with a move (Td) from the previous line's start,
   * the cell's further lines with T* (one leading down): a few bytes a cell instead of a whole
   * matrix, so there is less to compress.
   */
  const textObject = (fontKey: string, color: number) => {
    const ops = [`BT /${fontKey} ${style.fontSize} Tf ${leading / 100} TL ${gray(color)} g`];
    let lineX = 0;
    let lineY = 0;
    return {
      ops,
      cells(y: number, lines: readonly (readonly string[])[]) {
        const top = hundredths(pageHeight - y - baseline);
        for (let c = 0; c < lines.length; c++) {
          const cell = lines[c]!;
          if (cell.length === 0 || (cell.length === 1 && cell[0] === '')) continue;
          const x = textX[c]!;
          let op = `${(x - lineX) / 100} ${(top - lineY) / 100} Td(${escape(cell[0]!)})Tj`;
          for (let l = 1; l < cell.length; l++) op += ` T*(${escape(cell[l]!)})Tj`;
          ops.push(op);
          lineX = x;
          lineY = top - (cell.length - 1) * leading;
        }
      },
    };
  };

  let fills: string[] = [];
  let head: ReturnType<typeof textObject> | undefined;
  let body: ReturnType<typeof textObject> | undefined;

  return {
    /** The blue header row at `y`, `height` high. */
    header(y: number, height: number, lines: readonly (readonly string[])[]) {
      fills.push(`${style.headFill.map((v) => num(v / 255)).join(' ')} rg`, rect(y, height), `${gray(style.stripeFill)} g`);
      head = textObject(boldKey, style.headText);
      head.cells(y, lines);
    },
    row(row: DrawnRow) {
      if (row.striped) fills.push(rect(row.y, row.height));
      body ??= textObject(normalKey, style.bodyText);
      body.cells(row.y, row.lines);
    },
    /** Writes the page's content: fills first, so the text is drawn over them. */
    endPage() {
      // q ... Q: the colours set here do not leak into what jsPDF draws afterwards.
      const content = ['q', ...fills];
      if (head) content.push(...head.ops, 'ET');
      if (body) content.push(...body.ops, 'ET');
      content.push('Q');
      (doc.internal as unknown as LowLevel).write(content.join('\n'));
      fills = [];
      head = undefined;
      body = undefined;
    },
  };
}

type FilterChain = string | string[] | undefined;
interface FilterHook {
  processDataByFilters?: (data: string, filters: FilterChain) => { data: string; reverseChain: string };
}

/** A binary string from bytes, 8 KB at a time (jsPDF's own builds it a byte at a time). */
function binaryString(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x2000) out += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x2000) as unknown as number[]);
  return out;
}

/**
 * Runs jsPDF's synchronous `output` with its Flate filter done by fflate with the same deflate level,
 * but without building each compressed stream a character at a time: that alone was a third of
 * writing a 15,000-row table. Other filter chains go to jsPDF's own. The hook is jsPDF's static
 * filter entry point; it is put back before this returns, and nothing else runs in between.
 */
export function withFastFlate<T>(output: () => T): T {
  const api = jsPDF.API as FilterHook;
  const original = api.processDataByFilters;
  api.processDataByFilters = (data, filters) => {
    const chain = typeof filters === 'string' ? [filters] : (filters ?? []);
    if (!original || chain.length !== 1 || chain[0]!.replace('/', '') !== 'FlateEncode') return original!(data, filters);
    const bytes = new Uint8Array(data.length);
    for (let i = 0; i < data.length; i++) bytes[i] = data.charCodeAt(i);
    return { data: binaryString(zlibSync(bytes)), reverseChain: '/FlateDecode' };
  };
  try {
    return output();
  } finally {
    api.processDataByFilters = original;
  }
}

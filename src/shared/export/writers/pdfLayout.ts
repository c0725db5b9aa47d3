// The PDF table's layout, as pure functions of measured widths (mm): column widths, line breaking and
// pagination. No jsPDF here: writers/pdfDraw.ts draws what these decide, writers/pdf.ts ties them.

/** The width of a string at the table's type size, in mm. */
export type Measure = (text: string) => number;

/**
 * A font's metrics, read once: advance widths in em by UTF-16 code, and kerning, the em added to a
 * character after a given previous one, as jsPDF's standard fonts carry them: a dense table for two
 * Latin-1 characters (`latinKerning[code * 256 + previous]`), a look-up for the rare others.
 */
export interface FontMetrics {
  widths: Float64Array;
  latinKerning: Float64Array;
  kerning(code: number, previous: number): number;
}

/**
 * Measures text from the metrics (the sum jsPDF's getStringUnitWidth makes, kerning included)
 * without jsPDF's per-call work: a 15,000-row ticket list has some 100,000 distinct strings.
 */
export function measureWith(metrics: FontMetrics, size: number): Measure {
  const { widths, latinKerning } = metrics;
  return (text) => {
    let sum = 0;
    let previous = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      sum += widths[code]! + ((code | previous) < 256 ? latinKerning[(code << 8) | previous]! : metrics.kerning(code, previous));
      previous = code;
    }
    return sum * size;
  };
}

const NEWLINE = /\r\n|\r|\n/;

export interface ColumnWidthOptions {
  /** The page's width between its margins. */
  usable: number;
  /** Left plus right padding of a cell. */
  padding: number;
  /** No column's width above this share of `usable` before the final scaling (a long description column). */
  capShare: number;
  /** The share of the sampled cells a column is made wide enough for (0.9: all but the widest tenth). */
  quantile: number;
}

export const DEFAULT_WIDTH_OPTIONS: Omit<ColumnWidthOptions, 'usable' | 'padding'> = { capShare: 0.25, quantile: 0.9 };

/** What a column's sampled text asks for: its whole width (one line) and its widest unbreakable word. */
export interface ColumnNeeds {
  header: number;
  headerWord: number;
  cells: readonly number[];
  cellWords: readonly number[];
}

function quantileOf(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Column widths that sum to exactly `usable`. Each column has a natural width (the wider of its
 * header and the quantile of its sampled cells on one line) and a least width (its widest header
 * word and the quantile of its cells' widest words, so an id or a date is not cut), both with
 * padding and capped at `capShare` of the page. Natural widths that fit are scaled up in
 * proportion; otherwise every column gets its least width and the room left is shared in proportion
 * to what each lacks of its natural width (least widths that do not fit are scaled down alike).
 */
export function columnWidths(needs: readonly ColumnNeeds[], options: ColumnWidthOptions): number[] {
  const { usable, padding, quantile } = options;
  const cap = usable * options.capShare;
  const natural = needs.map((n) => Math.min(cap, Math.max(n.header, quantileOf(n.cells, quantile)) + padding));
  const least = needs.map((n, c) => Math.min(natural[c]!, Math.max(n.headerWord, quantileOf(n.cellWords, quantile)) + padding));
  const naturalSum = sum(natural);
  const leastSum = sum(least);
  let widths: number[];
  if (naturalSum <= 0) widths = needs.map(() => usable / needs.length);
  else if (naturalSum <= usable) widths = natural.map((w) => (w * usable) / naturalSum);
  else if (leastSum >= usable) widths = least.map((w) => (w * usable) / leastSum);
  else widths = least.map((w, c) => w + ((natural[c]! - w) * (usable - leastSum)) / (naturalSum - leastSum));
  // Floating-point sums: the last column takes the remainder, so the table ends on the margin.
  if (widths.length > 0) widths[widths.length - 1] = usable - sum(widths.slice(0, -1));
  return widths;
}

/** The widest line of a text, and its widest word. */
export function textNeeds(text: string, measure: Measure): { width: number; word: number } {
  let width = 0;
  let word = 0;
  for (const line of text.split(NEWLINE)) {
    width = Math.max(width, measure(line));
    for (const w of line.split(' ')) word = Math.max(word, measure(w));
  }
  return { width, word };
}

/** Evenly spaced row indices, at most `size` of them, for sampling a column's widths. */
export function sampleIndices(count: number, size: number): number[] {
  if (count <= size) return Array.from({ length: count }, (_, i) => i);
  const step = count / size;
  return Array.from({ length: size }, (_, i) => Math.floor(i * step));
}

/**
 * Splits a word wider than `width` into pieces that fit, character by character (kerning inside a
 * piece is left out: a piece is at most a hair narrower than counted). Returns the last piece.
 */
function splitWord(word: string, width: number, measure: Measure, into: string[]): string {
  let piece = '';
  let pieceWidth = 0;
  for (const char of word) {
    const charWidth = measure(char);
    if (piece && pieceWidth + charWidth > width) {
      into.push(piece);
      piece = char;
      pieceWidth = charWidth;
    } else {
      piece += char;
      pieceWidth += charWidth;
    }
  }
  return piece;
}

/**
 * The lines of a cell's text within `width`: its own line breaks kept, then words wrapped greedily at
 * spaces; a word wider than the column is cut between characters. Each distinct word is measured
 * once (through a cached `measure`); a line's width is the sum of its words and spaces.
 */
export function breakLines(text: string, width: number, measure: Measure): string[] {
  if (!NEWLINE.test(text) && measure(text) <= width) return [text];
  const lines: string[] = [];
  const space = measure(' ');
  for (const paragraph of text.split(NEWLINE)) {
    let line = '';
    let lineWidth = 0;
    let started = false;
    for (const word of paragraph.split(' ')) {
      let wordWidth = measure(word);
      const joined = started ? lineWidth + space + wordWidth : wordWidth;
      if (joined <= width) {
        line = started ? `${line} ${word}` : word;
        lineWidth = joined;
        started = true;
        continue;
      }
      if (started) lines.push(line);
      let rest = word;
      if (wordWidth > width) {
        rest = splitWord(word, width, measure, lines);
        wordWidth = measure(rest);
      }
      line = rest;
      lineWidth = wordWidth;
      started = true;
    }
    lines.push(line);
  }
  return lines;
}

export interface PageFrame {
  /** Where the table starts on the first page (below the title). */
  firstTop: number;
  /** Where it starts on the following pages (the top margin). */
  top: number;
  /** The lowest y a row may reach (page height minus the bottom margin). */
  bottom: number;
  /** The header row's height, drawn at the top of the table on every page. */
  headerHeight: number;
}

/** Where a row goes: its page (from 0) and its top. */
export interface Placement {
  page: number;
  y: number;
}

/**
 * Places rows one after another below the header, moving a row whole to a new page when it would
 * cross the bottom. A row taller than a whole page still starts a page of its own (the caller keeps
 * rows within `maxRowHeight`).
 */
export function createPaginator(frame: PageFrame): { place(height: number): Placement } {
  let page = 0;
  let y = frame.firstTop + frame.headerHeight;
  let rowsOnPage = 0;
  return {
    place(height) {
      if (rowsOnPage > 0 && y + height > frame.bottom) {
        page += 1;
        y = frame.top + frame.headerHeight;
        rowsOnPage = 0;
      }
      const placed = { page, y };
      y += height;
      rowsOnPage += 1;
      return placed;
    },
  };
}

/** The tallest row a page can hold below its header. */
export function maxRowHeight(frame: PageFrame): number {
  return frame.bottom - frame.top - frame.headerHeight;
}

/** Rows are `lines x lineHeight + padding` high. */
export function rowHeight(lineCount: number, lineHeight: number, padding: number): number {
  return Math.max(1, lineCount) * lineHeight + padding;
}

import { jsPDF } from 'jspdf';
import { createRowFormatter, formatHeaders, stripEmoji } from '../format';
import type { CellValue } from '../types';
import { slices, type WriterContext } from './context';
import { createTableDrawer, fontMetrics, LINE_HEIGHT_FACTOR, withFastFlate } from './pdfDraw';
import {
  breakLines,
  columnWidths,
  createPaginator,
  DEFAULT_WIDTH_OPTIONS,
  maxRowHeight,
  measureWith,
  rowHeight,
  sampleIndices,
  textNeeds,
  type PageFrame,
} from './pdfLayout';

/** Page layout (spec 001 section 9): A2 portrait by default, A1 landscape, margins 10 (mm). */
export const PDF_LAYOUT = {
  portrait: 'a2',
  landscape: 'a1',
  margin: 10,
  /** The header fill: blue. */
  headFill: [0, 84, 166] as [number, number, number],
  fontSize: 8,
  titleFontSize: 18,
  /** Cell padding on each side, mm. */
  cellPadding: 1.5,
  /** Gray levels: the rows' text and every other row's fill (jspdf-autotable's striped theme). */
  bodyText: 80,
  stripeFill: 245,
  /** Rows whose cells are measured to size the columns. */
  sampleRows: 500,
} as const;

/** Rows between two progress ticks within a page (a tick also comes with every page). */
const TICK_EVERY_ROWS = 50;

const cellText = (value: CellValue): string => (typeof value === 'string' ? value : String(value));

/**
 * PDF with jsPDF: the title and the day (DD/MM/YYYY), then the table: column widths from the header
 * and a sample of the rows, the fonts' metrics read once (measuring is then a sum per character), rows laid out by writers/pdfLayout.ts
 * (never split across pages) and drawn by writers/pdfDraw.ts into each page's content stream, a blue
 * header repeated on every page, every other row striped, emoji stripped from every text,
 * compression on. Reports progress and checks for cancel every few dozen rows and every page.
 */
export async function writePdf({ job, chunks, tick }: WriterContext): Promise<Blob> {
  const format = createRowFormatter(job.columns, { labels: job.labels, timeZone: job.timeZone, guard: false, stripEmoji: true });
  const headers = formatHeaders(job.columns, { guard: false, stripEmoji: true });
  const body: CellValue[][] = [];
  for await (const rows of slices(chunks)) {
    for (const row of rows) body.push(format(row));
    await tick(0);
  }

  const landscape = job.pdfOrientation === 'landscape';
  const doc = new jsPDF({
    orientation: landscape ? 'landscape' : 'portrait',
    unit: 'mm',
    format: landscape ? PDF_LAYOUT.landscape : PDF_LAYOUT.portrait,
    compress: true,
  });
  const { margin, cellPadding: pad, fontSize } = PDF_LAYOUT;
  doc.setFontSize(PDF_LAYOUT.titleFontSize);
  doc.text(`${stripEmoji(job.title).replace(/\s+/g, ' ').trim()}  ${job.titleDate}`, margin, margin + 6);
  doc.setFontSize(fontSize);

  // Font metrics, read once per font.
  const k = doc.internal.scaleFactor;
  const measureIn = (fontStyle: 'normal' | 'bold') => {
    doc.setFont('helvetica', fontStyle);
    return measureWith(fontMetrics(doc.getFont()), fontSize / k);
  };
  const measureHead = measureIn('bold');
  const measure = measureIn('normal');

  // Column widths from the header and a sample of the rows.
  const needs = headers.map((header) => {
    const head = textNeeds(header, measureHead);
    return { header: head.width, headerWord: head.word, cells: [] as number[], cellWords: [] as number[] };
  });
  for (const r of sampleIndices(body.length, PDF_LAYOUT.sampleRows)) {
    body[r]!.forEach((value, c) => {
      const cell = textNeeds(cellText(value), measure);
      needs[c]?.cells.push(cell.width);
      needs[c]?.cellWords.push(cell.word);
    });
  }
  const pageWidth = doc.internal.pageSize.getWidth();
  const widths = columnWidths(needs, { usable: pageWidth - 2 * margin, padding: 2 * pad, ...DEFAULT_WIDTH_OPTIONS });
  const columnX = widths.map((_, c) => margin + widths.slice(0, c).reduce((a, b) => a + b, 0));
  // As jspdf-autotable: the text's room is the cell less its padding, plus a hair for rounding.
  const room = widths.map((w) => w - 2 * pad + 1 / k);

  const lineHeight = (fontSize / k) * LINE_HEIGHT_FACTOR;
  const headLines = headers.map((header, c) => breakLines(header, room[c]!, measureHead));
  const frame: PageFrame = {
    firstTop: margin + 12,
    top: margin,
    bottom: doc.internal.pageSize.getHeight() - margin,
    headerHeight: rowHeight(Math.max(...headLines.map((l) => l.length)), lineHeight, 2 * pad),
  };
  // A row splits only where it is taller than a whole page: then it goes on over the next pages, nothing cut.
  const maxLines = Math.max(1, Math.floor((maxRowHeight(frame) - 2 * pad) / lineHeight));

  const drawer = createTableDrawer(
    doc,
    { fontSize, lineHeight, padding: pad, headFill: PDF_LAYOUT.headFill, headText: 255, bodyText: PDF_LAYOUT.bodyText, stripeFill: PDF_LAYOUT.stripeFill },
    columnX,
    widths,
  );
  const paginator = createPaginator(frame);
  let page = 0;
  drawer.header(frame.firstTop, frame.headerHeight, headLines);
  const place = async (r: number, lines: string[][]) => {
    const height = rowHeight(Math.max(1, ...lines.map((cell) => cell.length)), lineHeight, 2 * pad);
    const at = paginator.place(height);
    if (at.page !== page) {
      drawer.endPage();
      await tick(r);
      doc.addPage();
      page = at.page;
      drawer.header(frame.top, frame.headerHeight, headLines);
    }
    drawer.row({ y: at.y, height, lines, striped: r % 2 === 0 });
  };
  for (let r = 0; r < body.length; r++) {
    const lines = body[r]!.map((value, c) => breakLines(cellText(value), room[c]!, measure));
    const lineCount = Math.max(1, ...lines.map((cell) => cell.length));
    if (r % TICK_EVERY_ROWS === 0) await tick(r);
    if (lineCount <= maxLines) await place(r, lines);
    else for (let from = 0; from < lineCount; from += maxLines) await place(r, lines.map((cell) => cell.slice(from, from + maxLines)));
  }
  drawer.endPage();
  await tick(body.length);
  return new Blob([withFastFlate(() => doc.output('arraybuffer'))], { type: 'application/pdf' });
}

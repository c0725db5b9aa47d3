import { jsPDF } from 'jspdf';
import { autoTable, type Row } from 'jspdf-autotable';
import { createRowFormatter, formatHeaders, stripEmoji } from '../format';
import type { CellValue } from '../types';
import { slices, type WriterContext } from './context';

/** Page layout (spec 001 section 9): A2 portrait by default, A1 landscape, margins 10 (mm). */
export const PDF_LAYOUT = {
  portrait: 'a2',
  landscape: 'a1',
  margin: 10,
  /** The header fill: blue. */
  headFill: [0, 84, 166] as [number, number, number],
  fontSize: 8,
  titleFontSize: 18,
} as const;

function rowsDrawn(body: readonly Row[]): number {
  let low = 0;
  let high = body.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((body[mid]?.cells[0]?.x ?? 0) > 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * PDF with jspdf + jspdf-autotable: the title and the day (DD/MM/YYYY), the table with a blue header
 * repeated on every page, emoji stripped from every text, compression on (about 4 MB for 15,000
 * ticket rows instead of ~35 MB). The table is laid out in one synchronous autoTable call; its
 * page hook reports progress and stops it when the export is cancelled.
 */
export async function writePdf({ job, chunks, tick, tickSync }: WriterContext): Promise<Blob> {
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
  const margin = PDF_LAYOUT.margin;
  doc.setFontSize(PDF_LAYOUT.titleFontSize);
  doc.text(`${stripEmoji(job.title).replace(/\s+/g, ' ').trim()}  ${job.titleDate}`, margin, margin + 6);

  autoTable(doc, {
    head: [headers],
    body,
    startY: margin + 12,
    margin,
    theme: 'striped',
    styles: { fontSize: PDF_LAYOUT.fontSize, cellPadding: 1.5, overflow: 'linebreak' },
    headStyles: { fillColor: PDF_LAYOUT.headFill, textColor: 255, fontStyle: 'bold' },
    // Once per page, not per cell: a cell hook costs an object per cell (300,000 here). Rows are
    // drawn in order and a drawn cell has its x set (0 until then), so the rows drawn so far are
    // found by bisection.
    didDrawPage: (data) => tickSync(rowsDrawn(data.table.body)),
  });
  tickSync(body.length);
  return new Blob([doc.output('arraybuffer')], { type: 'application/pdf' });
}

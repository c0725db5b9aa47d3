import type { GanttEdge } from './ganttGraph';
import { GANTT_NODE_HEIGHT, GANTT_NODE_WIDTH, type GanttLayout } from './ganttLayout';
import type { LegendEntry } from './ganttColors';
import { ganttFontSize } from './ganttNodeText';

export interface GanttPdfNode {
  id: string;
  label: string;
  background: string;
  text: string;
}

/** Where a page sits: its number, and for a tiled diagram its row and column. */
export interface GanttPdfPage {
  page: number;
  pages: number;
  row: number;
  rows: number;
  column: number;
  columns: number;
}

export interface GanttPdfInput {
  title: string;
  nodes: GanttPdfNode[];
  edges: GanttEdge[];
  layout: GanttLayout;
  /** Orders only (spec 000 section 2); drawn on every page. */
  legend: { title: string; entries: LegendEntry[] } | null;
  /** The footer of a page, in the user's language ("Página 2 de 6 · fila 1, columna 2"). */
  pageLabel: (page: GanttPdfPage) => string;
}

/** Every page is A4 landscape, in points: a diagram of any size prints on a standard sheet. */
export const GANTT_PDF_PAGE = { width: 841.89, height: 595.28 } as const;
/**
 * The smallest drawing scale still legible on paper: the small node font (9 px) prints at 5.4 pt. A
 * diagram that fits a page at this scale or larger is one page; a larger one is tiled at this scale
 * over numbered pages, read row by row.
 */
export const GANTT_PDF_MIN_SCALE = 0.6;
const MARGIN = 36;
const TITLE_SIZE = 14;
const FOOTER_SIZE = 9;
const LEGEND_SIZE = 9;
const LEGEND_SWATCH = 10;
const NODE_PADDING = 6;
const ARROW = 7;

type Doc = InstanceType<typeof import('jspdf').jsPDF>;
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How the diagram spreads over pages: the scale, and the part of the layout each tile shows. */
export function ganttPdfTiling(layout: GanttLayout, area: { width: number; height: number }) {
  const width = Math.max(layout.width, 1);
  const height = Math.max(layout.height, 1);
  const fit = Math.min(1, area.width / width, area.height / height);
  const scale = Math.max(fit, GANTT_PDF_MIN_SCALE);
  const tile = { width: area.width / scale, height: area.height / scale };
  return { scale, columns: Math.ceil(width / tile.width), rows: Math.ceil(height / tile.height), tile };
}

/**
 * The diagram as an A4-landscape PDF drawn in vectors from the layout (boxes in their colours, labels,
 * curved edges with arrowheads): fitted to one page when legible, otherwise tiled over numbered pages;
 * every page carries the title, the legend and its number. jspdf is loaded here, on first use, so the
 * page's bundle never carries it.
 */
export async function ganttPdfDocument(input: GanttPdfInput): Promise<Doc> {
  const { jsPDF } = await import('jspdf');
  const page = GANTT_PDF_PAGE;
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: [page.width, page.height], compress: true });
  doc.setProperties({ title: input.title });

  const footerTop = page.height - MARGIN - FOOTER_SIZE;
  const legendTop = input.legend ? drawLegend(doc, input.legend, page.width, footerTop - FOOTER_SIZE) : footerTop - FOOTER_SIZE;
  const top = MARGIN + TITLE_SIZE * 2;
  const area = { x: MARGIN, y: top, width: page.width - 2 * MARGIN, height: legendTop - top };
  const { scale, rows, columns, tile } = ganttPdfTiling(input.layout, area);
  const pages = rows * columns;

  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const number = row * columns + column + 1;
      if (number > 1) {
        doc.addPage([page.width, page.height], 'landscape');
        if (input.legend) drawLegend(doc, input.legend, page.width, footerTop - FOOTER_SIZE);
      }
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(TITLE_SIZE);
      doc.setTextColor('#000000');
      doc.text(input.title, MARGIN, MARGIN + TITLE_SIZE);
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(FOOTER_SIZE);
      doc.setTextColor('#000000');
      const label = input.pageLabel({ page: number, pages, row: row + 1, rows, column: column + 1, columns });
      doc.text(label, page.width - MARGIN, footerTop + FOOTER_SIZE, { align: 'right' });
      const view = { x: column * tile.width, y: row * tile.height, width: tile.width, height: tile.height };
      drawDiagram(doc, input, area, view, scale);
    }
  }
  return doc;
}

export async function ganttPdfBlob(input: GanttPdfInput): Promise<Blob> {
  return (await ganttPdfDocument(input)).output('blob');
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The part `view` of the layout, drawn into `area` at `scale` and clipped to it. */
function drawDiagram(doc: Doc, input: GanttPdfInput, area: Box, view: Box, scale: number): void {
  const at = (x: number, y: number) => ({ x: area.x + (x - view.x) * scale, y: area.y + (y - view.y) * scale });
  const nodeBox = (id: string) => {
    const p = input.layout.positions[id];
    return p ? { x: p.x, y: p.y, width: GANTT_NODE_WIDTH, height: GANTT_NODE_HEIGHT } : null;
  };
  doc.saveGraphicsState();
  doc.rect(area.x, area.y, area.width, area.height, null);
  doc.clip();
  doc.discardPath();

  doc.setDrawColor('#555555');
  doc.setFillColor('#555555');
  doc.setLineWidth(Math.max(0.25, scale));
  for (const edge of input.edges) {
    const from = nodeBox(edge.source);
    const to = nodeBox(edge.target);
    if (!from || !to) continue;
    const left = Math.min(from.x, to.x);
    const upper = Math.min(from.y, to.y);
    const span = { x: left, y: upper, width: Math.max(from.x, to.x) + GANTT_NODE_WIDTH - left, height: Math.max(from.y, to.y) + GANTT_NODE_HEIGHT - upper };
    if (!overlaps(span, view)) continue;
    const start = at(from.x + GANTT_NODE_WIDTH, from.y + GANTT_NODE_HEIGHT / 2);
    const end = at(to.x, to.y + GANTT_NODE_HEIGHT / 2);
    const arrow = ARROW * scale;
    const dx = end.x - arrow - start.x;
    const dy = end.y - start.y;
    doc.lines([[dx / 2, 0, dx / 2, dy, dx, dy]], start.x, start.y, [1, 1], 'S', false);
    doc.triangle(end.x, end.y, end.x - arrow, end.y - arrow / 2, end.x - arrow, end.y + arrow / 2, 'F');
  }

  doc.setFont('helvetica', 'normal');
  for (const node of input.nodes) {
    const box = nodeBox(node.id);
    if (!box || !overlaps(box, view)) continue;
    const corner = at(box.x, box.y);
    const width = GANTT_NODE_WIDTH * scale;
    const height = GANTT_NODE_HEIGHT * scale;
    doc.setFillColor(node.background);
    doc.roundedRect(corner.x, corner.y, width, height, 4 * scale, 4 * scale, 'F');
    const size = ganttFontSize(node.label) * scale;
    doc.setFontSize(size);
    doc.setTextColor(node.text);
    const lineHeight = size * 1.15;
    const room = Math.max(1, Math.floor((height - 2 * NODE_PADDING * scale) / lineHeight));
    const lines = (doc.splitTextToSize(node.label, width - 2 * NODE_PADDING * scale) as string[]).slice(0, room);
    const firstBaseline = corner.y + height / 2 - ((lines.length - 1) * lineHeight) / 2 + size / 3;
    lines.forEach((line, i) => doc.text(line, corner.x + width / 2, firstBaseline + i * lineHeight, { align: 'center' }));
  }
  doc.restoreGraphicsState();
}

/** Draws the legend in rows up from `bottom`; answers the top of the legend. */
function drawLegend(doc: Doc, legend: NonNullable<GanttPdfInput['legend']>, pageWidth: number, bottom: number): number {
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(LEGEND_SIZE);
  const rowHeight = LEGEND_SIZE * 2;
  const rows: { entry: LegendEntry; x: number }[][] = [[]];
  let x = MARGIN;
  for (const entry of legend.entries) {
    const width = LEGEND_SWATCH + 4 + doc.getTextWidth(entry.label) + 14;
    if (x + width > pageWidth - MARGIN && rows.at(-1)!.length) {
      rows.push([]);
      x = MARGIN;
    }
    rows.at(-1)!.push({ entry, x });
    x += width;
  }
  const top = bottom - rows.length * rowHeight - rowHeight;
  doc.setFont('helvetica', 'bold');
  doc.setTextColor('#000000');
  doc.text(legend.title, MARGIN, top + LEGEND_SIZE);
  doc.setFont('helvetica', 'normal');
  rows.forEach((row, i) => {
    const y = top + rowHeight * (i + 1);
    for (const { entry, x: left } of row) {
      doc.setFillColor(entry.color);
      doc.rect(left, y, LEGEND_SWATCH, LEGEND_SWATCH, 'F');
      doc.text(entry.label, left + LEGEND_SWATCH + 4, y + LEGEND_SWATCH - 1);
    }
  });
  return top - LEGEND_SIZE;
}

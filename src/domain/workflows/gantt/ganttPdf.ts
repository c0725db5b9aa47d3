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

export interface GanttPdfInput {
  title: string;
  nodes: GanttPdfNode[];
  edges: GanttEdge[];
  layout: GanttLayout;
  /** Orders only (spec 000 section 2). */
  legend: { title: string; entries: LegendEntry[] } | null;
}

/** A4 landscape in points. */
const BASE_PAGE = { width: 841.89, height: 595.28 };
/** The page grows by a quarter of A4 for every 8 nodes past the first 8 (spec 000 section 9: "the image grows per 8 nodes"). */
export const GANTT_PDF_NODES_PER_STEP = 8;
const GROWTH_PER_STEP = 0.25;
/** PDF readers refuse pages wider than 200 inches (14,400 pt). */
const MAX_PAGE_WIDTH = 14_400;
const MARGIN = 36;
const TITLE_SIZE = 16;
const LEGEND_SIZE = 9;
const LEGEND_SWATCH = 10;
const NODE_PADDING = 6;
const ARROW = 7;

/** The page's size for a diagram of `nodeCount` nodes: A4 landscape, growing in steps of 8 nodes. */
export function ganttPdfPageSize(nodeCount: number): { width: number; height: number } {
  const steps = Math.max(0, Math.ceil(nodeCount / GANTT_PDF_NODES_PER_STEP) - 1);
  const width = Math.min(BASE_PAGE.width * (1 + steps * GROWTH_PER_STEP), MAX_PAGE_WIDTH);
  return { width, height: (width * BASE_PAGE.height) / BASE_PAGE.width };
}

/**
 * The diagram as a one-page landscape PDF drawn in vectors from the layout (boxes in their colours,
 * labels, curved edges with arrowheads), the title on top and the legend under it. jspdf is loaded
 * here, on first use, so the page's bundle never carries it.
 */
export async function ganttPdfBlob(input: GanttPdfInput): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const page = ganttPdfPageSize(input.nodes.length);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: [page.width, page.height], compress: true });
  doc.setProperties({ title: input.title });

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(TITLE_SIZE);
  doc.setTextColor('#000000');
  doc.text(input.title, MARGIN, MARGIN + TITLE_SIZE);
  let bottom = page.height - MARGIN;
  if (input.legend) bottom = drawLegend(doc, input.legend, page.width, bottom);

  const top = MARGIN + TITLE_SIZE * 2;
  const area = { width: page.width - 2 * MARGIN, height: bottom - top };
  const scale = Math.min(1, area.width / Math.max(input.layout.width, 1), area.height / Math.max(input.layout.height, 1));
  const at = (x: number, y: number) => ({ x: MARGIN + x * scale, y: top + y * scale });

  doc.setDrawColor('#555555');
  doc.setFillColor('#555555');
  doc.setLineWidth(Math.max(0.25, scale));
  for (const edge of input.edges) {
    const from = input.layout.positions[edge.source];
    const to = input.layout.positions[edge.target];
    if (!from || !to) continue;
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
    const position = input.layout.positions[node.id];
    if (!position) continue;
    const corner = at(position.x, position.y);
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

  return doc.output('blob');
}

type Doc = InstanceType<typeof import('jspdf').jsPDF>;

/** Draws the legend in rows from the bottom margin up; answers the top of the legend. */
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

import { createUtcDateFormatter } from '../../../shared/export/dates';
import { fitInBox, readImageInfo, type ImageInfo } from './imageInfo';
import { commentsStartNewPage, EVIDENCE_LAYOUT, keepsComponentsTogether, LOGO_BOX, TICKET_PDF_PAGE, TICKET_PDF_TYPE } from './layoutRules';
import { fillLabel, toPdfText } from './pdfText';
import type { TicketPdfInput, TicketPdfOptions } from './types';
import { EMPTY_VALUE } from '../../../shared/format/emptyValue';

/**
 * The ticket PDF's layout as data: every page's texts, images, fills and rules at their positions
 * (points, from the page's top left). Pure: the same input gives the same plan, and the tests read
 * the rules off it. renderTicketPdf.ts draws it with jsPDF.
 */

export type Rgb = readonly [number, number, number];

export type PlanItem =
  | { kind: 'text'; x: number; y: number; text: string; size: number; bold: boolean; color: Rgb; align: 'left' | 'right' }
  | { kind: 'image'; x: number; y: number; width: number; height: number; source: 'logo' | number; format: ImageInfo['format']; name: string }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: Rgb }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; color: Rgb };

export type SectionKey = 'ticket' | 'location' | 'products' | 'comments' | 'closure' | 'evidence';

export interface TicketPdfPlan {
  pages: PlanItem[][];
  /** The page (from 0) each section starts on. */
  sectionPages: Record<SectionKey, number>;
  /** Wrapped lines of the comments and closure comments, as the page-break rule counts them. */
  commentLines: number;
  /** Document title, also the left side of every page's footer. */
  title: string;
}

/** Text measurement (jsPDF's font metrics in renderTicketPdf.ts). */
export interface TextMeasurer {
  /** `text` wrapped to `width`; a line break in the text starts a new line. */
  wrap(text: string, width: number, size: number, bold: boolean): string[];
  width(text: string, size: number, bold: boolean): number;
}

const COLORS = {
  text: [33, 33, 33] as Rgb,
  muted: [90, 90, 90] as Rgb,
  sectionFill: [227, 236, 248] as Rgb,
  sectionText: [0, 61, 122] as Rgb,
  headFill: [0, 84, 166] as Rgb,
  headText: [255, 255, 255] as Rgb,
  rule: [190, 190, 190] as Rgb,
};

const { width: PAGE_W, height: PAGE_H, marginX: MX, marginY: MY } = TICKET_PDF_PAGE;
const T = TICKET_PDF_TYPE;
const LEFT = MX;
const RIGHT = PAGE_W - MX;
const CONTENT_W = RIGHT - LEFT;
const TOP = MY;
/** The footer line (page number) is the last line of the content area. */
const FOOTER_H = 14;
const BOTTOM = PAGE_H - MY - FOOTER_H;
const lineHeight = (size: number) => size * T.lineHeight;
const LABEL_W = 150;
const SECTION_H = 16;
const SECTION_SPACE = 10;
const CELL_PAD = 3;
const MISSING = EMPTY_VALUE;

/** A slice of the page: its height and its items once placed at y. */
interface Block {
  height: number;
  at(y: number): PlanItem[];
}

/** Places blocks top to bottom, starting a page when the next one does not fit. */
class Paginator {
  readonly pages: PlanItem[][] = [[]];
  y: number = TOP;

  get pageIndex(): number {
    return this.pages.length - 1;
  }

  get atPageTop(): boolean {
    return this.y === TOP;
  }

  newPage(): void {
    this.pages.push([]);
    this.y = TOP;
  }

  /** A block that does not fit starts a page (unless the page is still empty). */
  place(block: Block): void {
    if (this.y + block.height > BOTTOM && !this.atPageTop) this.newPage();
    this.pages[this.pageIndex]!.push(...block.at(this.y));
    this.y += block.height;
  }

  /** Blocks that stay on one page: all move to the next page when they do not fit here. */
  placeTogether(blocks: Block[]): void {
    const height = blocks.reduce((sum, b) => sum + b.height, 0);
    if (this.y + height > BOTTOM && !this.atPageTop && height <= BOTTOM - TOP) this.newPage();
    for (const block of blocks) this.place(block);
  }

  space(height: number): void {
    this.y = Math.min(this.y + height, BOTTOM);
  }
}

function textItem(x: number, y: number, text: string, size: number, options: { bold?: boolean; color?: Rgb; align?: 'left' | 'right' } = {}): PlanItem {
  return { kind: 'text', x, y, text, size, bold: options.bold ?? false, color: options.color ?? COLORS.text, align: options.align ?? 'left' };
}

function sectionTitle(text: string): Block {
  return {
    height: SECTION_H + 6,
    at: (y) => [
      { kind: 'rect', x: LEFT, y, width: CONTENT_W, height: SECTION_H, fill: COLORS.sectionFill },
      textItem(LEFT + 6, y + (SECTION_H - T.section) / 2, text, T.section, { bold: true, color: COLORS.sectionText }),
    ],
  };
}

/** One line of body text at an indent (a flowing paragraph is a block per line). */
function lineBlock(text: string, indent = 0, prefix?: string): Block {
  return {
    height: lineHeight(T.body),
    at: (y) => [...(prefix ? [textItem(LEFT + indent - 9, y, prefix, T.body)] : []), textItem(LEFT + indent, y, text, T.body)],
  };
}

/** 'Label    value' rows; a long value flows line by line under its label. */
function fieldBlocks(measure: TextMeasurer, fields: [label: string, value: string][]): Block[] {
  const valueWidth = CONTENT_W - LABEL_W;
  return fields.flatMap(([label, value]) => {
    const lines = measure.wrap(value || MISSING, valueWidth, T.body, false);
    return lines.map((line, i) => ({
      height: lineHeight(T.body) + (i === lines.length - 1 ? 2 : 0),
      at: (y: number) => [...(i === 0 ? [textItem(LEFT, y + (T.body - T.label) / 2, label, T.label, { bold: true, color: COLORS.muted })] : []), textItem(LEFT + LABEL_W, y, line, T.body)],
    }));
  });
}

/** Wrapped paragraphs with a bullet each; the lines, for the page-break rule. */
function bulletLines(measure: TextMeasurer, texts: string[]): { blocks: Block[]; lines: number } {
  const indent = 10;
  const blocks: Block[] = [];
  let lines = 0;
  texts.forEach((text, n) => {
    const wrapped = measure.wrap(text, CONTENT_W - indent, T.body, false).filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''));
    lines += wrapped.length;
    wrapped.forEach((line, i) => blocks.push(lineBlock(line, indent, i === 0 ? '•' : undefined)));
    if (n < texts.length - 1) blocks.push({ height: 4, at: () => [] });
  });
  return { blocks, lines };
}

const PRODUCT_COLUMNS = [
  { key: 'serialNumber', share: 0.22 },
  { key: 'brand', share: 0.17 },
  { key: 'model', share: 0.18 },
  { key: 'description', share: 0.28 },
  { key: 'condition', share: 0.15 },
] as const;

function tableRow(measure: TextMeasurer, cells: string[], head: boolean): Block {
  const widths = PRODUCT_COLUMNS.map((c) => c.share * CONTENT_W);
  const size = head ? T.label : T.body;
  const wrapped = cells.map((cell, i) => measure.wrap(cell || MISSING, widths[i]! - 2 * CELL_PAD, size, head));
  const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight(size) + 2 * CELL_PAD;
  return {
    height,
    at: (y) => {
      const items: PlanItem[] = head
        ? [{ kind: 'rect', x: LEFT, y, width: CONTENT_W, height, fill: COLORS.headFill }]
        : [{ kind: 'line', x1: LEFT, y1: y + height, x2: RIGHT, y2: y + height, color: COLORS.rule }];
      let x = LEFT;
      wrapped.forEach((lines, i) => {
        lines.forEach((line, k) => items.push(textItem(x + CELL_PAD, y + CELL_PAD + k * lineHeight(size), line, size, { bold: head, color: head ? COLORS.headText : COLORS.text })));
        x += widths[i]!;
      });
      return items;
    },
  };
}

interface PlacedImage {
  source: 'logo' | number;
  name: string;
  info: ImageInfo | null;
}

/** Evidence rows, two images each, every image scaled to fit its cell with its name under it. */
function evidenceRows(measure: TextMeasurer, images: PlacedImage[], unavailable: (name: string) => string): Block[] {
  const { perRow, gap, maxHeight } = EVIDENCE_LAYOUT;
  const cellWidth = (CONTENT_W - gap * (perRow - 1)) / perRow;
  const captionHeight = lineHeight(T.small) + 2;
  const rows: Block[] = [];
  for (let start = 0; start < images.length; start += perRow) {
    const row = images.slice(start, start + perRow).map((image) => ({
      image,
      size: image.info ? fitInBox(image.info.width, image.info.height, cellWidth, maxHeight) : null,
    }));
    const imageHeight = Math.max(...row.map((cell) => cell.size?.height ?? lineHeight(T.body) * 2));
    rows.push({
      height: imageHeight + captionHeight + gap,
      at: (y) =>
        row.flatMap(({ image, size }, i): PlanItem[] => {
          const x = LEFT + i * (cellWidth + gap);
          const caption = fitLine(measure, toPdfText(image.name), cellWidth, T.small);
          if (!image.info || !size) {
            const lines = measure.wrap(unavailable(image.name), cellWidth, T.body, false).slice(0, 2);
            return lines.map((line, k) => textItem(x, y + k * lineHeight(T.body), line, T.body, { color: COLORS.muted }));
          }
          return [
            { kind: 'image', x: x + (cellWidth - size.width) / 2, y, width: size.width, height: size.height, source: image.source, format: image.info.format, name: image.name },
            textItem(x, y + imageHeight + 2, caption, T.small, { color: COLORS.muted }),
          ];
        }),
    });
  }
  return rows;
}

/** One line of at most `width`, cut with an ellipsis. */
function fitLine(measure: TextMeasurer, text: string, width: number, size: number): string {
  if (measure.width(text, size, false) <= width) return text;
  let cut = text;
  while (cut.length > 1 && measure.width(`${cut}…`, size, false) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function coordinates(latitude: number | null, longitude: number | null): string {
  return latitude === null || longitude === null ? '' : `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}

/** The header of the first page: client logo, title with the ticket id, status, client, generation time. */
function headerBlock(measure: TextMeasurer, lines: { text: string; size: number; bold?: boolean; color?: Rgb }[], logo: PlacedImage | null): Block {
  const logoSize = logo?.info ? fitInBox(logo.info.width, logo.info.height, LOGO_BOX.width, LOGO_BOX.height) : null;
  const textWidth = CONTENT_W - (logoSize ? logoSize.width + 16 : 0);
  const wrapped = lines.flatMap((line) => measure.wrap(line.text, textWidth, line.size, line.bold ?? false).map((text) => ({ ...line, text })));
  const textHeight = wrapped.reduce((sum, line) => sum + lineHeight(line.size), 0);
  const height = Math.max(textHeight, logoSize?.height ?? 0) + 8;
  return {
    height: height + 10,
    at: (y) => {
      const items: PlanItem[] = [];
      if (logo?.info && logoSize) items.push({ kind: 'image', x: LEFT, y, width: logoSize.width, height: logoSize.height, source: 'logo', format: logo.info.format, name: logo.name });
      let lineY = y;
      for (const line of wrapped) {
        items.push(textItem(RIGHT, lineY, line.text, line.size, { bold: line.bold, color: line.color, align: 'right' }));
        lineY += lineHeight(line.size);
      }
      items.push({ kind: 'line', x1: LEFT, y1: y + height, x2: RIGHT, y2: y + height, color: COLORS.rule });
      return items;
    },
  };
}

/**
 * Lays out one ticket's PDF (spec 000 sections 3 and 9): A4, margins 20/40, the client logo,
 * a header with the ticket id and status, the ticket data, the location with its coordinates, the
 * components, the comments and closure comments, and the evidence images two per row. Page breaks:
 * the comments start a new page past the thresholds of layoutRules.ts; a component table of up to
 * 10 rows never splits (a longer one repeats its header on each page); a section title never ends a
 * page; an image row never splits. Free text loses its emoji.
 */
export function planTicketPdf(input: TicketPdfInput, options: TicketPdfOptions, measure: TextMeasurer): TicketPdfPlan {
  const { labels } = options;
  const { detail } = input;
  const incident = detail.dataIncident;
  const date = createUtcDateFormatter(options.timeZone);
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : toPdfText(String(value)));
  const title = toPdfText(fillLabel(labels.title, { id: incident.ticketId }));
  const status = text((input.statusId === undefined ? undefined : labels.statuses[String(input.statusId)]) ?? incident.ticketStatusName);
  const showClient = detail.reportConfig.client;
  const logoInfo = showClient && input.logo ? readImageInfo(input.logo.bytes) : null;
  const logo: PlacedImage | null = input.logo && logoInfo ? { source: 'logo', name: input.logo.name, info: logoInfo } : null;

  const pages = new Paginator();
  const sectionPages = {} as Record<SectionKey, number>;
  /** A section title kept with `together` (its first blocks), the rest flowing after them. */
  const section = (key: SectionKey, together: Block[], rest: Block[] = []) => {
    if (!pages.atPageTop) pages.space(SECTION_SPACE);
    const heading = sectionTitle(toPdfText(labels.sections[key]));
    const marked: Block = {
      height: heading.height,
      at: (y) => {
        sectionPages[key] = pages.pageIndex;
        return heading.at(y);
      },
    };
    pages.placeTogether([marked, ...together]);
    for (const block of rest) pages.place(block);
  };
  const flowingSection = (key: SectionKey, blocks: Block[]) => section(key, blocks.slice(0, 1), blocks.slice(1));

  pages.place(
    headerBlock(
      measure,
      [
        { text: title, size: T.title, bold: true },
        { text: `${toPdfText(labels.fields.status)}: ${status || MISSING}`, size: T.subtitle },
        ...(showClient && detail.clientActive.name ? [{ text: text(detail.clientActive.name), size: T.subtitle }] : []),
        { text: toPdfText(fillLabel(labels.generatedAt, { date: date(options.generatedAt) })), size: T.small, color: COLORS.muted },
      ],
      logo,
    ),
  );

  const f = labels.fields;
  const ticketFields: [string, string][] = [
    [f.ticketId, String(incident.ticketId)],
    [f.clientTicketNumber, text(incident.ticketClientNumber)],
    [f.status, status],
    ...(showClient ? [[f.client, text(detail.clientActive.name)] as [string, string]] : []),
    [f.serviceType, text(incident.ticketServiceTypeName)],
    [f.service, text(incident.ticketServiceName)],
    [f.frequentFailure, text(incident.ticketFrequentFailureName)],
    [f.actualFailure, text(incident.ticketActualFailureName)],
    [f.engineer, text(incident.ticketAssignedEngineerFullName)],
    ...(detail.reportConfig.requested ? [[f.requestedBy, text(incident.requestedByUser)] as [string, string]] : []),
    [f.creationDate, date(incident.ticketCreationDateUTC)],
    [f.workingDate, date(incident.ticketWorkingDateTime)],
    [f.closedDate, date(incident.ticketClosedDateTime)],
    ...(incident.onSiteTaskDescription ? [[f.onSiteTask, text(incident.onSiteTaskDescription)] as [string, string]] : []),
  ];
  flowingSection('ticket', fieldBlocks(measure, ticketFields.map(([label, value]) => [toPdfText(label), value])));

  const l = labels.location;
  const location = detail.location;
  const locationFields: [string, string][] = [
    [l.name, text(location.name)],
    [l.description, text(location.description)],
    [l.municipality, text(location.municipalityName)],
    [l.address, text(location.addressFull)],
    [l.postalCode, text(location.postalCode)],
    [l.coordinates, coordinates(location.latitude, location.longitude)],
  ];
  flowingSection('location', fieldBlocks(measure, locationFields.map(([label, value]) => [toPdfText(label), value])));

  // Components: a table of up to 10 rows stays on one page; a longer one repeats its header.
  const products = incident.ticketProduct;
  const p = labels.products;
  const head = tableRow(measure, [p.serialNumber, p.brand, p.model, p.description, p.condition].map((label) => toPdfText(label)), true);
  const rows = products.map((product) =>
    tableRow(
      measure,
      [
        text(product.serialNumber),
        text(product.brandName),
        text(product.modelName),
        text(product.modelDescription),
        product.productConditionId === null ? '' : text(labels.conditions[String(product.productConditionId)] ?? String(product.productConditionId)),
      ],
      false,
    ),
  );
  if (rows.length === 0) {
    section('products', [lineBlock(toPdfText(labels.empty.products))]);
  } else if (keepsComponentsTogether(rows.length)) {
    section('products', [head, ...rows]);
  } else {
    section('products', [head, rows[0]!]);
    for (const row of rows.slice(1)) {
      if (pages.y + row.height > BOTTOM) {
        pages.newPage();
        pages.place(head);
      }
      pages.place(row);
    }
  }

  const comments = bulletLines(measure, detail.comments.map((c) => toPdfText(c.comment)).filter(Boolean));
  const closure = bulletLines(measure, detail.closedTicketComments.map((c) => toPdfText(c.commentDetails)).filter(Boolean));
  const commentLines = comments.lines + closure.lines;
  if (commentsStartNewPage(products.length, commentLines) && !pages.atPageTop) pages.newPage();
  flowingSection('comments', comments.blocks.length ? comments.blocks : [lineBlock(toPdfText(labels.empty.comments))]);
  flowingSection('closure', closure.blocks.length ? closure.blocks : [lineBlock(toPdfText(labels.empty.closure))]);

  const evidence: PlacedImage[] = input.evidence.map((image, i) => ({ source: i, name: image.name, info: readImageInfo(image.bytes) }));
  const unavailable = (name: string) => toPdfText(fillLabel(labels.imageUnavailable, { name }));
  flowingSection('evidence', evidence.length ? evidenceRows(measure, evidence, unavailable) : [lineBlock(toPdfText(labels.empty.evidence))]);

  return { pages: pages.pages, sectionPages, commentLines, title };
}

/** The page-number line of each page, inside the content area's last line. */
export function footerItems(plan: TicketPdfPlan, pageIndex: number, pageLabel: string, measure: TextMeasurer): PlanItem[] {
  const y = PAGE_H - MY - lineHeight(T.small);
  const right = toPdfText(fillLabel(pageLabel, { page: pageIndex + 1, pages: plan.pages.length }));
  const left = fitLine(measure, plan.title, CONTENT_W - measure.width(right, T.small, false) - 20, T.small);
  return [
    { kind: 'line', x1: LEFT, y1: y - 3, x2: RIGHT, y2: y - 3, color: COLORS.rule },
    textItem(LEFT, y, left, T.small, { color: COLORS.muted }),
    textItem(RIGHT, y, right, T.small, { color: COLORS.muted, align: 'right' }),
  ];
}

/** The content area (for tests): every item stays inside it. */
export const CONTENT_AREA = { left: LEFT, right: RIGHT, top: TOP, bottom: PAGE_H - MY } as const;

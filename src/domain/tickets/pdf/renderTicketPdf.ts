import { jsPDF } from 'jspdf';
import { TICKET_PDF_PAGE } from './layoutRules';
import { footerItems, planTicketPdf, type PlanItem, type TextMeasurer, type TicketPdfPlan } from './planTicketPdf';
import type { PdfImageSource, TicketPdfInput, TicketPdfOptions } from './types';

const FONT = 'helvetica';

/** jsPDF's font metrics as the layout's measurer. */
export function jsPdfMeasurer(doc: jsPDF): TextMeasurer {
  const setFont = (size: number, bold: boolean) => {
    doc.setFont(FONT, bold ? 'bold' : 'normal');
    doc.setFontSize(size);
  };
  return {
    wrap(text, width, size, bold) {
      setFont(size, bold);
      return text.split('\n').flatMap((paragraph) => (paragraph.trim() === '' ? [''] : (doc.splitTextToSize(paragraph, width) as string[])));
    },
    width(text, size, bold) {
      setFont(size, bold);
      return doc.getTextWidth(text);
    },
  };
}

function drawItem(doc: jsPDF, item: PlanItem, imageOf: (source: 'logo' | number) => PdfImageSource | null): void {
  switch (item.kind) {
    case 'text':
      doc.setFont(FONT, item.bold ? 'bold' : 'normal');
      doc.setFontSize(item.size);
      doc.setTextColor(...item.color);
      doc.text(item.text, item.x, item.y, { baseline: 'top', align: item.align });
      break;
    case 'rect':
      doc.setFillColor(...item.fill);
      doc.rect(item.x, item.y, item.width, item.height, 'F');
      break;
    case 'line':
      doc.setDrawColor(...item.color);
      doc.setLineWidth(0.5);
      doc.line(item.x1, item.y1, item.x2, item.y2);
      break;
    case 'image': {
      const image = imageOf(item.source);
      try {
        if (!image) throw new Error('missing image');
        doc.addImage(image.bytes, item.format, item.x, item.y, item.width, item.height, undefined, 'FAST');
      } catch {
        // A header that read well over a body that does not decode: an empty frame keeps the layout.
        doc.setDrawColor(190, 190, 190);
        doc.rect(item.x, item.y, item.width, item.height, 'S');
      }
      break;
    }
  }
}

/** Draws a plan on a document created by createTicketPdf (same page size). */
export function drawTicketPdf(doc: jsPDF, plan: TicketPdfPlan, input: TicketPdfInput, options: TicketPdfOptions): void {
  const measure = jsPdfMeasurer(doc);
  const imageOf = (source: 'logo' | number) => (source === 'logo' ? input.logo : (input.evidence[source] ?? null));
  plan.pages.forEach((items, index) => {
    if (index > 0) doc.addPage();
    for (const item of [...items, ...footerItems(plan, index, options.labels.page, measure)]) drawItem(doc, item, imageOf);
  });
}

/**
 * One ticket's PDF as a jsPDF document: the plan of planTicketPdf.ts drawn with jsPDF's standard
 * Helvetica. Runs in the ticket PDF worker, in-process in jest and the bench, the same everywhere.
 */
export function createTicketPdf(input: TicketPdfInput, options: TicketPdfOptions): { doc: jsPDF; plan: TicketPdfPlan } {
  const doc = new jsPDF({ unit: 'pt', format: TICKET_PDF_PAGE.format, orientation: 'portrait', compress: options.compress ?? true });
  const plan = planTicketPdf(input, options, jsPdfMeasurer(doc));
  doc.setProperties({ title: plan.title, subject: plan.title });
  drawTicketPdf(doc, plan, input, options);
  return { doc, plan };
}

/** The PDF file's bytes. */
export function ticketPdfBytes(input: TicketPdfInput, options: TicketPdfOptions): Uint8Array {
  return new Uint8Array(createTicketPdf(input, options).doc.output('arraybuffer'));
}

// The PDF table as jspdf-autotable draws it: the bench's baseline, and the reference the PDF writer's
// test compares its text with (src/shared/export/writers/pdf.test.ts). Only the bench and that test
// load jspdf-autotable; the app does not.
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { PDF_LAYOUT } from '../../src/shared/export/writers/pdf';

export interface AutotableOptions {
  /** Drawn above the table as the writer does, when given. */
  title?: string;
  landscape?: boolean;
}

/** Compressed, on the writer's page, margins, type size, padding and header fill. */
export function autotablePdf(head: readonly string[], body: readonly (readonly (string | number)[])[], options: AutotableOptions = {}): Blob {
  const doc = new jsPDF({
    orientation: options.landscape ? 'landscape' : 'portrait',
    unit: 'mm',
    format: options.landscape ? PDF_LAYOUT.landscape : PDF_LAYOUT.portrait,
    compress: true,
  });
  if (options.title !== undefined) {
    doc.setFontSize(PDF_LAYOUT.titleFontSize);
    doc.text(options.title, PDF_LAYOUT.margin, PDF_LAYOUT.margin + 6);
  }
  autoTable(doc, {
    head: [[...head]],
    body: body.map((row) => [...row]),
    startY: options.title === undefined ? undefined : PDF_LAYOUT.margin + 12,
    margin: PDF_LAYOUT.margin,
    theme: 'striped',
    styles: { fontSize: PDF_LAYOUT.fontSize, cellPadding: PDF_LAYOUT.cellPadding, overflow: 'linebreak' },
    headStyles: { fillColor: PDF_LAYOUT.headFill, textColor: 255, fontStyle: 'bold' },
  });
  return new Blob([doc.output('arraybuffer')], { type: 'application/pdf' });
}

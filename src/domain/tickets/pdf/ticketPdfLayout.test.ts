import { jsPDF } from 'jspdf';
import { EVIDENCE_LAYOUT, TICKET_PDF_PAGE, commentsStartNewPage, keepsComponentsTogether } from './layoutRules';
import { CONTENT_AREA, footerItems, planTicketPdf, type PlanItem, type TicketPdfPlan } from './planTicketPdf';
import { jsPdfMeasurer, ticketPdfBytes } from './renderTicketPdf';
import { png, pdfPageTexts, pdfText, testInput, testPdfOptions } from './testing/testTicketPdf';
import type { TicketPdfInput } from './types';

const measure = jsPdfMeasurer(new jsPDF({ unit: 'pt', format: 'a4' }));
const plan = (input: TicketPdfInput) => planTicketPdf(input, testPdfOptions(), measure);

const texts = (items: PlanItem[]) => items.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
const pageOfText = (p: TicketPdfPlan, text: string) => p.pages.findIndex((items) => texts(items).includes(text));
const images = (items: PlanItem[]) => items.filter((item): item is Extract<PlanItem, { kind: 'image' }> => item.kind === 'image');

/** Lines of comment text that wrap to exactly `lines` lines at the comment width. */
const shortComments = (lines: number) => Array.from({ length: lines }, (_, i) => `Comentario número ${i + 1}`);

function bounds(item: PlanItem): { left: number; right: number; top: number; bottom: number } {
  switch (item.kind) {
    case 'text': {
      const width = measure.width(item.text, item.size, item.bold);
      const left = item.align === 'right' ? item.x - width : item.x;
      return { left, right: left + width, top: item.y, bottom: item.y + item.size };
    }
    case 'line':
      return { left: Math.min(item.x1, item.x2), right: Math.max(item.x1, item.x2), top: Math.min(item.y1, item.y2), bottom: Math.max(item.y1, item.y2) };
    default:
      return { left: item.x, right: item.x + item.width, top: item.y, bottom: item.y + item.height };
  }
}

describe('page-break thresholds (spec 000 section 9)', () => {
  it.each([
    [6, 11, true],
    [6, 10, false],
    [5, 11, false],
    [5, 20, false],
    [0, 21, true],
    [15, 0, false],
    [16, 0, true],
  ])('%i components with %i comment lines: comments on a new page = %s', (components, lines, expected) => {
    expect(commentsStartNewPage(components, lines)).toBe(expected);
  });

  it('keeps component tables of up to 10 rows together', () => {
    expect(keepsComponentsTogether(10)).toBe(true);
    expect(keepsComponentsTogether(11)).toBe(false);
  });
});

describe('ticket PDF layout', () => {
  it('is A4 with every item inside the 40 pt side and 20 pt top and bottom margins', () => {
    const input = testInput({
      products: 14,
      comments: shortComments(30),
      onSite: 'Se revisó el equipo completo. '.repeat(40),
      evidence: Array.from({ length: 7 }, (_, i) => ({ name: `foto_${i}.png`, bytes: png(40 + i * 30, 120 - i * 10) })),
    });
    const p = plan(input);
    expect(p.pages.length).toBeGreaterThan(2);
    expect(CONTENT_AREA).toEqual({ left: 40, right: TICKET_PDF_PAGE.width - 40, top: 20, bottom: TICKET_PDF_PAGE.height - 20 });
    p.pages.forEach((items, index) => {
      for (const item of [...items, ...footerItems(p, index, testPdfOptions().labels.page, measure)]) {
        const box = bounds(item);
        expect(box.left).toBeGreaterThanOrEqual(CONTENT_AREA.left - 0.01);
        expect(box.right).toBeLessThanOrEqual(CONTENT_AREA.right + 0.01);
        expect(box.top).toBeGreaterThanOrEqual(CONTENT_AREA.top - 0.01);
        expect(box.bottom).toBeLessThanOrEqual(CONTENT_AREA.bottom + 0.01);
      }
    });
    const bytes = ticketPdfBytes(input, testPdfOptions());
    const mediaBoxes = [...Buffer.from(bytes).toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
    expect(mediaBoxes).toHaveLength(p.pages.length);
    for (const [, width, height] of mediaBoxes) {
      expect(Number(width)).toBeCloseTo(595.28, 2);
      expect(Number(height)).toBeCloseTo(841.89, 2);
    }
  });

  it('writes the ticket id, status, client, location, components, comments and closure comments', () => {
    const text = pdfText(ticketPdfBytes(testInput({ comments: ['Sin acceso al sitio por horario del cliente.', 'El cliente confirma la visita.'] }), testPdfOptions()));
    for (const expected of [
      'Detalle del ticket 100123',
      'Estatus: Cerrado',
      'Banco del Valle',
      '20.874065, -89.596290',
      'Calle Morelos 702, Mérida, Yucatán, C.P. 97426',
      'SN-1000',
      'Sin acceso al sitio por horario del cliente.',
      'El cliente confirma la visita.',
      'Se reemplazó la fuente de poder.',
      '11/06/2026 09:57:26',
      'Página 1 de 2',
    ]) {
      expect(text).toContain(expected);
    }
    // A missing value prints dashes.
    expect(text).toMatch(/Falla real\n---/);
  });

  it('writes the text of a compressed PDF too', () => {
    const bytes = ticketPdfBytes(testInput({ comments: ['Comentario comprimido'] }), testPdfOptions({ compress: true }));
    expect(Buffer.from(bytes).toString('latin1')).toContain('/FlateDecode');
    expect(pdfText(bytes)).toContain('Comentario comprimido');
  });

  it('strips emoji from free text and keeps ©, ® and ™', () => {
    const input = testInput({ comments: ['Equipo listo ✅🔧 👍🏽 marca® Copyright© Marca™'], closure: ['Cierre 🚀 correcto'] });
    const text = pdfText(ticketPdfBytes(input, testPdfOptions()));
    expect(text).toContain('Equipo listo marca® Copyright© Marca™');
    expect(text).toContain('Cierre correcto');
    expect(text).not.toMatch(/\p{Extended_Pictographic}(?<![©®™])/u);
  });

  it('draws the client logo and the evidence images two per row, scaled to fit with their aspect kept', () => {
    const sizes: [number, number][] = [[64, 48], [30, 90], [400, 100], [50, 50], [16, 12]];
    const p = plan(testInput({ evidence: sizes.map(([w, h], i) => ({ name: `evidencia_${i}.png`, bytes: png(w, h) })) }));
    const all = p.pages.flatMap(images);
    expect(all.filter((i) => i.source === 'logo')).toHaveLength(1);
    const evidence = all.filter((i) => i.source !== 'logo');
    expect(evidence.map((i) => i.source)).toEqual([0, 1, 2, 3, 4]);
    const cellWidth = (CONTENT_AREA.right - CONTENT_AREA.left - EVIDENCE_LAYOUT.gap) / 2;
    evidence.forEach((image, i) => {
      const [w, h] = sizes[i]!;
      expect(image.width / image.height).toBeCloseTo(w / h, 5);
      expect(image.width).toBeLessThanOrEqual(cellWidth + 0.01);
      expect(image.height).toBeLessThanOrEqual(EVIDENCE_LAYOUT.maxHeight + 0.01);
      // Scaled to fit: one side touches its cell.
      expect(Math.max(image.width / cellWidth, image.height / EVIDENCE_LAYOUT.maxHeight)).toBeCloseTo(1, 5);
      // Left cell for even images, right cell for odd ones, each centred in its cell.
      const cellLeft = CONTENT_AREA.left + (i % 2) * (cellWidth + EVIDENCE_LAYOUT.gap);
      expect(image.x + image.width / 2).toBeCloseTo(cellLeft + cellWidth / 2, 5);
    });
    // Rows of two share their top.
    expect(evidence[0]!.y).toBe(evidence[1]!.y);
    expect(evidence[2]!.y).toBe(evidence[3]!.y);
    expect(evidence[2]!.y).not.toBe(evidence[0]!.y);
  });

  it('prints "not available" for an image that is not a PNG or JPEG, or is too large to decode', () => {
    const huge = png(4, 4);
    // Same header, claiming 10,000 x 10,000 pixels (over the LIMITS.imageMaxPixels cap).
    new DataView(huge.buffer, huge.byteOffset).setUint32(16, 10000);
    new DataView(huge.buffer, huge.byteOffset).setUint32(20, 10000);
    const input = testInput({ evidence: [{ name: 'nota.txt', bytes: new TextEncoder().encode('hola') }, { name: 'enorme.png', bytes: huge }, { name: 'bien.png', bytes: png(8, 8) }] });
    const p = plan(input);
    const all = p.pages.flatMap((items) => texts(items));
    expect(all).toContain('Imagen no disponible: nota.txt');
    expect(all).toContain('Imagen no disponible: enorme.png');
    expect(p.pages.flatMap(images).filter((i) => i.source !== 'logo').map((i) => i.name)).toEqual(['bien.png']);
    expect(() => ticketPdfBytes(input, testPdfOptions())).not.toThrow();
  });

  it('leaves out the requester and the client block when the report configuration says so', () => {
    const input = testInput();
    input.detail.reportConfig = { requested: false, client: false };
    const p = plan(input);
    const all = p.pages.flatMap((items) => texts(items));
    expect(all).not.toContain('Solicitante');
    expect(all).not.toContain('Banco del Valle');
    expect(p.pages.flatMap(images).some((i) => i.source === 'logo')).toBe(false);
  });

  it('says when there are no components, comments, closure comments or evidence', () => {
    const text = pdfText(ticketPdfBytes(testInput({ products: 0, comments: [], closure: [], evidence: [] }), testPdfOptions()));
    for (const expected of ['El ticket no tiene componentes.', 'El ticket no tiene comentarios.', 'El ticket no tiene comentarios de cierre.', 'El ticket no tiene evidencias.']) {
      expect(text).toContain(expected);
    }
  });
});

describe('ticket PDF page breaks', () => {
  it('starts the comments on a new page with more than 5 components and more than 10 comment lines', () => {
    const crowded = plan(testInput({ products: 6, comments: shortComments(10), closure: ['Cierre'] }));
    expect(crowded.commentLines).toBe(11);
    expect(crowded.sectionPages.comments).toBe(crowded.sectionPages.products + 1);

    const light = plan(testInput({ products: 6, comments: shortComments(9), closure: ['Cierre'] }));
    expect(light.commentLines).toBe(10);
    expect(light.sectionPages.comments).toBe(light.sectionPages.products);
  });

  it('starts the comments on a new page with more than 15 components, or more than 20 comment lines', () => {
    const components = plan(testInput({ products: 16, comments: ['Uno'], closure: [] }));
    expect(components.sectionPages.comments).toBeGreaterThan(pageOfText(components, 'SN-1015'));
    const fifteen = plan(testInput({ products: 15, comments: ['Uno'], closure: [] }));
    expect(fifteen.sectionPages.comments).toBe(pageOfText(fifteen, 'SN-1014'));

    const lines = plan(testInput({ products: 1, comments: shortComments(21), closure: [] }));
    expect(lines.sectionPages.comments).toBe(lines.sectionPages.products + 1);
    const twenty = plan(testInput({ products: 1, comments: shortComments(20), closure: [] }));
    expect(twenty.sectionPages.comments).toBe(twenty.sectionPages.products);
  });

  it('counts wrapped lines: one long comment over 20 lines breaks the page too', () => {
    const p = plan(testInput({ products: 1, comments: ['palabra '.repeat(400)], closure: [] }));
    expect(p.commentLines).toBeGreaterThan(20);
    expect(p.sectionPages.comments).toBe(p.sectionPages.products + 1);
  });

  it('moves a table of up to 10 rows whole to the next page, where 11 rows would start on this one', () => {
    // A long on-site description pushes the components towards the end of the first page: find a
    // length where there is room for the title, the header and a row, but not for ten rows.
    const withFiller = (products: number, repeats: number) =>
      plan(testInput({ products, comments: ['Uno'], closure: [], onSite: 'Texto de relleno para la prueba. '.repeat(repeats) }));
    const coordinates = '20.874065, -89.596290';
    let found = false;
    for (let repeats = 40; repeats < 400 && !found; repeats += 2) {
      const ten = withFiller(10, repeats);
      const eleven = withFiller(11, repeats);
      const locationPage = pageOfText(ten, coordinates);
      if (ten.sectionPages.products !== locationPage + 1 || pageOfText(eleven, 'SN-1000') !== locationPage) continue;
      found = true;
      const tenPages = Array.from({ length: 10 }, (_, i) => pageOfText(ten, `SN-${1000 + i}`));
      expect(new Set(tenPages)).toEqual(new Set([locationPage + 1]));
      const elevenPages = Array.from({ length: 11 }, (_, i) => pageOfText(eleven, `SN-${1000 + i}`));
      expect(new Set(elevenPages).size).toBe(2);
    }
    expect(found).toBe(true);
  });

  it('splits a longer table between rows, repeating its header on the next page', () => {
    // 50 rows are taller than a page.
    const p = plan(testInput({ products: 50, comments: ['Uno'], closure: [] }));
    const pages = Array.from({ length: 50 }, (_, i) => pageOfText(p, `SN-${1000 + i}`));
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(new Set(pages).size).toBe(2);
    const [first, second] = [...new Set(pages)];
    const headerOn = (page: number) => texts(p.pages[page]!).filter((text) => text === 'Número de serie').length;
    expect(headerOn(first!)).toBe(1);
    expect(headerOn(second!)).toBe(1);
  });

  it('never leaves a section title alone at the bottom of a page', () => {
    for (const products of [1, 8, 12, 20]) {
      const p = plan(testInput({ products, comments: shortComments(35), closure: shortComments(12), onSite: 'Relleno. '.repeat(products * 30) }));
      p.pages.forEach((items) => {
        items.forEach((item, index) => {
          if (item.kind !== 'rect' || item.fill[0] !== 227) return;
          // The title's text, then at least one more item of the section on the same page.
          expect(items.length).toBeGreaterThan(index + 2);
        });
      });
    }
  });

  it('numbers every page "Página n de N"', () => {
    const bytes = ticketPdfBytes(testInput({ products: 6, comments: shortComments(40) }), testPdfOptions());
    const pages = pdfPageTexts(bytes);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((texts, i) => expect(texts).toContain(`Página ${i + 1} de ${pages.length}`));
  });
});

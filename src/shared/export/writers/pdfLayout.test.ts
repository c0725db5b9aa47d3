import { jsPDF } from 'jspdf';
import { fontMetrics } from './pdfDraw';
import { breakLines, columnWidths, createPaginator, measureWith, sampleIndices, type ColumnNeeds, type Measure } from './pdfLayout';

/** Every character 1 mm wide: widths easy to reason about. */
const mono: Measure = (text) => text.length;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const needs = (header: string, cells: string[]): ColumnNeeds => ({
  header: header.length,
  headerWord: Math.max(...header.split(' ').map((w) => w.length)),
  cells: cells.map((c) => c.length),
  cellWords: cells.map((c) => Math.max(...c.split(' ').map((w) => w.length))),
});
const options = { usable: 100, padding: 2, capShare: 0.5, quantile: 0.9 };

describe('columnWidths', () => {
  it('scales natural widths that fit up to the usable width, in proportion', () => {
    const widths = columnWidths([needs('Id', ['12345678']), needs('Name', ['abcdefghijklmnopqr'])], options);
    expect(sum(widths)).toBeCloseTo(100, 9);
    // 10 : 20 (content plus padding)
    expect(widths[1]! / widths[0]!).toBeCloseTo(2, 9);
  });

  it('caps a long column, keeps ids and dates whole and shares what is left', () => {
    const long = 'word '.repeat(100).trim();
    const widths = columnWidths(
      [needs('Ticket', ['100000']), needs('Fecha', ['09/04/2025 05:28:02']), needs('Descripción', [long]), needs('Estado', ['Abierto'])],
      { ...options, usable: 60 },
    );
    expect(sum(widths)).toBeCloseTo(60, 9);
    // No column narrower than its widest word plus padding: an id or a date is never cut.
    expect(widths[0]).toBeGreaterThanOrEqual(8);
    expect(widths[1]).toBeGreaterThanOrEqual(12);
    // The capped description still gets the largest share of the room left.
    expect(widths[2]).toBeGreaterThan(Math.max(widths[0]!, widths[1]!, widths[3]!));
  });

  it('scales the least widths down when even they do not fit', () => {
    const widths = columnWidths([needs('A', ['xxxxxxxxxx']), needs('B', ['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'])], { ...options, usable: 20, capShare: 2 });
    expect(sum(widths)).toBeCloseTo(20, 9);
    expect(widths[1]! / widths[0]!).toBeCloseTo(32 / 12, 9);
  });

  it('samples evenly and at most the size asked', () => {
    expect(sampleIndices(3, 10)).toEqual([0, 1, 2]);
    const sample = sampleIndices(1000, 10);
    expect(sample).toHaveLength(10);
    expect(sample[0]).toBe(0);
    expect(sample.at(-1)).toBe(900);
  });
});

describe('breakLines', () => {
  it('keeps a text that fits on one line', () => {
    expect(breakLines('Abierto', 7, mono)).toEqual(['Abierto']);
  });

  it('wraps at spaces, every line within the width, no word lost', () => {
    const text = 'el cajero no entrega efectivo y muestra error de comunicación';
    const lines = breakLines(text, 16, mono);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(16);
    expect(lines.join(' ')).toBe(text);
    // Greedy: a line's next word would not have fitted on it.
    lines.slice(0, -1).forEach((line, i) => expect(`${line} ${lines[i + 1]!.split(' ')[0]}`.length).toBeGreaterThan(16));
  });

  it("keeps the text's own line breaks", () => {
    expect(breakLines('Línea uno\r\nlínea dos\nfin', 100, mono)).toEqual(['Línea uno', 'línea dos', 'fin']);
  });

  it('cuts a word wider than the column between characters', () => {
    expect(breakLines('SN123456789012 ok', 5, mono)).toEqual(['SN123', '45678', '9012', 'ok']);
  });
});

describe('pagination', () => {
  const frame = { firstTop: 22, top: 10, bottom: 100, headerHeight: 10 };

  it('starts below the header and moves a row that would cross the bottom whole to the next page', () => {
    const paginator = createPaginator(frame);
    expect(paginator.place(30)).toEqual({ page: 0, y: 32 });
    expect(paginator.place(30)).toEqual({ page: 0, y: 62 });
    // 92 + 30 > 100: the whole row goes to page 1, below that page's header.
    expect(paginator.place(30)).toEqual({ page: 1, y: 20 });
    expect(paginator.place(50)).toEqual({ page: 1, y: 50 });
    // Exactly reaching the bottom still fits.
    expect(createPaginator(frame).place(68)).toEqual({ page: 0, y: 32 });
  });

  it('no row placed crosses the bottom of its page', () => {
    const paginator = createPaginator(frame);
    const heights = Array.from({ length: 200 }, (_, i) => 5 + ((i * 37) % 60));
    for (const height of heights) {
      const { y } = paginator.place(height);
      expect(y + height).toBeLessThanOrEqual(frame.bottom);
    }
  });
});

describe('font metrics', () => {
  it("measure like jsPDF's getStringUnitWidth, kerning and accents included, in both weights", () => {
    const doc = new jsPDF({ unit: 'mm', format: 'a2' });
    for (const style of ['normal', 'bold'] as const) {
      doc.setFont('helvetica', style);
      const measure = measureWith(fontMetrics(doc.getFont()), 8);
      for (const text of ['AVATAR Yo', 'Revisión de terminal 12', 'Núñez, “Óscar” — 100 %', 'Marca™ ©']) {
        expect(measure(text)).toBeCloseTo(doc.getStringUnitWidth(text) * 8, 9);
      }
    }
  });
});

import { parseCsv } from './parseCsv';

const LIMITS = { maxRows: 3, maxCellChars: 10 };
const cells = (text: string) => {
  const result = parseCsv(text, { maxRows: 100, maxCellChars: 100 });
  if (!result.ok) throw new Error(result.error);
  return result.rows;
};

describe('parseCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks, and numbers rows as the file does', () => {
    expect(cells('\uFEFFclave,nombre\r\nA-1,"Gasolina, magna"\n\nB-2,"Dice ""hola""\nen dos líneas"\n')).toEqual([
      { rowNumber: 1, cells: ['clave', 'nombre'] },
      { rowNumber: 2, cells: ['A-1', 'Gasolina, magna'] },
      { rowNumber: 4, cells: ['B-2', 'Dice "hola"\nen dos líneas'] },
    ]);
  });

  it('takes semicolons when the first line has more of them (Excel with Spanish settings)', () => {
    expect(cells('clave;nombre\nA,1;Diésel')).toEqual([
      { rowNumber: 1, cells: ['clave', 'nombre'] },
      { rowNumber: 2, cells: ['A,1', 'Diésel'] },
    ]);
  });

  it('keeps a formula as text', () => {
    expect(cells('=HYPERLINK("x"),__proto__')[0]!.cells).toEqual(['=HYPERLINK("x")', '__proto__']);
  });

  it('stops past the row and cell caps, at the cap and one past', () => {
    expect(parseCsv('a\nb\nc', LIMITS).ok).toBe(true);
    expect(parseCsv('a\nb\nc\nd', LIMITS)).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseCsv('x'.repeat(LIMITS.maxCellChars), LIMITS).ok).toBe(true);
    expect(parseCsv('x'.repeat(LIMITS.maxCellChars + 1), LIMITS)).toEqual({ ok: false, error: 'tooLarge' });
  });

  it('refuses an unclosed quote', () => {
    expect(parseCsv('a,"b\nc', LIMITS)).toEqual({ ok: false, error: 'unprocessable' });
  });
});

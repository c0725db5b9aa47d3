import fc from 'fast-check';
import { buildExportFileName, buildPdfTitle, MAX_FILE_NAME_LENGTH } from './fileName';
import { checkExportCount, EXPORT_LIMIT } from './limits';

const day = new Date(2026, 10, 5, 12, 0, 0); // 5 November 2026, local

describe('file names', () => {
  it('puts the date as DD_MM_YYYY before the extension', () => {
    expect(buildExportFileName('Tickets', 'csv', day)).toBe('Tickets_05_11_2026.csv');
    expect(buildExportFileName('Tickets', 'xlsx', day)).toBe('Tickets_05_11_2026.xlsx');
    expect(buildExportFileName('Tickets', 'pdf', day)).toBe('Tickets_05_11_2026.pdf');
  });

  it('cuts only the base name so the whole name is 30 characters at most', () => {
    expect(buildExportFileName('Detalle de tickets activos', 'csv', day)).toBe('Detalle de tick_05_11_2026.csv');
    expect(buildExportFileName('Detalle de tickets activos', 'xlsx', day)).toBe('Detalle de tic_05_11_2026.xlsx');
    // A cut that ends in a space does not leave it before the date ('Reportes de la ' is 15).
    expect(buildExportFileName('Reportes de la semana', 'pdf', day)).toBe('Reportes de la_05_11_2026.pdf');
    expect(buildExportFileName('Detalle de tick', 'csv', day)).toHaveLength(30);
  });

  it('defaults to Clientes and drops emoji and characters file systems refuse', () => {
    expect(buildExportFileName(undefined, 'pdf', day)).toBe('Clientes_05_11_2026.pdf');
    expect(buildExportFileName('  ', 'pdf', day)).toBe('Clientes_05_11_2026.pdf');
    expect(buildExportFileName('🔥', 'pdf', day)).toBe('Clientes_05_11_2026.pdf');
    expect(buildExportFileName('a/b:c', 'csv', day)).toBe('a_b_c_05_11_2026.csv');
  });

  it('never exceeds 30 characters and always ends with the date and extension', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.constantFrom('csv', 'xlsx', 'pdf' as const), (base, ext) => {
        const name = buildExportFileName(base, ext, day);
        return name.length <= MAX_FILE_NAME_LENGTH && name.endsWith(`_05_11_2026.${ext}`) && name.length > `_05_11_2026.${ext}`.length && !/[\\/:*?"<>|]/.test(name);
      }),
    );
  });

  it('titles the PDF with the day as DD/MM/YYYY', () => {
    expect(buildPdfTitle('Tickets activos', day)).toEqual({ text: 'Tickets activos', date: '05/11/2026' });
    expect(buildPdfTitle('', day).text).toBe('Clientes');
  });
});

describe('limits', () => {
  it('refuses 0 records as no data and more than 15,000 as over the limit', () => {
    expect(EXPORT_LIMIT).toBe(15000);
    expect(checkExportCount(0)).toBe('noData');
    expect(checkExportCount(1)).toBe('ok');
    expect(checkExportCount(15000)).toBe('ok');
    expect(checkExportCount(15001)).toBe('limit');
    expect(checkExportCount(Number.NaN)).toBe('noData');
  });
});

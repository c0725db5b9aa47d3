import JSZip from 'jszip';
import { readWorkbook } from '../../../../test/setup/readWorkbook';
import { buildExportFile } from '../buildExport';
import { testJob, testRows } from '../testRows';
import { columnLetters, escapeXml, sheetName, XLSX_MIME } from './xlsx';

describe('XLSX', () => {
  it('writes headers, every row, numbers as numbers and guarded text, never a formula', async () => {
    const rows = testRows(1200);
    rows.push({ ticketId: 1, clientName: '@SUM(A1:A2)', tasksDescription: '+cmd|/C calc!A0', closedDate: '2026-03-10T18:30:00', enabled: true, ticketProgress: 5 });
    const blob = await buildExportFile(testJob({ format: 'xlsx', fileName: 't.xlsx' }), rows);
    expect(blob.type).toBe(XLSX_MIME);

    const sheets = await readWorkbook(await blob.arrayBuffer());
    expect(sheets.map((s) => s.name)).toEqual(['Tickets activos']);
    const sheet = sheets[0]!;
    const data = sheet.rows;
    expect(data[0]).toEqual(['Ticket', 'Cliente', 'Descripción', 'Fecha de cierre', 'Estado', 'Avance']);
    expect(data).toHaveLength(1 + rows.length);
    expect(data[1]).toEqual([1000, 'Cliente, "Especial"', 'Revisión de terminal 0', '---', 'Activo', 0]);
    expect(data[2]).toEqual([1001, 'Cliente 1', "'=1+1", '10/03/2026 12:30:00', 'Inactivo', 1]);
    expect(data[4]![5]).toBe(0.01);
    expect(data[rows.length]).toEqual([1, "'@SUM(A1:A2)", "'+cmd|/C calc!A0", '10/03/2026 12:30:00', 'Activo', 5]);

    // The guarded cell is a string cell with no formula.
    expect(sheet.cell('C3')).toEqual({ value: "'=1+1", isString: true, formula: undefined });
    expect(sheet.hasFormula).toBe(false);
  });

  it('makes a valid sheet name from any title', () => {
    expect(sheetName('Tickets: activos [hoy] / * ?')).toBe('Tickets  activos  hoy');
    expect(sheetName('')).toBe('Sheet1');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
  });

  it('freezes a bold header row and sizes the columns', async () => {
    const blob = await buildExportFile(testJob({ format: 'xlsx', fileName: 't.xlsx' }), testRows(3));
    const zip = await JSZip.loadAsync(await blob.arrayBuffer());
    const sheetXml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    const stylesXml = await zip.file('xl/styles.xml')!.async('string');
    expect(sheetXml).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(sheetXml).toMatch(/<row r="1"><c r="A1" s="1" t="inlineStr"><is><t>Ticket<\/t><\/is><\/c>/);
    expect(sheetXml).toMatch(/<row r="2"><c r="A2"><v>1000<\/v><\/c>/);
    expect(stylesXml).toMatch(/<cellXfs count="2">.*fontId="1".*<\/cellXfs>/);
    expect(stylesXml).toContain('<font><b/>');
  });

  it('keeps text that XML cannot hold from corrupting the file', async () => {
    const rows = [{ ticketId: 7, clientName: 'A & B <c> "d"\u0001\u0007', tasksDescription: '  espacios  ', closedDate: null, enabled: false, ticketProgress: 0 }];
    const blob = await buildExportFile(testJob({ format: 'xlsx', fileName: 't.xlsx' }), rows);
    const [sheet] = await readWorkbook(await blob.arrayBuffer());
    const data = sheet!.rows;
    expect(data[1]!.slice(0, 3)).toEqual([7, 'A & B <c> "d"', '  espacios  ']);
    expect(escapeXml('x\uD800y')).toBe('xy');
    expect(escapeXml('😀')).toBe('😀');
  });

  it('names columns A to Z, then AA', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});

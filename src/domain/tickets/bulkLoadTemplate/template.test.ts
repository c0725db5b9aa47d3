import { DateTime, Settings } from 'luxon';
import JSZip from 'jszip';
import { readXlsx } from '../../../shared/files/xlsxReader/readXlsx';
import { buildWorkbook } from '../../../shared/files/xlsxReader/testWorkbook';
import type { XlsxSheet } from '../../../shared/files/xlsxReader/types';
import { TEMPLATE_HEADERS } from './templateColumns';
import { filledTemplate } from './testTemplate';
import { parseStartDate, validateTemplate, type RowIssue } from './validateTemplate';
import { writeTicketTemplate } from './writeTemplate';

const NOW = DateTime.fromISO('2026-11-21T10:00:00', { zone: 'America/Mexico_City' });
//           cliente proyecto tipo servicio ubicación descripción solicitante correo ticket programado remoto fecha
const GOOD = ['1', '2', '9', '4', '5', 'Falla en caja', 'Ana', 'ana@example.com', 'C-1', 'NO', 'SI', ''];

async function sheetOf(rows: string[][], headers?: string[], marker?: string): Promise<XlsxSheet> {
  return readXlsx(await buildWorkbook(filledTemplate(rows, headers, marker)));
}

const issuesOf = async (rows: string[][]): Promise<Pick<RowIssue, 'rowNumber' | 'column' | 'code'>[]> => {
  const check = validateTemplate(await sheetOf(rows), NOW);
  if (check.ok || check.fileError) throw new Error(`expected row issues, got ${JSON.stringify(check)}`);
  return check.issues.map(({ rowNumber, column, code }) => ({ rowNumber, column, code }));
};

beforeAll(() => {
  Settings.defaultZone = 'America/Mexico_City';
});
afterAll(() => {
  Settings.defaultZone = 'system';
});

describe('the ticket template', () => {
  it('reads back the template the app writes: the headers and a valid marker, no rows yet', async () => {
    const blob = await writeTicketTemplate();
    const sheet = await readXlsx(new Uint8Array(await blob.arrayBuffer()));
    expect(sheet.rows[0]!.cells).toEqual(TEMPLATE_HEADERS);
    expect(validateTemplate(sheet, NOW)).toEqual({ ok: false, fileError: 'noRows' });
  });

  it('accepts the written template once filled, rows and all', async () => {
    const blob = await writeTicketTemplate([GOOD, [...GOOD.slice(0, 9), 'SI', 'NO', '46349.375']]);
    const check = validateTemplate(await readXlsx(new Uint8Array(await blob.arrayBuffer())), NOW);
    expect(check.ok && check.rows.map((r) => [r.rowNumber, r.scheduled, r.startDate])).toEqual([[2, false, null], [3, true, '2026-11-23T15:00:00']]);
  });

  it('calls the written template modified once a header is edited in it', async () => {
    const zip = await JSZip.loadAsync(await (await writeTicketTemplate()).arrayBuffer());
    const sheetXml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    zip.file('xl/worksheets/sheet1.xml', sheetXml.replace('>DESCRIPCION<', '>DETALLE<'));
    const sheet = await readXlsx(await zip.generateAsync({ type: 'uint8array' }));
    expect(validateTemplate(sheet, NOW)).toEqual({ ok: false, fileError: 'modified' });
  });

  it('says the headers do not match for a workbook that is not the template', async () => {
    const sheet = await readXlsx(await buildWorkbook({ sheetData: '<row r="1"><c r="A1" t="inlineStr"><is><t>__proto__</t></is></c></row>' }));
    expect(validateTemplate(sheet, NOW)).toEqual({ ok: false, fileError: 'headersMismatch' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('calls a marker of another version modified', async () => {
    expect(validateTemplate(await sheetOf([GOOD], undefined, 'v0:00000000'), NOW)).toEqual({ ok: false, fileError: 'modified' });
  });

  it('turns good rows into MultiTicket rows, a programmed one with its start in UTC', async () => {
    const programmed = [...GOOD.slice(0, 9), 'si', 'NO', '23/11/2026 08:30'];
    const check = validateTemplate(await sheetOf([GOOD, programmed]), NOW);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.rows[0]).toEqual({
      rowNumber: 2, clientId: 1, projectId: 2, serviceTypeId: 9, serviceId: 4, locationId: 5, description: 'Falla en caja',
      requestedByUser: 'Ana', requesterEmail: 'ana@example.com', clientTicketNumber: 'C-1', urgencyId: null, impactId: null, priorityId: null,
      remote: true, scheduled: false, startDate: null,
    });
    expect(check.rows[1]).toMatchObject({ rowNumber: 3, scheduled: true, remote: false, startDate: '2026-11-23T14:30:00' });
  });

  it('lists every cell error with its row and column', async () => {
    const rows = [
      ['', 'x', '9', '4', '5', 'Falla', '', '', '', 'QUIZA', 'NO', ''],
      ['1', '2', '9', '4', '5', ' Falla', '', 'no-es-correo', 'C'.repeat(31), 'NO', 'TAL VEZ', '25/11/2026'],
      ['1', '2', '9', '4', '5', '', '', '', '', 'SI', 'NO', ''],
      ['1', '2', '9', '4', '5', 'Hoy', '', '', '', 'SI', 'NO', '21/11/2026 18:00'],
      ['1', '2', '9', '4', '5', 'Fecha', '', '', '', 'SI', 'NO', '31/02/2026'],
      [...GOOD, 'sobra'],
    ];
    expect(await issuesOf(rows)).toEqual([
      { rowNumber: 2, column: 'ID_CLIENTE', code: 'required' },
      { rowNumber: 2, column: 'ID_PROYECTO', code: 'numeric' },
      { rowNumber: 2, column: 'PROGRAMADO', code: 'siNo' },
      { rowNumber: 3, column: 'DESCRIPCION', code: 'startsBlank' },
      { rowNumber: 3, column: 'CORREO_SOLICITANTE', code: 'email' },
      { rowNumber: 3, column: 'NUMERO_TICKET_CLIENTE', code: 'tooLong' },
      { rowNumber: 3, column: 'REMOTO', code: 'siNo' },
      { rowNumber: 3, column: 'FECHA_INICIO', code: 'startUnscheduled' },
      { rowNumber: 4, column: 'DESCRIPCION', code: 'required' },
      { rowNumber: 4, column: 'FECHA_INICIO', code: 'startRequired' },
      { rowNumber: 5, column: 'FECHA_INICIO', code: 'startToday' },
      { rowNumber: 6, column: 'FECHA_INICIO', code: 'date' },
      { rowNumber: 7, column: '', code: 'fieldMismatch' },
    ]);
  });

  it('reads an Excel date serial as a wall time in the user zone', () => {
    // 46349 = 23/11/2026; .5 = noon.
    expect(parseStartDate('46349.5')!.toFormat('dd/MM/yyyy HH:mm')).toBe('23/11/2026 12:00');
    expect(parseStartDate('mañana')).toBeNull();
  });
});

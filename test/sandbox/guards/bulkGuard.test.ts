import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { MultiTicketRow } from '../../../src/api/tags/ticket';
import { writeMarkedTemplate } from '../../../src/shared/files/xlsxTemplate/writeMarkedTemplate';
import { LIMITS } from '../../../src/shared/validation/limits';
import { acceptedTicketRow } from '../../setup/acceptedTicketRow';
import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { loadContracts } from '../contract/loadContracts';
import { HIERARCHY_TEMPLATE } from '../../../src/domain/users/hierarchyTemplate';
import { BULK_GUARDS } from './bulkOperations';
import { declaredSizes } from './bulkGuard';

const sandbox = setupSandbox();
const { maxFileBytes, maxZipEntries, maxUncompressedBytes, maxRows, maxCellChars, maxSharedStrings, maxSharedStringsBytes } = LIMITS.bulkLoad;
const SHARED = 'xl/sharedStrings.xml';

// Workbooks --------------------------------------------------------------------------------------

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
/** The hierarchy template as the app writes it (marker included), filled with `rows`. */
const template = async (rows: string[][] = [['despachador', '3', 'supervisor', 'Coordinador']]) => bytesOf(await writeMarkedTemplate(HIERARCHY_TEMPLATE, rows));

/** The workbook with parts added or replaced (stored as is when `store`). */
async function withParts(bytes: Uint8Array, parts: Record<string, string | Uint8Array>, store = false): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  // No folder entries: each part added is one entry.
  for (const [name, content] of Object.entries(parts)) zip.file(name, content, { createFolders: false, ...(store ? { compression: 'STORE' } : {}) });
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 1 } });
}

/** Writes `size` as the declared uncompressed size of `name` in the central directory (the part itself unchanged). */
function declare(bytes: Uint8Array, name: string, size: number): Uint8Array {
  const out = bytes.slice();
  const view = new DataView(out.buffer);
  const encoded = new TextEncoder().encode(name);
  for (let at = out.length - 46; at >= 0; at--) {
    if (view.getUint32(at, true) !== 0x02014b50 || view.getUint16(at + 28, true) !== encoded.length) continue;
    if (encoded.every((b, i) => out[at + 46 + i] === b)) {
      view.setUint32(at + 24, size, true);
      return out;
    }
  }
  throw new Error(`${name} is not in the zip`);
}

const total = (bytes: Uint8Array) => [...declaredSizes(bytes).values()].reduce((a, b) => a + b, 0);
const sharedStrings = (items: number) => `<sst>${'<si><t>a</t></si>'.repeat(items)}</sst>`;
/** A shared-strings part of exactly `length` bytes. */
const sharedStringsOf = (length: number) => `<sst>${' '.repeat(length - 11)}</sst>`;

const upload = (bytes: Uint8Array, as: 'ADM' | 'DIS' = 'ADM') =>
  callApi(sandbox, 'POST', '/security/api/v1/Accounts/BulkUpdateHierarchy', { as, body: { fileName: 'jerarquia.xlsx', fileContent: Buffer.from(bytes).toString('base64') } });

const refusal = (status: number, message: string | RegExp, limit?: string) =>
  expect.objectContaining({ status, body: expect.objectContaining({ message: typeof message === 'string' ? message : expect.stringMatching(message), ...(limit ? { detail: `LIMITS.bulkLoad.${limit}` } : {}) }) });

describe('the bulk guard: a workbook (hierarchy bulk update) within the reader’s caps', () => {
  it('takes a file of exactly maxFileBytes and refuses one byte more (413), naming the limit', async () => {
    const base = await template();
    const overhead = (await withParts(base, { 'docProps/relleno.bin': new Uint8Array(0) }, true)).length;
    const atLimit = await withParts(base, { 'docProps/relleno.bin': new Uint8Array(maxFileBytes - overhead) }, true);
    expect(atLimit.length).toBe(maxFileBytes);
    expect((await upload(atLimit)).status).toBe(200);
    const past = await withParts(base, { 'docProps/relleno.bin': new Uint8Array(maxFileBytes - overhead + 1) }, true);
    expect(await upload(past)).toEqual(refusal(413, `El archivo pesa ${(maxFileBytes + 1).toLocaleString('es-MX')} bytes y el máximo es ${maxFileBytes.toLocaleString('es-MX')} bytes`, 'maxFileBytes'));
  });

  it('takes maxZipEntries parts and refuses one more (413) before inflating any', async () => {
    const base = await template();
    const count = declaredSizes(base).size;
    const padding = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`docProps/parte${i}.xml`, '<x/>']));
    expect((await upload(await withParts(base, padding(maxZipEntries - count)))).status).toBe(200);
    expect(await upload(await withParts(base, padding(maxZipEntries - count + 1)))).toEqual(
      refusal(413, `El archivo tiene ${maxZipEntries + 1} partes y el máximo es ${maxZipEntries}`, 'maxZipEntries'),
    );
  });

  it('reads the declared uncompressed size from the directory: the limit passes, one byte more is refused (413) without inflating', async () => {
    const base = await withParts(await template(), { 'docProps/relleno.bin': '' });
    const room = maxUncompressedBytes - total(base);
    expect((await upload(declare(base, 'docProps/relleno.bin', room))).status).toBe(200);
    expect(await upload(declare(base, 'docProps/relleno.bin', room + 1))).toEqual(refusal(413, /^El archivo ocupa 104,857,601 bytes descomprimido/, 'maxUncompressedBytes'));
  });

  describe('shared strings', () => {
    let atLimit: Uint8Array;
    let past: Uint8Array;
    beforeAll(async () => {
      const base = await template();
      atLimit = await withParts(base, { [SHARED]: sharedStringsOf(maxSharedStringsBytes) });
      past = await withParts(base, { [SHARED]: sharedStringsOf(maxSharedStringsBytes + 1) });
    });

    it('takes a shared-strings part of maxSharedStringsBytes and refuses a larger declared one (413) before inflating it', async () => {
      expect(declaredSizes(atLimit).get(SHARED)).toBe(maxSharedStringsBytes);
      expect((await upload(atLimit)).status).toBe(200);
      expect(await upload(past)).toEqual(refusal(413, /^Los textos compartidos ocupan 33,554,433 bytes/, 'maxSharedStringsBytes'));
    });

    it('stops inflating a shared-strings part whose directory lies about its size (413)', async () => {
      expect(await upload(declare(past, SHARED, 1000))).toEqual(refusal(413, 'Los textos compartidos superan 33,554,432 bytes', 'maxSharedStringsBytes'));
    });

    it('takes maxSharedStrings texts and refuses one more (413)', async () => {
      const base = await template();
      expect((await upload(await withParts(base, { [SHARED]: sharedStrings(maxSharedStrings) }))).status).toBe(200);
      expect(await upload(await withParts(base, { [SHARED]: sharedStrings(maxSharedStrings + 1) }))).toEqual(
        refusal(413, `El archivo tiene más de ${maxSharedStrings.toLocaleString('es-MX')} textos compartidos`, 'maxSharedStrings'),
      );
    });
  });

  it('takes maxRows rows and refuses one more (413)', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => [`nadie${i}`, '1', '', '']);
    const accepted = await upload(await template(rows(maxRows)));
    expect(accepted.body.data).toMatchObject({ totalRows: maxRows, failedRows: maxRows });
    expect(await upload(await template(rows(maxRows + 1)))).toEqual(refusal(413, `El archivo tiene más de ${maxRows.toLocaleString('es-MX')} filas`, 'maxRows'));
  });

  it('takes a cell of maxCellChars characters and refuses one more (413), naming the cell', async () => {
    const long = (n: number) => [['despachador', '3', 'supervisor', 'a'.repeat(n)]];
    const accepted = await upload(await template(long(maxCellChars)));
    // Within the reader's cell cap, the position's own limit answers for the row.
    expect(accepted.body.data.rows[0]).toMatchObject({ success: false, message: `El puesto admite como máximo ${LIMITS.hierarchy.positionMax} caracteres` });
    expect(await upload(await template(long(maxCellChars + 1)))).toEqual(refusal(413, `La celda D2 tiene 5,001 caracteres y el máximo es 5,000`, 'maxCellChars'));
  });

  it('refuses a workbook without the template’s marker, with other headers or edited headers (422)', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Jerarquía').addRows([HIERARCHY_TEMPLATE.headers, ['despachador', 3, 'supervisor', 'Coordinador']]);
    const unmarked = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(await upload(unmarked)).toEqual(refusal(422, 'El archivo parece modificado; descargue la plantilla de nuevo'));
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Otra').addRows([['Usuario', 'Nivel', 'Jefe', 'Puesto']]);
    expect(await upload(new Uint8Array(await other.xlsx.writeBuffer()))).toEqual(refusal(422, 'Los encabezados no coinciden con la plantilla'));
    const marked = await JSZip.loadAsync(await template());
    const sheet = await marked.file('xl/worksheets/sheet1.xml')!.async('string');
    const edited = await withParts(await template(), { 'xl/worksheets/sheet1.xml': sheet.replace('>Puesto<', '>Cargo<') });
    expect(await upload(edited)).toEqual(refusal(422, 'El archivo parece modificado; descargue la plantilla de nuevo'));
    expect(sandbox.store.users.get(2)!.level).toBe(4);
  });

  it('refuses what is not an .xlsx (422)', async () => {
    expect(await upload(new TextEncoder().encode('Usuario,Nivel,Superior,Puesto\n'))).toEqual(refusal(422, 'El archivo no es un libro de Excel (.xlsx)'));
  });
});

describe('the bulk guard: lists of rows read from a file', () => {
  const ticketRow = (rowNumber: number) => acceptedTicketRow(sandbox.store, rowNumber);
  const load = (rows: MultiTicketRow[]) => callApi(sandbox, 'POST', '/ticket/api/v1/Tickets/MultiTicket', { as: 'DIS', body: { rows } });

  it('ticket bulk load: takes maxRows rows and refuses one more (413) before validating any', async () => {
    const row = ticketRow(2);
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ ...row, rowNumber: i + 2 }));
    const accepted = await load(rows(maxRows));
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.ticketIds).toHaveLength(maxRows);
    const before = sandbox.store.tickets.size;
    expect(await load(rows(maxRows + 1))).toEqual(refusal(413, `La carga tiene ${(maxRows + 1).toLocaleString('es-MX')} filas y el máximo es ${maxRows.toLocaleString('es-MX')}`, 'maxRows'));
    expect(sandbox.store.tickets.size).toBe(before);
  });

  it('ticket bulk load: takes a cell of maxCellChars characters and refuses one more (413), naming the row', async () => {
    expect((await load([{ ...ticketRow(2), description: 'a'.repeat(maxCellChars) }])).status).toBe(200);
    expect(await load([{ ...ticketRow(7), description: 'a'.repeat(maxCellChars + 1) }])).toEqual(
      refusal(413, 'La fila 7 tiene 5,001 caracteres en description y el máximo por celda es 5,000', 'maxCellChars'),
    );
  });

  it('fuel and expense codes: take replaceMaxRows codes and refuse one more (413)', async () => {
    const codes = (n: number) => Array.from({ length: n }, (_, i) => ({ code: `C-${i + 1}`, name: `Código ${i + 1}` }));
    const max = LIMITS.codes.replaceMaxRows;
    for (const path of ['/FuelCode/DeleteAndCreateFuelCodes', '/ExpenseCode/DeleteAndCreateExpenseCodes']) {
      expect((await callApi(sandbox, 'POST', `/catalog/api/v1${path}`, { body: { codes: codes(max) } })).status).toBe(200);
      expect(await callApi(sandbox, 'POST', `/catalog/api/v1${path}`, { body: { codes: codes(max + 1) } })).toEqual(
        expect.objectContaining({ status: 413, body: expect.objectContaining({ message: `La carga tiene 5,001 filas y el máximo es 5,000`, detail: 'LIMITS.codes.replaceMaxRows' }) }),
      );
    }
  });

  it('refuses a body past the guard’s size before parsing it (413)', async () => {
    const fileContent = 'A'.repeat(Math.ceil(maxFileBytes / 3) * 4 + 4);
    const res = await callApi(sandbox, 'POST', '/security/api/v1/Accounts/BulkUpdateHierarchy', { body: { fileName: 'jerarquia.xlsx', fileContent } });
    expect(res).toEqual(refusal(413, /^El archivo pesa más de 10,485,760 bytes/, 'maxFileBytes'));
  });
});

describe('a laboratory reception of pasted serials', () => {
  const receive = (count: number) =>
    callApi(sandbox, 'POST', '/product/api/v1/Laboratories/Receive', {
      as: 'ADM',
      body: { laboratoryId: 1, serialNumbers: Array.from({ length: count }, (_, i) => `SN${String(i).padStart(6, '0')}`) },
    });

  it('is read up to its maximum (the service then answers each serial) and refused one serial past it (413), naming the limit', async () => {
    const { receptionMax } = LIMITS.laboratory;
    expect((await receive(receptionMax)).status).not.toBe(413);
    const refused = await receive(receptionMax + 1);
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual(expect.objectContaining({ detail: 'LIMITS.laboratory.receptionMax' }));
  });
});

describe('every bulk operation of the contracts goes through the guard', () => {
  it('lists each operation that takes a template file or up to thousands of rows in BULK_GUARDS', () => {
    // Rows: an array of objects of a thousand or more (or no cap); a template: base64 content of an .xlsx.
    const rows = (p: Record<string, any>) => p.type === 'array' && (p.items?.$ref !== undefined || p.items?.type === 'object') && (p.maxItems ?? Infinity) >= 1000;
    const isBulk = (schema: Record<string, any> | null): boolean =>
      schema !== null &&
      Object.values<Record<string, any>>(schema.properties ?? {}).some((p) => rows(p) || (p.format === 'byte' && /xlsx|template|plantilla/i.test(JSON.stringify(schema))));
    const found = loadContracts().operations.filter((op) => isBulk(op.requestBodySchema) || /bulk|multi|massive|replace/i.test(op.operationId)).map((op) => op.operationId);
    expect(found.sort()).toEqual(Object.keys(BULK_GUARDS).sort());
  });
});

import { LIMITS } from '../../../src/shared/validation/limits';
import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { loadContracts } from '../contract/loadContracts';

const sandbox = setupSandbox({ tickets: 20 });
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/catalog/api/v1${url}`, options);
const operation = (operationId: string) => loadContracts().operations.find((o) => o.operationId === operationId)!;
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ code: `C-${i + 1}`, name: `Código ${i + 1}` }));

describe('tag, fuel and expense codes in the sandbox', () => {
  it('declares the bulk replacements at the specification\'s paths, behind the route\'s create permission', () => {
    for (const [id, path, permission] of [
      ['replaceCatalogFuelCodes', '/catalog/api/v1/FuelCode/DeleteAndCreateFuelCodes', 'CatalogInvoiceFuelCreate'],
      ['replaceCatalogExpenseCodes', '/catalog/api/v1/ExpenseCode/DeleteAndCreateExpenseCodes', 'CatalogExpenseCodeCreate'],
    ] as const) {
      expect(operation(id)).toMatchObject({ method: 'post', pathTemplate: path, permissions: [permission] });
    }
    expect(operation('searchCatalogTagCodes').permissions).toEqual(['CatalogInvoiceTAGSearch']);
  });

  it('creates, finds by code and refuses a code already used', async () => {
    const created = await api('POST', '/TagCode', { body: { code: 'TAG-100', name: 'Caseta Chamapa', enabled: true } });
    expect(created.body.data).toMatchObject({ code: 'TAG-100', name: 'Caseta Chamapa', enabled: true });
    const found = await api('POST', '/TagCode/GeneralSearch', { body: { text: 'tag-100', enabled: null, isExport: null, pageNumber: 1, pageSize: 25 } });
    expect(found.body.data.items.map((r: { id: number }) => r.id)).toEqual([created.body.data.id]);
    expect(await api('POST', '/TagCode', { body: { code: 'tag-100', name: 'Otra caseta', enabled: true } })).toEqual({
      status: 409, body: expect.objectContaining({ message: 'Ya existe un código TAG con la clave tag-100' }),
    });
  });

  it('replaces every fuel code with the list, with new ids, and answers the counts', async () => {
    const before = (await api('GET', '/FuelCode')).body.data as { id: number }[];
    const replaced = await api('POST', '/FuelCode/DeleteAndCreateFuelCodes', { body: { codes: rows(3) } });
    expect(replaced.body.data).toEqual({ removed: before.length, created: 3 });
    const after = (await api('GET', '/FuelCode')).body.data as { id: number; code: string; enabled: boolean }[];
    expect(after.map((r) => r.code)).toEqual(['C-1', 'C-2', 'C-3']);
    expect(after.every((r) => r.enabled && !before.some((b) => b.id === r.id))).toBe(true);
  });

  it('changes nothing when the list repeats a code, naming both rows', async () => {
    const before = (await api('GET', '/ExpenseCode')).body.data;
    const refused = await api('POST', '/ExpenseCode/DeleteAndCreateExpenseCodes', { body: { codes: [...rows(2), { code: 'c-1', name: 'Otro' }] } });
    expect(refused).toEqual({ status: 422, body: expect.objectContaining({ message: 'La fila 3 repite la clave de la fila 1' }) });
    expect((await api('GET', '/ExpenseCode')).body.data).toEqual(before);
  });

  it('takes the most codes in one replacement and refuses one more (413, the bulk guard, before the contract reads a row)', async () => {
    expect((await api('POST', '/FuelCode/DeleteAndCreateFuelCodes', { body: { codes: rows(LIMITS.codes.replaceMaxRows) } })).status).toBe(200);
    expect((await api('POST', '/FuelCode/DeleteAndCreateFuelCodes', { body: { codes: rows(LIMITS.codes.replaceMaxRows + 1) } })).status).toBe(413);
  });

  it('refuses a replacement without the create permission (403)', async () => {
    expect((await api('POST', '/FuelCode/DeleteAndCreateFuelCodes', { as: 'DIS', body: { codes: rows(1) } })).status).toBe(403);
  });
});

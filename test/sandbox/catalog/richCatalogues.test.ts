import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { LIMITS } from '../../../src/shared/validation/limits';
import { loadContracts } from '../contract/loadContracts';
import { makePng } from '../filestorage/bytes';
import { brandClients } from './richState';

const sandbox = setupSandbox({ tickets: 50 });
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/catalog/api/v1${url}`, options);
const operation = (operationId: string) => loadContracts().operations.find((o) => o.operationId === operationId)!;
const forgetViolations = () => (sandbox.violations.length = 0);

describe('currency catalogue', () => {
  it('has the operations of spec 002 section 7, letter for letter', () => {
    const ops = ['getCatalogCurrencies', 'createCatalogCurrency', 'updateCatalogCurrency', 'getCatalogCurrencyById', 'deleteCatalogCurrency', 'searchCatalogCurrencies'];
    expect(ops.map((id) => `${operation(id).method.toUpperCase()} ${operation(id).pathTemplate}`)).toEqual([
      'GET /catalog/api/v1/Currencies', 'POST /catalog/api/v1/Currencies', 'PUT /catalog/api/v1/Currencies',
      'GET /catalog/api/v1/Currencies/{id}', 'DELETE /catalog/api/v1/Currencies/{id}', 'GET /catalog/api/v1/Currencies/GeneralSearch',
    ]);
  });

  it('lists only enabled ones on request, and searches by name or ISO code through the query', async () => {
    const all = (await api('GET', '/Currencies')).body.data as { isoCode: string; enabled: boolean }[];
    const enabled = (await api('GET', '/Currencies', { query: { onlyEnabled: true } })).body.data as { enabled: boolean }[];
    expect(enabled.length).toBeLessThan(all.length);
    expect(enabled.every((c) => c.enabled)).toBe(true);
    const found = await api('GET', '/Currencies/GeneralSearch', { query: { text: 'usd', pageNumber: 1, pageSize: 25 } });
    expect(found.body.data.items).toEqual([expect.objectContaining({ isoCode: 'USD' })]);
    expect((await api('GET', '/Currencies/1')).body.data.isoCode).toBe('MXN');
  });

  it('takes an ISO code of exactly 3 letters, stores it in capitals, and refuses a repeated one', async () => {
    const created = await api('POST', '/Currencies', { body: { name: 'Quetzal', isoCode: 'gtq', enabled: true } });
    expect(created.body.data).toMatchObject({ name: 'Quetzal', isoCode: 'GTQ' });
    const dup = await api('POST', '/Currencies', { body: { name: 'Otro quetzal', isoCode: 'GTQ', enabled: true } });
    expect(dup).toMatchObject({ status: 409, body: { message: 'Ya existe una moneda con el código ISO GTQ' } });
    const { maxLength, minLength } = (operation('createCatalogCurrency').requestBodySchema!.properties as Record<string, { maxLength: number; minLength: number }>).isoCode!;
    expect([minLength, maxLength]).toEqual([3, 3]);
    for (const isoCode of ['GT', 'GTQQ']) expect((await api('POST', '/Currencies', { body: { name: 'Quetzal 2', isoCode, enabled: true } })).status).toBe(400);
    forgetViolations();
  });
});

describe('brands and product models', () => {
  const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

  it('lists a brand\'s models and clients, and a client\'s view of them', async () => {
    const models = (await api('GET', '/Brands/1/ProductModel')).body.data as { brandId: number; brandName: string }[];
    expect(models.length).toBeGreaterThan(0);
    expect(models.every((m) => m.brandId === 1 && m.brandName === 'Ingenico')).toBe(true);
    const clients = (await api('GET', '/Brands/1/Client')).body.data as { id: number }[];
    expect(clients.map((c) => c.id)).toEqual(brandClients(sandbox.store).get(1));
    const servedClient = clients[0]!.id;
    const otherClient = [...sandbox.store.clients.keys()].find((id) => !clients.some((c) => c.id === id))!;
    expect((await api('GET', '/Brands/1/ProductModel', { query: { clientId: servedClient } })).body.data).toHaveLength(models.length);
    expect((await api('GET', '/Brands/1/ProductModel', { query: { clientId: otherClient } })).body.data).toEqual([]);
    expect((await api('GET', '/Brands/99/Client')).body.message).toBe('La marca 99 no existe');
  });

  it('filters the model list by repeated brandIds and refuses deleting a brand with models', async () => {
    const rows = (await api('GET', '/ProductModel', { query: { brandIds: [2, 3] } })).body.data as { brandId: number }[];
    expect(new Set(rows.map((r) => r.brandId))).toEqual(new Set([2, 3]));
    expect((await api('DELETE', '/Brands/1')).body.message).toMatch(/^La marca Ingenico está asignada a \d+ modelos y no se puede eliminar$/);
    const found = await api('GET', '/ProductModel/GetAllProductModels', { query: { text: 'verifone', pageNumber: 1, pageSize: 25 } });
    expect(found.body.data.items.every((m: { brandName: string }) => m.brandName === 'Verifone')).toBe(true);
  });

  it('takes a model value up to its limit, names unique per brand', async () => {
    const limit = (operation('createCatalogProductModel').requestBodySchema!.properties as Record<string, { maxLength: number }>).value!.maxLength;
    const body = { name: 'Lane 3000', value: 'L'.repeat(limit), brandId: 1, enabled: true };
    expect((await api('POST', '/ProductModel', { body })).status).toBe(200);
    expect((await api('POST', '/ProductModel', { body: { ...body, name: 'Lane 3001', value: 'L'.repeat(limit + 1) } })).status).toBe(400);
    expect((await api('POST', '/ProductModel', { body: { ...body, name: 'LANE 3000' } })).body.message).toBe('Ya existe un modelo con ese nombre para la marca');
    expect((await api('POST', '/ProductModel', { body: { ...body, brandId: 2 } })).status).toBe(200);
    expect((await api('POST', '/ProductModel', { body: { ...body, name: 'Otro', brandId: 7 } })).status).toBe(422);
    forgetViolations();
  });

  it('keeps one logo per model up to 2 MB, and removes it', async () => {
    const png = makePng(8, 8, [10, 20, 30]);
    const upload = (fileContent: string, fileName = 'logo.png') =>
      callApi(sandbox, 'POST', '/filestorage/api/v1/FileStorage/UploadProductModelLogo', { body: { productModelId: 1, fileName, fileContent } });
    const ok = await upload(base64(png));
    expect(ok.body.data.logoFileName).toBe('logo.png');
    expect((await api('GET', '/Brands/1/ProductModel')).body.data[0]).toMatchObject({ logoFileName: 'logo.png', logoUrl: ok.body.data.logoUrl });
    const tooBig = await upload(base64(new Uint8Array(LIMITS.catalogues.modelLogoMaxBytes + 1)));
    expect(tooBig).toMatchObject({ status: 422, body: { message: 'El logo excede el tamaño máximo de 2 MB' } });
    expect((await upload(base64(png), 'logo.jpg')).status).toBe(422);
    expect((await callApi(sandbox, 'DELETE', '/filestorage/api/v1/FileStorage/DeleteProductModelLogo/1')).body.data).toBe(true);
    expect((await api('GET', '/Brands/1/ProductModel')).body.data[0].logoFileName).toBeNull();
  });
});

describe('catalogue audit', () => {
  it('records who created, changed and deleted which entry, newest first, with filters', async () => {
    const created = (await api('POST', '/Currencies', { body: { name: 'Real brasileño', isoCode: 'BRL', enabled: true } })).body.data;
    await api('PUT', '/Currencies', { body: { ...created, enabled: false } });
    await api('DELETE', `/Currencies/${created.id}`);
    await api('POST', '/Impact', { body: { name: 'Muy alto', enabled: true } });
    const search = (query: Record<string, string | number>) => api('GET', '/CatalogAudit/GeneralSearch', { query: { pageNumber: 1, pageSize: 25, ...query } });

    const currencies = (await search({ catalogue: 'currencies' })).body.data.items;
    const admin = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ADM')!;
    expect(currencies.map((r: { action: string }) => r.action)).toEqual(['Delete', 'Update', 'Create']);
    expect(currencies[0]).toMatchObject({ catalogue: 'Currencies', entryId: created.id, entryName: 'Real brasileño', userName: admin.fullName });
    expect((await search({})).body.data.totalCount).toBe(4);
    const today = currencies[0].changedDateTime.slice(0, 10);
    expect((await search({ dateFrom: today, dateTo: today })).body.data.totalCount).toBe(4);
    expect((await search({ user: 'nadie en particular' })).body.data.totalCount).toBe(0);
    expect((await search({ dateFrom: '2026-02-02', dateTo: '2026-02-01' })).status).toBe(422);
    expect((await api('GET', '/CatalogAudit/GeneralSearch', { as: 'SUP', query: { pageNumber: 1, pageSize: 25 } })).status).toBe(403);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { loadContracts } from '../contract/loadContracts';
import { fuelCodes } from './codeReplace';
import { reasonOrigins, reasonTypes } from './reasonState';

const sandbox = setupSandbox({ tickets: 50 });
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/catalog/api/v1${url}`, options);
const operation = (operationId: string) => loadContracts().operations.find((o) => o.operationId === operationId)!;
/** Whether the contract marks the operation as designed rather than given by the specification. */
function assumed(operationId: string): boolean {
  const doc = parse(fs.readFileSync(path.join(__dirname, '../../../openapi/catalog.yaml'), 'utf8'));
  const { pathTemplate, method } = operation(operationId);
  return doc.paths[pathTemplate][method]['x-assumed'] === true;
}
const route = (operationId: string) => `${operation(operationId).method.toUpperCase()} ${operation(operationId).pathTemplate.replace('/catalog/api/v1', '')}`;
const audit = async (catalogue: string) =>
  (await api('GET', '/CatalogAudit/GeneralSearch', { query: { catalogue, pageNumber: 1, pageSize: 50 } })).body.data.items as {
    action: string;
    entryName: string;
  }[];

describe('reasons in the sandbox', () => {
  it('declares the reason operations of spec 002 section 7 letter for letter, and marks the designed ones', () => {
    const given = [
      'getCatalogReasons', 'getCatalogReasonById', 'getCatalogReasonsByReasonType', 'searchCatalogReasons', 'createCatalogReason', 'updateCatalogReason',
      'deleteCatalogReason', 'getCatalogReasonTypes', 'searchCatalogReasonTypes', 'createCatalogReasonType', 'updateCatalogReasonType',
      'deleteCatalogReasonType', 'getCatalogOriginsByReasonType', 'getCatalogCancelationReasons',
    ];
    expect(given.map(route)).toEqual([
      'GET /Reasons', 'GET /Reasons/{id}', 'GET /Reasons/getByReasonType/{id}', 'POST /Reasons/GetReasons', 'POST /Reasons', 'PUT /Reasons',
      'DELETE /Reasons/{id}', 'GET /ReasonType/GetAllReasonTypes', 'POST /ReasonType/SearchReasonType', 'POST /ReasonType', 'PUT /ReasonType',
      'DELETE /ReasonType/{id}', 'GET /Origen/getByReasonType/{id}', 'GET /CancelationReason/GetAll',
    ]);
    expect(given.filter(assumed)).toEqual([]);
    for (const family of ['PendingReason', 'ScheduledReason', 'PendingSerieReason', 'IrreparableReason']) {
      expect(operation(`createCatalog${family}`)).toMatchObject({ pathTemplate: `/catalog/api/v1/${family}`, permissions: [`Catalog${family}Create`] });
      expect(assumed(`createCatalog${family}`)).toBe(true);
    }
    expect(assumed('searchCatalogCancelationReasons')).toBe(true);
  });

  it('keeps a reason\'s origin one of its type\'s, and answers the origins and reasons of a type', async () => {
    const origins = (await api('GET', '/Origen/getByReasonType/2')).body.data;
    expect(origins.map((o: { reasonTypeId: number }) => o.reasonTypeId)).toEqual(origins.map(() => 2));
    const foreign = [...reasonOrigins(sandbox.store).values()].find((o) => o.reasonTypeId === 1)!;
    expect(await api('POST', '/Reasons', { body: { name: 'Falta de material', reasonTypeId: 2, originId: foreign.id, enabled: true } })).toMatchObject({
      status: 422, body: { message: `El origen ${foreign.id} no corresponde al tipo de motivo 2` },
    });
    const created = await api('POST', '/Reasons', { body: { name: 'Falta de material', reasonTypeId: 2, originId: origins[0].id, enabled: true } });
    expect(created.body.data).toMatchObject({ reasonTypeName: reasonTypes(sandbox.store).get(2)!.name, originName: origins[0].name });
    expect((await api('GET', '/Reasons/getByReasonType/2')).body.data.map((r: { id: number }) => r.id)).toContain(created.body.data.id);
    expect((await api('GET', `/Reasons/${created.body.data.id}`)).body.data.name).toBe('Falta de material');
    expect((await api('POST', '/Reasons/GetReasons', { body: { text: 'material', enabled: null, isExport: null, pageNumber: 1, pageSize: 10 } })).body.data.totalCount).toBe(1);
    expect(await api('DELETE', '/ReasonType/2')).toMatchObject({ status: 409, body: { message: expect.stringContaining('está asignado a') } });
  });

  it('offers a ticket move the enabled cancellation and pending reasons the catalogue keeps', async () => {
    const added = (await api('POST', '/CancelationReason', { body: { name: 'Cliente sin contrato', description: null, enabled: true } })).body.data;
    const offered = async () => (await api('GET', '/Reasons/ByTicketStatus/11')).body.data.map((r: { id: number }) => r.id);
    expect(await offered()).toContain(added.id);
    await api('PUT', '/CancelationReason', { body: { ...added, enabled: false } });
    expect(await offered()).not.toContain(added.id);
    const pending = (await api('GET', '/PendingReason', { query: { onlyEnabled: true } })).body.data;
    expect((await api('GET', '/Reasons/ByTicketStatus/20')).body.data.map((r: { id: number }) => r.id).sort()).toEqual(pending.map((r: { id: number }) => r.id).sort());
  });
});

describe('the catalogue audit records every catalogue write', () => {
  it('statuses and projects, created, changed and deleted', async () => {
    const status = (await api('POST', '/TicketStatus', { body: { name: 'En revisión externa', hexColor: '#336699', description: null, statusCategoryId: null, enabled: true } })).body.data;
    await api('PUT', '/TicketStatus', { body: { ...status, enabled: false } });
    await api('DELETE', `/TicketStatus/${status.id}`);
    expect((await audit('TicketStatuses')).map((r) => [r.action, r.entryName])).toEqual([
      ['Delete', 'En revisión externa'], ['Update', 'En revisión externa'], ['Create', 'En revisión externa'],
    ]);

    const project = (await api('POST', '/Project', { body: { name: 'Piloto norte', description: null, companyName: null, clientId: 1, enabled: true } })).body.data;
    await api('PUT', '/Project', { body: { id: project.id, name: 'Piloto norte', description: null, companyName: null, clientId: 1, enabled: false, rowVersion: 1 } });
    await api('DELETE', `/Project/${project.id}`);
    expect((await audit('Projects')).map((r) => r.action)).toEqual(['Delete', 'Update', 'Create']);
  });

  it('reasons and each reason family', async () => {
    await api('POST', '/Reasons', { body: { name: 'Sin energía', reasonTypeId: 3, originId: 7, enabled: true } });
    expect((await audit('Reasons'))[0]).toMatchObject({ action: 'Create', entryName: 'Sin energía' });
    for (const family of ['ReasonType', 'CancelationReason', 'PendingReason', 'ScheduledReason', 'PendingSerieReason', 'IrreparableReason']) {
      await api('POST', `/${family}`, { body: { name: `Nuevo ${family}`, description: null, enabled: true } });
      expect((await audit(`${family}s`))[0]).toMatchObject({ action: 'Create', entryName: `Nuevo ${family}` });
    }
  });

  it('intervention codes, custom form fields and a bulk replacement of codes', async () => {
    await api('POST', '/InterventionCodes', { body: { code: 'AUD-1', name: 'Auditado', parentId: null, enabled: true } });
    expect((await audit('InterventionCodes'))[0]).toMatchObject({ action: 'Create', entryName: 'Auditado' });

    const form = (await api('GET', '/Forms')).body.data[0];
    await api('PUT', `/Forms/${form.id}`, { body: { name: 'Campo auditado', typeId: 1, required: false, options: [] } });
    expect((await audit('FormFields'))[0]).toMatchObject({ action: 'Create', entryName: 'Campo auditado' });

    const before = fuelCodes(sandbox.store).size;
    await api('POST', '/FuelCode/DeleteAndCreateFuelCodes', { body: { codes: [{ code: 'F-1', name: 'Diésel' }] } });
    const fuel = await audit('FuelCodes');
    expect(fuel.filter((r) => r.action === 'Delete')).toHaveLength(before);
    expect(fuel[0]).toMatchObject({ action: 'Create', entryName: 'Diésel' });
  });
});

import { LIMITS } from '../../../src/shared/validation/limits';
import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { loadContracts } from '../contract/loadContracts';
import { frequentFailureFields, frequentFailures } from './richState';

const sandbox = setupSandbox({ tickets: 20 });
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/catalog/api/v1${url}`, options);
const operation = (operationId: string) => loadContracts().operations.find((o) => o.operationId === operationId)!;
const search = (filter: object = {}) => ({ text: null, serviceTypeId: null, enabled: null, isExport: null, pageNumber: 1, pageSize: 25, ...filter });
const names = (rows: { name: string }[]) => rows.map((r) => r.name);
const failure = (name: string, serviceTypeId = 9) => ({ name, serviceTypeId, openingTemplate: null, enabled: true });
const field = (frequentFailureId: number, name: string, typeId = 1, options: string[] = []) => ({ frequentFailureId, name, typeId, required: false, options });
const { maxFields } = LIMITS.customForms;

describe('frequent failures in the sandbox', () => {
  it('declares the FrequentFailure and FrequentFailureFields operations of the specification', () => {
    const paths = [
      'getCatalogFrequentFailuresByServiceType', 'searchCatalogFrequentFailures', 'createCatalogFrequentFailure', 'updateCatalogFrequentFailure',
      'deleteCatalogFrequentFailure', 'getCatalogFrequentFailureFields', 'searchCatalogFrequentFailureFields', 'createCatalogFrequentFailureField',
      'updateCatalogFrequentFailureField', 'deleteCatalogFrequentFailureField',
    ]
      .map(operation)
      .map((o) => `${o.method.toUpperCase()} ${o.pathTemplate}`);
    expect(paths).toEqual([
      'GET /catalog/api/v1/FrequentFailure/ServiceTypeId/{id}', 'POST /catalog/api/v1/FrequentFailure/GetFrequentFailures',
      'POST /catalog/api/v1/FrequentFailure', 'PUT /catalog/api/v1/FrequentFailure', 'DELETE /catalog/api/v1/FrequentFailure/{id}',
      'GET /catalog/api/v1/FrequentFailureFields/GetAllFields/{id}', 'GET /catalog/api/v1/FrequentFailureFields/SearchFields',
      'POST /catalog/api/v1/FrequentFailureFields', 'PUT /catalog/api/v1/FrequentFailureFields', 'DELETE /catalog/api/v1/FrequentFailureFields',
    ]);
  });

  it('lists a service type\'s enabled failures and searches by service type, text and state', async () => {
    expect(names((await api('GET', '/FrequentFailure/ServiceTypeId/9')).body.data)).toEqual([
      'Sin comunicación', 'No enciende', 'Lector de tarjeta dañado', 'Impresora no imprime',
    ]);
    expect(names((await api('POST', '/FrequentFailure/GetFrequentFailures', { body: search({ serviceTypeId: 10 }) })).body.data.items)).toEqual(['Cambio de equipo solicitado']);
    expect(names((await api('POST', '/FrequentFailure/GetFrequentFailures', { body: search({ text: 'requerimiento' }) })).body.data.items)).toEqual(['Cambio de equipo solicitado']);
    expect(names((await api('POST', '/FrequentFailure/GetFrequentFailures', { body: search({ enabled: false }) })).body.data.items)).toEqual(['Pantalla rota']);
  });

  it('keeps names unique within a service type and refuses an unknown service type', async () => {
    expect((await api('POST', '/FrequentFailure', { body: failure('SIN COMUNICACION') })).body.message).toBe('Ya existe una falla frecuente con ese nombre para el tipo de servicio');
    expect((await api('POST', '/FrequentFailure', { body: failure('Sin comunicación', 10) })).body.data).toMatchObject({ serviceTypeName: 'Requerimiento' });
    expect((await api('POST', '/FrequentFailure', { body: failure('Otra', 99) })).status).toBe(422);
  });

  it('keeps a failure\'s fields by the custom form rules, up to the limit', async () => {
    const id = (await api('POST', '/FrequentFailure', { body: failure('Falla con campos') })).body.data.id;
    for (let i = 1; i <= maxFields; i++) expect((await api('POST', '/FrequentFailureFields', { body: field(id, `Campo ${i}`) })).status).toBe(200);
    expect(await api('POST', '/FrequentFailureFields', { body: field(id, 'Uno de más') })).toEqual({
      status: 422, body: expect.objectContaining({ message: `Ya hay ${maxFields} campos, el máximo permitido` }),
    });
    expect((await api('POST', '/FrequentFailureFields', { body: field(1, 'operador de RED') })).body.message).toBe('Ya existe un campo con ese nombre');
    expect((await api('POST', '/FrequentFailureFields', { body: field(1, 'Lista', 5) })).body.message).toBe('Una lista de selección necesita al menos una opción');
    expect((await api('POST', '/FrequentFailureFields', { body: field(99, 'Campo') })).body.message).toBe('La falla frecuente 99 no existe');
  });

  it('pages, updates and deletes a field (the id in the body), and deletes the fields with their failure', async () => {
    const page = (await api('GET', '/FrequentFailureFields/SearchFields', { query: { frequentFailureId: 1, text: 'señal', pageNumber: 1, pageSize: 25 } })).body.data;
    expect(page).toMatchObject({ totalCount: 1, items: [{ name: 'Intensidad de señal', typeId: 3, frequentFailureId: 1 }] });
    const fieldId = page.items[0].id;
    expect(page.items[0].rowVersion).toBe(1);
    const body = { id: fieldId, name: 'Señal en dBm', typeId: 3, required: true, options: [], rowVersion: 1 };
    const updated = await api('PUT', '/FrequentFailureFields', { body });
    expect(updated.body.data).toMatchObject({ id: fieldId, frequentFailureId: 1, name: 'Señal en dBm', required: true, rowVersion: 2 });
    // A form read before that update is stale: refused with the field as it is now, nothing written.
    const stale = await api('PUT', '/FrequentFailureFields', { body: { ...body, name: 'Otra señal' } });
    expect(stale).toMatchObject({ status: 409, body: { detail: 'rowVersion', data: { name: 'Señal en dBm', rowVersion: 2 } } });
    expect((await api('DELETE', '/FrequentFailureFields', { body: { id: fieldId } })).body.data).toBe(true);
    expect((await api('DELETE', '/FrequentFailureFields', { body: { id: fieldId } })).status).toBe(404);

    expect((await api('DELETE', '/FrequentFailure/1')).body.data).toBe(true);
    expect(frequentFailures(sandbox.store).has(1)).toBe(false);
    expect([...frequentFailureFields(sandbox.store).values()].filter((f) => f.parentId === 1)).toEqual([]);
  });
});

import { LIMITS } from '../../../src/shared/validation/limits';
import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { loadContracts } from '../contract/loadContracts';

const sandbox = setupSandbox({ tickets: 20 });
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/catalog/api/v1${url}`, options);
const operation = (operationId: string) => loadContracts().operations.find((o) => o.operationId === operationId)!;
const forgetViolations = () => (sandbox.violations.length = 0);
const text = (name: string) => ({ name, typeId: 1, required: false, options: [] });
const options = (n: number) => Array.from({ length: n }, (_, i) => `Opción ${i + 1}`);
const { maxFields, maxOptions } = LIMITS.customForms;

describe('custom forms in the sandbox', () => {
  it('declares the Forms operations of the specification letter for letter', () => {
    const paths = ['getCatalogFormFields', 'getCatalogFormFieldTypes', 'searchCatalogFormFields', 'addCatalogFormField', 'updateCatalogFormField', 'deleteCatalogFormField']
      .map(operation)
      .map((o) => `${o.method.toUpperCase()} ${o.pathTemplate}`);
    expect(paths).toEqual([
      'GET /catalog/api/v1/Forms/{id}/fields', 'GET /catalog/api/v1/Forms/types', 'POST /catalog/api/v1/Forms/GetFieldsByFormId',
      'PUT /catalog/api/v1/Forms/{id}', 'PATCH /catalog/api/v1/Forms/field', 'DELETE /catalog/api/v1/Forms/field/{id}',
    ]);
  });

  it('answers the five field types by id and name', async () => {
    expect((await api('GET', '/Forms/types')).body.data).toEqual([
      { id: 1, name: 'SingleLine' }, { id: 2, name: 'MultiLine' }, { id: 3, name: 'Numeric' }, { id: 4, name: 'DateTime' }, { id: 5, name: 'SelectionList' },
    ]);
  });

  it('adds fields up to the limit and refuses one more', async () => {
    const form = (await api('GET', '/Forms')).body.data.find((f: { fieldCount: number }) => f.fieldCount === 0);
    for (let i = 1; i < maxFields; i++) expect((await api('PUT', `/Forms/${form.id}`, { body: text(`Campo ${i}`) })).status).toBe(200);
    expect((await api('PUT', `/Forms/${form.id}`, { body: text('Campo último') })).status).toBe(200);
    expect(await api('PUT', `/Forms/${form.id}`, { body: text('Uno de más') })).toEqual({
      status: 422, body: expect.objectContaining({ message: `El formulario ya tiene ${maxFields} campos, el máximo permitido` }),
    });
    expect((await api('GET', `/Forms/${form.id}/fields`)).body.data).toHaveLength(maxFields);
  });

  it('refuses a repeated name, a list without or with repeated options, and more options than allowed', async () => {
    expect((await api('PUT', '/Forms/1', { body: text('NUMERO DE ACTIVO') })).body.message).toBe('Ya existe un campo con ese nombre en el formulario');
    expect((await api('PUT', '/Forms/1', { body: { ...text('Lista'), typeId: 5 } })).body.message).toBe('Una lista de selección necesita al menos una opción');
    expect((await api('PUT', '/Forms/1', { body: { ...text('Lista'), typeId: 5, options: ['A', 'a'] } })).status).toBe(422);
    expect((await api('PUT', '/Forms/1', { body: { ...text('Lista'), typeId: 5, options: options(maxOptions) } })).status).toBe(200);
    expect((await api('PUT', '/Forms/1', { body: { ...text('Otra lista'), typeId: 5, options: options(maxOptions + 1) } })).status).toBe(400);
    forgetViolations();
  });

  it('searches, updates and deletes a field', async () => {
    const page = (await api('POST', '/Forms/GetFieldsByFormId', { body: { formId: 1, text: 'activo', isExport: null, pageNumber: 1, pageSize: 25 } })).body.data;
    expect(page).toMatchObject({ totalCount: 1, items: [{ name: 'Número de activo', typeId: 1, required: true }] });
    const id = page.items[0].id;
    expect((await api('PATCH', '/Forms/field', { body: { id, name: 'Número de inventario', typeId: 2, required: false, options: [], rowVersion: 1 } })).body.data).toMatchObject({
      id, formId: 1, name: 'Número de inventario', typeId: 2,
    });
    expect((await api('DELETE', `/Forms/field/${id}`)).body.data).toBe(true);
    expect((await api('DELETE', `/Forms/field/${id}`)).status).toBe(404);
  });

  it('refuses every Forms operation but the field reads without FormsFormManagement (403)', async () => {
    expect((await api('GET', '/Forms', { as: 'DIS' })).status).toBe(403);
    expect((await api('PUT', '/Forms/1', { as: 'DIS', body: text('Campo') })).status).toBe(403);
    expect((await api('DELETE', '/Forms/field/1', { as: 'DIS' })).status).toBe(403);
    expect((await api('GET', '/Forms/1/fields', { as: 'DIS' })).status).toBe(200);
  });
});

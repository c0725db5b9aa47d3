import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { loadContracts } from '../contract/loadContracts';
import { closingFields } from './richState';

const sandbox = setupSandbox({ tickets: 20 });
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/catalog/api/v1${url}`, options);
const operation = (operationId: string) => loadContracts().operations.find((o) => o.operationId === operationId)!;
const type = (name: string) => ({ name, description: null, isIncident: false, closingTemplate: 'Se concluyó la auditoría.', enabled: true, surveyId: null });
const closingField = (serviceTypeId: number, name: string, typeId = 1, options: string[] = []) => ({ serviceTypeId, name, typeId, required: true, options });

describe('service types in the sandbox', () => {
  it('declares the ServiceTypeClosingFields operations and the survey link of the specification', () => {
    const paths = ['getCatalogServiceTypeClosingFields', 'createCatalogServiceTypeClosingField', 'updateCatalogServiceTypeClosingField', 'deleteCatalogServiceTypeClosingField', 'assignCatalogServiceTypeSurvey']
      .map(operation)
      .map((o) => `${o.method.toUpperCase()} ${o.pathTemplate}`);
    expect(paths).toEqual([
      'GET /catalog/api/v1/ServiceTypeClosingFields/GetAllFields/{id}', 'POST /catalog/api/v1/ServiceTypeClosingFields',
      'PUT /catalog/api/v1/ServiceTypeClosingFields', 'DELETE /catalog/api/v1/ServiceTypeClosingFields',
      'PUT /catalog/api/v1/ServiceTypes/{id}/Survey/{surveyId}',
    ]);
  });

  it('keeps a closing template and links a survey', async () => {
    expect((await api('GET', '/ServiceTypes/9')).body.data.closingTemplate).toBe('Se atendió la falla reportada y se verificó la operación del equipo.');
    const created = (await api('POST', '/ServiceTypes', { body: type('Auditoría') })).body.data;
    expect(created).toMatchObject({ closingTemplate: 'Se concluyó la auditoría.', surveyId: null });
    expect((await api('PUT', `/ServiceTypes/${created.id}/Survey/7`)).body.data).toMatchObject({ surveyId: 7, rowVersion: 2 });
    // The link is a change of the type: an edit read before it is stale.
    const stale = await api('PUT', '/ServiceTypes', { body: { ...type('Auditoría de sitio'), id: created.id, closingTemplate: null, surveyId: null, rowVersion: 1 } });
    expect(stale).toMatchObject({ status: 409, body: { detail: 'rowVersion', data: { surveyId: 7 } } });
    const edited = await api('PUT', '/ServiceTypes', { body: { ...type('Auditoría de sitio'), id: created.id, closingTemplate: null, surveyId: 7, rowVersion: 2 } });
    expect(edited.body.data).toMatchObject({ name: 'Auditoría de sitio', closingTemplate: null, surveyId: 7, rowVersion: 3 });
  });

  it('keeps closing fields by the custom form rules and deletes them with their type', async () => {
    expect((await api('GET', '/ServiceTypeClosingFields/GetAllFields/9')).body.data.map((f: { name: string }) => f.name)).toEqual(['Folio de conformidad', 'Solución aplicada']);
    expect((await api('POST', '/ServiceTypeClosingFields', { body: closingField(9, 'FOLIO de conformidad') })).status).toBe(409);
    expect((await api('POST', '/ServiceTypeClosingFields', { body: closingField(9, 'Lista', 5, ['A', 'a']) })).body.message).toBe('Las opciones de una lista de selección no pueden repetirse');
    expect((await api('POST', '/ServiceTypeClosingFields', { body: closingField(99, 'Campo') })).body.message).toBe('El tipo de servicio 99 no existe');

    const id = (await api('POST', '/ServiceTypes', { body: type('Auditoría') })).body.data.id;
    const added = (await api('POST', '/ServiceTypeClosingFields', { body: closingField(id, 'Hallazgos', 2) })).body.data;
    expect(added).toMatchObject({ serviceTypeId: id, name: 'Hallazgos', typeId: 2 });
    const moved = await api('PUT', '/ServiceTypeClosingFields', { body: { id: added.id, name: 'Resultado', typeId: 5, required: false, options: ['Conforme', 'No conforme'], rowVersion: 1 } });
    expect(moved.body.data).toMatchObject({ serviceTypeId: id, options: ['Conforme', 'No conforme'] });
    await api('POST', '/ServiceTypeClosingFields', { body: closingField(id, 'Auditor') });
    expect((await api('DELETE', `/ServiceTypes/${id}`)).body.data).toBe(true);
    expect([...closingFields(sandbox.store).values()].filter((f) => f.parentId === id)).toEqual([]);
  });

  it('deletes one closing field by the id in the body', async () => {
    expect((await api('DELETE', '/ServiceTypeClosingFields', { body: { id: 1 } })).body.data).toBe(true);
    expect((await api('GET', '/ServiceTypeClosingFields/GetAllFields/9')).body.data.map((f: { id: number }) => f.id)).toEqual([2]);
    expect((await api('DELETE', '/ServiceTypeClosingFields', { body: { id: 1 } })).body.message).toBe('El campo 1 no existe');
  });
});

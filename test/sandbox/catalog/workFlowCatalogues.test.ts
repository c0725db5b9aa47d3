import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { workFlowTypes } from '../workflow/state';

const sandbox = setupSandbox({ tickets: 20 });
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/catalog/api/v1${url}`, options);
const search = (extra: Record<string, unknown> = {}) => ({ text: null, enabled: null, isExport: null, pageNumber: 1, pageSize: 25, ...extra });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('workflow types (route workFlowType)', () => {
  const body = { clientId: 1, name: 'Migración de enlaces', description: null, enabled: true };

  it('names are unique per client; the client must exist and be enabled', async () => {
    const created = await api('POST', '/WorkFlowType', { body });
    expect(created.body.data).toEqual({ ...body, id: 9, clientName: sandbox.store.clients.get(1)!.name, rowVersion: 1 });
    const dup = await api('POST', '/WorkFlowType', { body: { ...body, name: 'MIGRACION de enlaces' } });
    expect(dup).toMatchObject({ status: 409, body: { message: 'Ya existe un tipo de flujo con ese nombre para el cliente' } });
    expect((await api('POST', '/WorkFlowType', { body: { ...body, clientId: 2 } })).status).toBe(200);
    const unknown = await api('POST', '/WorkFlowType', { body: { ...body, clientId: 99 } });
    expect(unknown).toMatchObject({ status: 422, body: { message: 'El cliente 99 no existe o está deshabilitado' } });
  });

  it('a disabled type leaves the work-order form; a type its workflows use is not deleted', async () => {
    const type = workFlowTypes(sandbox.store).get(1)!;
    expect((await api('PUT', '/WorkFlowType', { body: { ...type, enabled: false, rowVersion: 1 } })).status).toBe(200);
    expect(ids((await api('GET', `/WorkFlowType/Client/${type.clientId}`)).body.data)).not.toContain(1);
    expect((await api('DELETE', '/WorkFlowType/1')).body.message).toMatch(/^El tipo de flujo .+ está asignado a \d+ flujos y no se puede eliminar$/);
    expect(workFlowTypes(sandbox.store).has(1)).toBe(true);
  });

  it('searches by client name and refuses writes without CatalogWorkFlowTypeCreate (403)', async () => {
    const found = (await api('POST', '/WorkFlowType/GeneralSearch', { body: search({ text: sandbox.store.clients.get(2)!.name }) })).body.data.items;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r: { clientId: number }) => r.clientId === 2)).toBe(true);
    expect((await api('POST', '/WorkFlowType', { as: 'SUP', body })).status).toBe(403);
    expect((await api('DELETE', '/WorkFlowType/2', { as: 'SUP' })).status).toBe(403);
  });
});

describe('area managers (route headOfArea)', () => {
  const body = { name: 'Jefatura de logística', areaId: 5, userId: 2, enabled: true };

  it('names are unique; a user heads an area once; area and user must exist and be enabled', async () => {
    const created = await api('POST', '/AreaManager', { body });
    expect(created.body.data).toEqual({
      ...body, id: 6, areaName: sandbox.store.areas.get(5)!.name, userFullName: sandbox.store.users.get(2)!.fullName, rowVersion: 1,
    });
    const dup = await api('POST', '/AreaManager', { body: { ...body, name: 'JEFATURA DE LOGISTICA', areaId: 7 } });
    expect(dup).toMatchObject({ status: 409, body: { message: 'Ya existe una jefatura de área con ese nombre' } });
    const again = await api('POST', '/AreaManager', { body: { ...body, name: 'Suplencia de logística' } });
    expect(again).toMatchObject({ status: 409, body: { message: 'El usuario ya es jefe de esa área' } });
    // Saving the post unchanged is not a second head.
    expect((await api('PUT', '/AreaManager', { body: { ...body, id: 6, rowVersion: 1 } })).status).toBe(200);
    expect((await api('POST', '/AreaManager', { body: { ...body, name: 'Suplencia de logística', areaId: 7 } })).status).toBe(200);

    const disabledArea = [...sandbox.store.areas.values()].find((a) => !a.enabled)!;
    expect((await api('POST', '/AreaManager', { body: { ...body, name: 'Otra', areaId: disabledArea.id } })).body.message).toBe(
      `El área ${disabledArea.id} no existe o está deshabilitada`,
    );
    expect((await api('POST', '/AreaManager', { body: { ...body, name: 'Otra', userId: 99_999 } })).status).toBe(422);
  });

  it('searches by area and user, and refuses writes without CatalogHeadOfAreaCreate (403)', async () => {
    const admin = sandbox.store.users.get(1)!.fullName;
    expect(ids((await api('POST', '/AreaManager/GeneralSearch', { body: search({ text: admin }) })).body.data.items)).toEqual([1, 5]);
    expect((await api('POST', '/AreaManager', { as: 'SUP', body })).status).toBe(403);
    expect((await api('PUT', '/AreaManager', { as: 'SUP', body: { ...body, id: 1 } })).status).toBe(403);
  });
});

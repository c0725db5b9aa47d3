import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { loadContracts } from '../contract/loadContracts';
import type { OperationContext } from '../runtime';
import { createStore } from '../store/createStore';
import { crudCatalogue } from './crudCatalogue';

const sandbox = setupSandbox({ tickets: 200 });
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/catalog/api/v1${url}`, options);
const search = (extra: Record<string, unknown> = {}) => ({ text: null, enabled: null, isExport: null, pageNumber: 1, pageSize: 25, ...extra });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const operation = (operationId: string) => loadContracts().operations.find((o) => o.operationId === operationId)!;
/** A request that breaks the contract is answered 400 and logged as a violation on purpose. */
const forgetViolations = () => (sandbox.violations.length = 0);

interface Catalogue {
  route: string;
  resource: string;
  ops: [list: string, search: string, create: string, update: string, remove: string];
  extra: Record<string, unknown>;
  seeded: number;
  /** Whether the GET list takes onlyEnabled (impact and urgency do not: the ticket form reads them whole). */
  onlyEnabled: boolean;
}

const described = { description: 'Alta de prueba' };
const C = (route: string, resource: string, plural: string, singular: string, extra: Record<string, unknown>, seeded: number, onlyEnabled = true): Catalogue => ({
  route, resource, extra, seeded, onlyEnabled,
  ops: [`getCatalog${plural}`, `searchCatalog${plural}`, `createCatalog${singular}`, `updateCatalog${singular}`, `deleteCatalog${singular}`],
});
const CATALOGUES: Catalogue[] = [
  C('impact', 'Impact', 'Impacts', 'Impact', {}, 3, false),
  C('urgency', 'Urgency', 'Urgencies', 'Urgency', {}, 3, false),
  C('priority', 'Priorities', 'Priorities', 'Priority', {}, 4),
  C('category', 'Category', 'Categories', 'Category', described, 14),
  C('commentTypes', 'TicketCommentTypes', 'TicketCommentTypes', 'TicketCommentType', described, 9),
  C('clasificationTicket', 'TicketDelayClassification', 'TicketDelayClassifications', 'TicketDelayClassification', described, 6),
  C('componentCondition', 'ProductCondition', 'ProductConditions', 'ProductCondition', described, 9),
  C('ResponsibleType', 'ResponsibleType', 'ResponsibleTypes', 'ResponsibleType', described, 8),
  C('UnitsMeasurement', 'UnitMeasurement', 'UnitMeasurements', 'UnitMeasurement', { abbreviation: 'rev' }, 17),
  C('WarehouseType', 'WarehouseType', 'WarehouseTypes', 'WarehouseType', described, 8),
  C('ubitacionPriority', 'LocationPriority', 'LocationPriorities', 'LocationPriority', { hexColor: '#1A2B3C' }, 8),
  C('clientPriority', 'ClientPriority', 'ClientPriorities', 'ClientPriority', { clientId: 2, attentionHours: 12 }, 24),
  C('serviceClass', 'ServiceClass', 'ServiceClasses', 'ServiceClass', {}, 5),
  C('area', 'Area', 'Areas', 'Area', described, 11),
];

describe('crudCatalogue (generator)', () => {
  const store = createStore({ tickets: 10 });
  const handlers = crudCatalogue({
    collection: 'areas',
    operations: { list: 'list', search: 'search', create: 'create', update: 'update', delete: 'remove' },
    noun: { singular: 'área', gender: 'f' },
    toRecord: (body) => ({ name: body.name, description: body.description, enabled: body.enabled }),
    toRow: (r) => ({ id: r.id, name: r.name }),
    searchFields: (r) => [r.description],
    inUse: (r) => (r.id === 1 ? 'En uso' : null),
  });
  const call = (name: string, ctx: Partial<OperationContext>) => handlers[name]!({ store, params: {}, query: {}, body: null, ...ctx } as OperationContext);
  const refusal = (name: string, ctx: Partial<OperationContext>) => {
    try {
      call(name, ctx);
    } catch (error) {
      return { status: (error as { status: number }).status, message: (error as Error).message };
    }
    throw new Error(`${name} did not refuse`);
  };

  it('creates after the seeded ids, finds by any text field accent and case blind, and pages', () => {
    const created = call('create', { body: { name: 'Soporte nocturno', description: 'Guardias de fin de semana', enabled: true } }) as { id: number };
    expect(created.id).toBe(store.areas.size);
    expect(call('search', { body: search({ text: 'GUARDIAS' }) })).toMatchObject({ items: [{ id: created.id }], totalCount: 1 });
    expect(call('search', { body: search({ text: 'logistica' }) })).toMatchObject({ items: [{ name: 'Logística' }] });
    const page = call('search', { body: search({ pageSize: 5, pageNumber: 3 }) }) as { items: unknown[]; hasNext: boolean };
    expect(page).toMatchObject({ totalCount: store.areas.size, hasNext: false });
    expect(page.items).toHaveLength(store.areas.size - 10);
  });

  it('derives its Spanish messages from the noun (el área, un área) and honours inUse', () => {
    expect(refusal('create', { body: { name: 'MESA DE SERVICIO', description: null, enabled: true } })).toEqual({
      status: 409, message: 'Ya existe un área con ese nombre',
    });
    expect(refusal('update', { body: { id: 99, name: 'Otra', description: null, enabled: true, rowVersion: 1 } })).toEqual({ status: 404, message: 'El área 99 no existe' });
    expect(refusal('update', { body: { id: 2, name: 'calidad', description: null, enabled: true, rowVersion: 1 } }).status).toBe(409);
    expect(call('update', { body: { id: 2, name: 'operaciones de campo', description: null, enabled: false, rowVersion: 1 } })).toEqual({ id: 2, name: 'operaciones de campo', rowVersion: 2 });
    expect(refusal('remove', { params: { id: 1 } })).toEqual({ status: 409, message: 'En uso' });
  });
});

describe('admin catalogues through the sandbox', () => {
  it('declares the five operations of every catalogue with its route permissions', () => {
    for (const c of CATALOGUES) {
      const upper = c.route.charAt(0).toUpperCase() + c.route.slice(1);
      const [list, find, create, update, remove] = c.ops.map(operation);
      expect([list, find, create, update, remove].map((o) => `${o!.method.toUpperCase()} ${o!.pathTemplate}`)).toEqual([
        `GET /catalog/api/v1/${c.resource}`, `POST /catalog/api/v1/${c.resource}/GeneralSearch`, `POST /catalog/api/v1/${c.resource}`,
        `PUT /catalog/api/v1/${c.resource}`, `DELETE /catalog/api/v1/${c.resource}/{id}`,
      ]);
      // The list feeds other screens' dropdowns too: its own search permission opens it, among theirs.
      expect(list!.permissions).toContain(`Catalog${upper}Search`);
      expect(find!.permissions).toEqual([`Catalog${upper}Search`]);
      expect(find!.rtkQuery).toBe(true);
      for (const write of [create, update, remove]) expect(write!.permissions).toEqual([`Catalog${upper}Create`]);
    }
  });

  it('seeds every catalogue with ids from 1 and a few disabled entries', async () => {
    for (const c of CATALOGUES) {
      const rows = (await api('GET', `/${c.resource}`)).body.data as { id: number; enabled: boolean }[];
      expect({ route: c.route, ids: ids(rows) }).toEqual({ route: c.route, ids: Array.from({ length: c.seeded }, (_, i) => i + 1) });
    }
    expect((await api('GET', '/Category', { query: { onlyEnabled: true } })).body.data).toHaveLength(12);
    expect((await api('GET', '/UnitMeasurement')).body.data[0]).toEqual({ id: 1, name: 'Pieza', abbreviation: 'pza', enabled: true, rowVersion: 1 });
    expect((await api('GET', '/LocationPriority')).body.data[0]).toEqual({ id: 1, name: 'Crítica', hexColor: '#C62828', enabled: true, rowVersion: 1 });
    expect((await api('GET', '/ClientPriority')).body.data[0]).toEqual({
      id: 1, clientId: 1, clientName: 'Banco del Valle', name: 'Crítica', attentionHours: 4, enabled: true, rowVersion: 1,
    });
  });

  it.each(CATALOGUES.map((c) => [c.route, c] as const))('%s: create, search, update, disable, delete', async (_route, c) => {
    const url = `/${c.resource}`;
    const created = await api('POST', url, { body: { name: 'Revisión técnica', enabled: true, ...c.extra } });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(id).toBe(c.seeded + 1);
    expect(created.body.data).toMatchObject({ name: 'Revisión técnica', enabled: true, ...c.extra });

    const found = await api('POST', `${url}/GeneralSearch`, { body: search({ text: 'REVISION tecnica' }) });
    expect(ids(found.body.data.items)).toEqual([id]);

    const updated = await api('PUT', url, { body: { id, name: 'Revisión técnica anual', enabled: true, ...c.extra, rowVersion: 1 } });
    expect(updated.body.data).toMatchObject({ id, name: 'Revisión técnica anual', rowVersion: 2 });

    expect((await api('PUT', url, { body: { id, name: 'Revisión técnica anual', enabled: false, ...c.extra, rowVersion: 2 } })).body.data.enabled).toBe(false);
    const all = (await api('GET', url)).body.data;
    expect(all.find((r: { id: number }) => r.id === id)).toMatchObject({ enabled: false });
    if (c.onlyEnabled) expect(ids((await api('GET', url, { query: { onlyEnabled: true } })).body.data)).not.toContain(id);
    expect(ids((await api('POST', `${url}/GeneralSearch`, { body: search({ enabled: true, pageSize: 100 }) })).body.data.items)).not.toContain(id);
    expect(ids((await api('POST', `${url}/GeneralSearch`, { body: search({ enabled: false, pageSize: 100 }) })).body.data.items)).toContain(id);

    expect((await api('DELETE', `${url}/${id}`)).body.data).toBe(true);
    const again = await api('DELETE', `${url}/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(new RegExp(`^(El|La) .+ ${id} no existe$`));
    expect((await api('PUT', url, { body: { id, name: 'Otra', enabled: true, ...c.extra, rowVersion: 3 } })).status).toBe(404);
  });

  it('impact: refuses a duplicate name (409 in Spanish) and deleting a level tickets use', async () => {
    const dup = await api('POST', '/Impact', { body: { name: 'ALTO', enabled: true } });
    expect(dup).toMatchObject({ status: 409, body: { success: false, message: 'Ya existe un impacto con ese nombre' } });
    expect((await api('PUT', '/Impact', { body: { id: 2, name: 'bajo', enabled: true, rowVersion: 1 } })).body.message).toBe('Ya existe un impacto con ese nombre');
    expect((await api('PUT', '/Impact', { body: { id: 2, name: 'medio', enabled: true, rowVersion: 1 } })).status).toBe(200);
    expect((await api('DELETE', '/Impact/1')).body.message).toMatch(/^El impacto Alto está asignado a \d+ tickets y no se puede eliminar$/);
  });

  it('category: the duplicate check is accent and case blind (Categoria vs categoría)', async () => {
    expect((await api('POST', '/Category', { body: { name: 'categoría', description: null, enabled: true } })).status).toBe(200);
    const dup = await api('POST', '/Category', { body: { name: 'Categoria', description: null, enabled: false } });
    expect(dup).toMatchObject({ status: 409, body: { message: 'Ya existe una categoría con ese nombre' } });
    expect((await api('POST', '/Category', { body: { name: 'redes', description: null, enabled: true } })).status).toBe(409);
  });

  it('clientPriority: names are unique per client, and the client must exist and be enabled', async () => {
    const body = { clientId: 1, name: 'Sucursal cerrada', attentionHours: 2, enabled: true };
    const created = await api('POST', '/ClientPriority', { body });
    expect(created.body.data).toEqual({ ...body, id: 25, clientName: 'Banco del Valle', rowVersion: 1 });
    const dup = await api('POST', '/ClientPriority', { body: { ...body, name: 'sucursal CERRADA' } });
    expect(dup).toMatchObject({ status: 409, body: { message: 'Ya existe una prioridad con ese nombre para el cliente' } });
    expect((await api('POST', '/ClientPriority', { body: { ...body, clientId: 2 } })).status).toBe(200);
    expect((await api('PUT', '/ClientPriority', { body: { ...body, id: 25, name: 'Crítica', rowVersion: 1 } })).status).toBe(409);

    const unknown = await api('POST', '/ClientPriority', { body: { ...body, clientId: 99 } });
    expect(unknown).toMatchObject({ status: 422, body: { message: 'El cliente 99 no existe o está deshabilitado' } });
    sandbox.store.clients.get(3)!.enabled = false;
    expect((await api('PUT', '/ClientPriority', { body: { ...body, id: 25, clientId: 3, rowVersion: 1 } })).status).toBe(422);

    const byClient = await api('POST', '/ClientPriority/GeneralSearch', { body: search({ text: 'farmacias', pageSize: 100 }) });
    expect(byClient.body.data.items.every((r: { clientId: number }) => r.clientId === 2)).toBe(true);
    expect(byClient.body.data.totalCount).toBe(6);

    for (const attentionHours of [0, 1000]) expect((await api('POST', '/ClientPriority', { body: { ...body, attentionHours } })).status).toBe(400);
    forgetViolations();
  });

  it('UnitsMeasurement: the abbreviation is 1 to 10 characters without spaces, and searchable', async () => {
    const body = { name: 'Tonelada', abbreviation: 't', enabled: true };
    expect((await api('POST', '/UnitMeasurement', { body })).status).toBe(200);
    expect(ids((await api('POST', '/UnitMeasurement/GeneralSearch', { body: search({ text: 'KG' }) })).body.data.items)).toEqual([4]);
    expect((await api('POST', '/UnitMeasurement', { body: { ...body, name: 'METRO', abbreviation: 'm2' } })).body.message).toBe(
      'Ya existe una unidad de medida con ese nombre',
    );
    const maxLength = operation('createCatalogUnitMeasurement').requestBodySchema!.properties as Record<string, { maxLength: number }>;
    for (const abbreviation of ['m 2', '', 'x'.repeat(maxLength.abbreviation!.maxLength + 1)]) {
      const refused = await api('POST', '/UnitMeasurement', { body: { ...body, name: 'Metro cuadrado', abbreviation } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('abbreviation');
    }
    forgetViolations();
  });

  it('takes a name up to the contract limit and refuses one character more (400)', async () => {
    const limit = (operation('createCatalogImpact').requestBodySchema!.properties as Record<string, { maxLength: number }>).name!.maxLength;
    expect(limit).toBeGreaterThan(0);
    expect((await api('POST', '/Impact', { body: { name: 'i'.repeat(limit), enabled: true } })).status).toBe(200);
    const tooLong = await api('POST', '/Impact', { body: { name: 'i'.repeat(limit + 1), enabled: false } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('name');
    expect((await api('POST', '/Impact', { body: { name: ' Alto ', enabled: true } })).status).toBe(400);
    forgetViolations();
  });

  it('lets SUP search impact, urgency and priority but not create; ADM does both', async () => {
    for (const resource of ['Impact', 'Urgency', 'Priorities']) {
      expect((await api('POST', `/${resource}/GeneralSearch`, { as: 'SUP', body: search() })).status).toBe(200);
      const refused = await api('POST', `/${resource}`, { as: 'SUP', body: { name: 'Nivel supervisor', enabled: true } });
      expect(refused.status).toBe(403);
    }
    expect((await api('DELETE', '/Impact/3', { as: 'SUP' })).status).toBe(403);
    expect((await api('POST', '/Category/GeneralSearch', { as: 'SUP', body: search() })).status).toBe(403);
    expect((await api('POST', '/Impact', { body: { name: 'Nivel supervisor', enabled: true } })).status).toBe(200);
    expect((await api('POST', '/Impact/GeneralSearch', { body: search() })).status).toBe(200);
  });

  it('refuses an export over 15,000 rows', async () => {
    const pageSize = (operation('searchCatalogAreas').requestBodySchema!.properties as Record<string, { maximum: number }>).pageSize!.maximum;
    expect((await api('POST', '/Area/GeneralSearch', { body: search({ isExport: true, pageSize: pageSize + 1 }) })).status).toBe(400);
    forgetViolations();
    for (let id = 100; id < 100 + pageSize + 1; id++) sandbox.store.areas.set(id, { id, name: `Área ${id}`, description: null, enabled: true });
    const refused = await api('POST', '/Area/GeneralSearch', { body: search({ isExport: true, pageSize }) });
    expect(refused).toMatchObject({ status: 422, body: { message: 'La exportación excede el límite de 15,000 registros; acote la búsqueda' } });
    const grid = await api('POST', '/Area/GeneralSearch', { body: search({ pageSize: 100 }) });
    expect(grid.body.data).toMatchObject({ totalCount: pageSize + 1 + 11, hasNext: true });
  });
});

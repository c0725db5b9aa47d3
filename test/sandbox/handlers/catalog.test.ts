import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';

const sandbox = setupSandbox();
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/catalog/api/v1${url}`, options);
const search = (extra: Record<string, unknown> = {}) => ({ text: null, enabled: null, isExport: null, pageNumber: 1, pageSize: 25, ...extra });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('catalog sandbox', () => {

  describe('ticket statuses', () => {
    it('lists every status with its Spanish name and colour, or only the enabled ones', async () => {
      const all = await api('GET', '/TicketStatus/GetAllStatus');
      expect(all.body.data).toHaveLength(sandbox.store.statuses.size);
      expect(all.body.data.find((s: any) => s.id === 2)).toEqual({
        id: 2, name: 'Pendiente de asignación', hexColor: '#B0B0B0', description: 'Pendiente de asignación', statusCategoryId: -1, enabled: true, rowVersion: 1,
      });
      expect(all.body.data.find((s: any) => s.id === 17).statusCategoryId).toBe(-4);
      const enabled = await api('GET', '/TicketStatus/GetAllStatus', { query: { onlyEnabled: true } });
      expect(enabled.body.data.every((s: any) => s.enabled)).toBe(true);
      expect(enabled.body.data.length).toBeLessThan(all.body.data.length);
    });

    it('narrows to the ticket flow of a service type and client', async () => {
      const launch = await api('GET', '/TicketStatus/GetAllStatus', { query: { serviceTypeId: 32, clientId: 1, fromTicketFlow: true } });
      expect(ids(launch.body.data)).toEqual(expect.arrayContaining([2, 5, 39]));
      expect(ids(launch.body.data)).not.toContain(6);
      expect(ids(launch.body.data)).not.toContain(7);
      const field = await api('GET', '/TicketStatus/GetAllStatus', { query: { serviceTypeId: 11, clientId: 1, fromTicketFlow: true } });
      expect(ids(field.body.data)).toEqual(expect.arrayContaining([6, 7, 25]));
      expect(ids(field.body.data)).not.toContain(39);
      const evenClient = await api('GET', '/TicketStatus/GetAllStatus', { query: { serviceTypeId: 11, clientId: 2, fromTicketFlow: true } });
      expect(ids(evenClient.body.data)).not.toContain(25);
      expect(ids(evenClient.body.data)).not.toContain(1);
    });

    it('refuses a flow without client, and unknown ids', async () => {
      const missing = await api('GET', '/TicketStatus/GetAllStatus', { query: { serviceTypeId: 9, fromTicketFlow: true } });
      expect(missing.status).toBe(422);
      const unknownClient = await api('GET', '/TicketStatus/GetAllStatus', { query: { clientId: 99 } });
      expect(unknownClient).toMatchObject({ status: 404, body: { success: false, message: 'El cliente 99 no existe' } });
      expect((await api('GET', '/TicketStatus/77')).body.message).toBe('El estatus 77 no existe');
    });

    it('lists the categories with their status ids and the statuses of one category', async () => {
      const categories = await api('GET', '/TicketStatusCategory/GetAllTicketStatusCategory');
      expect(categories.body.data).toContainEqual({ id: -4, name: 'En revisión', statusIds: [17, 44] });
      const revision = await api('GET', '/TicketStatus/ByCategory/-4');
      expect(ids(revision.body.data)).toEqual([17, 44]);
    });

    it('creates, finds, updates and deletes a status, keeping categories in step', async () => {
      const body = { name: 'En auditoría', hexColor: 'a1b2c3', description: null, statusCategoryId: -4, enabled: true };
      const created = await api('POST', '/TicketStatus', { body });
      expect(created.status).toBe(200);
      const id = created.body.data.id;
      expect(id).toBeGreaterThan(44);
      expect(created.body.data).toMatchObject({ name: 'En auditoría', hexColor: '#A1B2C3', statusCategoryId: -4, enabled: true });
      expect(ids((await api('GET', '/TicketStatus/ByCategory/-4')).body.data)).toEqual([17, 44, id]);
      expect((await api('POST', '/TicketStatus', { body: { ...body, name: 'en AUDITORIA' } })).status).toBe(409);

      const updated = await api('PUT', '/TicketStatus', { body: { ...body, id, name: 'Auditoría', statusCategoryId: -6, enabled: false, rowVersion: 1 } });
      expect(updated.body.data).toMatchObject({ id, name: 'Auditoría', statusCategoryId: -6, enabled: false, rowVersion: 2 });
      expect(ids((await api('GET', '/TicketStatus/ByCategory/-4')).body.data)).toEqual([17, 44]);
      expect(ids((await api('GET', '/TicketStatus/ByCategory/-5')).body.data)).not.toContain(id);
      expect((await api('GET', `/TicketStatus/${id}`)).body.data.name).toBe('Auditoría');

      expect((await api('DELETE', `/TicketStatus/${id}`)).body.data).toBe(true);
      expect((await api('GET', `/TicketStatus/${id}`)).status).toBe(404);
      expect((await api('DELETE', '/TicketStatus/2')).status).toBe(409);
      expect((await api('PUT', '/TicketStatus', { body: { ...body, id: 999, rowVersion: 1 } })).status).toBe(404);
    });

    it('searches with text, category and paging', async () => {
      const page1 = await api('POST', '/TicketStatus/GeneralSearch', { body: { ...search({ pageSize: 10 }), statusCategoryId: null } });
      expect(page1.body.data).toMatchObject({ totalCount: sandbox.store.statuses.size, pageNumber: 1, pageSize: 10, hasNext: true });
      expect(page1.body.data.items).toHaveLength(10);
      const last = await api('POST', '/TicketStatus/GeneralSearch', { body: { ...search({ pageSize: 10, pageNumber: 5 }), statusCategoryId: null } });
      expect(last.body.data.hasNext).toBe(false);
      const text = await api('POST', '/TicketStatus/GeneralSearch', { body: { ...search({ text: 'pendiente por' }), statusCategoryId: -6 } });
      expect(ids(text.body.data.items)).toEqual([23, 25]);
    });
  });

  describe('delay classifications', () => {
    it('runs a CRUD round trip with duplicate and in-use checks', async () => {
      const created = await api('POST', '/TicketDelayClassification', { body: { name: 'Falta de permisos', description: 'Sin permiso de acceso', enabled: true } });
      const id = created.body.data.id;
      expect(id).toBe(7);
      const dup = await api('POST', '/TicketDelayClassification', { body: { name: 'Causa interna', description: null, enabled: true } });
      expect(dup).toMatchObject({ status: 409, body: { message: 'Ya existe una clasificación con ese nombre' } });
      await api('PUT', '/TicketDelayClassification', { body: { id, name: 'Falta de permisos', description: null, enabled: false, rowVersion: 1 } });
      expect((await api('GET', `/TicketDelayClassification/${id}`)).body.data).toEqual({ id, name: 'Falta de permisos', description: null, enabled: false, rowVersion: 2 });
      expect((await api('GET', '/TicketDelayClassification', { query: { onlyEnabled: true } })).body.data).toHaveLength(6);
      const searched = await api('POST', '/TicketDelayClassification/GeneralSearch', { body: search({ enabled: false }) });
      expect(ids(searched.body.data.items)).toEqual([id]);
      expect((await api('DELETE', `/TicketDelayClassification/${id}`)).body.data).toBe(true);
      const used = [...sandbox.store.tickets.values()].find((t) => t.delayClassificationId)!.delayClassificationId!;
      expect((await api('DELETE', `/TicketDelayClassification/${used}`)).status).toBe(409);
      expect((await api('DELETE', '/TicketDelayClassification/99')).status).toBe(404);
    });
  });

  describe('priorities, impact and urgency', () => {
    it('derives the priority of an urgency and impact', async () => {
      const top = await api('GET', '/AssignmentPriority/GetPriorityByUrgencyAndImpact', { query: { urgencyId: 1, impactId: 1 } });
      expect(top.body.data).toEqual({ id: 1, name: 'Crítica', enabled: true, rowVersion: 1 });
      const low = await api('GET', '/AssignmentPriority/GetPriorityByUrgencyAndImpact', { query: { urgencyId: 3, impactId: 3 } });
      expect(low.body.data.name).toBe('Baja');
      const bad = await api('GET', '/AssignmentPriority/GetPriorityByUrgencyAndImpact', { query: { urgencyId: 9, impactId: 1 } });
      expect(bad).toMatchObject({ status: 404, body: { message: 'La urgencia 9 no existe' } });
      expect((await api('GET', '/Impact')).body.data).toHaveLength(3);
      expect((await api('GET', '/Urgency')).body.data).toHaveLength(3);
    });

    it('creates, updates and deletes priorities; refuses duplicates and priorities in use', async () => {
      const created = await api('POST', '/Priorities', { body: { name: 'Programada', enabled: true } });
      expect(created.body.data).toEqual({ id: 5, name: 'Programada', enabled: true, rowVersion: 1 });
      expect((await api('POST', '/Priorities', { body: { name: 'media', enabled: true } })).status).toBe(409);
      expect((await api('PUT', '/Priorities', { body: { id: 5, name: 'Alta', enabled: true, rowVersion: 1 } })).status).toBe(409);
      expect((await api('PUT', '/Priorities', { body: { id: 5, name: 'Diferida', enabled: false, rowVersion: 1 } })).body.data.name).toBe('Diferida');
      const page = await api('POST', '/Priorities/GeneralSearch', { body: search({ pageSize: 2, pageNumber: 3 }) });
      expect(page.body.data).toMatchObject({ items: [{ id: 5 }], totalCount: 5, hasNext: false });
      expect((await api('DELETE', '/Priorities/2')).status).toBe(409);
      expect((await api('DELETE', '/Priorities/9')).body.message).toBe('La prioridad 9 no existe');
      expect((await api('DELETE', '/Priorities/5')).body.data).toBe(true);
      expect(ids((await api('GET', '/Priorities')).body.data)).toEqual([1, 2, 3, 4]);
    });

    it('lists the priorities of a priority type', async () => {
      expect(ids((await api('GET', '/PriorityTypes/1/Priorities')).body.data)).toEqual([1, 2, 3, 4]);
      expect((await api('GET', '/PriorityTypes/7/Priorities')).status).toBe(404);
    });

    it('needs the catalogue permission to create', async () => {
      expect((await api('POST', '/Priorities', { as: 'DIS', body: { name: 'Otra', enabled: true } })).status).toBe(403);
    });
  });

  describe('service types and classes', () => {
    it('lists types, those of a client, of a service and still available', async () => {
      expect(ids((await api('GET', '/ServiceTypes')).body.data)).toEqual([9, 10, 11, 12, 13, 32]);
      expect(ids((await api('GET', '/ServiceTypes', { query: { clientId: 1 } })).body.data)).toEqual([9, 10, 11, 12, 13, 32]);
      const service = [...sandbox.store.services.values()].find((s) => s.serviceTypeId === 32)!;
      expect(ids((await api('GET', '/ServiceTypes/GetServiceTypesByService', { query: { serviceId: service.id } })).body.data)).toEqual([32]);
      expect((await api('GET', '/ServiceTypes/GetAvailableTypes/1')).body.data).toEqual([]);
      const created = await api('POST', '/ServiceTypes', { body: { name: 'Auditoría', description: null, isIncident: false, closingTemplate: null, enabled: true, surveyId: null } });
      const id = created.body.data.id;
      expect(id).toBe(33);
      expect(ids((await api('GET', '/ServiceTypes/GetAvailableTypes/1')).body.data)).toEqual([id]);
      expect((await api('PUT', `/ServiceTypes/${id}/Survey/12`)).body.data.surveyId).toBe(12);
      expect((await api('GET', `/ServiceTypes/${id}`)).body.data.surveyId).toBe(12);
    });

    it('searches, updates and deletes service types', async () => {
      const incidents = await api('POST', '/ServiceTypes/GetServiceTypes', { body: { ...search(), isIncident: true } });
      expect(ids(incidents.body.data.items)).toEqual([9]);
      const body = { id: 10, name: 'Incidente', description: 'x', isIncident: false, closingTemplate: null, enabled: true, surveyId: null, rowVersion: 1 };
      expect((await api('PUT', '/ServiceTypes', { body })).status).toBe(409);
      expect((await api('PUT', '/ServiceTypes', { body: { ...body, name: 'Requerimiento general' } })).body.data.name).toBe('Requerimiento general');
      expect((await api('DELETE', '/ServiceTypes/9')).status).toBe(409);
      expect((await api('GET', '/ServiceTypes/5')).status).toBe(404);
    });

    it('lists and searches service classes', async () => {
      expect((await api('GET', '/ServiceClass', { query: { onlyEnabled: true } })).body.data).toHaveLength(5);
      const page = await api('POST', '/ServiceClass/GeneralSearch', { body: search({ isExport: true, enabled: true, pageSize: 15000 }) });
      expect(page.body.data).toMatchObject({ totalCount: 5, hasNext: false });
    });
  });

  describe('partners', () => {
    it('lists partners, and those of the caller', async () => {
      expect((await api('GET', '/Partner', { query: { onlyEnabled: true } })).body.data).toHaveLength(5);
      expect((await api('GET', '/Partner/PartnersByUser', { as: 'DIS' })).body.data).toHaveLength(5);
      expect((await api('GET', '/Partner/PartnersByUser', { as: 'CWR' })).body.data).toEqual([]);
    });
  });

  describe('projects', () => {
    it('filters and pages projects', async () => {
      const all = await api('GET', '/Project/GetProjects');
      expect(all.body.data).toMatchObject({ totalCount: 20, pageNumber: 1, pageSize: 25, hasNext: false });
      expect(all.body.data.items[0]).toMatchObject({ id: 1, clientId: 1, clientName: 'Banco del Valle' });
      const disabled = await api('GET', '/Project/GetProjects', { query: { enabled: false } });
      expect(disabled.body.data.totalCount).toBe(5);
      const client = await api('GET', '/Project/GetProjects', { query: { clientId: 2, pageNumber: 2, pageSize: 3 } });
      expect(client.body.data).toMatchObject({ totalCount: 4, pageNumber: 2, hasNext: false });
      expect(ids(client.body.data.items)).toEqual([8]);
      const exported = await api('GET', '/Project/GetProjects', { query: { enabled: true, isExport: true } });
      expect(exported.body.data.items).toHaveLength(15);
      expect((await api('GET', '/Project/GetProjects', { query: { clientId: 42 } })).status).toBe(404);
    });

    it('creates, updates and deletes a project', async () => {
      const body = { name: 'Piloto Valle 2027', description: null, companyName: null, clientId: 1, enabled: true };
      const created = await api('POST', '/Project', { body });
      expect(created.body.data).toMatchObject({ id: 21, name: 'Piloto Valle 2027', description: null, clientName: 'Banco del Valle' });
      expect((await api('POST', '/Project', { body })).status).toBe(409);
      expect((await api('POST', '/Project', { body: { ...body, clientId: 2 } })).status).toBe(200);
      const updated = await api('PUT', '/Project', { body: { ...body, id: 21, description: 'Piloto', enabled: false, rowVersion: 1 } });
      expect(updated.body.data).toMatchObject({ id: 21, description: 'Piloto', enabled: false });
      expect((await api('POST', '/Project', { body: { ...body, clientId: 77 } })).status).toBe(404);
      expect((await api('DELETE', '/Project/1')).status).toBe(409);
      expect((await api('DELETE', '/Project/21')).body.data).toBe(true);
      expect((await api('DELETE', '/Project/21')).status).toBe(404);
    });
  });
});

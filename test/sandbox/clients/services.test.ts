import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { LIMITS } from '../../../src/shared/validation/limits';
import { loadContracts } from '../contract/loadContracts';

const sandbox = setupSandbox({ tickets: 50 });
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/catalog/api/v1${url}`, options);
const operation = (operationId: string) => loadContracts().operations.find((o) => o.operationId === operationId)!;
const forgetViolations = () => (sandbox.violations.length = 0);
const { clients: L } = LIMITS;

const projectOf = (clientId: number) => [...sandbox.store.projects.values()].find((p) => p.clientId === clientId)!.id;
const newService = () => ({
  id: null, clientId: 1, projectId: projectOf(1), serviceTypeId: 10, number: 'S-900', name: 'Revisión de kiosco', description: 'Revisión mensual',
  priceType: 'Fixed', cost: 1500.5, attentionTime: 4, expirationTime: 48, timeLimitHours: 8, remoteWork: false, enabled: true, rowVersion: null,
});
const save = (body: object) => api('POST', '/Services/SaveService', { body });

describe('client services', () => {
  it('keeps the paths the spec gives letter for letter', () => {
    const ids = ['getCatalogServices', 'getCatalogServiceById', 'saveCatalogService', 'searchCatalogServices', 'getCatalogServiceTypeServices'];
    expect(ids.map((id) => `${operation(id).method.toUpperCase()} ${operation(id).pathTemplate}`)).toEqual([
      'GET /catalog/api/v1/Services', 'GET /catalog/api/v1/Services/{id}', 'POST /catalog/api/v1/Services/SaveService',
      'POST /catalog/api/v1/Services/ServiceSearch', 'GET /catalog/api/v1/ServiceTypes/{id}/Services',
    ]);
  });

  it('lists, searches and reads a client\'s services with their configuration', async () => {
    const ofClient = (await api('GET', '/Services', { query: { clientId: 2 } })).body.data;
    expect(ofClient.length).toBeGreaterThan(0);
    expect(ofClient.every((s: { clientId: number }) => s.clientId === 2)).toBe(true);
    const page = await api('POST', '/Services/ServiceSearch', { body: { clientId: 2, serviceTypeId: null, text: null, enabled: null, isExport: null, pageNumber: 1, pageSize: 25 } });
    expect(page.body.data.totalCount).toBe(ofClient.length);
    const incident = ofClient.find((s: { serviceTypeId: number }) => s.serviceTypeId === 9);
    const detail = (await api('GET', `/Services/${incident.id}`)).body.data;
    expect(detail.configuration).toMatchObject({ schedule: { allDay: true }, evidenceMinimum: 2, maxIncidentsPerLocation: 3 });
    const ofType = (await api('GET', '/ServiceTypes/9/Services', { query: { clientId: 2 } })).body.data;
    expect(ofType.every((s: { serviceTypeId: number }) => s.serviceTypeId === 9)).toBe(true);
  });

  it('saves a service at each limit and refuses one past (name 50, attention 3 digits, expiration 5, hours above 0, description not blank first)', async () => {
    const atLimits = { ...newService(), name: 'n'.repeat(L.serviceNameMax), attentionTime: L.attentionTimeMax, expirationTime: L.expirationTimeMax, timeLimitHours: L.timeLimitHoursMin };
    const created = await save(atLimits);
    expect(created.body.data).toMatchObject({ name: 'n'.repeat(L.serviceNameMax), attentionTime: 999, expirationTime: 99_999, timeLimitHours: 0.01, rowVersion: 1 });
    const past = [
      { name: 'm'.repeat(L.serviceNameMax + 1) }, { attentionTime: L.attentionTimeMax + 1 }, { expirationTime: L.expirationTimeMax + 1 },
      { timeLimitHours: 0 }, { description: ' empieza en blanco' }, { cost: LIMITS.numbers.costMax + 0.01 },
    ];
    for (const change of past) expect((await save({ ...newService(), name: 'Otro', ...change })).status).toBe(400);
    forgetViolations();
    expect((await save({ ...newService(), name: 'N'.repeat(L.serviceNameMax) })).body).toMatchObject({ message: 'Ya existe un servicio con ese nombre para el cliente', detail: 'name' });
    expect((await save({ ...newService(), name: 'Otro', projectId: projectOf(2) })).body.detail).toBe('projectId');
  });

  it('updates with the version read, and attends service type 32 remotely whatever is sent', async () => {
    const created = (await save({ ...newService(), name: 'Lanzamiento', serviceTypeId: 32 })).body.data;
    expect(created.remoteWork).toBe(true);
    const updated = await save({ ...newService(), id: created.id, name: 'Lanzamiento', cost: 99, rowVersion: 1 });
    expect(updated.body.data).toMatchObject({ cost: 99, rowVersion: 2 });
    expect((await save({ ...newService(), id: created.id, name: 'Lanzamiento', rowVersion: 1 })).body).toMatchObject({ detail: 'rowVersion', data: { rowVersion: 2 } });
  });

  it('sets the weekly schedule, refusing a start after its end, a day twice, and weekdays with 24x7', async () => {
    const schedule = (days: object[], allDay = false) => api('POST', '/Services/ConfigureSchedule', { body: { serviceId: 2, allDay, calendarDays: false, days } });
    const ok = await schedule([{ weekday: 2, start: '08:00', end: '17:30' }, { weekday: 1, start: '00:00', end: '23:59' }]);
    expect(ok.body.data.schedule.days.map((d: { weekday: number }) => d.weekday)).toEqual([1, 2]);
    expect(await schedule([{ weekday: 3, start: '18:00', end: '09:00' }])).toMatchObject({
      status: 400, body: { message: 'La hora de inicio del miércoles debe ser anterior a la de fin', detail: 'days[0].end' },
    });
    expect((await schedule([{ weekday: 3, start: '09:00', end: '09:00' }])).status).toBe(400);
    expect((await schedule([{ weekday: 4, start: '09:00', end: '10:00' }, { weekday: 4, start: '11:00', end: '12:00' }])).body.detail).toBe('days[1].weekday');
    expect((await schedule([{ weekday: 4, start: '09:00', end: '10:00' }], true)).body.detail).toBe('days');
    expect((await schedule([], true)).body.data.schedule).toEqual({ allDay: true, calendarDays: false, days: [] });
    expect((await schedule([{ weekday: 5, start: '24:00', end: '25:00' }])).status).toBe(400);
    forgetViolations();
  });

  it('sets the evidence minimum, the maximum incidents per location (1 to 99 or unlimited) and the business settings', async () => {
    const post = (path: string, body: object) => api('POST', `/Services/${path}`, { body: { serviceId: 3, ...body } });
    expect((await post('ConfigureEvidence', { evidenceMinimum: L.evidenceMinimumMax })).body.data.evidenceMinimum).toBe(L.evidenceMinimumMax);
    expect((await post('ConfigureEvidence', { evidenceMinimum: L.evidenceMinimumMax + 1 })).status).toBe(400);
    expect((await post('ConfigureMaximumIncidents', { unlimited: false, maximum: L.maxIncidentsMin })).body.data.maxIncidentsPerLocation).toBe(1);
    expect((await post('ConfigureMaximumIncidents', { unlimited: false, maximum: L.maxIncidentsMax })).body.data.maxIncidentsPerLocation).toBe(99);
    for (const maximum of [L.maxIncidentsMin - 1, L.maxIncidentsMax + 1]) expect((await post('ConfigureMaximumIncidents', { unlimited: false, maximum })).status).toBe(400);
    expect((await post('ConfigureMaximumIncidents', { unlimited: false, maximum: null })).body.detail).toBe('maximum');
    expect((await post('ConfigureMaximumIncidents', { unlimited: true, maximum: null })).body.data.maxIncidentsPerLocation).toBeNull();
    forgetViolations();
    expect((await post('ConfigureAutomaticClose', { enabled: true })).body.data.automaticClose).toBe(true);
    expect((await post('ConfigureOperationType', { operationTypeId: 2 })).body.data.operationTypeId).toBe(2);
    expect((await post('ConfigureOperationType', { operationTypeId: 99 })).body.detail).toBe('operationTypeId');
    expect((await post('ConfigureRequirement', { documentRequired: false, commentRequired: true })).body.data.requirement).toEqual({ documentRequired: false, commentRequired: true });
    expect((await post('ConfigureSupplies', { ids: [4, 5], readIds: [] })).body.data.supplyIds).toEqual([4, 5]);
    expect((await post('ConfigureSupplies', { ids: [6], readIds: [] })).body).toMatchObject({ detail: 'readIds', data: [4, 5] });
    expect((await post('ConfigureInterventionCode', { ids: [1], readIds: [] })).body.data.interventionCodeIds).toEqual([1]);
  });

  it('keeps one response time per priority of the service\'s client, within the SLA digits', async () => {
    const priority = [...sandbox.store.clientPriorities.values()].find((p) => p.clientId === 1)!;
    const foreign = [...sandbox.store.clientPriorities.values()].find((p) => p.clientId !== 1)!;
    const body = { serviceId: 1, clientPriorityId: priority.id, attentionTime: L.attentionTimeMax, expirationTime: L.expirationTimeMax };
    const created = (await api('POST', '/ServiceResponseTimes', { body })).body.data;
    expect(created).toMatchObject({ clientPriorityName: priority.name, rowVersion: 1 });
    expect((await api('POST', '/ServiceResponseTimes', { body })).status).toBe(409);
    expect((await api('POST', '/ServiceResponseTimes', { body: { ...body, clientPriorityId: foreign.id } })).body.detail).toBe('clientPriorityId');
    expect((await api('POST', '/ServiceResponseTimes', { body: { ...body, attentionTime: L.attentionTimeMax + 1 } })).status).toBe(400);
    forgetViolations();
    const update = { id: created.id, attentionTime: 2, expirationTime: 6, rowVersion: 1 };
    expect((await api('PUT', '/ServiceResponseTimes', { body: update })).body.data.rowVersion).toBe(2);
    expect((await api('PUT', '/ServiceResponseTimes', { body: update })).status).toBe(409);
    expect((await api('GET', '/ServiceResponseTimes', { query: { serviceId: 1 } })).body.data).toHaveLength(1);
    expect((await api('DELETE', `/ServiceResponseTimes/${created.id}`)).body.data).toBe(true);
  });

  it('keeps a client\'s watermark: created once, then replaced with the version read', async () => {
    const fields = {
      text: 'Farmacias', backgroundColor: '#112233', opacity: L.watermarkOpacityMax, textColor: '#FFFFFF', fontSize: 'large', showLocation: true, showTicketId: true,
      showAddress: true, showLatitude: false, showLongitude: false, showMunicipality: true, showState: true, showDateTime: true,
    };
    expect((await api('GET', '/Watermark/2')).body.data).toEqual([]);
    // The demo client users belong to client 1: another client's watermark is not theirs to read.
    expect((await api('GET', '/Watermark/2', { as: 'CWR' })).status).toBe(404);
    expect((await api('GET', '/Watermark/1', { as: 'ENG' })).body.data).toHaveLength(1);
    const created = await api('POST', '/Watermark', { body: { clientId: 2, ...fields, rowVersion: null } });
    expect(created.body.data).toMatchObject({ ...fields, rowVersion: 1 });
    expect((await api('POST', '/Watermark', { body: { clientId: 2, ...fields, rowVersion: null } })).body.detail).toBe('rowVersion');
    expect((await api('POST', '/Watermark', { body: { clientId: 2, ...fields, text: 'F2', rowVersion: 1 } })).body.data.rowVersion).toBe(2);
    expect((await api('GET', '/Watermark/2')).body.data[0].text).toBe('F2');
    for (const past of [{ opacity: L.watermarkOpacityMax + 1 }, { text: 't'.repeat(L.watermarkTextMax + 1) }, { textColor: 'white' }, { fontSize: 'huge' }]) {
      expect((await api('POST', '/Watermark', { body: { clientId: 2, ...fields, ...past, rowVersion: 2 } })).status).toBe(400);
    }
    forgetViolations();
  });
});

import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { allLocations } from '../geography/locationStore';

const sandbox = setupSandbox();
const api = (path: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, 'GET', `/catalog/api/v1${path}`, options);

describe('catalogues of ticket creation and status changes', () => {
  it('lists the enabled clients by name; a client user only gets their own', async () => {
    const all = await api('/Clients/EnabledClients', { as: 'DIS' });
    expect(all.body.data.map((c: { id: number }) => c.id).sort()).toEqual([...sandbox.store.clients.keys()].sort());
    expect(all.body.data.map((c: { name: string }) => c.name)).toEqual([...sandbox.store.clients.values()].map((c) => c.name).sort((a, b) => a.localeCompare(b, 'es')));
    sandbox.store.clients.get(3)!.enabled = false;
    expect((await api('/Clients/EnabledClients', { as: 'DIS' })).body.data.map((c: { id: number }) => c.id)).not.toContain(3);
    const mine = await api('/Clients/EnabledClients', { as: 'CWR' });
    expect(mine.body.data).toEqual([{ id: 1, number: 'CL-1001', name: sandbox.store.clients.get(1)!.name, enabled: true }]);
  });

  it('searches the locations of a client and pages them', async () => {
    // The geography service's one store; the ticket form offers the enabled ones.
    const own = allLocations(sandbox.store).filter((l) => l.clientId === 2 && l.enabled);
    const first = await api('/Clients/2/Locations', { query: { pageSize: 10 } });
    expect(first.body.data).toMatchObject({ totalCount: own.length, pageNumber: 1, pageSize: 10, hasNext: true });
    expect(first.body.data.items.every((l: { clientId: number }) => l.clientId === 2)).toBe(true);
    const target = own[7]!;
    const found = await api('/Clients/2/Locations', { query: { text: target.postalCode } });
    expect(found.body.data.items.map((l: { id: number }) => l.id)).toContain(target.id);
    const accentBlind = await api('/Clients/2/Locations', { query: { text: target.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase() } });
    expect(accentBlind.body.data.items.map((l: { id: number }) => l.id)).toContain(target.id);
    expect((await api('/Clients/2/Locations', { query: { text: 'zzzz' } })).body.data).toMatchObject({ items: [], totalCount: 0 });
  });

  it('refuses the locations of another client to a client user, and of an unknown client', async () => {
    expect(await api('/Clients/2/Locations', { as: 'CWR' })).toMatchObject({ status: 404, body: { message: 'El cliente 2 no existe' } });
    expect((await api('/Clients/1/Locations', { as: 'CWR' })).status).toBe(200);
    expect((await api('/Clients/99/Locations')).status).toBe(404);
  });

  it('lists the enabled services of a project, optionally of one service type', async () => {
    const project = [...sandbox.store.projects.values()][0]!;
    const expected = [...sandbox.store.services.values()].filter((s) => s.projectId === project.id);
    const all = await api(`/Project/${project.id}/Services`);
    expect(all.body.data.map((s: { id: number }) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
    const typeId = expected[0]!.serviceTypeId;
    const ofType = await api(`/Project/${project.id}/Services`, { query: { serviceTypeId: typeId } });
    expect(ofType.body.data.length).toBeGreaterThan(0);
    expect(ofType.body.data.every((s: { serviceTypeId: number }) => s.serviceTypeId === typeId)).toBe(true);
    sandbox.store.services.get(expected[0]!.id)!.enabled = false;
    expect((await api(`/Project/${project.id}/Services`)).body.data.map((s: { id: number }) => s.id)).not.toContain(expected[0]!.id);
    expect((await api('/Project/999/Services')).status).toBe(404);
  });

  it('answers the cancellation and pending reasons by status, and none for other statuses', async () => {
    const cancel = await api('/Reasons/ByTicketStatus/11', { as: 'DIS' });
    expect(cancel.body.data.length).toBeGreaterThan(0);
    expect(cancel.body.data.every((r: { ticketStatusId: number }) => r.ticketStatusId === 11)).toBe(true);
    const pending = await api('/Reasons/ByTicketStatus/20', { as: 'ENG' });
    expect(pending.body.data.length).toBeGreaterThan(0);
    const cancelIds = new Set(cancel.body.data.map((r: { id: number }) => r.id));
    expect(pending.body.data.some((r: { id: number }) => cancelIds.has(r.id))).toBe(false);
    expect((await api('/Reasons/ByTicketStatus/7')).body.data).toEqual([]);
  });

  it("gives the demo engineer the warehouses whose responsible is the demo warehouse administrator", async () => {
    const engineer = await api('/Warehouses/ByUser', { as: 'ENG' });
    expect(engineer.body.data.length).toBeGreaterThan(0);
    const almacen = sandbox.store.users.get(5)!;
    expect(almacen.userName).toBe('almacen');
    for (const w of engineer.body.data) expect(w).toMatchObject({ responsibleId: 5, responsibleFullName: almacen.fullName, enabled: true });
    const admin = await api('/Warehouses/ByUser', { as: 'WAD' });
    expect(admin.body.data.map((w: { warehouseId: number }) => w.warehouseId)).toEqual(expect.arrayContaining(almacen.warehouseIds));
  });

  it('falls back to every enabled warehouse for a user without warehouses in reach', async () => {
    const engineer = sandbox.store.users.get(4)!;
    engineer.region = 'Región sin almacén';
    const body = (await api('/Warehouses/ByUser', { as: 'ENG' })).body.data;
    expect(body).toHaveLength([...sandbox.store.warehouses.values()].filter((w) => w.enabled).length);
  });
});

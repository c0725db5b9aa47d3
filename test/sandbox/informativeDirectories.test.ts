import { callApi } from '../setup/callApi';
import { setupSandbox } from '../setup/sandboxServer';

/** The informative module's directories (catalog getCatalogClientDirectory, ticket getTicketWorkForceDirectory): no permission, read only. */
const sandbox = setupSandbox({ tickets: 200 });

const CLIENTS = '/catalog/api/v1/Clients/Directory';
const WORK_FORCE = '/ticket/api/v1/Tickets/WorkForceDirectory';
const FINAL = new Set([5, 9, 10, 11, 26]);

afterEach(() => jest.restoreAllMocks());

describe('the informative directories', () => {
  it('answer a signed-in user who holds no permission at all, and nobody signed out', async () => {
    const reader = [...sandbox.store.users.values()].find((u) => u.roleCode === 'CRE')!;
    jest.spyOn(sandbox.store, 'permissionsOf').mockReturnValue(new Set());
    for (const path of [CLIENTS, WORK_FORCE]) {
      expect((await callApi(sandbox, 'GET', path, { as: reader.userId })).status).toBe(200);
      expect((await callApi(sandbox, 'GET', path, { as: null })).status).toBe(401);
    }
    expect(sandbox.violations).toEqual([]);
  });

  it('give a client user only their clients, and an internal user every enabled client with its services and attention hours', async () => {
    const reader = [...sandbox.store.users.values()].find((u) => u.roleCode === 'CRE')!;
    const mine = (await callApi(sandbox, 'GET', CLIENTS, { as: reader.userId })).body.data as { id: number }[];
    expect(mine.map((c) => c.id)).toEqual(reader.clientIds);

    const all = (await callApi(sandbox, 'GET', CLIENTS, { as: 'DIS' })).body.data as { id: number; services: unknown[]; attentionTimes: { attentionHours: number }[] }[];
    expect(all).toHaveLength([...sandbox.store.clients.values()].filter((c) => c.enabled).length);
    const first = all.find((c) => c.id === 1)!;
    expect(first.services).toHaveLength([...sandbox.store.services.values()].filter((s) => s.clientId === 1 && s.enabled).length);
    expect(first.attentionTimes.map((a) => a.attentionHours)).toEqual(
      [...sandbox.store.clientPriorities.values()].filter((p) => p.clientId === 1 && p.enabled).map((p) => p.attentionHours).sort((a, b) => a - b),
    );
  });

  it('list each engineer\'s open tickets the caller may see: all for a dispatcher, their clients\' for a client user', async () => {
    type Entry = { userId: number; openTickets: { ticketId: number }[] };
    const open = (userId: number) => [...sandbox.store.tickets.values()].filter((t) => t.assignedEngineerId === userId && !FINAL.has(t.statusId));
    const forDispatcher = (await callApi(sandbox, 'GET', WORK_FORCE, { as: 'DIS' })).body.data as Entry[];
    for (const entry of forDispatcher) expect(entry.openTickets.map((t) => t.ticketId).sort()).toEqual(open(entry.userId).map((t) => t.ticketId).sort());

    const reader = [...sandbox.store.users.values()].find((u) => u.roleCode === 'CRE')!;
    const forReader = (await callApi(sandbox, 'GET', WORK_FORCE, { as: reader.userId })).body.data as Entry[];
    const seen = forReader.flatMap((e) => e.openTickets.map((t) => sandbox.store.tickets.get(t.ticketId)!.clientId));
    expect(seen.every((clientId) => reader.clientIds.includes(clientId))).toBe(true);
  });
});

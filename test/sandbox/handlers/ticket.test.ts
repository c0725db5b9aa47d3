import { callApi, type CallOptions } from '../../setup/callApi';
import { attachDocument } from '../../setup/sandboxDocuments';
import { setupSandbox } from '../../setup/sandboxServer';
import { filesOf } from '../filestorage/state';
import type { TicketRecord } from '../store/types';
import { ticketState } from '../ticket/state';

const sandbox = setupSandbox();
const API = '/ticket/api/v1';

const filter = (overrides: Record<string, unknown> = {}) => ({
  statusCategoryId: -5, fromPercent: null, toPercent: null, clientNumber: null, clientName: null, projectId: null, numberService: null,
  serviceName: null, locationName: null, comercialName: null, assignedEngineerEmail: null, productSerialNumber: null, clientTicketNumber: null,
  ticketId: null, ticketsStatusIds: null, partnerIds: null, delayClassificationId: null, remote: null, serviceTypeId: null, serviceClassId: null,
  External: null, externalOrigin: null, externalEventId: null, creationDateFromUTC: null, creationDateToUTC: null, scheduleDateFromUTC: null,
  scheduleDateToUTC: null, closedDateFromUTC: null, closedDateToUTC: null, CancelledDateFromUTC: null, CancelledDateToUTC: null,
  StartDateFromUTC: null, StartDateToUTC: null, AttendDateFromUTC: null, AttendDateToUTC: null, pageNumber: 1, pageSize: 25,
  sortField: 'ticketId', sortOrder: 'asc', ...overrides,
});

const search = (overrides: Record<string, unknown> = {}, as: CallOptions['as'] = 'ADM') =>
  callApi(sandbox, 'POST', `${API}/Tickets/GeneralSearch`, { as, body: filter(overrides) });

const tickets = () => [...sandbox.store.tickets.values()];
const firstTicket = (pred: (t: TicketRecord) => boolean) => {
  const found = tickets().find(pred);
  if (!found) throw new Error('no seeded ticket matches');
  return found;
};
const countWhere = (pred: (t: TicketRecord) => boolean) => tickets().filter(pred).length;
const enabledStatus = (t: TicketRecord) => sandbox.store.statuses.get(t.statusId)!.enabled;

describe('searchTicketsGeneral', () => {
  it('pages with totalCount and hasNext', async () => {
    const total = countWhere(enabledStatus);
    const first = await search();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ totalCount: total, pageNumber: 1, pageSize: 25, hasNext: true });
    expect(first.body.data.items).toHaveLength(25);
    const lastPage = Math.ceil(total / 25);
    const last = await search({ pageNumber: lastPage });
    expect(last.body.data.hasNext).toBe(false);
    expect(last.body.data.items).toHaveLength(total - (lastPage - 1) * 25);
    const second = await search({ pageNumber: 2 });
    expect(second.body.data.items[0].ticketId).toBeGreaterThan(first.body.data.items[24].ticketId);
  });

  it('sorts by the requested field and order, ties by ticket number', async () => {
    const byDate = (await search({ sortField: 'creationDateUTC', sortOrder: 'desc', pageSize: 100 })).body.data.items;
    const dates = byDate.map((r: any) => r.creationDateUTC);
    expect(dates).toEqual([...dates].sort().reverse());
    const byClient = (await search({ sortField: 'clientName', sortOrder: 'asc', pageSize: 200 })).body.data.items;
    expect(byClient[0].clientName).toBe('Banco del Valle');
    const firstClient = byClient.filter((r: any) => r.clientName === 'Banco del Valle').map((r: any) => r.ticketId);
    expect(firstClient).toEqual([...firstClient].sort((a, b) => a - b));
    const closedAsc = (await search({ sortField: 'closedDate', sortOrder: 'asc', pageSize: 1 })).body.data.items[0];
    expect(closedAsc.closedDate).toBeNull();
    const closedDesc = (await search({ sortField: 'closedDate', sortOrder: 'desc', pageSize: 1 })).body.data.items[0];
    expect(closedDesc.closedDate).toBe(tickets().filter(enabledStatus).map((t) => t.closedDate ?? '').sort().at(-1));
    const desc = (await search({ sortField: 'ticketId', sortOrder: 'desc', pageSize: 1 })).body.data.items[0];
    expect(desc.ticketId).toBe(Math.max(...tickets().filter(enabledStatus).map((t) => t.ticketId)));
  });

  it('matches text case- and accent-insensitively and ids exactly', async () => {
    const hospital = await search({ clientName: 'ANGELES', pageSize: 500 });
    expect(hospital.body.data.totalCount).toBe(countWhere((t) => t.clientId === 5 && enabledStatus(t)));
    expect(new Set(hospital.body.data.items.map((r: any) => r.clientName))).toEqual(new Set(['Hospitales Ángeles del Sur']));
    const one = await search({ ticketId: '100007' });
    expect(one.body.data.items.map((r: any) => r.ticketId)).toEqual([100007]);
    expect((await search({ ticketId: '10000' })).body.data.totalCount).toBe(0);
    const mine = await search({ assignedEngineerEmail: 'INGENIERO@', pageSize: 500 });
    expect(mine.body.data.totalCount).toBe(countWhere((t) => t.assignedEngineerId === 4 && enabledStatus(t)));
  });

  it('selects statuses by category, narrowed by ticketsStatusIds', async () => {
    const finished = await search({ statusCategoryId: -3, pageSize: 500 });
    expect(finished.body.data.totalCount).toBe(countWhere((t) => [5, 10].includes(t.statusId)));
    expect(finished.body.data.items.every((r: any) => [5, 10].includes(r.statusId))).toBe(true);
    const custom = await search({ statusCategoryId: -2, ticketsStatusIds: [7], pageSize: 500 });
    expect(custom.body.data.totalCount).toBe(countWhere((t) => t.statusId === 7));
    expect((await search({ statusCategoryId: -1, ticketsStatusIds: [5] })).body.data.totalCount).toBe(0);
    expect((await search({ statusCategoryId: 5 }, 'ENG')).status).toBe(403);
  });

  it('filters by UTC date and percent ranges and refuses a reversed range', async () => {
    const from = '2026-06-01T00:00:00';
    const to = '2026-08-01T00:00:00';
    const ranged = await search({ creationDateFromUTC: from, creationDateToUTC: to, fromPercent: '50', toPercent: '100,0', pageSize: 500 });
    const expected = countWhere((t) => enabledStatus(t) && t.creationDateUTC >= from && t.creationDateUTC <= to && t.ticketProgress >= 50);
    expect(expected).toBeGreaterThan(0);
    expect(ranged.body.data.totalCount).toBe(expected);
    const reversed = await search({ closedDateFromUTC: to, closedDateToUTC: from });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('closedDateToUTC debe ser mayor que closedDateFromUTC');
  });
});

describe('visibility by role', () => {
  it('shows an engineer only their tickets and client users only their clients', async () => {
    const eng = await search({ pageSize: 500 }, 'ENG');
    expect(eng.body.data.totalCount).toBe(countWhere((t) => t.assignedEngineerId === 4 && enabledStatus(t)));
    expect(new Set(eng.body.data.items.map((r: any) => r.assignedEngineerFullName))).toEqual(new Set(['Emilio Rangel Soto']));
    const client = await search({ pageSize: 500 }, 'CRE');
    expect(client.body.data.totalCount).toBe(countWhere((t) => t.clientId === 1 && enabledStatus(t)));
    const mine = await callApi(sandbox, 'POST', `${API}/Tickets/MyTickets`, {
      as: 'ENG', body: { ticketsStatusIds: null, text: null, pageNumber: 1, pageSize: 10, sortField: 'ticketId', sortOrder: 'asc' },
    });
    expect(mine.body.data.totalCount).toBe(countWhere((t) => t.assignedEngineerId === 4));
  });

  it('answers 403 to an engineer and 404 to a client user for tickets outside their scope', async () => {
    const other = firstTicket((t) => t.assignedEngineerId !== 4 && t.clientId !== 1);
    expect((await callApi(sandbox, 'GET', `${API}/Tickets/${other.ticketId}`, { as: 'ENG' })).status).toBe(403);
    const hidden = await callApi(sandbox, 'GET', `${API}/Tickets/${other.ticketId}`, { as: 'CRE' });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(`El ticket ${other.ticketId} no existe`);
    const own = firstTicket((t) => t.assignedEngineerId === 4);
    const detail = await callApi(sandbox, 'GET', `${API}/Tickets/${own.ticketId}`, { as: 'ENG' });
    expect(detail.body.data).toMatchObject({ ticketId: own.ticketId, ticketAssignedEngineerId: 4 });
  });

  it('scopes the dashboard counts', async () => {
    const dash = await callApi(sandbox, 'GET', `${API}/Dashboards/TicketsByStatusCategory`, { as: 'ENG', query: { IsWeb: true, OnlyIncidents: true } });
    const cancelled = dash.body.data.find((c: any) => c.statusCategoryId === -8);
    expect(cancelled.count).toBe(countWhere((t) => t.assignedEngineerId === 4 && t.isIncident && t.statusId === 11));
  });
});

describe('status changes', () => {
  it('moves along the transition table and writes the logbook and the comment', async () => {
    const ticket = firstTicket((t) => t.statusId === 7);
    const moved = await callApi(sandbox, 'PUT', `${API}/Tickets/UpdateToPendingValidation`, { body: { ticketId: ticket.ticketId, comment: 'Trabajo terminado' } });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toEqual({ ticketId: ticket.ticketId, ticketStatusId: 17, ticketStatusName: 'Pendiente de validación y cierre' });
    expect(ticket.previousStatusId).toBe(7);
    const logbook = await callApi(sandbox, 'GET', `${API}/Tickets/${ticket.ticketId}/Logbook`);
    expect(logbook.body.data[0]).toMatchObject({ statusId: 17, previousStatusId: 7, comment: 'Trabajo terminado', createdUserFullName: 'Andrea Salinas Ruiz' });
    attachDocument(sandbox.store, ticket.ticketId);
    const closed = await callApi(sandbox, 'PUT', `${API}/Tickets/UpdateToClosed`, { body: { ticketId: ticket.ticketId, comment: 'Validado con el cliente' } });
    expect(closed.body.data.ticketStatusId).toBe(5);
    expect(ticket.closedDate).toBe('2026-11-20T15:00:00');
  });

  it('refuses a move outside the table with 409 and leaves the ticket unchanged', async () => {
    const ticket = firstTicket((t) => t.statusId === 2);
    const refused = await callApi(sandbox, 'PUT', `${API}/Tickets/UpdateToClosed`, { body: { ticketId: ticket.ticketId, comment: 'Cierre directo' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`No se permite cambiar de Pendiente de asignación a Cerrado (ticket ${ticket.ticketId})`);
    expect(ticket.statusId).toBe(2);
  });

  it('refuses closing a ticket without a document and leaves it as it was', async () => {
    const ticket = firstTicket((t) => t.statusId === 7 && ![...filesOf(sandbox.store).values()].some((f) => f.ticketId === t.ticketId));
    const close = () => callApi(sandbox, 'PUT', `${API}/Tickets/UpdateToClosed`, { body: { ticketId: ticket.ticketId, comment: 'Trabajo terminado' } });
    const refused = await close();
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`Adjunte al menos 1 documento antes de cerrar el ticket ${ticket.ticketId}`);
    expect(ticket.statusId).toBe(7);
    attachDocument(sandbox.store, ticket.ticketId);
    expect((await close()).body.data.ticketStatusId).toBe(5);
  });

  it('offers the next statuses the caller may pick', async () => {
    const ticket = firstTicket((t) => t.statusId === 7 && t.assignedEngineerId === 4);
    const admin = await callApi(sandbox, 'GET', `${API}/Tickets/${ticket.ticketId}/AvailableStatuses`);
    expect(admin.body.data.map((s: any) => s.id)).toEqual([17, 5, 20, 19, 44, 42, 43, 11]);
    const engineer = await callApi(sandbox, 'GET', `${API}/Tickets/${ticket.ticketId}/AvailableStatuses`, { as: 'ENG' });
    expect(engineer.body.data.map((s: any) => s.id)).toEqual([17, 20, 42, 43]);
  });

  it('needs an engineer or remote attention for pending confirmation, and only the assignee accepts', async () => {
    const ticket = firstTicket((t) => t.statusId === 2 && t.serviceTypeId !== 32);
    const body = { ticketId: ticket.ticketId, comment: null, groupId: null, engineerId: null, remote: false };
    expect((await callApi(sandbox, 'PUT', `${API}/Tickets/UpdateToPendingConfirmation`, { body })).status).toBe(400);
    const assigned = await callApi(sandbox, 'PUT', `${API}/Tickets/UpdateToPendingConfirmation`, { body: { ...body, engineerId: 4 } });
    expect(assigned.body.data.ticketStatusId).toBe(3);
    const notMine = await callApi(sandbox, 'PUT', `${API}/Tickets/AcceptAssignation`, { body: { ticketId: ticket.ticketId, comment: null } });
    expect(notMine.status).toBe(403);
    const accepted = await callApi(sandbox, 'PUT', `${API}/Tickets/AcceptAssignation`, { as: 'ENG', body: { ticketId: ticket.ticketId, comment: null } });
    expect(accepted.body.data.ticketStatusId).toBe(4);
  });
});

describe('createTicket', () => {
  const body = {
    clientId: 1, projectId: 1, serviceTypeId: 9, serviceId: 1, locationId: 1, description: 'Cajero sin efectivo', requestedByUser: 'Marta Gil',
    requesterEmail: 'marta@banco.mx', urgencyId: 1, impactId: 1, priorityId: null, isIncident: true, clientTicketNumber: 'BV-1', remote: false,
  };

  it('creates the ticket in Uploaded with a logbook entry', async () => {
    const created = await callApi(sandbox, 'POST', `${API}/Tickets`, { as: 'CWR', body });
    expect(created.status).toBe(201);
    const ticket = sandbox.store.tickets.get(created.body.data.ticketId)!;
    expect(ticket).toMatchObject({ statusId: 1, clientId: 1, priorityId: 1, createdUserId: 6, creationDateUTC: '2026-11-20T15:00:00' });
    const logbook = await callApi(sandbox, 'GET', `${API}/Tickets/${ticket.ticketId}/Logbook`, { as: 'CWR' });
    expect(logbook.body.data).toHaveLength(1);
  });

  it('back-dates with Request-Date only with TicketCreateWithPreviousDate', async () => {
    const headers = { 'Request-Date': '2026-11-10T08:30:00' };
    expect((await callApi(sandbox, 'POST', `${API}/Tickets`, { as: 'CWR', body, headers })).status).toBe(403);
    const created = await callApi(sandbox, 'POST', `${API}/Tickets`, { as: 'DIS', body, headers });
    expect(created.status).toBe(201);
    expect(sandbox.store.tickets.get(created.body.data.ticketId)!.creationDateUTC).toBe('2026-11-10T08:30:00');
  });

  it('refuses a service of another client (422)', async () => {
    const wrong = await callApi(sandbox, 'POST', `${API}/Tickets`, { body: { ...body, serviceId: 9 } });
    expect(wrong.status).toBe(422);
  });
});

describe('comments', () => {
  it('lists newest first and hides internal ones when asked', async () => {
    const ticket = firstTicket((t) => t.assignedEngineerId === 4);
    for (const [comment, isInternal] of [['Primero', false], ['Interno', true], ['Último', false]] as const) {
      const added = await callApi(sandbox, 'POST', `${API}/TicketComments`, { body: { ticketId: ticket.ticketId, comment, commentTypeId: 1, isInternal } });
      expect(added.status).toBe(201);
    }
    const query = { ticketId: ticket.ticketId, orderBy: 'CreatedDateTime', descending: true, excludeInternal: false, pageNumber: 1, pageSize: 3 };
    const all = await callApi(sandbox, 'POST', `${API}/TicketComments/GetByTicket`, { body: query });
    expect(all.body.data.items.map((c: any) => c.comment)).toEqual(['Último', 'Interno', 'Primero']);
    const external = await callApi(sandbox, 'POST', `${API}/TicketComments/GetByTicket`, { body: { ...query, excludeInternal: true } });
    expect(external.body.data.items.map((c: any) => c.comment).slice(0, 2)).toEqual(['Último', 'Primero']);
  });
});

describe('components', () => {
  it('installs, retires and substitutes by serial number with the contract rules', async () => {
    const ticket = firstTicket((t) => t.statusId === 7);
    const spares = [...ticketState(sandbox.store).products.values()].filter((p) => p.locationId === null).map((p) => p.serialNumber);
    const install = await callApi(sandbox, 'POST', `${API}/Tickets/InstallComponents`, { body: { ticketId: ticket.ticketId, serialNumbers: [spares[0]], comment: null } });
    expect(install.body.data).toEqual([expect.objectContaining({ serialNumber: spares[0], movementType: 'Install' })]);
    const again = await callApi(sandbox, 'POST', `${API}/Tickets/InstallComponents`, { body: { ticketId: ticket.ticketId, serialNumbers: [spares[0]], comment: null } });
    expect(again.status).toBe(400);
    const uneven = await callApi(sandbox, 'POST', `${API}/Tickets/SubstituteComponents`, {
      body: { ticketId: ticket.ticketId, installSerialNumbers: [spares[1], spares[2]], retireSerialNumbers: [spares[0]], comment: null },
    });
    expect(uneven.status).toBe(400);
    const swap = await callApi(sandbox, 'POST', `${API}/Tickets/SubstituteComponents`, {
      body: { ticketId: ticket.ticketId, installSerialNumbers: [spares[1]], retireSerialNumbers: [spares[0]], comment: 'Cambio de equipo' },
    });
    expect(swap.body.data.map((c: any) => [c.serialNumber, c.movementType])).toEqual([[spares[0], 'Retire'], [spares[1], 'Install']]);
    const closedTicket = firstTicket((t) => t.statusId === 5);
    const refused = await callApi(sandbox, 'POST', `${API}/Tickets/InstallComponents`, { body: { ticketId: closedTicket.ticketId, serialNumbers: [spares[3]], comment: null } });
    expect(refused.status).toBe(409);
  });
});

describe('a ticket through its whole life', () => {
  it('answers every operation within the contract', async () => {
    const put = async (action: string, body: unknown, as: 'ADM' | 'ENG' | 'WAD' = 'ADM') => {
      const { status, body: answer } = await callApi(sandbox, 'PUT', `${API}/Tickets/${action}`, { as, body });
      expect([action, status, answer.message]).toEqual([action, 200, null]);
      return answer.data;
    };
    const status = (id: number) => sandbox.store.tickets.get(id)!.statusId;
    const body = {
      clientId: 1, projectId: 1, serviceTypeId: 9, serviceId: 1, locationId: 1, description: 'Falla general', requestedByUser: null,
      requesterEmail: null, urgencyId: null, impactId: null, priorityId: null, isIncident: true, clientTicketNumber: null, remote: false,
    };
    const ticketId = (await callApi(sandbox, 'POST', `${API}/Tickets`, { body })).body.data.ticketId;

    await put('UpdateToPendingConfirmation', { ticketId, comment: null, groupId: 1, engineerId: 4, remote: false });
    await put('RejectAssignation', { ticketId, comment: 'Fuera de mi zona' }, 'ENG');
    expect(status(ticketId)).toBe(36);
    expect((await put('AssignTaskForce', { ticketIds: [ticketId], engineerId: 4 }))[0].error).toBe(false);
    await put('AcceptAssignation', { ticketId, comment: null }, 'ENG');
    const forces = await callApi(sandbox, 'POST', `${API}/Tickets/GetAssignableTaskForces`, { body: { ticketIds: [ticketId] } });
    const other = forces.body.data.find((f: any) => f.userId !== 4);
    await put('Reassign', { ticketId, engineerId: other.userId, comment: 'Cambio de ingeniero' });
    expect((await put('UpdateToAssignedAndConfirmed', { ticketIds: [ticketId, 999_999], comment: null })).map((r: any) => r.error)).toEqual([false, true]);
    await put('UpdateToTravel', { ticketId, comment: null });
    await put('UpdateToOnSite', { ticketIds: [ticketId], comment: 'En sitio' });
    await put('UpdateToScheduled', { TicketId: ticketId, comment: 'Cliente pide otra fecha', scheduledApproved: false });
    expect(status(ticketId)).toBe(44);
    await put('ReviewScheduled', { ticketId, accept: false, comment: 'Se atiende hoy' });
    expect(status(ticketId)).toBe(7);
    await put('UpdateToPendingSerie', { ticketId, warehouseId: 1, comment: 'Falta lector' });
    await put('ReviewPendingSerie', { ticketId, accept: true, comment: null }, 'WAD');
    expect(status(ticketId)).toBe(23);
    await put('UpdateToOnSite', { ticketIds: [ticketId], comment: null });
    await put('UpdateToPendingWarehouse', { ticketId, warehouseId: 1, observations: 'Sin existencias' });
    await put('ReviewPendingWarehouse', { ticketId, accept: false, observations: 'Hay existencias en sitio' }, 'WAD');
    await put('UpdateToPendingReason', { ticketId, pendingReasonId: 6, comment: 'Sin acceso' });
    await put('UpdateToOnSite', { ticketIds: [ticketId], comment: null });
    attachDocument(sandbox.store, ticketId);
    await put('UpdateToClosed', { ticketId, comment: 'Se reemplazó el lector' });
    await put('UpdateToRejectedForNonCompliance', { ticketId, comment: 'El cliente no está conforme' });
    await put('UpdateToReOpened', { ticketId, comment: 'Se reabre' });
    await put('UpdateToPendingAssignment', { ticketId, comment: null });
    await put('UpdateToCancelled', { ticketId, cancelationReasonId: 1, comment: 'Duplicado' });
    expect(status(ticketId)).toBe(11);
    expect(sandbox.store.notifications.size).toBeGreaterThan(6);

    const closed = firstTicket((t) => t.statusId === 5);
    await put('UpdateToHistoric', { ticketId: closed.ticketId, comment: null });
    expect(closed.statusId).toBe(9);
    const recovered = firstTicket((t) => t.statusId === 6);
    await put('UpdateToQuickRecover', { ticketId: recovered.ticketId, comment: null });
    const delayed = firstTicket((t) => t.setDelayClassification);
    expect((await put('UpdateDelayClassification', { ticketId: delayed.ticketId, ticketDelayClassificationId: 2 })).ticketDelayClassificationName).toBe('Falta de refacción');
    const finished = firstTicket((t) => t.statusId === 9 && t.serialNumbers !== null);
    for (const read of ['PdfDetail', 'ClosedDetails', 'Components']) {
      expect((await callApi(sandbox, 'GET', `${API}/Tickets/${finished.ticketId}/${read}`)).status).toBe(200);
    }
    const closure = await callApi(sandbox, 'GET', `${API}/Tickets/${finished.ticketId}/ClosedDetails`);
    expect(closure.body.data.closeFields[0]).toEqual({ name: 'Solución aplicada', value: 'reemplazo' });
  });
});

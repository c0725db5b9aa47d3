import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import type { TicketRecord } from '../store/types';

const sandbox = setupSandbox();
const API = '/ticket/api/v1/Tickets';

const firstTicket = (pred: (t: TicketRecord) => boolean) => [...sandbox.store.tickets.values()].find(pred)!;
const put = (action: string, body: unknown) => callApi(sandbox, 'PUT', `${API}/${action}`, { body });
const available = async (ticketId: number) =>
  ((await callApi(sandbox, 'GET', `${API}/${ticketId}/AvailableStatuses`)).body.data as { id: number }[]).map((s) => s.id);

describe('the transition table: special rows', () => {
  it('offers a ticket in schedule review (44) its status before the request, and a rejection returns it there', async () => {
    const ticket = firstTicket((t) => t.statusId === 7);
    expect((await put('UpdateToScheduled', { TicketId: ticket.ticketId, comment: 'Otra fecha', scheduledApproved: false })).status).toBe(200);
    expect(ticket.statusId).toBe(44);
    expect(await available(ticket.ticketId)).toEqual([19, 7]);
    expect((await put('ReviewScheduled', { ticketId: ticket.ticketId, accept: false, comment: 'Se atiende hoy' })).status).toBe(200);
    expect(ticket.statusId).toBe(7);
  });

  it('offers a seeded ticket in schedule review, with no history, a return to assigned and confirmed (4)', async () => {
    const ticket = firstTicket((t) => t.statusId === 44 && t.previousStatusId === null);
    expect(await available(ticket.ticketId)).toEqual([19, 4]);
  });

  it('moves a closed-with-rejection ticket (10) to historic with rejection (26), a closed one (5) to historic (9)', async () => {
    const [rejected, closed] = [...sandbox.store.tickets.values()].filter((t) => t.statusId === 5);
    expect((await put('UpdateToRejectedForNonCompliance', { ticketId: rejected!.ticketId, comment: 'El cliente no está conforme' })).status).toBe(200);
    for (const t of [rejected!, closed!]) expect((await put('UpdateToHistoric', { ticketId: t.ticketId, comment: null })).status).toBe(200);
    expect([rejected!.statusId, closed!.statusId]).toEqual([26, 9]);
  });
});

import type { SetupServerApi } from 'msw/node';
import { closingFields as closingFieldsOf, type FieldListRecord } from '../../../../../../test/sandbox/catalog/richState';
import { makePdf } from '../../../../../../test/sandbox/filestorage/bytes';
import { add, filesOf } from '../../../../../../test/sandbox/filestorage/state';
import type { Sandbox } from '../../../../../../test/sandbox/sandbox';
import type { TicketRecord } from '../../../../../../test/sandbox/store/types';

/** A closing field of a service type as the sandbox keeps it, less its service type. */
export type ClosingFieldSeed = Omit<FieldListRecord, 'parentId'>;

/**
 * A ticket on site (7 Working), which a dispatcher may close, with its attachments and its service
 * type's closing fields as the test wants them (none by default: the form as before closing fields).
 */
export function workingTicket(sandbox: Sandbox, { documents, closingFields = [] }: { documents: number; closingFields?: ClosingFieldSeed[] }): TicketRecord {
  const { store } = sandbox;
  const ticket = [...store.tickets.values()].find((t) => t.statusId === 7)!;
  const files = filesOf(store);
  for (const file of [...files.values()]) if (file.ticketId === ticket.ticketId) files.delete(file.id);
  for (let i = 0; i < documents; i++) {
    add(store, {
      ticketId: ticket.ticketId, fileName: `acta_${i}.pdf`, description: 'Acta de entrega', contentType: 'application/pdf',
      content: makePdf(['Acta de entrega']), createdUserId: 2, createdDateTime: '2026-11-20T10:00:00',
    });
  }
  const fields = closingFieldsOf(store);
  for (const [id, field] of [...fields]) if (field.parentId === ticket.serviceTypeId) fields.delete(id);
  for (const field of closingFields) fields.set(field.id, { ...field, parentId: ticket.serviceTypeId });
  return ticket;
}

/** The bodies of the close requests sent from now on. */
export function closeRequests(server: SetupServerApi): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/Tickets/UpdateToClosed')) bodies.push(await request.clone().json());
  });
  return bodies;
}

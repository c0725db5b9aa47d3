import { callApi } from '../../setup/callApi';
import { attachDocument } from '../../setup/sandboxDocuments';
import { setupSandbox } from '../../setup/sandboxServer';
import { toListRows } from './rows';
import { closingFields } from '../catalog/richState';

const sandbox = setupSandbox();
const API = '/ticket/api/v1';

/** A ticket on site of the seeded Incidente type (9), whose closing fields are "Folio de conformidad" (text) and "Solución aplicada" (choice), both required. */
function incidentOnSite() {
  const ticket = [...sandbox.store.tickets.values()].find((t) => t.statusId === 7 && t.serviceTypeId === 9)!;
  attachDocument(sandbox.store, ticket.ticketId);
  return ticket;
}
const close = (ticketId: number, closeFields?: { closingFieldId: number; value: string }[]) =>
  callApi(sandbox, 'PUT', `${API}/Tickets/UpdateToClosed`, { body: { ticketId, comment: 'Validado con el cliente', ...(closeFields ? { closeFields } : {}) } });

describe('closing values', () => {
  it('keeps them as name: value lines in template order, shown by the closure details and the list row', async () => {
    const ticket = incidentOnSite();
    const closed = await close(ticket.ticketId, [{ closingFieldId: 2, value: 'Cambio de pieza' }, { closingFieldId: 1, value: 'F-1\nanexo' }]);
    expect(closed.status).toBe(200);
    expect(ticket.ticketCloseFields).toBe('Folio de conformidad: F-1 anexo\nSolución aplicada: Cambio de pieza');
    const details = await callApi(sandbox, 'GET', `${API}/Tickets/${ticket.ticketId}/ClosedDetails`);
    expect(details.body.data.closeFields).toEqual([{ name: 'Folio de conformidad', value: 'F-1 anexo' }, { name: 'Solución aplicada', value: 'Cambio de pieza' }]);
    expect(toListRows(sandbox.store, [ticket])[0]!.ticketCloseFields).toBe(ticket.ticketCloseFields);
  });

  it('refuses a required field left empty and a field of another service type, leaving the ticket open', async () => {
    const ticket = incidentOnSite();
    const empty = await close(ticket.ticketId, [{ closingFieldId: 1, value: ' ' }, { closingFieldId: 2, value: 'Reinicio' }]);
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('El campo de cierre «Folio de conformidad» es obligatorio');
    closingFields(sandbox.store).set(99, { id: 99, parentId: 12, name: 'Potencia', typeId: 3, required: false, options: [] });
    const stranger = await close(ticket.ticketId, [{ closingFieldId: 99, value: '5' }]);
    expect(stranger.status).toBe(422);
    expect(stranger.body.message).toBe(`El campo de cierre 99 no es del tipo de servicio del ticket ${ticket.ticketId}`);
    expect(ticket.statusId).toBe(7);
  });

  it('closes without values as before (the status dialog sends none)', async () => {
    const ticket = incidentOnSite();
    expect((await close(ticket.ticketId)).status).toBe(200);
    expect(ticket.statusId).toBe(5);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupSandbox } from '../../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../../test/setup/renderWithApp';
import type { RoleCode, TicketRecord } from '../../../../../test/sandbox/store/types';

const sandbox = setupSandbox();

const tickets = () => [...sandbox.store.tickets.values()];

/** A ticket whose location holds exactly the given other tickets (moved there, or away). */
function locationWith(ticket: TicketRecord, others: { ticket: TicketRecord; created: string }[]) {
  const otherLocation = [...sandbox.store.locations.values()].find((l) => l.id !== ticket.locationId && l.clientId === ticket.clientId)!;
  for (const t of tickets()) if (t !== ticket && t.locationId === ticket.locationId) t.locationId = otherLocation.id;
  for (const { ticket: t, created } of others) Object.assign(t, { locationId: ticket.locationId, creationDateUTC: created });
}

const open = (ticket: TicketRecord, role: RoleCode = 'DIS') => renderScreen({ route: `/requirement/detail/${ticket.ticketId}/history`, as: { sandbox, role } });
const title = (ticket: TicketRecord) => `Historial de la ubicación ${sandbox.store.locations.get(ticket.locationId)!.name}`;

describe('history tab', () => {
  it("lists the location's other tickets, newest first", async () => {
    const [ticket, older, newer] = tickets().filter((t) => t.assignedEngineerId !== null);
    locationWith(ticket!, [
      { ticket: older!, created: '2026-01-10T08:00:00' },
      { ticket: newer!, created: '2026-06-02T16:30:00' },
    ]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox.server.use(http.get('*/ticket/api/v1/Tickets/:ticketId/LocationHistory', () => held));
    open(ticket!);
    // The first render compiles the lazy screen: more room than findBy's default on a loaded machine.
    expect(await screen.findByText('Cargando historial…', {}, { timeout: 45_000 })).toBeInTheDocument();
    release();
    const table = await screen.findByRole('table', { name: title(ticket!) });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([String(newer!.ticketId), String(older!.ticketId)]);
    expect(rows[0]).toHaveTextContent(sandbox.store.users.get(newer!.assignedEngineerId!)!.fullName);
    expect(rows[0]!.textContent).toMatch(/\d{2}\/\d{2}\/2026 \d{2}:\d{2}:\d{2}/);
  });

  it("shows an engineer only the location's tickets assigned to them", async () => {
    const mine = tickets().filter((t) => t.assignedEngineerId === 4);
    const others = tickets().filter((t) => t.assignedEngineerId !== 4 && t.assignedEngineerId !== null);
    const ticket = mine[0]!;
    locationWith(ticket, [
      { ticket: mine[1]!, created: '2026-03-01T10:00:00' },
      { ticket: others[0]!, created: '2026-04-01T10:00:00' },
    ]);
    open(ticket, 'ENG');
    const table = await screen.findByRole('table', { name: title(ticket) });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([String(mine[1]!.ticketId)]);
  });

  it('says when the location has no other ticket', async () => {
    const ticket = tickets()[0]!;
    locationWith(ticket, []);
    open(ticket);
    expect(await screen.findByText('No hay otros tickets en esta ubicación')).toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    const ticket = tickets()[0]!;
    locationWith(ticket, []);
    sandbox.server.use(
      http.get('*/ticket/api/v1/Tickets/:ticketId/LocationHistory', () =>
        HttpResponse.json({ success: false, message: 'Historial no disponible', detail: null }, { status: 500 }),
      ),
    );
    open(ticket);
    expect(await screen.findByText('Historial no disponible')).toBeInTheDocument();
    sandbox.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay otros tickets en esta ubicación')).toBeInTheDocument();
  });
});

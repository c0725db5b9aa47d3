import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupSandbox } from '../../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../../test/setup/renderWithApp';
import type { RoleCode, TicketRecord } from '../../../../../test/sandbox/store/types';
import { closeRequests as closeRequestsOf, workingTicket as workingTicketOf } from './testing/closureSandbox';

const sandbox = setupSandbox();

afterEach(() => sandbox.server.events.removeAllListeners());

const tickets = () => [...sandbox.store.tickets.values()];
const workingTicket = (options: { documents: number }) => workingTicketOf(sandbox, options);
const closeRequests = () => closeRequestsOf(sandbox.server);
const open = (ticket: TicketRecord, role: RoleCode = 'DIS', tab = 'closure') =>
  renderScreen({ route: `/requirement/detail/${ticket.ticketId}/${tab}`, as: { sandbox, role } });

const header = (ticket: TicketRecord) => screen.getByRole('heading', { name: `Ticket ${ticket.ticketId}` }).closest('header')!;
const closeButton = () => screen.findByRole('button', { name: 'Cerrar ticket' });

describe('closure tab: a closed ticket', () => {
  it('shows the closure data and offers no closing', async () => {
    const ticket = tickets().find((t) => t.statusId === 5)!;
    // Holds the answer until the loading state was seen; a resolver that returns nothing falls through to the sandbox.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox.server.use(http.get('*/ticket/api/v1/Tickets/:ticketId/ClosedDetails', () => held));
    open(ticket);
    // The first render compiles the lazy screen: more room than findBy's default on a loaded machine.
    expect(await screen.findByText('Cargando datos de cierre…', {}, { timeout: 45_000 })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Datos de cierre' })).toBeInTheDocument();
    expect(screen.getByText('Solución aplicada')).toBeInTheDocument();
    expect(screen.getByText('reemplazo')).toBeInTheDocument();
    expect(screen.getByText(ticket.interventionCodeName!)).toBeInTheDocument();
    expect(screen.getByText(ticket.actualFailure!)).toBeInTheDocument();
    expect(screen.getByText('Sin comentarios de cierre')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar ticket' })).not.toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    const ticket = tickets().find((t) => t.statusId === 5)!;
    sandbox.server.use(
      http.get('*/ticket/api/v1/Tickets/:ticketId/ClosedDetails', () =>
        HttpResponse.json({ success: false, message: 'Datos de cierre no disponibles', detail: null }, { status: 500 }),
      ),
    );
    open(ticket);
    expect(await screen.findByText('Datos de cierre no disponibles')).toBeInTheDocument();
    sandbox.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Datos de cierre' })).toBeInTheDocument();
  });
});

describe('closure tab: closing', () => {
  it('is offered only when the available statuses include Closed', async () => {
    const pending = tickets().find((t) => t.statusId === 2)!;
    open(pending);
    expect(await screen.findByText('El ticket no puede cerrarse desde su estatus actual (Pendiente de asignación) o su perfil no lo permite.')).toBeInTheDocument();
    expect(screen.getByText('El ticket aún no se ha cerrado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar ticket' })).not.toBeInTheDocument();
  });

  it('says when whether the ticket can be closed could not be checked', async () => {
    const ticket = workingTicket({ documents: 1 });
    sandbox.server.use(
      http.get('*/ticket/api/v1/Tickets/:ticketId/AvailableStatuses', () =>
        HttpResponse.json({ success: false, message: 'Flujo de estatus no disponible', detail: null }, { status: 500 }),
      ),
    );
    open(ticket);
    const alert = (await screen.findByText(/Flujo de estatus no disponible/)).closest('[role="alert"]')!;
    expect(alert).toHaveTextContent('No se pudo consultar si el ticket puede cerrarse: Flujo de estatus no disponible');
    sandbox.server.resetHandlers();
    await userEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Reintentar' }));
    expect(await closeButton()).toBeInTheDocument();
  });

  it('is not offered to an engineer, who may not close', async () => {
    const ticket = tickets().find((t) => t.statusId === 7 && t.assignedEngineerId === 4)!;
    open(ticket, 'ENG');
    expect(await screen.findByText('El ticket no puede cerrarse desde su estatus actual (En sitio) o su perfil no lo permite.')).toBeInTheDocument();
  });

  it('is refused without documents and comments, saying what is missing', async () => {
    const requests = closeRequests();
    const ticket = workingTicket({ documents: 0 });
    open(ticket);
    expect(await screen.findByText('Documentos: 0 adjuntos')).toBeInTheDocument();
    await userEvent.click(await closeButton());
    const refusal = await screen.findByText('No se puede cerrar el ticket: se requieren documentos y comentarios.');
    const alert = refusal.closest('[role="alert"]')!;
    expect(alert).toHaveTextContent('Adjunte al menos un documento en la pestaña Documentación.');
    expect(alert).toHaveTextContent('Escriba el comentario de cierre.');
    expect(screen.getByText('Este campo es obligatorio')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /^Comentario de cierre/ }), 'Equipo operando');
    await userEvent.click(await closeButton());
    await waitFor(() => expect(alert).not.toHaveTextContent('Escriba el comentario de cierre.'));
    expect(alert).toHaveTextContent('Adjunte al menos un documento en la pestaña Documentación.');
    expect(screen.getByRole('link', { name: 'Ir a Documentación' })).toHaveAttribute('href', `/requirement/detail/${ticket.ticketId}/documentation`);
    expect(requests).toEqual([]);
    expect(sandbox.store.tickets.get(ticket.ticketId)!.statusId).toBe(7);
  });

  it('closes: the header, the closure data and the logbook follow without a reload', async () => {
    const requests = closeRequests();
    const ticket = workingTicket({ documents: 2 });
    const { router } = open(ticket, 'DIS', 'logbook');
    expect(await screen.findByRole('list', { name: 'Bitácora' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Cierre' }));
    expect(await screen.findByText('Documentos: 2 adjuntos')).toBeInTheDocument();
    expect(within(header(ticket)).getByText('En sitio')).toBeInTheDocument();
    // A service type without closing fields: the form as before they existed, and none sent.
    expect(screen.queryByRole('group', { name: 'Campos de cierre' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Comentario de cierre/ }), 'Se reemplazó el lector; cliente conforme');
    await userEvent.click(await closeButton());

    expect(await screen.findByText(`Ticket ${ticket.ticketId} cerrado`)).toBeInTheDocument();
    expect(requests).toEqual([{ ticketId: ticket.ticketId, comment: 'Se reemplazó el lector; cliente conforme' }]);
    await waitFor(() => expect(within(header(ticket)).getByText('Cerrado')).toBeInTheDocument());
    const closing = await screen.findByRole('list', { name: 'Comentarios de cierre' });
    expect(closing).toHaveTextContent('Se reemplazó el lector; cliente conforme');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cerrar ticket' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('tab', { name: 'Bitácora' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/requirement/detail/${ticket.ticketId}/logbook`));
    const first = await waitFor(() => {
      const entry = within(screen.getByRole('list', { name: 'Bitácora' })).getAllByRole('listitem')[0]!;
      expect(entry).toHaveTextContent('Cerrado');
      return entry;
    });
    expect(first).toHaveTextContent('Se reemplazó el lector; cliente conforme');
  });

  it("shows the server's refusal and keeps the comment", async () => {
    const ticket = workingTicket({ documents: 1 });
    sandbox.server.use(
      http.put('*/ticket/api/v1/Tickets/UpdateToClosed', () =>
        HttpResponse.json({ success: false, message: 'Faltan las evidencias mínimas del proyecto', detail: null }, { status: 409 }),
      ),
    );
    open(ticket);
    const field = await screen.findByRole('textbox', { name: /^Comentario de cierre/ });
    await userEvent.type(field, 'Cierre del servicio');
    await userEvent.click(await closeButton());
    expect(await screen.findByText('Faltan las evidencias mínimas del proyecto', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(screen.getByText('No se pudo cerrar el ticket')).toBeInTheDocument();
    expect(field).toHaveValue('Cierre del servicio');
    expect(sandbox.store.tickets.get(ticket.ticketId)!.statusId).toBe(7);
  });
});

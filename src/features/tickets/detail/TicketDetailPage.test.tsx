import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';

const sandbox = setupSandbox();

afterEach(() => sandbox.server.events.removeAllListeners());

const TAB_NAMES = ['Detalle', 'Comunicación', 'Bitácora', 'Documentación', 'Movimientos', 'Cierre', 'Servicios relacionados', 'Historial', 'Tareas'];

describe('ticket detail page', () => {
  it('shows the header, the nine tabs in order and the detail fields', async () => {
    renderScreen({ route: '/requirement/detail/100001/general', as: { sandbox, role: 'DIS' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket 100001' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.trim())).toEqual(TAB_NAMES);
    expect(screen.getByRole('tab', { name: 'Detalle' })).toHaveAttribute('aria-selected', 'true');

    const ticket = sandbox.store.tickets.get(100001)!;
    const client = sandbox.store.clients.get(ticket.clientId)!;
    const header = screen.getByRole('heading', { level: 1, name: 'Ticket 100001' }).closest('header')!;
    expect(within(header).getByText(client.name)).toBeInTheDocument();
    expect(within(header).getByText('Cerrado')).toBeInTheDocument();

    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Datos del ticket')).toBeInTheDocument();
    expect(within(panel).getByText('Fuerza de tarea')).toBeInTheDocument();
    expect(within(panel).getByText(sandbox.store.users.get(ticket.assignedEngineerId!)!.fullName)).toBeInTheDocument();
  });

  it('shows the ticket-details error with a retry for an unknown ticket', async () => {
    renderScreen({ route: '/requirement/detail/999999/general', as: { sandbox, role: 'DIS' } });
    expect(await screen.findByText('Error al cargar el detalle del ticket')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('treats an answer without ticketStatusId as the ticket-details error', async () => {
    sandbox.server.use(
      http.get('*/ticket/api/v1/Tickets/100001', () => HttpResponse.json({ success: true, message: null, data: { ticketId: 100001, ticketStatusId: null } })),
    );
    renderScreen({ route: '/requirement/detail/100001/general', as: { sandbox, role: 'DIS' } });
    expect(await screen.findByText('Error al cargar el detalle del ticket')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    sandbox.server.use(
      http.get('*/ticket/api/v1/Tickets/100001', () => HttpResponse.json({ success: false, message: 'Servicio no disponible', detail: null }, { status: 503 })),
    );
    renderScreen({ route: '/requirement/detail/100001/general', as: { sandbox, role: 'DIS' } });
    expect(await screen.findByText('Error al cargar el detalle del ticket')).toBeInTheDocument();
    sandbox.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket 100001' })).toBeInTheDocument();
  });

  it('opens the tab the URL names, moves the URL when switching and falls back to general', async () => {
    const { router } = renderScreen({ route: '/requirement/detail/100001/logbook', as: { sandbox, role: 'DIS' } });
    expect(await screen.findByRole('tab', { name: 'Bitácora' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Comunicación' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/requirement/detail/100001/communication'));
    expect(screen.getByRole('tab', { name: 'Comunicación' })).toHaveAttribute('aria-selected', 'true');

    await act(() => router.navigate('/requirement/detail/100001/unknown'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/requirement/detail/100001/general'));
    expect(await screen.findByRole('tab', { name: 'Detalle' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the logbook newest first with status, user and local date', async () => {
    renderScreen({ route: '/requirement/detail/100001/logbook', as: { sandbox, role: 'DIS' } });
    const list = await screen.findByRole('list', { name: 'Bitácora' });
    const items = within(list).getAllByRole('listitem');
    const entries = sandbox.store.logbook.filter((e) => e.ticketId === 100001);
    expect(items).toHaveLength(entries.length);
    expect(items[0]).toHaveTextContent('Cerrado');
    expect(items[0]!.textContent).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
  });

  it('shows a logbook load error with a retry', async () => {
    sandbox.server.use(
      http.get('*/ticket/api/v1/Tickets/100001/Logbook', () => HttpResponse.json({ success: false, message: 'Bitácora no disponible', detail: null }, { status: 503 })),
    );
    renderScreen({ route: '/requirement/detail/100001/logbook', as: { sandbox, role: 'DIS' } });
    expect(await screen.findByText('Bitácora no disponible')).toBeInTheDocument();
    sandbox.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Bitácora' })).toBeInTheDocument();
  });

  it('shows the logbook loading state', async () => {
    // Hold the logbook answer back; a resolver that returns nothing lets the sandbox answer afterwards.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox.server.use(http.get('*/ticket/api/v1/Tickets/100001/Logbook', () => held));
    renderScreen({ route: '/requirement/detail/100001/logbook', as: { sandbox, role: 'DIS' } });
    expect(await screen.findByText('Cargando bitácora…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('list', { name: 'Bitácora' })).toBeInTheDocument();
  });

  it('shows the empty logbook', async () => {
    renderScreen({ route: '/requirement/detail/100001/logbook', as: { sandbox, role: 'DIS' } });
    sandbox.store.logbook.splice(0, sandbox.store.logbook.length, ...sandbox.store.logbook.filter((e) => e.ticketId !== 100001));
    expect(await screen.findByText('La bitácora del ticket está vacía')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupSandbox } from '../../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../../test/setup/renderWithApp';
import type { TicketRecord } from '../../../../../test/sandbox/store/types';
import { workFlowOrders } from '../../../../../test/sandbox/workflow/state';

const sandbox = setupSandbox();

afterEach(() => sandbox.server.events.removeAllListeners());

const WORK_ORDER = 9001;

/** Puts the first `count` tickets in one enabling-service work order. */
function workOrder(count: number): TicketRecord[] {
  const members = [...sandbox.store.tickets.values()].slice(0, count);
  for (const t of members) Object.assign(t, { ticketClientGroup: WORK_ORDER, workFlowName: 'Alta de sucursal' });
  return members;
}

const open = (ticket: TicketRecord) => renderScreen({ route: `/requirement/detail/${ticket.ticketId}/relatedServices`, as: { sandbox, role: 'DIS' } });

describe('related services tab', () => {
  it('lists the other services of the work order; each opens its ticket', async () => {
    const [first, second, third] = workOrder(3);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox.server.use(http.get('*/ticket/api/v1/Tickets/:ticketId/RelatedServices', () => held));
    const { router } = open(first!);
    // The first render compiles the lazy screen: more room than findBy's default on a loaded machine.
    expect(await screen.findByText('Cargando servicios relacionados…', {}, { timeout: 45_000 })).toBeInTheDocument();
    release();
    expect(screen.getByRole('heading', { name: `Servicios de la orden de trabajo ${WORK_ORDER}` })).toBeInTheDocument();
    expect(screen.getByText('Flujo: Alta de sucursal')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: `Servicios de la orden de trabajo ${WORK_ORDER}` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([String(second!.ticketId), String(third!.ticketId)]);
    expect(rows[0]).toHaveTextContent(sandbox.store.statuses.get(second!.statusId)!.name);
    expect(rows[0]).toHaveTextContent(sandbox.store.services.get(second!.serviceId)!.name);
    await userEvent.click(within(rows[1]!).getByRole('link', { name: `Abrir el ticket ${third!.ticketId}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/requirement/detail/${third!.ticketId}/general`));
  });

  it('says a ticket outside any work order has no related services, without asking', async () => {
    const asked: string[] = [];
    sandbox.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/RelatedServices')) asked.push(request.url);
    });
    const ticket = [...sandbox.store.tickets.values()].find((t) => t.ticketClientGroup === null)!;
    open(ticket);
    expect(
      await screen.findByText('Este ticket no forma parte de una orden de trabajo de servicio habilitador, así que no tiene servicios relacionados.'),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('says when the work order has no other service', async () => {
    const [only] = workOrder(1);
    open(only!);
    expect(await screen.findByText('La orden de trabajo no tiene otros servicios que usted pueda ver')).toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    const [first] = workOrder(2);
    sandbox.server.use(
      http.get('*/ticket/api/v1/Tickets/:ticketId/RelatedServices', () =>
        HttpResponse.json({ success: false, message: 'Órdenes de trabajo no disponibles', detail: null }, { status: 500 }),
      ),
    );
    open(first!);
    expect(await screen.findByText('Órdenes de trabajo no disponibles')).toBeInTheDocument();
    sandbox.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: `Servicios de la orden de trabajo ${WORK_ORDER}` })).toBeInTheDocument();
  });

  it('opens the work order’s diagram, and the order itself for whom may see its detail', async () => {
    const order = [...workFlowOrders(sandbox.store).values()].find((o) => o.stepTickets.size > 1)!;
    const ticket = sandbox.store.tickets.get([...order.stepTickets.values()][0]!)!;
    const { router } = renderScreen({ route: `/requirement/detail/${ticket.ticketId}/relatedServices`, as: { sandbox, role: 'ADM' } });
    const link = await screen.findByRole('link', { name: `Abrir la orden de trabajo ${order.id}` }, { timeout: 45_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Ver diagrama de la orden' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/requirement/odt/${order.id}`));
  });

  it('offers the diagram but no link to the order without the work-order detail permission', async () => {
    const [first] = workOrder(2);
    open(first!);
    expect(await screen.findByRole('button', { name: 'Ver diagrama de la orden' }, { timeout: 45_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: `Abrir la orden de trabajo ${WORK_ORDER}` })).not.toBeInTheDocument();
  });
});

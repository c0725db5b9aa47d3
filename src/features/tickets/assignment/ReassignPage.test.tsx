import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import type { RoleCode, TicketRecord } from '../../../../test/sandbox/store/types';
import { saveFile } from '../../../shared/export/download';

jest.mock('../../../shared/export/download', () => ({ ...jest.requireActual('../../../shared/export/download'), saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const sandbox = setupSandbox();

afterEach(() => sandbox.server.events.removeAllListeners());

const ENGINEER = 4;

/** The bodies the app sends to a ticket operation, by the end of its path. */
function sentTo(pathEnd: string): unknown[] {
  const bodies: unknown[] = [];
  sandbox.server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(pathEnd)) bodies.push(await request.clone().json());
  });
  return bodies;
}

/** Puts the first `count` of the engineer's tickets in 3 Pending confirmation; the others elsewhere. */
function pendingForEngineer(count: number): TicketRecord[] {
  const mine = [...sandbox.store.tickets.values()].filter((t) => t.assignedEngineerId === ENGINEER);
  mine.forEach((t, i) => (t.statusId = i < count ? 3 : 7));
  return mine.slice(0, count);
}

const open = (role: RoleCode) => renderScreen({ route: '/requirement/re-assign', as: { sandbox, role } });

/** The page's grid of that name. */
const grid = async (name: string) => screen.findByRole('table', { name });

async function rowsOf(gridName: string) {
  return within(await grid(gridName)).queryAllByRole('row').slice(1);
}

async function rowOf(gridName: string, ticketId: number) {
  const link = await within(await grid(gridName)).findByRole('link', { name: String(ticketId) });
  return link.closest('tr')!;
}

const select = async (row: HTMLElement) => userEvent.click(row.querySelector('input[type="checkbox"]')!);

describe('my tickets (engineer)', () => {
  it('lists the engineer’s tickets waiting for confirmation, and all of them on demand', async () => {
    const pending = pendingForEngineer(2);
    const searches = sentTo('/Tickets/MyTickets');
    open('ENG');
    expect(await screen.findByRole('heading', { name: 'Reasignación de tickets' })).toBeInTheDocument();
    await rowOf('Mis tickets', pending[0]!.ticketId);
    await rowOf('Mis tickets', pending[1]!.ticketId);
    await waitFor(async () => expect(await rowsOf('Mis tickets')).toHaveLength(2));
    expect(searches[0]).toMatchObject({ ticketsStatusIds: [3], text: null, pageNumber: 1 });
    // Only the engineer's part: no reassign tab.
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Todos' }));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ ticketsStatusIds: null }));
    const all = [...sandbox.store.tickets.values()].filter((t) => t.assignedEngineerId === ENGINEER).length;
    await waitFor(async () => expect((await rowsOf('Mis tickets')).length).toBe(Math.min(all, 25)));
  });

  it('accepts the selected assignment; the list refreshes without it', async () => {
    const [ticket] = pendingForEngineer(2);
    const accepts = sentTo('/Tickets/AcceptAssignation');
    open('ENG');
    const row = await rowOf('Mis tickets', ticket!.ticketId);
    const accept = screen.getByRole('button', { name: 'Aceptar asignación' });
    expect(accept).toBeDisabled();
    await select(row);
    await userEvent.click(accept);
    expect(await screen.findByText(`Ticket ${ticket!.ticketId} aceptado`)).toBeInTheDocument();
    expect(accepts).toEqual([{ ticketId: ticket!.ticketId, comment: null }]);
    expect(sandbox.store.tickets.get(ticket!.ticketId)!.statusId).toBe(4);
    await waitFor(async () => expect(await rowsOf('Mis tickets')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: String(ticket!.ticketId) })).not.toBeInTheDocument();
  });

  it('rejects only with a reason; the ticket goes back to dispatch', async () => {
    const [ticket] = pendingForEngineer(1);
    const rejects = sentTo('/Tickets/RejectAssignation');
    open('ENG');
    await select(await rowOf('Mis tickets', ticket!.ticketId));
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar asignación' }));
    const dialog = await screen.findByRole('dialog', { name: `Rechazar el ticket ${ticket!.ticketId}` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar asignación' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(rejects).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Motivo del rechazo/), 'No cubro esa zona');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar asignación' }));
    expect(await screen.findByText(`Ticket ${ticket!.ticketId} rechazado`)).toBeInTheDocument();
    expect(rejects).toEqual([{ ticketId: ticket!.ticketId, comment: 'No cubro esa zona' }]);
    expect(sandbox.store.tickets.get(ticket!.ticketId)).toMatchObject({ statusId: 36, assignedEngineerId: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No tiene tickets pendientes de confirmación')).toBeInTheDocument();
  });

  it('answers only tickets pending confirmation', async () => {
    pendingForEngineer(1);
    const working = [...sandbox.store.tickets.values()].find((t) => t.assignedEngineerId === ENGINEER && t.statusId === 7)!;
    open('ENG');
    await userEvent.click(await screen.findByRole('button', { name: 'Todos' }));
    await userEvent.type(screen.getByLabelText('Buscar en mis tickets'), `${working.ticketId}{Enter}`);
    await select(await rowOf('Mis tickets', working.ticketId));
    expect(screen.getByRole('button', { name: 'Aceptar asignación' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rechazar asignación' })).toBeDisabled();
    expect(screen.getByText('Solo se pueden aceptar o rechazar tickets pendientes de confirmación')).toBeInTheDocument();
  });

  it('exports the listed tickets with the grid’s columns, paging within the search’s limit', async () => {
    const pending = pendingForEngineer(2);
    const searches = sentTo('/Tickets/MyTickets');
    open('ENG');
    await rowOf('Mis tickets', pending[0]!.ticketId);
    await waitFor(async () => expect(await rowsOf('Mis tickets')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    expect(searches.at(-1)).toMatchObject({ ticketsStatusIds: [3], pageNumber: 1, pageSize: 100 });
    const lines = (await saveFileMock.mock.calls[0]![0].text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    const headers = within(await grid('Mis tickets')).getAllByRole('columnheader').map((h) => h.textContent!.trim()).filter(Boolean);
    expect(lines[0]).toBe(headers.join(','));
    expect(lines.slice(1).map((line) => Number(line.split(',')[0])).sort()).toEqual(pending.map((t) => t.ticketId).sort());
  });
});

describe('reassignment (dispatcher)', () => {
  /** A ticket in 4 Assigned and confirmed, assigned to the demo engineer. */
  function confirmedTicket(): TicketRecord {
    const ticket = [...sandbox.store.tickets.values()].find((t) => t.assignedEngineerId === ENGINEER)!;
    ticket.statusId = 4;
    return ticket;
  }

  it('lists the reassignable tickets and gives one to another task force with a reason', async () => {
    const ticket = confirmedTicket();
    const searches = sentTo('/Tickets/GeneralSearch');
    const reassigns = sentTo('/Tickets/Reassign');
    open('DIS');
    const table = await grid('Tickets reasignables');
    await waitFor(() => expect(searches[0]).toMatchObject({ statusCategoryId: -2, ticketsStatusIds: [3, 4, 36, 38], ticketId: null }));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Fuerza de tarea/ })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Número de ticket'), `${ticket.ticketId}{Enter}`);
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ ticketId: String(ticket.ticketId), pageNumber: 1 }));
    const reassignButton = screen.getByRole('button', { name: 'Reasignar' });
    expect(reassignButton).toBeDisabled();
    await select(await rowOf('Tickets reasignables', ticket.ticketId));
    await userEvent.click(reassignButton);

    const dialog = await screen.findByRole('dialog', { name: `Reasignar el ticket ${ticket.ticketId}` });
    expect(dialog).toHaveTextContent(sandbox.store.users.get(ENGINEER)!.fullName);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reasignar' }));
    expect(await within(dialog).findAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(reassigns).toHaveLength(0);

    const engineer = within(dialog).getByLabelText(/^Nueva fuerza de tarea/);
    await waitFor(() => expect(engineer.closest('.p-dropdown')).not.toHaveClass('p-disabled'));
    await userEvent.click(engineer.closest('.p-dropdown')!);
    const options = (await screen.findAllByRole('option', { hidden: true })).filter((o) => o.tagName === 'LI');
    const names = options.map((o) => o.getAttribute('aria-label'));
    const other = options.find((o) => o.getAttribute('aria-label') !== sandbox.store.users.get(ENGINEER)!.fullName)!;
    const otherName = other.getAttribute('aria-label')!;
    expect(names.length).toBeGreaterThan(1);
    await userEvent.click(other);
    await userEvent.type(within(dialog).getByLabelText(/^Motivo de la reasignación/), 'Cambio de zona');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reasignar' }));

    expect(await screen.findByText(`Ticket ${ticket.ticketId} reasignado a ${otherName}`)).toBeInTheDocument();
    const newEngineer = [...sandbox.store.users.values()].find((u) => u.fullName === otherName)!;
    expect(reassigns).toEqual([{ ticketId: ticket.ticketId, engineerId: newEngineer.userId, comment: 'Cambio de zona' }]);
    expect(sandbox.store.tickets.get(ticket.ticketId)).toMatchObject({ statusId: 3, assignedEngineerId: newEngineer.userId });
    const row = await rowOf('Tickets reasignables', ticket.ticketId);
    await waitFor(() => expect(row).toHaveTextContent(otherName));
  });

  it('shows the server’s reason when a reassignment is refused', async () => {
    const ticket = confirmedTicket();
    open('DIS');
    await userEvent.type(await screen.findByLabelText('Número de ticket'), `${ticket.ticketId}{Enter}`);
    await select(await rowOf('Tickets reasignables', ticket.ticketId));
    // Meanwhile the ticket was closed elsewhere.
    ticket.statusId = 5;
    await userEvent.click(screen.getByRole('button', { name: 'Reasignar' }));
    const dialog = await screen.findByRole('dialog', { name: `Reasignar el ticket ${ticket.ticketId}` });
    const engineer = within(dialog).getByLabelText(/^Nueva fuerza de tarea/);
    await waitFor(() => expect(engineer.closest('.p-dropdown')).not.toHaveClass('p-disabled'));
    await userEvent.click(engineer.closest('.p-dropdown')!);
    const options = (await screen.findAllByRole('option', { hidden: true })).filter((o) => o.tagName === 'LI');
    await userEvent.click(options.find((o) => o.getAttribute('aria-label') !== sandbox.store.users.get(ENGINEER)!.fullName)!);
    await userEvent.type(within(dialog).getByLabelText(/^Motivo de la reasignación/), 'Cambio de zona');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reasignar' }));
    expect(await screen.findByText(`No se pudo reasignar el ticket ${ticket.ticketId}`)).toBeInTheDocument();
    expect(screen.getByText(/No se permite reasignar un ticket en Cerrado/)).toBeInTheDocument();
    // The dialog stays with what was chosen, for another try.
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Motivo de la reasignación/)).toHaveValue('Cambio de zona');
  });

  it('shows both parts as tabs to a user who holds both permissions', async () => {
    open('ADM');
    expect(await screen.findByRole('tab', { name: 'Mis tickets' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reasignar' })).toBeInTheDocument();
  });

  it('keeps each part’s search in the address under its own prefix: a reload opens both as they were, and one never changes the other’s', async () => {
    const ticket = confirmedTicket();
    const mine = sentTo('/Tickets/MyTickets');
    const general = sentTo('/Tickets/GeneralSearch');
    const { router } = renderScreen({ route: `/requirement/re-assign?mine.view=all&reassign.ticketId=${ticket.ticketId}&reassign.size=50`, as: { sandbox, role: 'ADM' } });
    await waitFor(() => expect(mine.at(-1)).toMatchObject({ ticketsStatusIds: null, pageNumber: 1 }));

    await userEvent.type(screen.getByLabelText('Buscar en mis tickets'), 'bomba{Enter}');
    await waitFor(() => expect(mine.at(-1)).toMatchObject({ ticketsStatusIds: null, text: 'bomba' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('mine.text')).toBe('bomba'));
    const address = new URLSearchParams(router.state.location.search);
    expect([address.get('reassign.ticketId'), address.get('reassign.size'), address.get('mine.view')]).toEqual([String(ticket.ticketId), '50', 'all']);

    await userEvent.click(screen.getByRole('tab', { name: 'Reasignar' }));
    await waitFor(() => expect(general.at(-1)).toMatchObject({ ticketId: String(ticket.ticketId), pageSize: 50 }));
    expect(screen.getByLabelText('Número de ticket')).toHaveValue(String(ticket.ticketId));
    expect(new URLSearchParams(router.state.location.search).get('mine.text')).toBe('bomba');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupSandbox } from '../../../../../test/setup/sandboxServer';
import { renderApp, renderScreen } from '../../../../../test/setup/renderWithApp';
import { moveComponents } from '../../../../../test/sandbox/ticket/components';
import { ticketState } from '../../../../../test/sandbox/ticket/state';
import type { RoleCode, TicketRecord } from '../../../../../test/sandbox/store/types';
import es from '../../../../shared/i18n/es.json';

const sandbox = setupSandbox();

afterEach(() => sandbox.server.events.removeAllListeners());

/** A ticket being worked on (7 Working) with one component installed. */
function workingTicket(): TicketRecord {
  const ticket = [...sandbox.store.tickets.values()].find((t) => t.statusId === 7 && t.serialNumbers !== null && !t.serialNumbers.includes(','));
  if (!ticket) throw new Error('no working ticket with one component in the sandbox');
  return ticket;
}

const spares = () => [...ticketState(sandbox.store).products.values()].filter((p) => p.locationId === null).map((p) => p.serialNumber);

function movementRequests(): string[] {
  const paths: string[] = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    if (/Components$/.test(new URL(request.url).pathname) && request.method === 'POST') paths.push(new URL(request.url).pathname);
  });
  return paths;
}

const open = (ticket: TicketRecord, role: RoleCode = 'DIS', tab = 'movements') =>
  renderScreen({ route: `/requirement/detail/${ticket.ticketId}/${tab}`, as: { sandbox, role } });
/** With the shell, whose account menu signs out. */
const openInShell = (ticket: TicketRecord, role: RoleCode = 'DIS', tab = 'movements') =>
  renderApp({ route: `/requirement/detail/${ticket.ticketId}/${tab}`, as: { sandbox, role } });

const installField = () => screen.findByRole('textbox', { name: 'Número de serie a instalar' });
const retireField = () => screen.findByRole('textbox', { name: 'Número de serie a retirar' });
const register = () => userEvent.click(screen.getByRole('button', { name: 'Registrar movimiento' }));
const movementsTable = () => screen.findByRole('table', { name: 'Movimientos registrados' });

async function addSerial(field: HTMLElement, serial: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(serial);
  await userEvent.keyboard('{Enter}');
}

describe('movements tab: lists', () => {
  it('shows the installed components, a loading state, then the recorded movements', async () => {
    const ticket = workingTicket();
    const [spare] = spares();
    moveComponents(sandbox.store, sandbox.store.users.get(2)!, ticket, { install: [spare!], retire: [], comment: null });
    // Holds the answer until the loading state was seen; a resolver that returns nothing falls through to the sandbox.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox.server.use(http.get('*/ticket/api/v1/Tickets/:ticketId/Components', () => held));
    open(ticket);
    // The first render compiles the lazy screen: more room than findBy's default on a loaded machine.
    expect(await screen.findByText('Cargando movimientos…', {}, { timeout: 45_000 })).toBeInTheDocument();
    release();
    const installed = await screen.findByRole('table', { name: 'Componentes instalados' });
    for (const serial of ticket.serialNumbers!.split(',')) expect(within(installed).getByText(serial)).toBeInTheDocument();
    const moved = await movementsTable();
    const row = within(moved).getByText(spare!).closest('tr')!;
    expect(row).toHaveTextContent('Instalado');
    expect(row.textContent).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
  });

  it('says when nothing was moved on the ticket', async () => {
    const ticket = workingTicket();
    ticketState(sandbox.store).movements.delete(ticket.ticketId);
    open(ticket);
    expect(await screen.findByText('Aún no se han registrado movimientos en este ticket')).toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    const ticket = workingTicket();
    sandbox.server.use(
      http.get('*/ticket/api/v1/Tickets/:ticketId/Components', () =>
        HttpResponse.json({ success: false, message: 'Inventario no disponible', detail: null }, { status: 503 }),
      ),
    );
    open(ticket);
    expect(await screen.findByText('Inventario no disponible')).toBeInTheDocument();
    sandbox.server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no se han registrado movimientos en este ticket')).toBeInTheDocument();
  });
});

describe('movements tab: rules', () => {
  it('says in English which statuses allow movements, naming no status in Spanish', async () => {
    const pending = [...sandbox.store.tickets.values()].find((t) => t.statusId === 2)!;
    // The account's language decides the interface's once signed in.
    for (const user of sandbox.store.users.values()) user.langId = 2;
    renderScreen({ route: `/requirement/detail/${pending.ticketId}/movements`, language: 'en', as: { sandbox, role: 'DIS' } });
    const notice = await screen.findByText(/^Component movements are only allowed/, {}, { timeout: 45_000 });
    expect(notice).toHaveTextContent('Component movements are only allowed in these statuses: On site or Remote recovery. Current status: Pending assignment.');
    for (const spanish of Object.values(es.status.names)) expect(notice.textContent).not.toContain(spanish);
  });

  it('allows movements only in the statuses the service names, and says why otherwise', async () => {
    const pending = [...sandbox.store.tickets.values()].find((t) => t.statusId === 2)!;
    open(pending);
    expect(
      await screen.findByText(
        'Los movimientos de componentes solo se permiten en estos estatus: En sitio o Recuperación remota. Estatus actual: Pendiente de asignación.',
      ),
    ).toBeInTheDocument();
    expect(await installField()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Registrar movimiento' })).toBeDisabled();
  });

  it('says so to a user without the movements permission', async () => {
    const ticket = workingTicket();
    const reader = [...sandbox.store.users.values()].find((u) => u.roleCode === 'CRE')!;
    reader.clientIds = [ticket.clientId];
    open(ticket, 'CRE');
    expect(await screen.findByText('Su perfil no permite registrar movimientos de componentes.')).toBeInTheDocument();
    expect(await installField()).toBeDisabled();
  });

  it('refuses a serial number over 100 characters and accepts one of 100', async () => {
    open(workingTicket());
    const field = await installField();
    await addSerial(field, 'A'.repeat(101));
    expect(await screen.findByText('El número de serie no puede exceder 100 caracteres')).toBeInTheDocument();
    expect(field).toHaveValue('A'.repeat(101));
    await addSerial(field, 'B'.repeat(100));
    expect(screen.queryByText('El número de serie no puede exceder 100 caracteres')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Quitar ${'B'.repeat(100)}` })).toBeInTheDocument();
  });

  it('refuses a component added twice or already installed', async () => {
    const ticket = workingTicket();
    const [spare] = spares();
    open(ticket);
    const field = await installField();
    await addSerial(field, spare!);
    await addSerial(field, ` ${spare!} `);
    expect(await screen.findByText(`El componente ${spare} ya fue agregado`)).toBeInTheDocument();
    await addSerial(field, ticket.serialNumbers!);
    expect(await screen.findByText(`El componente ${ticket.serialNumbers} ya está instalado en este ticket`)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Quitar / })).toHaveLength(1);
  });

  it('substitutes only equal counts of installed and retired components', async () => {
    const requests = movementRequests();
    const ticket = workingTicket();
    const installedSerial = ticket.serialNumbers!;
    const [first, second] = spares();
    open(ticket);
    await userEvent.click(await screen.findByRole('radio', { name: 'Sustituir' }));
    await addSerial(await installField(), first!);
    await addSerial(await installField(), second!);
    await userEvent.click(screen.getByRole('button', { name: `Retirar ${installedSerial}` }));
    expect(screen.getByText('A instalar: 2 · A retirar: 1')).toBeInTheDocument();
    await register();
    expect(
      await screen.findByText('Para sustituir, la cantidad de componentes a instalar (2) debe ser igual a la de componentes a retirar (1)'),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: `Quitar ${second}` }));
    await register();
    expect(await screen.findByText('Movimiento registrado: 2 componentes')).toBeInTheDocument();
    expect(requests).toEqual(['/ticket/api/v1/Tickets/SubstituteComponents']);
    const moved = await movementsTable();
    await waitFor(() => expect(within(moved).getByText(installedSerial).closest('tr')).toHaveTextContent('Retirado'));
    expect(within(moved).getByText(first!).closest('tr')).toHaveTextContent('Instalado');
    // The detail's products refresh by tag: the installed list now holds the new component only.
    const installed = screen.getByRole('table', { name: 'Componentes instalados' });
    await waitFor(() => expect(within(installed).queryByText(installedSerial)).not.toBeInTheDocument());
    expect(within(installed).getByText(first!)).toBeInTheDocument();
    expect(sandbox.store.tickets.get(ticket.ticketId)!.serialNumbers).toBe(first);
  });

  it('installs with a comment and clears the movement', async () => {
    const ticket = workingTicket();
    const [spare] = spares();
    open(ticket);
    await addSerial(await installField(), spare!);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comentario (opcional)' }), 'Se instala lector nuevo');
    await register();
    expect(await screen.findByText('Movimiento registrado: 1 componente')).toBeInTheDocument();
    expect(await screen.findByText('Ningún componente agregado')).toBeInTheDocument();
    expect(ticketState(sandbox.store).products.get(spare!)!.locationId).toBe(ticket.locationId);
    expect(sandbox.store.comments.at(-1)).toMatchObject({ ticketId: ticket.ticketId, comment: 'Se instala lector nuevo' });
  });

  it("shows the server's refusal and keeps the movement", async () => {
    open(workingTicket());
    await userEvent.click(await screen.findByRole('radio', { name: 'Retirar' }));
    await addSerial(await retireField(), 'NOEXISTE-001');
    await register();
    expect(await screen.findByText('El número de serie NOEXISTE-001 no está instalado en la ubicación del ticket', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(screen.getByText('No se pudo registrar el movimiento')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar NOEXISTE-001' })).toBeInTheDocument();
  });
});

describe('movements tab: leaving', () => {
  it('asks before leaving with unrecorded movements', async () => {
    const ticket = workingTicket();
    const { router } = open(ticket);
    await addSerial(await installField(), spares()[0]!);
    await userEvent.click(screen.getByRole('tab', { name: 'Bitácora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Movimientos sin registrar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir aquí' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Movimientos sin registrar' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/requirement/detail/${ticket.ticketId}/movements`);

    await userEvent.click(screen.getByRole('tab', { name: 'Bitácora' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Movimientos sin registrar' })).getByRole('button', { name: 'Salir y descartar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/requirement/detail/${ticket.ticketId}/logbook`));
  });

  it('confirms signing out on the movements page', async () => {
    const { auth } = openInShell(workingTicket());
    await installField();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir el menú de la cuenta' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar sesión' });
    expect(auth.signOut).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(auth.signOut).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Abrir el menú de la cuenta' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cerrar sesión' })).getByRole('button', { name: 'Sí, cerrar sesión' }));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
  });

  it('signs out at once on another tab', async () => {
    const { auth } = openInShell(workingTicket(), 'DIS', 'logbook');
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir el menú de la cuenta' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
  });
});

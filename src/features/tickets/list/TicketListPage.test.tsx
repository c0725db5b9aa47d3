import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';

const sandbox = setupSandbox();

function searchBodies(): unknown[] {
  const bodies: unknown[] = [];
  sandbox.server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/Tickets/GeneralSearch')) bodies.push(await request.clone().json());
  });
  return bodies;
}

afterEach(() => sandbox.server.events.removeAllListeners());

const grid = () => screen.findByRole('table');

describe('ticket list', () => {
  it('paints each status in its catalogue colour, also when the catalogue answers after the rows', async () => {
    // Hold the status catalogue back until the rows are drawn; a resolver that returns nothing lets the sandbox answer.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox.server.use(http.get('*/catalog/api/v1/TicketStatus/GetAllStatus', () => held));
    renderScreen({ route: '/requirement/find', as: { sandbox, role: 'DIS' } });
    const table = await screen.findByRole('table');
    await within(table).findAllByRole('link');
    const chip = table.querySelector('tbody tr span.border-round-2xl')!;
    const status = [...sandbox.store.statuses.values()].find((s) => s.name === chip.textContent)!;
    release();
    await waitFor(() => expect(table.querySelector('tbody tr span.border-round-2xl')).toHaveStyle({ background: status.hexColor }));
  });

  it('links the header to the locations list for location search, whatever the menu’s roles, and not without it', async () => {
    const { unmount } = renderScreen({ route: '/requirement/find', as: { sandbox, role: 'DIS' } });
    await grid();
    expect(screen.getByRole('link', { name: 'Ubicaciones' })).toHaveAttribute('href', '/ubications');
    unmount();
    renderScreen({ route: '/requirement/find', as: { sandbox, role: 'ENG' } });
    await grid();
    expect(screen.queryByRole('link', { name: 'Ubicaciones' })).not.toBeInTheDocument();
  });

  it('shows the active view, newest first, with links to the detail', async () => {
    const bodies = searchBodies();
    renderScreen({ route: '/requirement/find', as: { sandbox, role: 'DIS' } });
    const table = await grid();
    const first = await within(table).findAllByRole('link', { name: /^\d{6}$/ });
    expect(first[0]).toHaveAttribute('href', expect.stringMatching(/^\/requirement\/detail\/\d+\/general$/));
    expect(bodies[0]).toMatchObject({ statusCategoryId: -1, pageNumber: 1, pageSize: 25, sortField: 'creationDateUTC', sortOrder: 'desc' });
    expect(within(table).getByRole('columnheader', { name: /Fecha de creación/ })).toBeInTheDocument();
    expect(within(table).getAllByText(/^\d+\.\d{2} %$/).length).toBeGreaterThan(0);
  });

  it('opens the view the URL names (links from the home dashboard)', async () => {
    const bodies = searchBodies();
    renderScreen({ route: '/requirement/find?statusCategoryId=-9', as: { sandbox, role: 'DIS' } });
    await grid();
    await waitFor(() => expect(bodies[0]).toMatchObject({ statusCategoryId: -9 }));
    // Historic: no bulk status update.
    expect(screen.queryByRole('button', { name: 'Actualizar estatus' })).not.toBeInTheDocument();
  });

  it('the programmed view shows only its ten columns and no links', async () => {
    renderScreen({ route: '/requirement/find?statusCategoryId=5', as: { sandbox, role: 'DIS' } });
    const table = await grid();
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent?.trim()).filter(Boolean);
    expect(headers).toEqual(['Ticket', 'Estatus', 'Cliente', 'Proyecto', 'Ubicación', 'Tipo de servicio', 'Servicio', 'Fuerza de tarea', 'Descripción', 'Fecha de inicio']);
    expect(within(table).queryAllByRole('link', { name: /^\d{6}$/ })).toHaveLength(0);
  });

  it('pages on the server', async () => {
    const bodies = searchBodies();
    renderScreen({ route: '/requirement/find', as: { sandbox, role: 'DIS' } });
    await grid();
    await userEvent.click(await screen.findByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ pageNumber: 2 }));
  });

  it('shows the no-results message when nothing matches', async () => {
    renderScreen({ route: '/requirement/find?statusCategoryId=-2', as: { sandbox, role: 'ENG' } });
    sandbox.store.tickets.clear();
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
  });

  it('marks a ticket at 100 % progress in red with the time-out hint', async () => {
    for (const ticket of sandbox.store.tickets.values()) ticket.ticketProgress = 100;
    renderScreen({ route: '/requirement/find', as: { sandbox, role: 'DIS' } });
    const table = await grid();
    const progress = (await within(table).findAllByText('100.00 %'))[0]!;
    expect(progress).toHaveAttribute('title', 'Se agotó el tiempo de atención');
    expect(progress.closest('tr')).toHaveClass('ticket-timed-out');
  });

  it('assigns the selected tickets to a task force and refreshes the list', async () => {
    const bodies = searchBodies();
    renderScreen({ route: '/requirement/find', as: { sandbox, role: 'DIS' } });
    const table = await grid();
    const firstRow = (await within(table).findAllByRole('link', { name: /^\d{6}$/ }))[0]!.closest('tr')!;
    await userEvent.click(firstRow.querySelector('input[type="checkbox"]')!);
    expect(await screen.findByText('1 ticket seleccionado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar fuerza de tarea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar fuerza de tarea' });
    await userEvent.click(dialog.querySelector('.p-dropdown')!);
    // PrimeReact overlays stay display:none during their enter transition under jsdom.
    const options = (await screen.findAllByRole('option', { hidden: true })).filter((o) => o.tagName === 'LI');
    await userEvent.click(options[0]!);
    const before = bodies.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText('Fuerza de tarea asignada')).toBeInTheDocument();
    await waitFor(() => expect(bodies.length).toBeGreaterThan(before));
  });

  it('remembers hidden columns in a cookie', async () => {
    const { unmount } = renderScreen({ route: '/requirement/find', as: { sandbox, role: 'DIS' } });
    await grid();
    await userEvent.click(screen.getByRole('combobox', { name: 'Columnas' }).closest('.p-multiselect')!);
    await userEvent.click(await screen.findByRole('option', { name: 'Socio', hidden: true }));
    expect(document.cookie).toContain('grid-columns-tickets');
    unmount();
    renderScreen({ route: '/requirement/find', as: { sandbox, role: 'DIS' } });
    const table = await grid();
    expect(within(table).queryByRole('columnheader', { name: /Socio/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Prioridad/ })).toBeInTheDocument();
  });
});

describe('ticket list with the advanced filter', () => {
  it('searches with the filter and applies the remembered filter on the next visit', async () => {
    const bodies = searchBodies();
    const user = userEvent.setup();
    const id = String([...sandbox.store.tickets.values()].find((t) => [2, 3, 4, 6, 7].includes(t.statusId))!.ticketId);
    const first = renderScreen({ route: '/requirement/find', as: { sandbox, role: 'DIS' } });
    await grid();
    await user.click(screen.getByRole('button', { name: 'Filtro avanzado' }));
    await user.click(within(screen.getByRole('search', { name: 'Filtro avanzado de tickets' })).getByRole('button', { name: 'Ticket' }));
    await user.type(screen.getByLabelText('Número de ticket'), id);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ ticketId: id, pageNumber: 1 }));
    expect(await within(await grid()).findByRole('link', { name: id })).toBeInTheDocument();
    first.unmount();

    const before = bodies.length;
    renderScreen({ route: '/requirement/find', as: { sandbox, role: 'DIS' } });
    await waitFor(() => expect(bodies.length).toBeGreaterThan(before));
    expect(bodies[before]).toMatchObject({ ticketId: id });
  });
});

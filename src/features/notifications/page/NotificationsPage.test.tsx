import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderApp, renderScreen } from '../../../../test/setup/renderWithApp';
import { saveFile } from '../../../shared/export/download';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { demoUserId, replaceNotifications } from '../testing/sandboxNotifications';

jest.mock('../../../shared/export/download', () => ({ ...jest.requireActual('../../../shared/export/download'), saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const sandbox = setupSandbox();

afterEach(() => sandbox.server.events.removeAllListeners());

function searches(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  sandbox.server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/Notifications/GeneralSearch')) bodies.push(await request.clone().json());
  });
  return bodies;
}

const daysAgo = (days: number) => DateTime.utc().minus({ days }).toFormat("yyyy-MM-dd'T'HH:mm:ss");

function seed() {
  return replaceNotifications(sandbox, demoUserId(sandbox, 'DIS'), [
    { title: 'Aviso de hace 40 días', emmitedDate: daysAgo(40), ticketId: 100001 },
    { title: 'Aviso de hace 3 días', emmitedDate: daysAgo(3), ticketId: 100002, viewed: true },
    { title: 'Aviso de ayer', emmitedDate: daysAgo(1), ticketId: 100003, message: 'Revise <img src=x onerror=alert(1)> el ticket **100003**' },
  ]);
}

const open = () => renderScreen({ route: '/notifications', as: { sandbox, role: 'DIS' } });
const rows = async () => {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(table.querySelectorAll('tbody tr td').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
};

async function openPicker() {
  await userEvent.click(screen.getByRole('button', { name: /^Fechas/ }));
  return screen.findByRole('dialog', { name: /rango de fechas/i });
}

describe('notifications page', () => {
  it('searches the last 30 days on the server and lists them newest first, rendered safely, dates as every screen writes them', async () => {
    const [, , yesterday] = seed();
    const bodies = searches();
    open();
    const listed = await rows();
    expect(listed.map((r) => r.textContent)).toEqual([expect.stringContaining('Aviso de ayer'), expect.stringContaining('Aviso de hace 3 días')]);
    expect(listed[0]).toHaveTextContent('Revise <img src=x onerror=alert(1)> el ticket 100003');
    expect(listed[0]!.querySelector('img')).toBeNull();
    expect(listed[0]).toHaveTextContent(formatUtcDateTime(yesterday!.emmitedDate));
    expect(listed[1]).toHaveTextContent('Leída');
    const [request] = bodies;
    expect(request).toMatchObject({ text: null, pageNumber: 1, pageSize: 25 });
    const from = DateTime.fromISO(String(request!.dateFrom), { zone: 'utc' });
    const to = DateTime.fromISO(String(request!.dateTo), { zone: 'utc' });
    expect(Math.round(to.diff(from, 'days').days)).toBe(30);
  });

  it('sends the text with the search', async () => {
    seed();
    const bodies = searches();
    open();
    await rows();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Texto' }), 'ayer');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ text: 'ayer', pageNumber: 1 }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
  });

  it('opens a link on its days, text and page size, and keeps its view in the address', async () => {
    seed();
    const bodies = searches();
    const today = DateTime.local();
    const range = `${today.minus({ days: 5 }).toISODate()}~${today.toISODate()}`;
    const { router } = renderScreen({ route: `/notifications?view=search&range=${range}&text=ayer&size=50`, as: { sandbox, role: 'DIS' } });
    expect(await rows()).toHaveLength(1);
    const [request] = bodies;
    expect(request).toMatchObject({ text: 'ayer', pageNumber: 1, pageSize: 50 });
    const from = DateTime.fromISO(String(request!.dateFrom), { zone: 'utc' });
    const to = DateTime.fromISO(String(request!.dateTo), { zone: 'utc' });
    // Five days back to the end of today.
    expect(Math.round(to.diff(from, 'days').days)).toBe(6);
    expect(screen.getByRole('searchbox', { name: 'Texto' })).toHaveValue('ayer');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Texto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ text: null, pageSize: 50 }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('text')).toBe(false));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({ view: 'search', range, size: '50' });
  });

  it('opens the unread view from its old link, and its search survives a reload from the address', async () => {
    seed();
    const unread: Record<string, unknown>[] = [];
    sandbox.server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/Notifications/GetUnread')) unread.push(await request.clone().json());
    });
    const first = renderScreen({ route: '/notifications?view=unread', as: { sandbox, role: 'DIS' } });
    expect(await rows()).toHaveLength(2);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Texto' }), 'ayer{Enter}');
    await waitFor(() => expect(new URLSearchParams(first.router.state.location.search).get('text')).toBe('ayer'));
    const address = first.router.state.location.search;
    expect(new URLSearchParams(address).get('view')).toBe('unread');
    first.unmount();

    renderScreen({ route: `/notifications${address}`, as: { sandbox, role: 'DIS' } });
    expect(await rows()).toHaveLength(1);
    expect(unread.at(-1)).toMatchObject({ text: 'ayer' });
    expect(screen.getByRole('searchbox', { name: 'Texto' })).toHaveValue('ayer');
    expect(screen.getByRole('link', { name: 'Sin leer' })).toHaveAttribute('aria-current', 'page');
  });

  it('needs both dates', async () => {
    seed();
    const bodies = searches();
    open();
    await rows();
    const picker = await openPicker();
    await userEvent.click(within(picker).getByRole('button', { name: 'Limpiar' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Cerrar' }));
    const sent = bodies.length;
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Seleccione la fecha inicial y la final')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Fechas/ })).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(sent);
  });

  it('refuses a range longer than two years', async () => {
    seed();
    const bodies = searches();
    open();
    await rows();
    const picker = await openPicker();
    await userEvent.click(within(picker).getByRole('button', { name: 'Limpiar' }));
    const now = DateTime.local();
    const [leftYear] = within(picker).getAllByRole('combobox', { name: 'Año' });
    await userEvent.selectOptions(leftYear!, String(now.year - 3));
    const start = now.minus({ years: 3 }).startOf('month');
    await userEvent.click(within(picker).getByRole('gridcell', { name: new RegExp(`${start.setLocale('es-MX').toLocaleString(DateTime.DATE_HUGE)}$`) }));
    await userEvent.selectOptions(within(picker).getAllByRole('combobox', { name: 'Año' })[0]!, String(now.year));
    const [leftMonth] = within(picker).getAllByRole('combobox', { name: 'Mes' });
    await userEvent.selectOptions(leftMonth!, String(now.month - 1));
    await userEvent.click(within(picker).getByRole('gridcell', { name: new RegExp(`${now.startOf('month').setLocale('es-MX').toLocaleString(DateTime.DATE_HUGE)}$`) }));
    const sent = bodies.length;
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('El rango de fechas no puede ser mayor a 2 años')).toBeInTheDocument();
    expect(bodies).toHaveLength(sent);
  });

  it('marks the selected unread notifications read, and the bell follows', async () => {
    const [, , yesterday] = seed();
    // The bell is the shell's.
    renderApp({ route: '/notifications', as: { sandbox, role: 'DIS' } });
    await rows();
    expect(await screen.findByRole('button', { name: /^Notificaciones: 2 sin leer/ })).toBeInTheDocument();
    const [first] = await rows();
    await userEvent.click(first!.querySelector('input[type="checkbox"]')!);
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como leída (1)' }));
    await waitFor(() => expect(sandbox.store.notifications.get(yesterday!.notificationId)!.viewed).toBe(true));
    expect(await screen.findByRole('button', { name: /^Notificaciones: 1 sin leer/ })).toBeInTheDocument();
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('Leída'));
  });

  it('exports the selected notifications with the grid’s columns, messages as plain text', async () => {
    seed();
    open();
    const [first] = await rows();
    await userEvent.click(first!.querySelector('input[type="checkbox"]')!);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const [blob, fileName] = saveFileMock.mock.calls[0]!;
    expect(fileName).toMatch(/^Notificaciones_\d{2}_\d{2}_\d{4}\.csv$/);
    const [header, row] = (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Fecha,Título,Mensaje,Ticket,Estado');
    expect(row).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2},Aviso de ayer,Revise <img src=x onerror=alert\(1\)> el ticket 100003,100003,No leída$/);
  });
});

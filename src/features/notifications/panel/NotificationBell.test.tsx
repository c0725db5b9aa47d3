import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Notification } from '../../../api/tags/message';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderApp } from '../../../../test/setup/renderWithApp';
import type { NotificationRecord } from '../../../../test/sandbox/store/types';
import { setNotificationsHub } from '../hub/hubSettings';
import { fakeHubFactory } from '../testing/fakeHub';
import { demoUserId, minutesAgo, replaceNotifications } from '../testing/sandboxNotifications';

const sandbox = setupSandbox();

afterEach(() => sandbox.server.events.removeAllListeners());

const UNREAD_URL = '*/message/api/v1/Notifications/GetUnread';

function unreadQueries(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  sandbox.server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/Notifications/GetUnread')) bodies.push(await request.clone().json());
  });
  return bodies;
}

/** Renders the app signed in as a DIS (unless told otherwise) with a fake hub the test drives. */
function open(role: 'DIS' | 'ENG' = 'DIS') {
  const hub = fakeHubFactory();
  setNotificationsHub({ factory: hub.factory });
  const result = renderApp({ route: '/forbidden', as: { sandbox, role } });
  return { ...result, hub, push: (n: Notification) => act(() => hub.connections[0]!.push('ReceiveNotification', n)) };
}

const bell = (name: string | RegExp = /^Notificaciones/) => screen.findByRole('button', { name });

async function openPanel(name?: string | RegExp) {
  await userEvent.click(await bell(name));
  return screen.getByRole('dialog', { name: /^Notificaciones/ });
}

const listItems = async (panel: HTMLElement) => within(await within(panel).findByRole('list', { name: 'Notificaciones sin leer' })).getAllByRole('listitem');

const asLive = (r: NotificationRecord): Notification => {
  const { receiverUserId: _receiver, ...notification } = r;
  return notification as Notification;
};

/** dd/MM/yyyy HH:mm:ss in local time, written out by hand from the UTC wire date. */
function localStamp(utc: string): string {
  const d = new Date(`${utc}Z`);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

describe('notification bell', () => {
  it('shows the loading state, then the unread list newest first with the count and local dates', async () => {
    const user = demoUserId(sandbox, 'DIS');
    const records = replaceNotifications(sandbox, user, [
      { title: 'Revisión antigua', ticketId: 100001 },
      { title: 'Revisión media', ticketId: 100002 },
      { title: 'Revisión reciente', ticketId: 100003 },
    ]);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Holds the first answer until the panel shows its loading state, then lets the sandbox answer.
    sandbox.server.use(http.post(UNREAD_URL, async () => void (await gate)));
    const queries = unreadQueries();
    open();

    const panel = await openPanel('Notificaciones');
    expect(within(panel).getByRole('status')).toHaveTextContent('Cargando notificaciones…');
    release();
    const items = await listItems(panel);
    expect(items.map((li) => within(li).getAllByRole('button')[0]!.querySelector('.font-semibold')!.textContent)).toEqual([
      'Revisión reciente', 'Revisión media', 'Revisión antigua',
    ]);
    expect(items[0]).toHaveTextContent(localStamp(records[2]!.emmitedDate));
    expect(await bell('Notificaciones: 3 sin leer')).toBeInTheDocument();
    expect(within(panel).getByText('3 sin leer')).toBeInTheDocument();
    expect(queries[0]).toEqual({ pageNumber: 1, pageSize: 200, descending: false, receiverUserId: user, text: null });
    expect(within(panel).queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });

  it('says when there is nothing unread, and when a search matches nothing', async () => {
    replaceNotifications(sandbox, demoUserId(sandbox, 'DIS'), [{ title: 'Pendiente por serie', message: 'El ticket **100001** requiere su revisión.' }]);
    const queries = unreadQueries();
    open();
    const panel = await openPanel('Notificaciones: 1 sin leer');
    await listItems(panel);

    const search = within(panel).getByRole('searchbox', { name: 'Buscar notificaciones' });
    await userEvent.type(search, 'almacén{Enter}');
    expect(await within(panel).findByText('Ninguna notificación coincide con «almacén»')).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ pageNumber: 1, text: 'almacén' });
    // The count is still the user's unread total, not the matches.
    expect(await bell('Notificaciones: 1 sin leer')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'serie');
    await userEvent.click(within(panel).getByRole('button', { name: 'Buscar' }));
    expect(await listItems(panel)).toHaveLength(1);
    expect(queries.at(-1)).toMatchObject({ text: 'serie' });

    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar como leída: Pendiente por serie' }));
    await userEvent.clear(search);
    await userEvent.type(search, '{Enter}');
    expect(await within(panel).findByText('No tiene notificaciones sin leer')).toBeInTheDocument();
    expect(await bell('Notificaciones')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
  });

  it('says why the list could not load and loads it again on retry', async () => {
    replaceNotifications(sandbox, demoUserId(sandbox, 'DIS'), [{ title: 'Aviso único' }]);
    sandbox.server.use(
      http.post(UNREAD_URL, () => HttpResponse.json({ success: false, message: 'Servicio de mensajes no disponible', detail: null }, { status: 503 })),
    );
    open();
    const panel = await openPanel();
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron obtener las notificaciones sin leer');
    expect(alert).toHaveTextContent('Servicio de mensajes no disponible');
    sandbox.server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await listItems(panel)).toHaveLength(1);
  });

  it('adds a live notification and counts it; one for a listed ticket replaces the old one', async () => {
    const user = demoUserId(sandbox, 'DIS');
    const [first] = replaceNotifications(sandbox, user, [{ title: 'Primera solicitud', ticketId: 100001 }, { title: 'Otro ticket', ticketId: 100002 }]);
    const { push } = open();
    const panel = await openPanel('Notificaciones: 2 sin leer');
    expect(await listItems(panel)).toHaveLength(2);

    const now = sandbox.store.now;
    push({ ...asLive(first!), notificationId: 990001, title: 'Solicitud nueva del mismo ticket', emmitedDate: minutesAgo(now, 0) });
    expect(await listItems(panel)).toHaveLength(2);
    expect(within(panel).queryByText('Primera solicitud')).not.toBeInTheDocument();
    expect(within(panel).getByText('Solicitud nueva del mismo ticket')).toBeInTheDocument();
    expect(await bell('Notificaciones: 2 sin leer')).toBeInTheDocument();

    push({ ...asLive(first!), notificationId: 990002, ticketId: 100003, title: 'Ticket nuevo', emmitedDate: minutesAgo(now, 0) });
    expect(await listItems(panel)).toHaveLength(3);
    expect(await bell('Notificaciones: 3 sin leer')).toBeInTheDocument();
  });

  it('reading one removes it and lowers the count; mark all reads every one, the replaced ones too', async () => {
    const user = demoUserId(sandbox, 'DIS');
    const records = replaceNotifications(sandbox, user, [
      { title: 'Aviso A', ticketId: 100001 }, { title: 'Aviso B', ticketId: 100002 }, { title: 'Aviso C', ticketId: 100003 },
    ]);
    const { push } = open();
    const panel = await openPanel('Notificaciones: 3 sin leer');
    await listItems(panel);

    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar como leída: Aviso B' }));
    await waitFor(() => expect(within(panel).queryByText('Aviso B')).not.toBeInTheDocument());
    expect(await bell('Notificaciones: 2 sin leer')).toBeInTheDocument();
    expect(sandbox.store.notifications.get(records[1]!.notificationId)!.viewed).toBe(true);
    expect(sandbox.store.notifications.get(records[0]!.notificationId)!.viewed).toBe(false);

    // A newer one for ticket A replaces Aviso A in the list; marking all must read both on the server.
    const newer = { ...asLive(records[0]!), notificationId: 990010, title: 'Aviso A otra vez', emmitedDate: minutesAgo(sandbox.store.now, 0) };
    sandbox.store.notifications.set(newer.notificationId, { ...newer, receiverUserId: user });
    push(newer);
    expect(await listItems(panel)).toHaveLength(2);

    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(await within(panel).findByText('No tiene notificaciones sin leer')).toBeInTheDocument();
    expect(await bell('Notificaciones')).toBeInTheDocument();
    const mine = [...sandbox.store.notifications.values()].filter((n) => n.receiverUserId === user);
    expect(mine.every((n) => n.viewed)).toBe(true);
  });

  /** The dispatcher's panel over 230 unread notifications, its first 200 listed. */
  async function panelOf230() {
    replaceNotifications(sandbox, demoUserId(sandbox, 'DIS'), Array.from({ length: 230 }, (_, i) => ({ title: `Aviso ${i + 1}`, ticketId: 100001 + i })));
    const queries = unreadQueries();
    open();
    const panel = await openPanel('Notificaciones: 230 sin leer');
    const list = await within(panel).findByRole('list', { name: 'Notificaciones sin leer' });
    // Read with a selector: role queries over hundreds of items are slow under jsdom.
    const items = () => [...list.querySelectorAll<HTMLElement>(':scope > li')];
    return { queries, panel, items };
  }

  it('shows more once 200 are listed and more remain', async () => {
    const { queries, panel, items } = await panelOf230();
    const listed = () => items().length;
    expect(listed()).toBe(200);
    expect(within(panel).getByText('230 sin leer')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Ver más' }));
    await waitFor(() => expect(listed()).toBe(230));
    expect(queries.at(-1)).toMatchObject({ pageNumber: 2, pageSize: 200 });
    expect(within(panel).queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });

  it('loses none to show-more after some listed ones were read', async () => {
    const { queries, panel, items } = await panelOf230();
    const titles = () => items().map((li) => li.textContent ?? '');
    expect(titles()).toHaveLength(200);
    const read = items().slice(0, 3).map((li) => within(li).getByRole('button', { name: /^Marcar como leída: / }));
    for (const button of read) await userEvent.click(button);
    await waitFor(() => expect(titles()).toHaveLength(197));

    await userEvent.click(within(panel).getByRole('button', { name: 'Ver más' }));
    // The 30 not listed before all arrive, none twice; the three read ones stay off the list.
    await waitFor(() => expect(titles()).toHaveLength(227));
    expect(new Set(titles()).size).toBe(227);
    expect(queries.slice(-2)).toMatchObject([{ pageNumber: 1 }, { pageNumber: 2 }]);
    expect(within(panel).getByText('227 sin leer')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });

  it('renders a message as text: markup stays inert and only **...** turns bold', async () => {
    const hostile = 'Revise <img src=x onerror=alert(1)> el ticket **100001** <b>ya</b>';
    replaceNotifications(sandbox, demoUserId(sandbox, 'DIS'), [{ title: 'Mensaje raro', message: hostile, ticketId: 100001 }]);
    const { push } = open();
    const panel = await openPanel('Notificaciones: 1 sin leer');
    const [item] = await listItems(panel);
    expect(item!.querySelector('img')).toBeNull();
    expect(item!.querySelector('b')).toBeNull();
    expect(item).toHaveTextContent('Revise <img src=x onerror=alert(1)> el ticket 100001 <b>ya</b>');
    expect(within(item!).getByText('100001').tagName).toBe('STRONG');

    push({ notificationId: 990020, notificationKey: 'Survey.Send', ticketId: 100005, needsAttention: false, viewed: false, title: '<img src=y>', message: '<script>alert(2)</script>', iconUrl: null, emmitedDate: minutesAgo(sandbox.store.now, 0), expireDate: null, advise: '<img src=z>' });
    expect(await listItems(panel)).toHaveLength(2);
    expect(panel.querySelector('img, script')).toBeNull();
    expect(panel).toHaveTextContent('<script>alert(2)</script>');
  });

  it("offers 'show all' to a user with the notification-search permission, opening a page that lists what the bell counts", async () => {
    const user = demoUserId(sandbox, 'DIS');
    // Unread ones older than any date range the page might open with, and a read one it must not count.
    const [, , read] = replaceNotifications(sandbox, user, [
      { title: 'Aviso de hace 700 días', ticketId: 100001, emmitedDate: minutesAgo(sandbox.store.now, 700 * 24 * 60) },
      { title: 'Aviso de hace 90 días', ticketId: 100002, emmitedDate: minutesAgo(sandbox.store.now, 90 * 24 * 60) },
      { title: 'Aviso leído', ticketId: 100003, viewed: true },
      { title: 'Aviso de hoy', ticketId: 100004 },
    ]);
    open('DIS');
    const panel = await openPanel(/^Notificaciones: 3 sin leer/);
    await userEvent.click(await within(panel).findByRole('link', { name: 'Ver todas' }));
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3));
    expect(table).toHaveTextContent('Aviso de hace 700 días');
    expect(table).not.toHaveTextContent(read!.title);
  });

  it("offers no 'show all' without the notification-search permission", async () => {
    const { store } = open('ENG');
    const panel = await openPanel();
    await listItems(panel);
    await waitFor(() => expect(store.getState().api.queries['getAccessList(undefined)']?.status).toBe('fulfilled'));
    expect(within(panel).queryByRole('link', { name: 'Ver todas' })).not.toBeInTheDocument();
  });

  it('shows the live connection state beside the bell', async () => {
    const { hub } = open();
    expect(await screen.findByRole('img', { name: 'Notificaciones en vivo: conectado' })).toBeInTheDocument();
    act(() => hub.connections[0]!.dropAndReconnecting());
    expect(screen.getByRole('img', { name: 'Notificaciones en vivo: reconectando…' })).toHaveAttribute('title', 'Notificaciones en vivo: reconectando…');
    act(() => hub.connections[0]!.reconnect());
    expect(await screen.findByRole('img', { name: 'Notificaciones en vivo: conectado' })).toBeInTheDocument();
  });

  it('closes with Escape and returns focus to the bell', async () => {
    open();
    const panel = await openPanel();
    expect(panel).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /^Notificaciones/ })).not.toBeInTheDocument();
    expect(await bell()).toHaveFocus();
  });
});

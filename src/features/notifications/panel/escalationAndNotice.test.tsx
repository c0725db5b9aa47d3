import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { advanceClock } from '../../../../test/sandbox/clock';
import { callApi } from '../../../../test/setup/callApi';
import { renderApp } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { setNotificationsHub } from '../hub/hubSettings';
import { fakeHubFactory } from '../testing/fakeHub';
import { demoUserId, replaceNotifications } from '../testing/sandboxNotifications';

const sandbox = setupSandbox({ tickets: 200 });
const DAY = 86_400_000;

/** The dispatcher's only unread notifications: what the sandbox sent them for one escalation rule and one notice. */
async function escalationAndNotice() {
  const dispatcher = demoUserId(sandbox, 'DIS');
  replaceNotifications(sandbox, dispatcher, []);
  await callApi(sandbox, 'POST', '/ticket/api/v1/Escalations', {
    body: {
      name: 'Pendientes sin asignar', clientId: 1, serviceId: null, criticalityId: null, statusId: 2, measure: 'TimeInStatus', enabled: true,
      levels: [{ level: 1, threshold: 30, userIds: [dispatcher] }],
    },
  });
  const tomorrow = DateTime.fromJSDate(sandbox.store.now).plus({ days: 1 }).toISODate();
  await callApi(sandbox, 'POST', '/message/api/v1/Notices', {
    body: { scheduledDate: tomorrow, comment: 'La mesa atiende en horario extendido el viernes.', notificationPriorityId: 1, notificationTypeId: 2, audience: { userIds: [], roleCodes: ['DIS'], clientIds: [] } },
  });
  advanceClock(sandbox.store, DAY);
  const mine = [...sandbox.store.notifications.values()].filter((n) => n.receiverUserId === dispatcher);
  return { escalations: mine.filter((n) => n.notificationKey === 'Ticket.Escalation'), notice: mine.find((n) => n.notificationKey === 'Admin.Notice')! };
}

function open() {
  setNotificationsHub({ factory: fakeHubFactory().factory });
  return renderApp({ route: '/forbidden', as: { sandbox, role: 'DIS' } });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Clicks the first notification of the panel with this title. */
async function clickInPanel(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: /^Notificaciones/ }));
  const panel = screen.getByRole('dialog', { name: /^Notificaciones/ });
  const [first] = await within(panel).findAllByRole('button', { name: new RegExp(`^${escaped(title)}`) });
  await userEvent.click(first!);
}

describe('escalations and notices in the bell', () => {
  it('opens the ticket an escalation is about, and reads it', async () => {
    const { escalations } = await escalationAndNotice();
    const { router } = open();
    await clickInPanel(escalations[0]!.title);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/requirement\/detail\/\d+\/general$/));
    const ticketId = Number(router.state.location.pathname.split('/')[3]);
    const opened = escalations.find((n) => n.ticketId === ticketId)!;
    await waitFor(() => expect(sandbox.store.notifications.get(opened.notificationId)!.viewed).toBe(true));
  }, 60_000);

  it('shows a notice whole, and reads it', async () => {
    const { notice } = await escalationAndNotice();
    open();
    await clickInPanel(notice.title);
    const dialog = await screen.findByRole('dialog', { name: notice.title });
    expect(dialog).toHaveTextContent('La mesa atiende en horario extendido el viernes.');
    await waitFor(() => expect(sandbox.store.notifications.get(notice.notificationId)!.viewed).toBe(true));
  }, 60_000);
});

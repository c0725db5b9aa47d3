import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderApp } from '../../../../test/setup/renderWithApp';
import type { RoleCode } from '../../../../test/sandbox/store/types';
import { unansweredSurveyOn } from '../../../../test/sandbox/insight/ticketSurvey';
import { demoUserId, replaceNotifications } from '../testing/sandboxNotifications';

const sandbox = setupSandbox();

afterEach(() => sandbox.server.events.removeAllListeners());

const TICKET = 100010;

function requestBodies(suffix: string): unknown[] {
  const bodies: unknown[] = [];
  sandbox.server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(suffix)) bodies.push(await request.clone().json());
  });
  return bodies;
}

/** One notification of `key` about TICKET (in status `statusId`) for the demo user of `role`, then the app at `route`. */
function setup(role: RoleCode, key: string, statusId: number, route = '/forbidden') {
  sandbox.store.tickets.get(TICKET)!.statusId = statusId;
  const [notification] = replaceNotifications(sandbox, demoUserId(sandbox, role), [
    { notificationKey: key, ticketId: TICKET, title: 'Solicitud de revisión', message: `El ticket **${TICKET}** requiere su revisión.` },
  ]);
  const rendered = renderApp({ route, as: { sandbox, role } });
  return { ...rendered, notification: notification! };
}

async function openNotification() {
  await userEvent.click(await screen.findByRole('button', { name: /^Notificaciones: 1 sin leer/ }));
  const panel = screen.getByRole('dialog', { name: /^Notificaciones/ });
  await userEvent.click(await within(panel).findByRole('button', { name: /^Solicitud de revisión/ }));
  return screen.findByRole('dialog', { name: 'Solicitud de revisión' });
}

const statusOf = () => sandbox.store.tickets.get(TICKET)!.statusId;
const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

describe('notification actions', () => {
  it('pending by warehouse: accept moves the ticket, reads the notification and refreshes the open ticket', async () => {
    const bodies = requestBodies('/Tickets/ReviewPendingWarehouse');
    const { notification } = setup('WAD', 'Ticket.ReviewPendingWarehouse', 43, `/requirement/detail/${TICKET}/general`);
    const before = sandbox.store.statuses.get(43)!.name;
    expect((await screen.findAllByText(before)).length).toBeGreaterThan(0);

    const dialog = await openNotification();
    expect(within(dialog).getByText(String(TICKET)).tagName).toBe('STRONG');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));

    expect(await screen.findByText(`Ticket ${TICKET} actualizado`)).toBeInTheDocument();
    expect(bodies).toEqual([{ ticketId: TICKET, accept: true, observations: null }]);
    expect(statusOf()).toBe(25);
    await waitFor(() => expect(sandbox.store.notifications.get(notification.notificationId)!.viewed).toBe(true));
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    expect((await screen.findAllByText(sandbox.store.statuses.get(25)!.name)).length).toBeGreaterThan(0);
  });

  it('pending by warehouse: reject needs observations and returns the ticket to on site', async () => {
    const bodies = requestBodies('/Tickets/ReviewPendingWarehouse');
    setup('WAD', 'Ticket.ReviewPendingWarehouse', 43);
    const dialog = await openNotification();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    const observations = field(dialog, /^Observaciones/);
    expect(observations).toHaveAttribute('maxlength', '4000');
    expect(within(dialog).getByText('0/4000')).toBeInTheDocument();
    await userEvent.type(observations, 'Sin existencias en el almacén');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText(`Ticket ${TICKET} actualizado`)).toBeInTheDocument();
    expect(bodies).toEqual([{ ticketId: TICKET, accept: false, observations: 'Sin existencias en el almacén' }]);
    expect(statusOf()).toBe(7);
  });

  it('pending by serial: accept moves the ticket to pending serial; reject needs a comment', async () => {
    const bodies = requestBodies('/Tickets/ReviewPendingSerie');
    setup('WAD', 'Ticket.ReviewPendingSerie', 42);
    const dialog = await openNotification();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    await userEvent.type(field(dialog, /^Comentario/), 'Se aprueba con la serie registrada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(`Ticket ${TICKET} actualizado`)).toBeInTheDocument();
    expect(bodies).toEqual([{ ticketId: TICKET, accept: true, comment: 'Se aprueba con la serie registrada' }]);
    expect(statusOf()).toBe(23);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Solicitud de revisión' })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
  });

  it.each([
    ['pending by serial', 'WAD', 'Ticket.ReviewPendingSerie', /^Comentario/],
    ['pending by warehouse', 'WAD', 'Ticket.ReviewPendingWarehouse', /^Observaciones/],
    ['scheduled review', 'DIS', 'Ticket.ReviewScheduled', /^Comentario/],
  ] as const)('%s: a refused review says why, clears the dialog and keeps the notification', async (_kind, role, key, label) => {
    const { notification } = setup(role, key, 7);
    const dialog = await openNotification();
    const text = field(dialog, label);
    await userEvent.type(text, 'Rechazo por datos equivocados');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`El ticket ${TICKET} está en`);
    expect(text).toHaveValue('');
    expect(within(dialog).queryByText('Este campo es obligatorio')).not.toBeInTheDocument();
    expect(statusOf()).toBe(7);
    expect(sandbox.store.notifications.get(notification.notificationId)!.viewed).toBe(false);
    expect(screen.getByRole('button', { name: /^Notificaciones: 1 sin leer/ })).toBeInTheDocument();
  });

  it('scheduled review: accept approves the schedule; reject keeps it and asks for a comment', async () => {
    const bodies = requestBodies('/Tickets/ReviewScheduled');
    sandbox.store.tickets.get(TICKET)!.previousStatusId = 4;
    setup('DIS', 'Ticket.ReviewScheduled', 44);
    const dialog = await openNotification();
    expect(within(dialog).getByText(/rechazar conserva el ticket agendado/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    await userEvent.type(field(dialog, /^Comentario/), 'La fecha no es viable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText(`Ticket ${TICKET} actualizado`)).toBeInTheDocument();
    expect(bodies).toEqual([{ ticketId: TICKET, accept: false, comment: 'La fecha no es viable' }]);
    expect(statusOf()).toBe(4);
  });

  it('scheduled review accepted: the ticket is scheduled', async () => {
    setup('DIS', 'Ticket.ReviewScheduled', 44);
    const dialog = await openNotification();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(`Ticket ${TICKET} actualizado`)).toBeInTheDocument();
    expect(statusOf()).toBe(19);
  });

  it('move to on site: the comment is the notification message plus the user’s, and it is required', async () => {
    const bodies = requestBodies('/Tickets/UpdateToOnSite');
    setup('DIS', 'Ticket.MoveToOnSite', 6);
    const dialog = await openNotification();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover a En sitio' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    await userEvent.type(field(dialog, /^Comentario/), ' llegué');
    expect(within(dialog).getByText('No puede iniciar con un espacio')).toBeInTheDocument();
    await userEvent.clear(field(dialog, /^Comentario/));
    await userEvent.type(field(dialog, /^Comentario/), 'Llegué al sitio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover a En sitio' }));
    expect(await screen.findByText(`Ticket ${TICKET} actualizado`)).toBeInTheDocument();
    expect(bodies).toEqual([{ ticketIds: [TICKET], comment: `El ticket ${TICKET} requiere su revisión. Llegué al sitio` }]);
    expect(statusOf()).toBe(7);
  });

  it('move to on site: a refused ticket shows the message of its result item', async () => {
    setup('DIS', 'Ticket.MoveToOnSite', 2);
    const dialog = await openNotification();
    await userEvent.type(field(dialog, /^Comentario/), 'Llegué al sitio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover a En sitio' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`(ticket ${TICKET})`);
    expect(field(dialog, /^Comentario/)).toHaveValue('');
    expect(statusOf()).toBe(2);
  });

  it('move to scheduled sends scheduledApproved false and the ticket waits for the review', async () => {
    const bodies = requestBodies('/Tickets/UpdateToScheduled');
    setup('DIS', 'Ticket.MoveToScheduled', 4);
    const dialog = await openNotification();
    await userEvent.type(field(dialog, /^Comentario/), 'Visita el lunes a las 10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover a Agendado' }));
    expect(await screen.findByText(`Ticket ${TICKET} actualizado`)).toBeInTheDocument();
    expect(bodies).toEqual([{ TicketId: TICKET, comment: 'Visita el lunes a las 10', scheduledApproved: false }]);
    expect(statusOf()).toBe(44);
  });

  it('move to scheduled: a failed request shows the server message', async () => {
    sandbox.server.use(
      http.put('*/ticket/api/v1/Tickets/UpdateToScheduled', () => HttpResponse.json({ success: false, message: 'Agenda cerrada por mantenimiento', detail: null }, { status: 422 })),
    );
    setup('DIS', 'Ticket.MoveToScheduled', 4);
    const dialog = await openNotification();
    await userEvent.type(field(dialog, /^Comentario/), 'Visita el lunes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover a Agendado' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Agenda cerrada por mantenimiento');
    expect(field(dialog, /^Comentario/)).toHaveValue('');
    expect(statusOf()).toBe(4);
  });

  it('without the permission the dialog offers no accept or reject', async () => {
    setup('WAD', 'Ticket.ReviewScheduled', 44);
    const dialog = await openNotification();
    expect(await within(dialog).findByText('No tiene permiso para atender esta notificación.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog', { name: 'Solicitud de revisión' })).not.toBeInTheDocument();
  });

  it('a kind without an action says so', async () => {
    setup('DIS', 'User.PermissionsCopied', 5);
    await userEvent.click(await screen.findByRole('button', { name: /^Notificaciones: 1 sin leer/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^Solicitud de revisión/ }));
    expect(await screen.findByText('Esta notificación no tiene una acción disponible')).toBeInTheDocument();
  });

  it('a survey notification opens the ticket’s survey to answer and is read', async () => {
    const template = unansweredSurveyOn(sandbox.store, TICKET);
    const { notification } = setup('CWR', 'Survey.Send', 5);
    await userEvent.click(await screen.findByRole('button', { name: /^Notificaciones: 1 sin leer/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^Solicitud de revisión/ }));
    const survey = await screen.findByRole('dialog', { name: template.title });
    expect(await within(survey).findByRole('radiogroup', { name: `1. ${template.questions[0]!.label}` })).toBeInTheDocument();
    expect(within(survey).getByRole('button', { name: 'Enviar respuestas' })).toBeInTheDocument();
    await waitFor(() => expect(sandbox.store.notifications.get(notification.notificationId)!.viewed).toBe(true));
  });

  it('the role-changed notification opens the role-changed message; accept signs out', async () => {
    const [notification] = replaceNotifications(sandbox, demoUserId(sandbox, 'DIS'), [
      { notificationKey: 'User.RoleChanged', ticketId: null, title: 'Cambio de rol', message: 'Su rol fue actualizado.' },
    ]);
    const { auth } = renderApp({ route: '/forbidden', as: { sandbox, role: 'DIS' } });
    await userEvent.click(await screen.findByRole('button', { name: /^Notificaciones: 1 sin leer/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^Cambio de rol/ }));
    const message = await screen.findByRole('dialog', { name: 'Su rol cambió' });
    await waitFor(() => expect(sandbox.store.notifications.get(notification!.notificationId)!.viewed).toBe(true));
    await userEvent.click(within(message).getByRole('button', { name: 'Cerrar sesión' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });
});

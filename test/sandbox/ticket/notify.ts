import type { NotificationKey } from '../../../src/api/tags/message';
import { addNotification } from '../message/addNotification';
import type { SandboxStore, TicketRecord } from '../store/types';

/** Leaves a notification for the user who must review a request (the message service lists and pushes it). */
export function notifyReviewer(store: SandboxStore, receiverUserId: number, ticket: TicketRecord, notificationKey: NotificationKey, title: string): void {
  addNotification(store, {
    notificationKey, receiverUserId, ticketId: ticket.ticketId, title, message: `El ticket **${ticket.ticketId}** requiere su revisión.`,
  });
}

/**
 * A closed ticket sends its requester the satisfaction survey. The requester is known only by the
 * e-mail on the ticket, so only a requester who is a sandbox user (an enabled account with that
 * e-mail, as on tickets a client user opens) gets the notification; outside contacts have no bell.
 */
export function notifySurveyToSend(store: SandboxStore, ticket: TicketRecord): void {
  const email = ticket.requesterEmail.trim().toLowerCase();
  const requester = [...store.users.values()].find((u) => u.enabled && u.email.toLowerCase() === email);
  if (!requester) return;
  addNotification(store, {
    notificationKey: 'Survey.Send', receiverUserId: requester.userId, ticketId: ticket.ticketId, title: 'Encuesta de satisfacción',
    message: `El ticket **${ticket.ticketId}** se cerró; le enviamos la encuesta de satisfacción.`,
  });
}

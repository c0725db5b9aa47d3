import { utc } from '../store/random';
import type { SandboxStore, TicketRecord } from '../store/types';

/** Leaves a notification for the user who must review a request (the message service lists them). */
export function notifyReviewer(store: SandboxStore, receiverUserId: number, ticket: TicketRecord, notificationKey: string, title: string): void {
  const notificationId = store.nextId('notifications');
  store.notifications.set(notificationId, {
    notificationId, notificationKey, receiverUserId, ticketId: ticket.ticketId, needsAttention: true, viewed: false, title,
    message: `El ticket **${ticket.ticketId}** requiere su revisión.`, iconUrl: null, emmitedDate: utc(store.now), expireDate: null, advise: null,
  });
}

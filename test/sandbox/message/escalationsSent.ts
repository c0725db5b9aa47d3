import type { EscalationSent } from '../../../src/api/tags/message';
import { paginate } from '../catalog/common';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';
import { addNotification } from './addNotification';

/** Every level of every rule a ticket reached, newest last (the Escalations screen's past escalations). */
export const escalationsSent = serviceState('message', 'escalationsSent', (): EscalationSent[] => []);

export interface EscalationToSend {
  escalationId: number;
  escalationName: string;
  ticketId: number;
  level: number;
  statusName: string;
  clientName: string;
  /** What passed the threshold, in words ("45 minutos en Pendiente de asignación", "80 % del SLA"). */
  reached: string;
  userIds: number[];
}

/** Tells the level's users over the hub (their notifications) and records the escalation for the search. */
export function sendEscalation(store: SandboxStore, sent: EscalationToSend): void {
  const names: string[] = [];
  for (const userId of sent.userIds) {
    const user = store.users.get(userId);
    if (!user?.enabled) continue;
    names.push(user.fullName);
    addNotification(store, {
      notificationKey: 'Ticket.Escalation', receiverUserId: userId, ticketId: sent.ticketId,
      title: `Escalación nivel ${sent.level}: ${sent.escalationName}`,
      message: `El ticket **${sent.ticketId}** de ${sent.clientName} lleva ${sent.reached}.`,
    });
  }
  const log = escalationsSent(store);
  log.push({
    id: log.length + 1, escalationId: sent.escalationId, escalationName: sent.escalationName, ticketId: sent.ticketId, level: sent.level,
    statusName: sent.statusName, clientName: sent.clientName, sentDateTime: utc(store.now), notifiedUsers: names,
  });
}

export const escalationSentHandlers: OperationHandlers = {
  searchEscalationNotifications: ({ store, body }) => {
    if (body.dateTo < body.dateFrom) throw new SandboxError(400, 'La fecha final no puede ser anterior a la inicial', 'dateTo');
    const rows = escalationsSent(store)
      .filter((e) => e.sentDateTime.slice(0, 10) >= body.dateFrom && e.sentDateTime.slice(0, 10) <= body.dateTo)
      .filter((e) => body.ticketId === null || e.ticketId === body.ticketId)
      .slice()
      .reverse();
    return paginate(rows, body.pageNumber, body.pageSize);
  },
};

import { criticalityOf } from '../catalog/criticalities';
import { sendEscalation } from '../message/escalationsSent';
import { serviceState } from '../store/serviceState';
import type { SandboxStore, TicketRecord } from '../store/types';
import { escalationRules, type EscalationRule } from './escalations';
import { statusName } from './moves';
import { FINAL_STATUSES } from './transitions';

const MINUTE = 60_000;

/** The levels already sent, by rule, ticket, level and (for time in a status) when the ticket entered it. */
export const escalationsFired = serviceState('ticket', 'escalationsFired', () => new Set<string>());

const timeOf = (utcText: string) => Date.parse(`${utcText.slice(0, 19)}Z`);

/** When each ticket entered its current status: its last logbook entry into it, else its creation. */
function statusSince(store: SandboxStore): (ticket: TicketRecord) => number {
  const last = new Map<number, { statusId: number; at: number }>();
  for (const entry of store.logbook) last.set(entry.ticketId, { statusId: entry.statusId, at: timeOf(entry.createdDateTime) });
  return (ticket) => {
    const entry = last.get(ticket.ticketId);
    return entry?.statusId === ticket.statusId ? entry.at : timeOf(ticket.creationDateUTC);
  };
}

const watches = (rule: EscalationRule, ticket: TicketRecord) =>
  rule.enabled && ticket.clientId === rule.clientId && (rule.serviceId === null || ticket.serviceId === rule.serviceId)
  && (rule.criticalityId === null || criticalityOf(ticket) === rule.criticalityId)
  && (rule.measure === 'SlaSpent' ? !FINAL_STATUSES.has(ticket.statusId) : ticket.statusId === rule.statusId);

/**
 * A time rule: every ticket a rule watches that passed one of its levels' thresholds (minutes in the status, or
 * SLA percentage spent) tells that level's users, once per level; a ticket that left the status is no longer
 * watched, and one that comes back to it is measured afresh.
 */
export function evaluateEscalations(store: SandboxStore): void {
  const rules = [...escalationRules(store).values()].filter((r) => r.enabled);
  if (!rules.length) return;
  const fired = escalationsFired(store);
  const since = statusSince(store);
  for (const ticket of store.tickets.values()) {
    for (const rule of rules.filter((r) => watches(r, ticket))) {
      const entered = since(ticket);
      const minutes = Math.floor((store.now.getTime() - entered) / MINUTE);
      const reached = rule.measure === 'SlaSpent' ? ticket.ticketProgress : minutes;
      for (const level of rule.levels.filter((l) => reached >= l.threshold)) {
        const key = `${rule.id}:${ticket.ticketId}:${level.level}:${rule.measure === 'SlaSpent' ? '' : entered}`;
        if (fired.has(key)) continue;
        fired.add(key);
        sendEscalation(store, {
          escalationId: rule.id, escalationName: rule.name, ticketId: ticket.ticketId, level: level.level,
          statusName: statusName(store, ticket.statusId), clientName: store.clients.get(ticket.clientId)?.name ?? '',
          reached: rule.measure === 'SlaSpent' ? `${ticket.ticketProgress} % del SLA` : `${minutes} minutos en ${statusName(store, ticket.statusId)}`,
          userIds: level.userIds,
        });
      }
    }
  }
}

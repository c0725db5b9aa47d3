import type { TicketStatusSummary } from '../../../src/api/tags/ticket';
import { emitTicketChange } from '../message/events';
import { SandboxError } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore, TicketRecord, UserRecord } from '../store/types';
import { afterTicketStatusChange } from '../workflow/orders';
import { FINAL_STATUSES, isAllowedMove } from './transitions';

/** Hours a ticket has to be attended; ticketProgress is the elapsed share of them (as the seed computes it). */
export const RESPONSE_HOURS = 72;

export function statusName(store: SandboxStore, statusId: number): string {
  return store.statuses.get(statusId)?.name ?? `Estatus ${statusId}`;
}

export function progressOf(store: SandboxStore, ticket: TicketRecord): number {
  if (FINAL_STATUSES.has(ticket.statusId)) return 0;
  const elapsed = store.now.getTime() - Date.parse(`${ticket.creationDateUTC.slice(0, 19)}Z`);
  return Math.max(0, Math.min(100, Number(((elapsed / (RESPONSE_HOURS * 3_600_000)) * 100).toFixed(2))));
}

/** The clock moved: every open ticket's SLA progress follows it (a write only where it changed). */
export function refreshProgress(store: SandboxStore): void {
  for (const ticket of store.tickets.values()) {
    if (FINAL_STATUSES.has(ticket.statusId)) continue;
    const progress = progressOf(store, ticket);
    if (progress !== ticket.ticketProgress) ticket.ticketProgress = progress;
  }
}

/** 409 naming the current status when the table does not allow the move. */
export function assertMove(store: SandboxStore, ticket: TicketRecord, to: number): void {
  if (!isAllowedMove(ticket, to)) {
    throw new SandboxError(409, `No se permite cambiar de ${statusName(store, ticket.statusId)} a ${statusName(store, to)} (ticket ${ticket.ticketId})`);
  }
}

export function addComment(store: SandboxStore, user: UserRecord, ticketId: number, comment: string, isInternal = false, commentTypeId: number | null = null) {
  const record = { id: store.nextId('comments'), ticketId, comment, commentTypeId, isInternal, createdUserId: user.userId, createdDateTime: utc(store.now) };
  store.comments.push(record);
  return record;
}

/**
 * Moves the ticket (after assertMove): status, previous status, the dates and flags the new status
 * implies, a logbook entry, and a comment when one is given.
 */
export function applyMove(store: SandboxStore, user: UserRecord, ticket: TicketRecord, to: number, comment: string | null): TicketStatusSummary {
  const from = ticket.statusId;
  const now = utc(store.now);
  ticket.previousStatusId = from;
  ticket.statusId = to;
  switch (to) {
    case 2:
      ticket.assignedEngineerId = null;
      break;
    case 3:
      ticket.startDate ??= now;
      break;
    case 7:
      ticket.attendDate ??= now;
      break;
    case 5:
      ticket.closedDate = now;
      break;
    case 10:
      ticket.closedDate ??= now;
      break;
    case 11:
      ticket.cancelledDate = now;
      break;
    case 37:
      ticket.closedDate = null;
      break;
  }
  ticket.setDelayClassification = !FINAL_STATUSES.has(to);
  ticket.ticketProgress = progressOf(store, ticket);
  store.logbook.push({ id: store.nextId('logbook'), ticketId: ticket.ticketId, statusId: to, previousStatusId: from, comment, createdUserId: user.userId, createdDateTime: now });
  if (comment) addComment(store, user, ticket.ticketId, comment);
  emitTicketChange(store, { ticketId: ticket.ticketId, actorUserId: user.userId });
  afterTicketStatusChange(store, user, ticket);
  return summaryOf(store, ticket);
}

export function summaryOf(store: SandboxStore, ticket: TicketRecord): TicketStatusSummary {
  return { ticketId: ticket.ticketId, ticketStatusId: ticket.statusId, ticketStatusName: statusName(store, ticket.statusId) };
}

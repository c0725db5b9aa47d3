import type { TicketComment, TicketCommentPage, TicketCommentQuery, TicketLogbookEntry, TicketRelatedTicket } from '../../../src/api/tags/ticket';
import type { SandboxStore, TicketCommentRecord, TicketRecord, UserRecord } from '../store/types';
import { inScope, isClientUser, scopeOf } from './access';
import { statusName } from './moves';
import { FINAL_STATUSES } from './transitions';
import { joinsOf } from './rows';
import { COMMENT_TYPES } from './state';

const byDateThenId = (a: { createdDateTime: string; id: number }, b: { createdDateTime: string; id: number }) =>
  a.createdDateTime < b.createdDateTime ? -1 : a.createdDateTime > b.createdDateTime ? 1 : a.id - b.id;

export function toComment(store: SandboxStore, c: TicketCommentRecord): TicketComment {
  return {
    id: c.id, ticketId: c.ticketId, comment: c.comment, commentTypeId: c.commentTypeId,
    commentTypeName: c.commentTypeId === null ? null : (COMMENT_TYPES[c.commentTypeId] ?? null), isInternal: c.isInternal,
    createdUserFullName: store.users.get(c.createdUserId)?.fullName ?? '', createdDateTime: c.createdDateTime,
  };
}

/** Visible comments of a ticket in date order; internal ones are never shown to client users. */
export function ticketComments(store: SandboxStore, user: UserRecord, ticketId: number, excludeInternal: boolean, descending: boolean): TicketCommentRecord[] {
  const hideInternal = excludeInternal || isClientUser(user);
  const list = store.comments.filter((c) => c.ticketId === ticketId && !(hideInternal && c.isInternal)).sort(byDateThenId);
  return descending ? list.reverse() : list;
}

export function commentPage(store: SandboxStore, user: UserRecord, q: TicketCommentQuery): TicketCommentPage {
  const all = ticketComments(store, user, q.ticketId, q.excludeInternal, q.descending);
  const start = (q.pageNumber - 1) * q.pageSize;
  return {
    items: all.slice(start, start + q.pageSize).map((c) => toComment(store, c)),
    totalCount: all.length, pageNumber: q.pageNumber, pageSize: q.pageSize, hasNext: start + q.pageSize < all.length,
  };
}

/** Status history of the ticket, newest first. */
export function logbookOf(store: SandboxStore, ticketId: number): TicketLogbookEntry[] {
  return store.logbook
    .filter((e) => e.ticketId === ticketId)
    .sort(byDateThenId)
    .reverse()
    .map((e) => ({
      id: e.id, statusId: e.statusId, statusName: statusName(store, e.statusId), previousStatusId: e.previousStatusId, comment: e.comment,
      createdUserFullName: store.users.get(e.createdUserId)?.fullName ?? '', createdDateTime: e.createdDateTime,
    }));
}

/** Most recent tickets the location history answers (ticket.yaml getTicketLocationHistory). */
const LOCATION_HISTORY_MAX = 200;

function toRelated(store: SandboxStore, t: TicketRecord): TicketRelatedTicket {
  const j = joinsOf(store, t);
  return {
    ticketId: t.ticketId, ticketStatusId: t.statusId, ticketStatusName: statusName(store, t.statusId),
    ticketServiceTypeName: j.serviceType?.name ?? '', ticketServiceName: j.service?.name ?? '',
    ticketAssignedEngineerFullName: j.engineer?.fullName ?? null, ticketDescription: t.description,
    ticketActualFailureName: t.actualFailure, ticketCreationDateUTC: t.creationDateUTC, ticketClosedDate: t.closedDate,
  };
}

/** The caller's other tickets matching a predicate (the ticket itself excluded). */
function othersInScope(store: SandboxStore, user: UserRecord, ticket: TicketRecord, same: (t: TicketRecord) => boolean): TicketRecord[] {
  const scope = scopeOf(user);
  return [...store.tickets.values()].filter((t) => t.ticketId !== ticket.ticketId && same(t) && inScope(scope, t));
}

/** The other services (tickets) of the ticket's enabling-service work order, in ticket-number order. */
export function relatedServicesOf(store: SandboxStore, user: UserRecord, ticket: TicketRecord): TicketRelatedTicket[] {
  const group = ticket.ticketClientGroup;
  if (group === null) return [];
  return othersInScope(store, user, ticket, (t) => t.ticketClientGroup === group)
    .sort((a, b) => a.ticketId - b.ticketId)
    .map((t) => toRelated(store, t));
}

/** A location's tickets in the caller's scope (the open ones with openOnly), newest first, at most LOCATION_HISTORY_MAX. */
export function ticketsOfLocation(store: SandboxStore, user: UserRecord, locationId: number, openOnly: boolean): TicketRelatedTicket[] {
  const scope = scopeOf(user);
  return [...store.tickets.values()]
    .filter((t) => t.locationId === locationId && inScope(scope, t) && !(openOnly && FINAL_STATUSES.has(t.statusId)))
    .sort((a, b) => b.creationDateUTC.localeCompare(a.creationDateUTC) || b.ticketId - a.ticketId)
    .slice(0, LOCATION_HISTORY_MAX)
    .map((t) => toRelated(store, t));
}

/** The other tickets of the ticket's location, newest first, at most LOCATION_HISTORY_MAX. */
export function locationHistoryOf(store: SandboxStore, user: UserRecord, ticket: TicketRecord): TicketRelatedTicket[] {
  return othersInScope(store, user, ticket, (t) => t.locationId === ticket.locationId)
    .sort((a, b) => b.creationDateUTC.localeCompare(a.creationDateUTC) || b.ticketId - a.ticketId)
    .slice(0, LOCATION_HISTORY_MAX)
    .map((t) => toRelated(store, t));
}

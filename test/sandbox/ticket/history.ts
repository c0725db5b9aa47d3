import type { TicketComment, TicketCommentPage, TicketCommentQuery, TicketLogbookEntry } from '../../../src/api/tags/ticket';
import type { SandboxStore, TicketCommentRecord, UserRecord } from '../store/types';
import { isClientUser } from './access';
import { statusName } from './moves';
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

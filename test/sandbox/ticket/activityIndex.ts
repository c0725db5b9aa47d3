import { serviceState } from '../store/serviceState';
import type { LogbookRecord, SandboxStore, TicketCommentRecord } from '../store/types';

/**
 * A ticket's comments and logbook entries, in the order of the store's lists, so that a page of rows
 * does not scan every comment and entry. The lists are only appended to: each use indexes the entries
 * added since the last one, and a list that was replaced or shortened is indexed again.
 */
class ByTicket<T extends { ticketId: number }> {
  private list: T[] | null = null;
  private indexed = 0;
  private byTicket = new Map<number, T[]>();

  of(list: T[], ticketId: number): readonly T[] {
    if (list !== this.list || list.length < this.indexed) {
      this.list = list;
      this.indexed = 0;
      this.byTicket = new Map();
    }
    for (; this.indexed < list.length; this.indexed++) {
      const entry = list[this.indexed]!;
      const entries = this.byTicket.get(entry.ticketId);
      if (entries) entries.push(entry);
      else this.byTicket.set(entry.ticketId, [entry]);
    }
    return this.byTicket.get(ticketId) ?? [];
  }
}

export const activityIndex = serviceState('ticket', 'activityIndex', () => ({ comments: new ByTicket<TicketCommentRecord>(), logbook: new ByTicket<LogbookRecord>() }));

export const commentsOf = (store: SandboxStore, ticketId: number) => activityIndex(store).comments.of(store.comments, ticketId);

export const logbookOf = (store: SandboxStore, ticketId: number) => activityIndex(store).logbook.of(store.logbook, ticketId);

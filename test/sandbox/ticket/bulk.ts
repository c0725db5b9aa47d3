import type { TicketBulkResult } from '../../../src/api/tags/ticket';
import { SandboxError } from '../runtime';
import type { SandboxStore, TicketRecord, UserRecord } from '../store/types';
import { findVisibleTicket } from './access';

/**
 * Runs `each` on every requested ticket on its own: one result per ticket, in request order, with
 * the message of the failure (unknown ticket, not yours, move not allowed...) for those that did not move.
 */
export function forEachTicket(store: SandboxStore, user: UserRecord, ticketIds: number[], each: (ticket: TicketRecord) => void): TicketBulkResult[] {
  return ticketIds.map((ticketId) => {
    try {
      each(findVisibleTicket(store, user, ticketId));
      return { ticketId, error: false, message: null };
    } catch (error) {
      if (error instanceof SandboxError) return { ticketId, error: true, message: error.message };
      throw error;
    }
  });
}

import type { TicketBulkResult } from '../../../api/tags/ticket';

/** What a bulk-shaped answer (one result per ticket) says: which tickets the service refused, and how many moved. */
export interface BulkOutcome {
  refused: TicketBulkResult[];
  updated: number;
}

/** The one reading of a TicketBulkResult list (status moves of the list, the detail and notifications). */
export function bulkOutcome(results: readonly TicketBulkResult[]): BulkOutcome {
  const refused = results.filter((r) => r.error);
  return { refused, updated: results.length - refused.length };
}

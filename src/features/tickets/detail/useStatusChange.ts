import { useCallback } from 'react';
import { useAppDispatch } from '../../../core/store/hooks';
import { bulkOutcome } from '../../../domain/tickets/status/bulkOutcome';
import { bulkResultsOf, initiateStatusRequest } from '../../../domain/tickets/status/initiateStatusRequest';
import type { StatusRequest } from '../../../domain/tickets/status/statusOperations';

/** A bulk-shaped answer (one item per ticket) whose item for our ticket says it was not moved. */
export class TicketNotUpdatedError extends Error {}

/**
 * Sends one status request through its operation's endpoint (src/domain/tickets/status). The endpoints' cache tags (src/api/tags/ticket.ts)
 * refresh the detail, logbook, available statuses, comments and the general search; nothing is
 * refetched by hand. Rejects with the API error, or with TicketNotUpdatedError for a refused bulk item.
 */
export function useStatusChange() {
  const dispatch = useAppDispatch();

  const send = useCallback(
    async (request: StatusRequest): Promise<void> => {
      const pending = dispatch(initiateStatusRequest(request));
      try {
        const response = await pending.unwrap();
        const results = bulkResultsOf(response);
        if (results) {
          const [refused] = bulkOutcome(results).refused;
          if (refused) throw new TicketNotUpdatedError(refused.message ?? '');
        }
      } finally {
        pending.reset();
      }
    },
    [dispatch],
  );

  return { send };
}

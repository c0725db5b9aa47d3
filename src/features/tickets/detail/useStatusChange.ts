import { useCallback } from 'react';
import { ticketApi, type TicketBulkResultListResponse } from '../../../api/tags/ticket';
import { useAppDispatch } from '../../../core/store/hooks';
import { bulkOutcome } from '../../../domain/tickets/status/bulkOutcome';
import type { StatusRequest } from '../../../domain/tickets/status/statusOperations';

/** A bulk-shaped answer (one item per ticket) whose item for our ticket says it was not moved. */
export class TicketNotUpdatedError extends Error {}


/**
 * Sends one status request through its own endpoint. The endpoints' cache tags (src/api/tags/ticket.ts)
 * refresh the detail, logbook, available statuses, comments and the general search; nothing is
 * refetched by hand. Rejects with the API error, or with TicketNotUpdatedError for a refused bulk item.
 */
export function useStatusChange() {
  const dispatch = useAppDispatch();

  const send = useCallback(
    async (request: StatusRequest): Promise<void> => {
      const { endpoints } = ticketApi;
      const run = () => {
        switch (request.operation) {
          case 'updateTicketToReOpened':
            return dispatch(endpoints.updateTicketToReOpened.initiate(request.arg));
          case 'updateTicketToPendingAssignment':
            return dispatch(endpoints.updateTicketToPendingAssignment.initiate(request.arg));
          case 'updateTicketToPendingConfirmation':
            return dispatch(endpoints.updateTicketToPendingConfirmation.initiate(request.arg));
          case 'updateTicketsToAssignedAndConfirmed':
            return dispatch(endpoints.updateTicketsToAssignedAndConfirmed.initiate(request.arg));
          case 'acceptTicketAssignation':
            return dispatch(endpoints.acceptTicketAssignation.initiate(request.arg));
          case 'rejectTicketAssignation':
            return dispatch(endpoints.rejectTicketAssignation.initiate(request.arg));
          case 'updateTicketToTravel':
            return dispatch(endpoints.updateTicketToTravel.initiate(request.arg));
          case 'updateTicketsToOnSite':
            return dispatch(endpoints.updateTicketsToOnSite.initiate(request.arg));
          case 'updateTicketToScheduled':
            return dispatch(endpoints.updateTicketToScheduled.initiate(request.arg));
          case 'reviewTicketScheduled':
            return dispatch(endpoints.reviewTicketScheduled.initiate(request.arg));
          case 'reviewTicketPendingSerie':
            return dispatch(endpoints.reviewTicketPendingSerie.initiate(request.arg));
          case 'reviewTicketPendingWarehouse':
            return dispatch(endpoints.reviewTicketPendingWarehouse.initiate(request.arg));
          case 'updateTicketToPendingValidation':
            return dispatch(endpoints.updateTicketToPendingValidation.initiate(request.arg));
          case 'updateTicketToRejectedForNonCompliance':
            return dispatch(endpoints.updateTicketToRejectedForNonCompliance.initiate(request.arg));
          case 'updateTicketToQuickRecover':
            return dispatch(endpoints.updateTicketToQuickRecover.initiate(request.arg));
          case 'updateTicketToClosed':
            return dispatch(endpoints.updateTicketToClosed.initiate(request.arg));
          case 'updateTicketToHistoric':
            return dispatch(endpoints.updateTicketToHistoric.initiate(request.arg));
          case 'updateTicketToCancelled':
            return dispatch(endpoints.updateTicketToCancelled.initiate(request.arg));
          case 'updateTicketToPendingReason':
            return dispatch(endpoints.updateTicketToPendingReason.initiate(request.arg));
          case 'updateTicketToPendingSerie':
            return dispatch(endpoints.updateTicketToPendingSerie.initiate(request.arg));
          case 'updateTicketToPendingWarehouse':
            return dispatch(endpoints.updateTicketToPendingWarehouse.initiate(request.arg));
        }
      };
      const pending = run();
      try {
        const response = await pending.unwrap();
        if (Array.isArray(response.data)) {
          const [refused] = bulkOutcome((response as TicketBulkResultListResponse).data).refused;
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

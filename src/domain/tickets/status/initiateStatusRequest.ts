import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { ticketApi, type TicketBulkResult } from '../../../api/tags/ticket';
import type { StatusOperation, StatusRequest } from './statusOperations';

/** What any status endpoint answers: its envelope (a summary, or one result per ticket for the bulk-shaped ones). */
export type StatusResponse = { [K in StatusOperation]: (typeof ticketApi.endpoints)[K]['Types']['ResultType'] }[StatusOperation];

/** What dispatching the thunk gives, as RTK Query's mutation result: awaitable, unwrap()-able and reset()-able. */
export type StatusRequestResult = Promise<{ data: StatusResponse } | { error: unknown }> & { unwrap(): Promise<StatusResponse>; reset(): void };

/**
 * The thunk that sends a status request through its operation's endpoint (the table's key), for the
 * detail, the list's bulk menu and the notifications alike. Kept apart from statusOperations.ts, which
 * scripts/ import without the store.
 */
export function initiateStatusRequest(request: StatusRequest): ThunkAction<StatusRequestResult, any, any, UnknownAction> {
  // TypeScript cannot tie the union's operation to its arg; StatusRequest guarantees the pair.
  const endpoint = ticketApi.endpoints[request.operation] as unknown as { initiate: (arg: StatusRequest['arg']) => ThunkAction<StatusRequestResult, any, any, UnknownAction> };
  return endpoint.initiate(request.arg);
}

/** The per-ticket results of a bulk-shaped answer (on-site, assigned and confirmed, scheduled); null for any other. */
export const bulkResultsOf = (response: StatusResponse): TicketBulkResult[] | null => (Array.isArray(response.data) ? (response.data as TicketBulkResult[]) : null);

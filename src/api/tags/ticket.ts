import { ticketGeneratedApi } from '../generated/ticket';

/**
 * The ticket service as screens see it. The general search provides 'TicketSearch'; every status
 * change and assignment invalidates it (and the dashboard), so lists refetch without a reload.
 *
 * One ticket's reads carry id tags: its detail ('Ticket'), logbook ('TicketLogbook'), next statuses
 * ('TicketAvailableStatuses'), comments ('TicketComments'), closure data ('TicketClosedDetails') and
 * components ('TicketComponents'). A status change, a comment or a delay classification invalidates
 * the first five for the tickets it names (a status change writes a logbook entry and a comment; closing
 * fills the closure data), so an open detail refreshes by tags alone. A component movement invalidates
 * the components, the detail (its products) and the comments.
 */
const SEARCH = ['TicketSearch', 'Dashboards'] as const;

const PER_TICKET = ['Ticket', 'TicketLogbook', 'TicketAvailableStatuses', 'TicketComments', 'TicketClosedDetails'] as const;

/** The ticket ids a mutation names: its one request body's ticketId (TicketId) or ticketIds. */
function ticketIdsOf(arg: unknown): number[] {
  const body = typeof arg === 'object' && arg !== null ? Object.values(arg)[0] : null;
  if (typeof body !== 'object' || body === null) return [];
  const { ticketId, TicketId, ticketIds } = body as { ticketId?: unknown; TicketId?: unknown; ticketIds?: unknown };
  const ids = Array.isArray(ticketIds) ? ticketIds : [ticketId ?? TicketId];
  return ids.filter((id): id is number => typeof id === 'number');
}

/** What a change to the tickets makes stale (nothing when the request failed: the ticket did not change). */
function ticketChanged(_result: unknown, error: unknown, arg: unknown) {
  if (error) return [];
  return ticketChangeTags(ticketIdsOf(arg));
}

/** One ticket's own reads (detail, logbook, next statuses, comments, closure data). */
export function ticketDetailTags(ticketIds: readonly number[]) {
  return ticketIds.flatMap((id) => PER_TICKET.map((type) => ({ type, id })));
}

/** What a change to these tickets makes stale, also when a live notification announces one made elsewhere. */
export function ticketChangeTags(ticketIds: readonly number[]) {
  return [...ticketDetailTags(ticketIds), ...SEARCH];
}

/**
 * The mutations that change tickets (comments, delay classification, status moves, assignment): each
 * invalidates what ticketChanged names. Exported so the status operations table
 * (src/domain/tickets/status/statusOperations.ts) can only name endpoints listed here.
 */
export const TICKET_CHANGING_MUTATIONS = [
  'addTicketComment',
  'updateTicketDelayClassification',
  'updateTicketToReOpened',
  'updateTicketToPendingAssignment',
  'updateTicketToPendingConfirmation',
  'updateTicketsToAssignedAndConfirmed',
  'updateTicketToTravel',
  'updateTicketsToOnSite',
  'updateTicketToScheduled',
  'reviewTicketScheduled',
  'updateTicketToPendingSerie',
  'reviewTicketPendingSerie',
  'updateTicketToPendingWarehouse',
  'reviewTicketPendingWarehouse',
  'updateTicketToPendingValidation',
  'updateTicketToPendingReason',
  'updateTicketToRejectedForNonCompliance',
  'updateTicketToQuickRecover',
  'updateTicketToClosed',
  'updateTicketToHistoric',
  'updateTicketToCancelled',
  'assignTicketsTaskForce',
  'acceptTicketAssignation',
  'rejectTicketAssignation',
  'reassignTicket',
] as const satisfies readonly (keyof typeof ticketGeneratedApi.endpoints)[];

export type TicketChangingMutation = (typeof TICKET_CHANGING_MUTATIONS)[number];

const ticketChanges = Object.fromEntries(TICKET_CHANGING_MUTATIONS.map((name) => [name, { invalidatesTags: ticketChanged }])) as Record<
  TicketChangingMutation,
  { invalidatesTags: typeof ticketChanged }
>;

/**
 * A component movement changes the ticket's components, its products (detail) and serial numbers
 * (list), and its comments when it carried one.
 */
const MOVED = ['TicketComponents', 'Ticket', 'TicketComments'] as const;

function componentsMoved(_result: unknown, error: unknown, arg: unknown) {
  if (error) return [];
  return [...ticketIdsOf(arg).flatMap((id) => MOVED.map((type) => ({ type, id }))), 'TicketSearch' as const];
}

/**
 * Work orders (ODT): the search provides 'WorkFlowOrderSearch', an order's detail 'WorkFlowOrder' and its
 * comments 'WorkFlowOrderComments' (id tags). They and the Gantt diagram show the state of the orders'
 * tickets, so they also provide 'TicketSearch' and refresh with any ticket status change. A new order
 * creates its first ticket; a cancellation cancels the order's open tickets: both change the ticket
 * lists too.
 */
const ORDER_SEARCH = ['WorkFlowOrderSearch', ...SEARCH] as const;

/** What a cancelled order makes stale: the order, its tickets and every list. */
function orderCancelled(result: { data: { tickets: { ticketId: number }[] } } | undefined, error: unknown, arg: { workFlowOrderId: number }) {
  if (error) return [];
  const ticketIds = result?.data.tickets.map((ticket) => ticket.ticketId) ?? [];
  return [{ type: 'WorkFlowOrder' as const, id: arg.workFlowOrderId }, ...ORDER_SEARCH, ...ticketDetailTags(ticketIds)];
}

export const ticketApi = ticketGeneratedApi.enhanceEndpoints({
  addTagTypes: [
    'TicketSearch', 'Ticket', 'TicketLogbook', 'TicketAvailableStatuses', 'TicketComponents', 'TicketClosedDetails',
    'WorkFlowOrderSearch', 'WorkFlowOrder', 'WorkFlowOrderComments', 'Escalations',
    'ProblemTickets',
  ],
  endpoints: {
    searchTicketsGeneral: { providesTags: ['TicketSearch'] },
    searchMyTickets: { providesTags: ['TicketSearch'] },
    getTicketWorkForceDirectory: { providesTags: ['TicketSearch'] },
    // Linked and unlinked by the process service (src/api/tags/process.ts); a ticket's status shows too.
    getProblemTickets: { providesTags: ['ProblemTickets', 'TicketSearch'] },

    getTicketById: { providesTags: (_r, _e, arg) => [{ type: 'Ticket', id: arg.ticketId }] },
    getTicketLogbook: { providesTags: (_r, _e, arg) => [{ type: 'TicketLogbook', id: arg.ticketId }] },
    getTicketAvailableStatuses: { providesTags: (_r, _e, arg) => [{ type: 'TicketAvailableStatuses', id: arg.ticketId }] },
    searchTicketComments: { providesTags: (_r, _e, arg) => [{ type: 'TicketComments', id: arg.ticketCommentQuery.ticketId }] },
    getTicketComponents: { providesTags: (_r, _e, arg) => [{ type: 'TicketComponents', id: arg.ticketId }] },
    getTicketClosedDetails: { providesTags: (_r, _e, arg) => [{ type: 'TicketClosedDetails', id: arg.ticketId }] },
    // Neighbouring tickets change status too: any status change refreshes these lists ('TicketSearch').
    getTicketRelatedServices: { providesTags: ['TicketSearch'] },
    getTicketLocationHistory: { providesTags: ['TicketSearch'] },

    installTicketComponents: { invalidatesTags: componentsMoved },
    retireTicketComponents: { invalidatesTags: componentsMoved },
    substituteTicketComponents: { invalidatesTags: componentsMoved },

    // A new ticket joins the lists and the dashboard counts.
    createTicket: { invalidatesTags: (_r, error) => (error ? [] : [...SEARCH]) },
    saveMultiTicket: { invalidatesTags: (result, error) => (error || !result?.data.created ? [] : [...SEARCH]) },
    ...ticketChanges,

    searchWorkFlowOrders: { providesTags: ['WorkFlowOrderSearch', 'TicketSearch'] },
    getWorkFlowOrderById: { providesTags: (_r, _e, arg) => [{ type: 'WorkFlowOrder', id: arg.workFlowOrderId }, 'TicketSearch'] },
    getWorkFlowOrderComments: { providesTags: (_r, _e, arg) => [{ type: 'WorkFlowOrderComments', id: arg.workFlowOrderId }] },
    createWorkFlowOrder: { invalidatesTags: (_r, error) => (error ? [] : [...ORDER_SEARCH]) },
    cancelWorkFlowOrder: { invalidatesTags: orderCancelled },
    // An order's diagram colours its steps by their tickets' statuses.
    getWorkFlowGantt: { providesTags: ['WorkFlowOrders', 'TicketSearch'] },
    addWorkFlowOrderComment: { invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'WorkFlowOrderComments', id: arg.workFlowOrderId }]) },

    // Escalation rules: the search refreshes after any write (a stale save's 409 too: someone else changed the rule).
    searchEscalations: { providesTags: ['Escalations'] },
    createEscalation: { invalidatesTags: (_r, error) => (error ? [] : ['Escalations']) },
    updateEscalation: { invalidatesTags: ['Escalations'] },
    deleteEscalation: { invalidatesTags: (_r, error) => (error ? [] : ['Escalations']) },
  },
});

export * from '../generated/ticket';

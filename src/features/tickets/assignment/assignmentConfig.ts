/** Permissions that open the two parts of requirement/re-assign (ticket.yaml x-permissions). */
export const ACCEPT_ASSIGNATION = 'TicketAcceptAssignation';
export const REASSIGN = 'TicketReassign';

/** 3 PendingConfirmation: the assigned engineer accepts (to 4) or rejects (to 36) the ticket. */
export const PENDING_CONFIRMATION = 3;

/** Statuses a ticket can be reassigned from (ticket.yaml reassignTicket): 3, 4, 36 and 38. */
export const REASSIGNABLE_STATUS_IDS = [3, 4, 36, 38];

/** The shared data table's page sizes (spec 000 section 9). */
export const PAGE_SIZES = [25, 50, 75, 100] as const;

/** The custom status category: exactly the statuses listed (ticket.yaml TicketSearchFilter). */
export const CUSTOM_CATEGORY = -2;

/** A ticket's detail: the registry's route requirement/detail/:ticketId/:tab, on its first tab. */

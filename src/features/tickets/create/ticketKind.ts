/** The two creation routes share one form; the kind comes from the route's last segment. */
export type TicketKind = 'incident' | 'service';

/** requirement/createTicket/incident or requirement/createTicket/service (spec 000 section 2). */
export function ticketKindOf(pathname: string): TicketKind {
  return /\/incident\/?$/i.test(pathname) ? 'incident' : 'service';
}

/** Service type 32 (launch) is always attended remotely (spec 000 section 4). */
export const LAUNCH_SERVICE_TYPE = 32;

/** Back-dated creation needs this permission (spec 000 section 6; ticket.yaml createTicket). */
export const CREATE_WITH_PREVIOUS_DATE = 'TicketCreateWithPreviousDate';

/** The new ticket's detail: the registry's route requirement/detail/:ticketId/:tab, on its first tab. */

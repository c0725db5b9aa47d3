/**
 * The ticket detail's address, requirement/detail/{ticketId}/{tab} (spec 000 section 2): the one place
 * that spells it, for every screen that links to a ticket.
 */
export function ticketDetailPath(ticketId: number | string, tab = 'general'): string {
  return `/requirement/detail/${ticketId}/${tab}`;
}

/** Permission names the screens check (the contracts' x-permissions and the route registry use the same). */
export const PERMISSIONS = {
  ticketUpdateStatus: 'TicketUpdateStatus',
  ticketUpdateToOnSite: 'TicketUpdateToOnSite',
  ticketAssign: 'TicketAssign',
  ticketProgrammedSearch: 'TicketProgrammedSearch',
  locationSearch: 'LocationSearch',
  locationCreate: 'LocationCreate',
  ticketOdtCancel: 'TicketODTCancel',
  ticketOdtDetail: 'TicketODTDetail',
} as const;

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

/** A catalogue route's permission: one search and one create per catalogue (spec 002 section 1), e.g. CatalogImpactSearch. */
export const cataloguePermission = (route: string, action: 'Search' | 'Create') => `Catalog${route.charAt(0).toUpperCase()}${route.slice(1)}${action}`;

/**
 * Permission names the screens check (the contracts' x-permissions and the route registry use the same).
 * A ticket status operation's come from its row in src/domain/tickets/status/statusOperations.ts.
 */
export const PERMISSIONS = {
  ticketAssign: 'TicketAssign',
  ticketProgrammedSearch: 'TicketProgrammedSearch',
  locationSearch: 'LocationSearch',
  locationCreate: 'LocationCreate',
  ticketOdtCancel: 'TicketODTCancel',
  ticketOdtDetail: 'TicketODTDetail',
  hierarchyGlobalView: 'HierarchicalLevelGlobalView',
  hierarchyBulkUpdate: 'HierarchicalLevelBulkUpdate',
  hierarchyManagement: 'HierarchicalLevelManagement',
  hierarchyExport: 'HierarchicalLevelExport',
  hierarchyLog: 'HierarchicalLevelLog',
} as const;

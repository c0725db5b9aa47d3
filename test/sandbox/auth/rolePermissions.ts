import { ROUTE_TABLE } from '../../../src/core/routes/routeTable';
import { loadContracts } from '../contract/loadContracts';
import type { RoleCode } from '../store/types';
import { CHANGE_ROLE_PERMISSIONS } from './changeRolePermissions';
import { LABORATORY_ROLE_PERMISSIONS } from './laboratoryRolePermissions';
import { PROBLEM_ROLE_PERMISSIONS } from './problemRolePermissions';
import { REPORT_ROLE_PERMISSIONS } from './reportRolePermissions';
import { SUPPLY_ROLE_PERMISSIONS } from './supplyRolePermissions';
import { KIT_ROLE_PERMISSIONS } from './kitRolePermissions';

/**
 * Which role holds which permission in the sandbox. The spec does not show the mapping, so this is the
 * table an operator would expect (README, "Roles in the sandbox"):
 * - ADM: every permission any contract or route of the app names.
 * - DIS, SUP: run the ticket operation (search, create, assign, every status move), read catalogues; SUP also
 *   searches the impact, urgency and priority catalogues without editing them (a user without create permission).
 * - ENG: their own tickets: search, detail, accept/reject, travel, on site, comments, files, reviews.
 * - WAD: warehouse approvals (pending by serial / by warehouse) and ticket reading.
 * - CWR: client writer: create and follow their client's tickets, comment.
 * - CRE: client reader: read-only.
 * - LAT, LAD: laboratory: ticket reading and serial reviews (LAD also assigns).
 */
const TICKET_READ = ['TicketSearchGeneral', 'TicketGetById', 'TicketComments', 'TicketQueryFiles'];
const TICKET_DISPATCH = [
  ...TICKET_READ, 'TicketCreate', 'TicketAssign', 'TicketReassign', 'TicketReject', 'TicketRemoteAssignation', 'TicketFiles',
  'TicketUpdateStatus', 'TicketUpdateToCanceled', 'TicketUpdateToClosed', 'TicketUpdateToTravel', 'TicketUpdateToOnSite',
  'TicketUpdateToQuickRecover', 'TicketUpdateToHistoric', 'TicketUpdateToPendingValidation', 'TicketUpdateToPendingReason',
  'TicketUpdateToScheduled', 'TicketSetDelayClassification', 'TicketSaveMultiTicket', 'TicketProgrammedSearch', 'TicketMovements',
  'NotificationSearch', 'LocationSearch',
];

/** Shipments (issue 20): every role that ships creates, finds and receives; the desk roles also report. */
const SHIPMENT_WORK = ['ShipmentCreate', 'ShipmentSearch', 'ShipmentReceive'];
const SHIPMENT_DESK = [...SHIPMENT_WORK, 'ShipmentReport', 'WarehouseInventory', 'WorkForceInventory'];

const ROLE_TABLE: Record<Exclude<RoleCode, 'ADM'>, string[]> = {
  DIS: [...TICKET_DISPATCH, 'TicketCreateWithPreviousDate', 'UsersSearch', 'GroupsSearch', ...SHIPMENT_DESK],
  SUP: [
    ...TICKET_DISPATCH, 'UsersSearch', 'GroupsSearch', 'HierarchicalLevelGlobalView', ...SHIPMENT_DESK,
    'CatalogImpactSearch', 'CatalogUrgencySearch', 'CatalogPrioritySearch',
  ],
  ENG: [
    ...TICKET_READ, 'TicketAcceptAssignation', 'TicketRejectAssignation', 'TicketUpdateToTravel', 'TicketUpdateToOnSite',
    'TicketUpdateToPendingValidation', 'TicketUpdateToPendingReason', 'TicketUpdateStatus', 'TicketFiles', 'TicketMovements',
    'TicketPendingBySerie', 'TicketPendingByWarehouse', ...SHIPMENT_WORK, 'WorkForceInventory',
  ],
  WAD: [
    ...TICKET_READ, 'TicketPendingBySerie', 'TicketPendingByWarehouse', 'NotificationSearch', ...SHIPMENT_DESK,
    'WarehouseSearch', 'SupplySearch', 'KitSearch',
  ],
  CWR: ['TicketCreate', 'TicketSearchGeneral', 'TicketGetById', 'TicketComments', 'TicketQueryFiles', 'TicketFiles'],
  CRE: ['TicketSearchGeneral', 'TicketGetById', 'TicketQueryFiles'],
  LAT: [...TICKET_READ, 'TicketPendingBySerie'],
  LAD: [...TICKET_READ, 'TicketPendingBySerie', 'TicketAssign'],
};

for (const [role, extra] of Object.entries(CHANGE_ROLE_PERMISSIONS)) ROLE_TABLE[role as keyof typeof ROLE_TABLE].push(...extra);
for (const [role, extra] of Object.entries(PROBLEM_ROLE_PERMISSIONS)) ROLE_TABLE[role as keyof typeof ROLE_TABLE].push(...extra);
for (const [role, extra] of Object.entries(REPORT_ROLE_PERMISSIONS)) ROLE_TABLE[role as keyof typeof ROLE_TABLE].push(...extra);
for (const [role, extra] of Object.entries(LABORATORY_ROLE_PERMISSIONS)) ROLE_TABLE[role as keyof typeof ROLE_TABLE].push(...extra);
for (const [role, extra] of Object.entries(SUPPLY_ROLE_PERMISSIONS)) ROLE_TABLE[role as keyof typeof ROLE_TABLE].push(...extra);
for (const [role, extra] of Object.entries(KIT_ROLE_PERMISSIONS)) ROLE_TABLE[role as keyof typeof ROLE_TABLE].push(...extra);

/** Permissions that gate screens or buttons without a contract naming them. */
const UI_ONLY = [...ROUTE_TABLE.flatMap((r) => r.permissions), 'TicketODTCancel'];

let all: string[] | null = null;

export function allPermissions(): string[] {
  all ??= [...new Set([...loadContracts().operations.flatMap((op) => op.permissions), ...UI_ONLY, ...Object.values(ROLE_TABLE).flat()])].sort();
  return all;
}

export function permissionsForRole(role: RoleCode): string[] {
  return role === 'ADM' ? allPermissions() : [...new Set(ROLE_TABLE[role])].sort();
}

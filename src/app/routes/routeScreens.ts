import type { ComponentType } from 'react';
import { BUILT_ROUTES, catalogueRouteId } from '../../core/routes/catalogueTable';
import { ROUTE_TABLE } from '../../core/routes/routeTable';
import type { RouteEntry } from '../../core/routes/routeTypes';
import HomePage from '../home/HomePage';
import { lazyScreen } from './lazyScreen';

/** A route of the table with its screen: null until its issue lands (a clear "coming soon" page shows meanwhile). */
export interface AppRoute extends RouteEntry {
  screen: ComponentType | null;
}

type Screen = ComponentType;

const CatalogueRoute = lazyScreen(() => import('../../features/catalogues/CatalogueRoute'));

/**
 * The screens of the routes that have one, by route id of the route table (src/core/routes/routeTable.ts).
 * Each is loaded lazily (and loads again after a failed chunk, see lazyScreen), so the table and the menu cost no screen code,
 * except the home: a signed-in user lands there, and in the entry it waits for no chunk and no screens' strings (its
 * strings are the shell's, firstRenderNamespaces.json; issue 15).
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
  home: HomePage,
  ticketSearch: lazyScreen(() => import('../../features/tickets/list/TicketListPage')),
  ticketReassign: lazyScreen(() => import('../../features/tickets/assignment/ReassignPage')),
  // Two lazy components, so moving between the two creation routes mounts the form afresh.
  ticketCreateIncident: lazyScreen(() => import('../../features/tickets/create/CreateTicketPage')),
  ticketCreateService: lazyScreen(() => import('../../features/tickets/create/CreateTicketPage')),
  ticketDetail: lazyScreen(() => import('../../features/tickets/detail/TicketDetailPage')),
  odtCreate: lazyScreen(() => import('../../features/workflows/orders/create/CreateWorkOrderPage')),
  odtSearch: lazyScreen(() => import('../../features/workflows/orders/search/WorkOrderSearchPage')),
  odtDetail: lazyScreen(() => import('../../features/workflows/orders/detail/WorkOrderDetailPage')),
  ticketBulkLoad: lazyScreen(() => import('../../features/tickets/bulkLoad/BulkLoadPage')),
  changeSearch: lazyScreen(() => import('../../features/changes/find/ChangeSearchPage')),
  changeCreate: lazyScreen(() => import('../../features/changes/create/ChangeCreatePage')),
  changeDetail: lazyScreen(() => import('../../features/changes/detail/ChangeDetailPage')),
  cabManagement: lazyScreen(() => import('../../features/changes/cab/CabManagementPage')),
  cabManagementBare: lazyScreen(() => import('../../features/changes/cab/CabManagementPage')),
  knowledgeBase: lazyScreen(() => import('../../features/knowledgeBase/KnowledgeBasePage')),
  solutionsSearch: lazyScreen(() => import('../../features/solutions/find/SolutionSearchPage')),
  solutionsCreate: lazyScreen(() => import('../../features/solutions/create/SolutionCreatePage')),
  solutionDetail: lazyScreen(() => import('../../features/solutions/detail/SolutionDetailPage')),
  problemSearch: lazyScreen(() => import('../../features/problems/find/ProblemSearchPage')),
  problemCreate: lazyScreen(() => import('../../features/problems/create/ProblemCreatePage')),
  problemDetail: lazyScreen(() => import('../../features/problems/detail/ProblemDetailPage')),
  problemUpdate: lazyScreen(() => import('../../features/problems/update/ProblemUpdatePage')),
  notifications: lazyScreen(() => import('../../features/notifications/page/NotificationsPage')),
  hierarchyLevels: lazyScreen(() => import('../../features/hierarchy/levels/HierarchyLevelsPage')),
  hierarchicalStructure: lazyScreen(() => import('../../features/hierarchy/structure/HierarchicalStructurePage')),
  hierarchyBulkUpdate: lazyScreen(() => import('../../features/hierarchy/bulk/HierarchyBulkUpdatePage')),
  profiles: lazyScreen(() => import('../../features/accessControl/profiles/ProfilesPage')),
  groups: lazyScreen(() => import('../../features/accessControl/groups/GroupsPage')),
  accessLogbook: lazyScreen(() => import('../../features/accessControl/logbook/AccessLogbookPage')),
  permissionsAudit: lazyScreen(() => import('../../features/accessControl/audit/PermissionsAuditPage')),
  users: lazyScreen(() => import('../../features/users/UsersPage')),
  formsManagement: lazyScreen(() => import('../../features/formsManagement/FormsManagementPage')),
  catalogAudit: lazyScreen(() => import('../../features/catalogues/audit/CatalogAuditPage')),
  auditReport: lazyScreen(() => import('../../features/audits/AuditReportPage')),
  warehouses: lazyScreen(() => import('../../features/inventory/warehouses/WarehousesPage')),
  locations: lazyScreen(() => import('../../features/locations/grid/LocationsPage')),
  locationsMap: lazyScreen(() => import('../../features/locations/map/LocationsMapPage')),
  locationsBulkLoad: lazyScreen(() => import('../../features/locations/bulk/LocationBulkLoadPage')),
  locationsBulkDeactivate: lazyScreen(() => import('../../features/locations/bulk/LocationBulkDeactivatePage')),
  catalog_regions: lazyScreen(() => import('../../features/locations/admin/RegionsPage')),
  catalog_states: lazyScreen(() => import('../../features/locations/admin/StatesPage')),
  catalog_postalCodes: lazyScreen(() => import('../../features/locations/admin/postalCodes/PostalCodesPage')),
  locationsWorkForce: lazyScreen(() => import('../../features/locations/workZones/WorkZonesPage')),
  catalog_calendar: lazyScreen(() => import('../../features/locations/admin/holidays/HolidaysPage')),
  configurationComponents: lazyScreen(() => import('../../features/configurationComponents/grid/ConfigurationComponentsPage')),
  configurationComponentsBulkLoad: lazyScreen(() => import('../../features/configurationComponents/bulk/ComponentBulkLoadPage')),
  configurationComponentsBulkUpdate: lazyScreen(() => import('../../features/configurationComponents/bulk/ComponentBulkUpdatePage')),
  configurationComponentsMap: lazyScreen(() => import('../../features/configurationComponents/map/ComponentsMapPage')),
  configurationComponentStatuses: lazyScreen(() => import('../../features/configurationComponents/statuses/StatusConfigurationPage')),
  warehouseComponentInventory: lazyScreen(() => import('../../features/inventory/components/WarehouseComponentInventoryPage')),
  workForceComponents: lazyScreen(() => import('../../features/inventory/components/WorkForceComponentInventoryPage')),
  laboratoryInventory: lazyScreen(() => import('../../features/laboratory/inventory/LaboratoryInventoryPage')),
  laboratoryBulkReception: lazyScreen(() => import('../../features/laboratory/reception/BulkReceptionPage')),
  configurationComponentsWarehouse: lazyScreen(() => import('../../features/inventory/components/ConfigurationComponentsWarehousePage')),
  shipmentReport: lazyScreen(() => import('../../features/inventory/report/ShipmentReportPage')),
  supplies: lazyScreen(() => import('../../features/supplies/register/SuppliesPage')),
  supplyStock: lazyScreen(() => import('../../features/supplies/stock/SupplyStockPage')),
  warehouseSupplyInventory: lazyScreen(() => import('../../features/supplies/stock/WarehouseSupplyInventoryPage')),
  supplyInventory: lazyScreen(() => import('../../features/supplies/stock/SupplyInventoryPage')),
  workForceSupplies: lazyScreen(() => import('../../features/supplies/stock/WorkForceSupplyInventoryPage')),
  // Two lazy components, so moving between create and a detail mounts the screen afresh (type and cost cleared on entry).
  shipmentCreate: lazyScreen(() => import('../../features/shipments/ShipmentPage')),
  shipmentDetail: lazyScreen(() => import('../../features/shipments/ShipmentPage')),
  shipmentSearch: lazyScreen(() => import('../../features/shipments/find/ShipmentSearchPage')),
  shipmentReception: lazyScreen(() => import('../../features/shipments/reception/ShipmentReceptionPage')),
  catalog_Indicators: lazyScreen(() => import('../../features/kpis/indicators/IndicatorsPage')),
  faqs: lazyScreen(() => import('../../features/help/FaqsPage')),
  informativeClients: lazyScreen(() => import('../../features/informative/ClientDirectoryPage')),
  informativeWorkForce: lazyScreen(() => import('../../features/informative/WorkForceDirectoryPage')),
  kpis: lazyScreen(() => import('../../features/kpis/list/KpisPage')),
  surveyNew: lazyScreen(() => import('../../features/surveys/editor/SurveyEditorPage')),
  surveySearch: lazyScreen(() => import('../../features/surveys/search/SurveySearchPage')),
  surveyReport: lazyScreen(() => import('../../features/surveys/report/SurveyReportPage')),
  catalog_Escalations: lazyScreen(() => import('../../features/escalations/EscalationsPage')),
  catalog_notification: lazyScreen(() => import('../../features/adminNotifications/NoticesPage')),
  incidentReportsOpen: lazyScreen(() => import('../../features/reports/tickets/OpenIncidentsReportPage')),
  incidentReportsHistorical: lazyScreen(() => import('../../features/reports/tickets/HistoricalIncidentsReportPage')),
  recidivists: lazyScreen(() => import('../../features/reports/recidivists/RecidivistsPage')),
  mayorIncident: lazyScreen(() => import('../../features/reports/tickets/MajorIncidentsReportPage')),
  remoteWork: lazyScreen(() => import('../../features/reports/tickets/RemoteWorkReportPage')),
  exportTicketsReport: lazyScreen(() => import('../../features/reports/tickets/TicketsExportReportPage')),
  expenseReport: lazyScreen(() => import('../../features/reports/expenses/ExpenseReportPage')),
  reports: lazyScreen(() => import('../../features/reports/catalogue/ReportsPage')),
  clientsManagement: lazyScreen(() => import('../../features/clients/grid/ClientsPage')),
  catalog_IRFlow: lazyScreen(() => import('../../features/flows/ticketFlow/TicketFlowPage')),
  catalog_flowBoard: lazyScreen(() => import('../../features/flows/workFlows/FlowBoardPage')),
  changeFlows: lazyScreen(() => import('../../features/flows/changeFlow/ChangeFlowPage')),
  kits: lazyScreen(() => import('../../features/kits/KitsPage')),
  kitsWarehouse: lazyScreen(() => import('../../features/kits/WarehouseKitInventoryPage')),
  workForceKits: lazyScreen(() => import('../../features/kits/WorkForceKitInventoryPage')),
  // Every catalogue the contract names is the engine's screen, which picks its description by path (catalogueTable.ts).
  ...Object.fromEntries(BUILT_ROUTES.map((path) => [catalogueRouteId(path), CatalogueRoute])),
};

/** The one list of routes the router, the guard and the side menu are derived from: the table plus screens. */
export const ROUTES: readonly AppRoute[] = ROUTE_TABLE.map((entry) => ({ ...entry, screen: SCREENS[entry.id] ?? null }));

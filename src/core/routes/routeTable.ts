import { CATALOGUE_ROUTES, catalogueRouteId, cataloguePermissions } from './catalogueTable';
import type { MenuGroup, RoleCode, RouteEntry } from './routeTypes';

/**
 * Every protected route of the specification (000, 001 and 002, section 2), without screens: id, path,
 * icon, menu group, permissions, roles. The router, the guard and the side menu are derived from it
 * (src/app/routes/routeScreens.ts attaches the screens by route id), and the sandbox lists the route
 * permissions from it (test/sandbox/auth/rolePermissions.ts). It lives in core so that both may import
 * it without loading a screen. Permission names follow the contracts' x-permissions; where the spec
 * shows none, the route needs the search permission of its area.
 */
const route = (
  id: string, path: string, icon: string, group: MenuGroup | null, permissions: string[], extra: Partial<RouteEntry> = {},
): RouteEntry => ({ id, path, icon, group, permissions, ...extra });

const TICKET_ROLES: RoleCode[] = ['ADM', 'CWR', 'DIS', 'SUP'];

export const ROUTE_TABLE: readonly RouteEntry[] = [
  route('home', '', 'pi pi-home', null, []),

  // Tickets
  route('ticketSearch', 'requirement/find', 'pi pi-list', 'tickets', ['TicketSearchGeneral']),
  route('ticketReassign', 'requirement/re-assign', 'pi pi-user-edit', 'tickets', ['TicketReassign', 'TicketAcceptAssignation']),
  route('ticketCreateIncident', 'requirement/createTicket/incident', 'pi pi-exclamation-triangle', 'tickets', ['TicketCreate'], { roles: TICKET_ROLES }),
  route('ticketCreateService', 'requirement/createTicket/service', 'pi pi-plus-circle', 'tickets', ['TicketCreate'], { roles: TICKET_ROLES }),
  route('ticketDetail', 'requirement/detail/:ticketId/:tab', 'pi pi-ticket', null, ['TicketGetById']),
  route('odtCreate', 'requirement/odt/create', 'pi pi-sitemap', 'tickets', ['TicketODTCreate'], { roles: ['ADM'] }),
  route('odtSearch', 'requirement/odt/search', 'pi pi-search', 'tickets', ['TicketODTSearch'], { roles: ['ADM'] }),
  route('odtDetail', 'requirement/odt/:id', 'pi pi-sitemap', null, ['TicketODTDetail']),
  route('ticketBulkLoad', 'massiveLoad/ExternalFile', 'pi pi-upload', 'tickets', ['TicketSaveMultiTicket'], { roles: ['ADM', 'SUP', 'DIS'] }),
  route('changeCreate', 'change/create', 'pi pi-sync', 'tickets', ['ChangeCreate']),
  route('changeSearch', 'change/find', 'pi pi-sync', 'tickets', ['ChangeSearch']),
  route('changeDetail', 'change/detail/:id', 'pi pi-sync', null, ['ChangeSearch']),
  route('problemSearch', 'problem/search', 'pi pi-exclamation-circle', 'tickets', ['ProblemSearch']),
  route('problemCreate', 'problem/create', 'pi pi-exclamation-circle', 'tickets', ['ProblemCreate']),
  route('problemDetail', 'problem/detail/:id', 'pi pi-exclamation-circle', null, ['ProblemSearch']),
  route('problemUpdate', 'problem/update/:id', 'pi pi-exclamation-circle', null, ['ProblemUpdate']),

  // Configuration components
  route('configurationComponents', 'configurationComponent', 'pi pi-desktop', 'configurationComponents', ['ProductSearch']),
  route('configurationComponentsMap', 'configurationComponent/Map', 'pi pi-map', 'configurationComponents', ['ProductSearch']),
  route('configurationComponentsBulkLoad', 'configurationComponent/massiveLoad', 'pi pi-upload', 'configurationComponents', ['ProductBulkLoad']),
  route('configurationComponentsBulkUpdate', 'configurationComponent/massiveUpdate', 'pi pi-pencil', 'configurationComponents', ['ProductBulkUpdate']),
  route('configurationComponentStatuses', 'statusCongurationComponents', 'pi pi-sliders-h', 'configurationComponents', ['ProductStatusManagement']),

  // Shipments
  route('shipmentCreate', 'shipping/create', 'pi pi-send', 'shipments', ['ShipmentCreate']),
  route('shipmentSearch', 'shipping/find', 'pi pi-truck', 'shipments', ['ShipmentSearch']),
  route('shipmentDetail', 'shipping/detail/:id', 'pi pi-truck', null, ['ShipmentSearch']),
  route('shipmentReception', 'shipping/reception/detail/:id', 'pi pi-inbox', null, ['ShipmentReceive']),
  route('shipmentReport', 'shipping/report', 'pi pi-chart-bar', 'shipments', ['ShipmentReport']),

  // Locations
  route('locations', 'ubications', 'pi pi-map-marker', 'locations', ['LocationSearch', 'LocationCreate'], { roles: ['ADM'] }),
  route('locationsMap', 'ubications/map', 'pi pi-map', 'locations', ['LocationSearch'], { roles: ['ADM'] }),
  route('locationsBulkLoad', 'ubications/massiveLoadUbications', 'pi pi-upload', 'locations', ['LocationCreate'], { roles: ['ADM'] }),
  route('locationsBulkDeactivate', 'ubications/massiveDeactivate', 'pi pi-ban', 'locations', ['LocationCreate'], { roles: ['ADM'] }),
  route('locationsWorkForce', 'ubications/workForce', 'pi pi-users', 'locations', ['LocationSearch'], { roles: ['ADM'] }),

  // Supplies and kits
  route('supplies', 'Supplies', 'pi pi-box', 'supplies', ['SupplySearch']),
  route('supplyStock', 'StockSupplies', 'pi pi-database', 'supplies', ['SupplySearch']),
  route('kits', 'kits', 'pi pi-briefcase', 'kits', ['KitSearch']),
  route('kitsWarehouse', 'kitsWarehouse', 'pi pi-building', 'kits', ['KitSearch']),

  // IT asset management: warehouse, laboratory, workforce, audits
  route('warehouseComponentInventory', 'warehousesComponentInventory', 'pi pi-building', 'assetManagement', ['WarehouseInventory']),
  route('warehouseSupplyInventory', 'warehousesSupplyInventory', 'pi pi-building', 'assetManagement', ['WarehouseInventory']),
  route('supplyInventory', 'SupplyInventory', 'pi pi-box', 'assetManagement', ['WarehouseInventory']),
  route('configurationComponentsWarehouse', 'ConfigurationComponentsWarehouse', 'pi pi-desktop', 'assetManagement', ['WarehouseInventory']),
  route('laboratoryInventory', 'laboratoryComponentInventory', 'pi pi-cog', 'assetManagement', ['LaboratoryInventory']),
  route('laboratoryBulkReception', 'laboratory/bulkReception', 'pi pi-download', 'assetManagement', ['LaboratoryReceive']),
  route('workForceComponents', 'assetManagementIT/workForce/configComponent/find', 'pi pi-user', 'assetManagement', ['WorkForceInventory']),
  route('workForceSupplies', 'assetManagementIT/workForce/supplies/find', 'pi pi-user', 'assetManagement', ['WorkForceInventory']),
  route('workForceKits', 'assetManagementIT/workForce/kits/find', 'pi pi-user', 'assetManagement', ['WorkForceInventory']),
  route('auditReport', 'assetManagementIT/AuditReport', 'pi pi-check-square', 'assetManagement', ['AuditSearch']),

  // Admin: users, hierarchy, catalogues, criticality, clients, audits
  route('users', 'CreateAndConfigUser', 'pi pi-user-plus', 'admin', ['UsersSearch', 'UsersCreate']),
  route('permissionsAudit', 'permissionsAudit', 'pi pi-shield', 'admin', ['UsersChangePermissions']),
  route('accessLogbook', 'AccessLogbook', 'pi pi-history', 'admin', ['UsersViewTrackingLog']),
  route('groups', 'groups', 'pi pi-users', 'admin', ['GroupsSearch']),
  route('kpis', 'kpis', 'pi pi-chart-line', 'admin', ['KPIManagement']),
  route('formsManagement', 'formsManagement', 'pi pi-file-edit', 'admin', ['FormsFormManagement']),
  route('profiles', 'profiles', 'pi pi-id-card', 'admin', ['ProfilesSearch']),
  route('hierarchyLevels', 'HierarchyLevels', 'pi pi-sort-amount-down', 'admin', ['HierarchicalLevelManagement']),
  route('hierarchicalStructure', 'HierarchicalStructure', 'pi pi-sitemap', 'admin', ['HierarchicalLevelGlobalView']),
  route('hierarchyBulkUpdate', 'massiveHierarchicalStructureUpdate', 'pi pi-upload', 'admin', ['HierarchicalLevelBulkUpdate']),
  route('changeTypes', 'changeTypes', 'pi pi-tags', 'admin', ['ChangeTypeManagement']),
  route('changeStates', 'statesOfChange', 'pi pi-tags', 'admin', ['ChangeStageStatusManagement']),
  route('stagesAndStatuses', 'admin/stagesAndStatuses', 'pi pi-tags', 'admin', ['ChangeStageManagement']),
  // Keeping the task statuses is an administrator's catalogue; TaskManagement is the right to work tasks (engineers hold it).
  route('taskStatuses', 'admin/statusesOfTasks', 'pi pi-tags', 'admin', ['CatalogTaskStatusSearch']),
  route('changeFlows', 'admin/flowOfChanges', 'pi pi-share-alt', 'admin', ['ChangeFlowManagement']),
  route('cabManagement', 'admin/CABManagement', 'pi pi-users', 'admin', ['ChangeBoardManagement']),
  // The spec's admin catalogue list names the bare CABManagement too: the same screen, out of the menu.
  route('cabManagementBare', 'CABManagement', 'pi pi-users', null, ['ChangeBoardManagement']),
  route('criticality', 'create/criticality', 'pi pi-bolt', 'admin', ['CatalogCriticalitySearch']),
  route('clientsManagement', 'clientsManagment', 'pi pi-briefcase', 'admin', ['ClientSearch']),
  route('catalogAudit', 'catalogAudit', 'pi pi-eye', 'admin', ['AuditSearch']),
  // The admin catalogue route `stores` hosts the warehouses, kept by the inventory service (inventory.yaml Warehouses).
  route('warehouses', 'stores', 'pi pi-building', 'admin', ['WarehouseSearch']),
  // The admin catalogues (catalogueTable.ts): their search permission opens them (the sandbox lets the supervisor read a few).
  ...CATALOGUE_ROUTES.map(({ key, icon }) => route(catalogueRouteId(key), key, icon, 'admin', [cataloguePermissions(key).search])),

  // Informative module, knowledge base, help: no permission gate (spec 000 section 6).
  route('informativeClients', 'informativeModule/clients', 'pi pi-info-circle', 'informativeModule', []),
  route('informativeWorkForce', 'informativeModule/workForce', 'pi pi-info-circle', 'informativeModule', []),
  route('knowledgeBase', 'KMDB', 'pi pi-book', 'knowledgeBase', []),
  route('solutionsSearch', 'solutions/find', 'pi pi-lightbulb', 'knowledgeBase', ['SolutionSearch']),
  route('solutionsCreate', 'solutions/create', 'pi pi-lightbulb', 'knowledgeBase', ['SolutionCreate']),
  route('solutionDetail', 'solutions/detail/:id', 'pi pi-lightbulb', null, ['SolutionSearch']),
  route('faqs', 'help/FAQs', 'pi pi-question-circle', 'help', []),

  // Reports and the incident-report submenu
  route('reports', 'reports', 'pi pi-chart-bar', 'reports', ['TicketReport']),
  route('exportTicketsReport', 'exportTicketsReport', 'pi pi-file-export', 'reports', ['TicketReport']),
  route('expenseReport', 'expenseReport', 'pi pi-wallet', 'reports', ['TicketReport']),
  route('recidivists', 'recidivists', 'pi pi-replay', 'reports', ['TicketReport']),
  route('remoteWork', 'remoteWork', 'pi pi-wifi', 'reports', ['TicketReport']),
  route('mayorIncident', 'mayorIncident', 'pi pi-exclamation-triangle', 'reports', ['TicketReport']),
  route('incidentReportsOpen', 'incidentReports/open', 'pi pi-folder-open', 'incidentReports', ['TicketReport']),
  route('incidentReportsHistorical', 'incidentReports/historical', 'pi pi-history', 'incidentReports', ['TicketReport']),

  // Surveys and notifications
  route('surveyNew', 'surveys/new', 'pi pi-file-edit', 'surveys', ['SurveyManagement']),
  route('surveySearch', 'surveys/search', 'pi pi-search', 'surveys', ['SurveySearch']),
  route('surveyReport', 'surveys/report', 'pi pi-chart-bar', 'surveys', ['SurveyReport']),
  route('notifications', 'notifications', 'pi pi-bell', null, ['NotificationSearch']),
];

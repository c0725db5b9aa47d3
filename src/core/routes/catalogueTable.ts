/**
 * Every catalogue of the admin area, one line each, by the route path that shows it (spec 002 section 2):
 * its menu icon, or the route it is shown beside (`on`); the nouns the catalogue service's operations
 * name it by (createCatalog<Singular>, searchCatalog<Plural>, catalog.yaml), absent while it has no
 * contract and so no screen; and `ownWrites` when its create, update and delete ask for permissions
 * named after its noun rather than its route (catalog.yaml x-permissions); `replacedFromFile` when its
 * whole list can be replaced from a file (replaceCatalog<Plural>, DeleteAndCreate<Plural>); `ownScreen` when
 * another service keeps it and its area's own screen shows it (regions, states, postal codes, indicators).
 *
 * The route table, the screens, the cache tags, the engine's descriptions and the sandbox all read it,
 * so a catalogue's route id, permissions and operation names are spelt here once. It lives in core
 * because the route table does; the layers above check the nouns against the generated clients.
 */
export const CATALOGUE_TABLE = {
  project: { icon: 'pi pi-folder', noun: ['Project', 'Projects'], ownWrites: true },
  // The projects overview: every client's projects, read only (edited in `project`).
  projects: { icon: 'pi pi-folder-open', noun: ['Project', 'Projects'] },
  reasons: { icon: 'pi pi-comment', noun: ['Reason', 'Reasons'] },
  reasonType: { on: 'reasons', noun: ['ReasonType', 'ReasonTypes'] },
  cancelationReason: { on: 'reasons', noun: ['CancelationReason', 'CancelationReasons'] },
  pendingReason: { on: 'reasons', noun: ['PendingReason', 'PendingReasons'] },
  scheduledReason: { on: 'reasons', noun: ['ScheduledReason', 'ScheduledReasons'] },
  pendingSerieReason: { on: 'reasons', noun: ['PendingSerieReason', 'PendingSerieReasons'] },
  irreparableReason: { on: 'reasons', noun: ['IrreparableReason', 'IrreparableReasons'] },
  frecuentlyFailure: { icon: 'pi pi-exclamation-triangle', noun: ['FrequentFailure', 'FrequentFailures'] },
  UnitsMeasurement: { icon: 'pi pi-calculator', noun: ['UnitMeasurement', 'UnitMeasurements'] },
  WarehouseType: { icon: 'pi pi-building', noun: ['WarehouseType', 'WarehouseTypes'] },
  ubitacionPriority: { icon: 'pi pi-flag', noun: ['LocationPriority', 'LocationPriorities'] },
  serviceType: { icon: 'pi pi-tag', noun: ['ServiceType', 'ServiceTypes'], ownWrites: true },
  // The names a client's service may take, at most 50 characters (spec 002 section 5).
  serviceName: { icon: 'pi pi-tag', noun: ['ServiceName', 'ServiceNames'] },
  brand: { icon: 'pi pi-bookmark', noun: ['Brand', 'Brands'] },
  model: { icon: 'pi pi-mobile', noun: ['ProductModel', 'ProductModels'] },
  equipmentType: { icon: 'pi pi-server', noun: ['EquipmentType', 'EquipmentTypes'] },
  reparationType: { on: 'equipmentType', noun: ['ReparationType', 'ReparationTypes'] },
  // The countries' non-working days, kept by the geography service (holidays).
  calendar: { icon: 'pi pi-calendar', ownScreen: true },
  reportCatalogue: { icon: 'pi pi-file' },
  postalCodes: { icon: 'pi pi-map-marker', ownScreen: true },
  // Address directions: the orientations street names carry (Norte, Oriente...), with their abbreviations.
  directions: { icon: 'pi pi-directions', noun: ['Direction', 'Directions'] },
  area: { icon: 'pi pi-th-large', noun: ['Area', 'Areas'] },
  clasificationTicket: { icon: 'pi pi-tags', noun: ['TicketDelayClassification', 'TicketDelayClassifications'] },
  // Regions and states are the geography service's: the locations area's screens (on the engine's kit).
  regions: { icon: 'pi pi-globe', ownScreen: true },
  states: { icon: 'pi pi-globe', ownScreen: true },
  // Tower models, each of one tower type; tower properties, the tenure of the ground a tower stands on.
  towerModel: { icon: 'pi pi-wifi', noun: ['TowerModel', 'TowerModels'] },
  towerType: { icon: 'pi pi-wifi', noun: ['TowerType', 'TowerTypes'] },
  towerProperty: { icon: 'pi pi-wifi', noun: ['TowerProperty', 'TowerProperties'] },
  invoiceTAG: { icon: 'pi pi-money-bill', noun: ['TagCode', 'TagCodes'] },
  invoiceFuel: { icon: 'pi pi-car', noun: ['FuelCode', 'FuelCodes'], replacedFromFile: true },
  expenseCode: { icon: 'pi pi-wallet', noun: ['ExpenseCode', 'ExpenseCodes'], replacedFromFile: true },
  headOfArea: { icon: 'pi pi-user', noun: ['AreaManager', 'AreaManagers'] },
  commentTypes: { icon: 'pi pi-comments', noun: ['TicketCommentType', 'TicketCommentTypes'] },
  currency: { icon: 'pi pi-dollar', noun: ['Currency', 'Currencies'] },
  // The audit types the inventory's audits are planned with (assetManagementIT/AuditReport); catalogAudit is the catalogues' change log.
  audit: { icon: 'pi pi-eye', noun: ['AuditType', 'AuditTypes'] },
  // The route opens with CatalogStatusSearch; the status operations ask for their own (CatalogTicketStatusCreate...).
  status: { icon: 'pi pi-circle', noun: ['TicketStatus', 'TicketStatuses'], ownWrites: true },
  // The enabling-service flows and their stages, and a service's ticket status flow: stage graphs (src/features/flows).
  flowBoard: { icon: 'pi pi-share-alt', ownScreen: true },
  workFlowType: { icon: 'pi pi-sitemap', noun: ['WorkFlowType', 'WorkFlowTypes'] },
  componentCondition: { icon: 'pi pi-check-circle', noun: ['ProductCondition', 'ProductConditions'] },
  IRFlow: { icon: 'pi pi-share-alt', ownScreen: true },
  ResponsibleType: { icon: 'pi pi-user', noun: ['ResponsibleType', 'ResponsibleTypes'] },
  clientPriority: { icon: 'pi pi-flag', noun: ['ClientPriority', 'ClientPriorities'] },
  serviceClass: { icon: 'pi pi-tag', noun: ['ServiceClass', 'ServiceClasses'] },
  interventionCodes: { icon: 'pi pi-code', noun: ['InterventionCode', 'InterventionCodes'] },
  category: { icon: 'pi pi-th-large', noun: ['Category', 'Categories'] },
  impact: { icon: 'pi pi-bolt', noun: ['Impact', 'Impacts'] },
  priority: { icon: 'pi pi-flag-fill', noun: ['Priority', 'Priorities'] },
  urgency: { icon: 'pi pi-clock', noun: ['Urgency', 'Urgencies'] },
  // Ticket criticality: its route is the route table's own `criticality` (create/criticality, admin group).
  criticality: { route: 'criticality', noun: ['Criticality', 'Criticalities'] },
  Escalations: { icon: 'pi pi-arrow-up', ownScreen: true },
  notification: { icon: 'pi pi-bell', ownScreen: true },
  Indicators: { icon: 'pi pi-chart-pie', ownScreen: true },
  // Change management's catalogues (002 sections 2, 6 and 7), on the route table's own routes, each opened and edited by its family's permission.
  changeType: { route: 'changeTypes', noun: ['ChangeType', 'ChangeTypes'], permission: 'ChangeTypeManagement' },
  changeStage: { route: 'stagesAndStatuses', noun: ['ChangeStage', 'ChangeStages'], permission: 'ChangeStageManagement' },
  changeStatus: { route: 'changeStates', noun: ['ChangeStatus', 'ChangeStatuses'], permission: 'ChangeStageStatusManagement' },
  taskStatus: { route: 'taskStatuses', noun: ['TaskStatus', 'TaskStatuses'] },
} as const satisfies Record<string, CatalogueLine>;

interface CatalogueLine {
  icon?: string;
  on?: string;
  /** The route table's id of a route of its own whose path is not the catalogue's key. */
  route?: string;
  noun?: readonly [singular: string, plural: string];
  ownWrites?: true;
  replacedFromFile?: true;
  /** Its screen is not the engine's but one of its area's, attached by route id (another service keeps it). */
  ownScreen?: true;
  /** One permission of its family (002 section 6: Change stage, type...) that opens it and gives its search and writes. */
  permission?: string;
}

type Table = typeof CATALOGUE_TABLE;
export type CatalogueKey = keyof Table;
/** Catalogues the service's contract names, so the engine can build their screen. */
export type NamedCatalogue = { [K in CatalogueKey]: Table[K] extends { noun: unknown } ? K : never }[CatalogueKey];
/** Catalogues with a route of their own (the others are shown beside one). */
export type CatalogueRoutePath = { [K in CatalogueKey]: Table[K] extends { icon: string } ? K : never }[CatalogueKey];
/** Catalogues on a route the route table spells itself (create/criticality). */
export type OwnRouteCatalogue = { [K in CatalogueKey]: Table[K] extends { route: string } ? K : never }[CatalogueKey];
/** Catalogues shown beside the route's own (the reason families on `reasons`). */
export type ShownBeside<Route extends CatalogueRoutePath> = { [K in CatalogueKey]: Table[K] extends { on: Route } ? K : never }[CatalogueKey];
/** Catalogues whose whole list is replaced from a file. */
export type ReplacedCatalogue = { [K in CatalogueKey]: Table[K] extends { replacedFromFile: true } ? K : never }[CatalogueKey];
export type SingularOf<K extends NamedCatalogue> = Table[K]['noun'][0];
export type PluralOf<K extends NamedCatalogue> = Table[K]['noun'][1];

const isKey = (key: string): key is CatalogueKey => key in CATALOGUE_TABLE;
const KEYS = Object.keys(CATALOGUE_TABLE).filter(isKey);
const line = (key: CatalogueKey): CatalogueLine => CATALOGUE_TABLE[key];
const hasRoute = (key: CatalogueKey): key is CatalogueRoutePath => line(key).icon !== undefined;

/** The route id of a catalogue (its title key routes.<id> and its grid's remembered state). */
export const catalogueRouteId = <K extends CatalogueKey>(key: K): string => line(key).route ?? `catalog_${key}`;

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/**
 * A catalogue's permissions (spec 002 section 1): one search and one create named after its route,
 * Catalog<Route>Search and Catalog<Route>Create; create also edits and deletes. With `ownWrites`, its
 * create, update and delete ask for Catalog<Singular>Create, Update and Delete. With `permission`, that one for all.
 */
export function cataloguePermissions(key: CatalogueKey): { search: string; create: string; update?: string; delete?: string } {
  const { noun, ownWrites, permission } = line(key);
  if (permission) return { search: permission, create: permission };
  const search = `Catalog${capitalised(key)}Search`;
  if (!ownWrites || !noun) return { search, create: `Catalog${capitalised(key)}Create` };
  const [singular] = noun;
  return { search, create: `Catalog${singular}Create`, update: `Catalog${singular}Update`, delete: `Catalog${singular}Delete` };
}

/**
 * The operationIds of a catalogue's list, search, create, update and delete, as catalog.yaml names them
 * (getCatalog<Plural>, searchCatalog<Plural>, createCatalog<Singular>...); the layers above check them
 * against the generated client.
 */
export function catalogueOperations<K extends NamedCatalogue>(key: K) {
  const [singular, plural]: readonly [SingularOf<K>, PluralOf<K>] = CATALOGUE_TABLE[key].noun;
  return {
    list: `getCatalog${plural}`,
    search: `searchCatalog${plural}`,
    create: `createCatalog${singular}`,
    update: `updateCatalog${singular}`,
    delete: `deleteCatalog${singular}`,
  } as const;
}

/** The operationId that replaces a catalogue's whole list from a file (replaceCatalog<Plural>). */
export function catalogueReplaceOperation<K extends ReplacedCatalogue>(key: K) {
  const plural: PluralOf<K> = CATALOGUE_TABLE[key].noun[1];
  return `replaceCatalog${plural}` as const;
}

/** The catalogues with a route of their own, in the table's order, with their menu icon. */
export const CATALOGUE_ROUTES: readonly { key: CatalogueRoutePath; icon: string }[] = KEYS.flatMap((key) => {
  const { icon } = line(key);
  return icon && hasRoute(key) ? [{ key, icon }] : [];
});

/** The catalogues the contract names: the engine builds their screen. */
export const NAMED_CATALOGUES: readonly NamedCatalogue[] = KEYS.filter((key): key is NamedCatalogue => line(key).noun !== undefined);

/** Routes whose screen is the catalogue engine's: a named catalogue with a route of its own. */
export type BuiltRoute = NamedCatalogue & (CatalogueRoutePath | OwnRouteCatalogue);
export const BUILT_ROUTES: readonly BuiltRoute[] = NAMED_CATALOGUES.filter((key): key is BuiltRoute => hasRoute(key) || line(key).route !== undefined);

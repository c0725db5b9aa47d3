import { CATALOGUE_TABLE, catalogueOperations, catalogueReplaceOperation, NAMED_CATALOGUES, type NamedCatalogue, type SingularOf } from '../../core/routes/catalogueTable';
import { versionConflict } from '../../core/errors/versionConflict';
import { catalogGeneratedApi } from '../generated/catalog';
import { crudTags, listTag, type CrudOperations } from './crudTags';

type Endpoints = typeof catalogGeneratedApi.endpoints;

/**
 * Catalogues whose operations do not all follow the catalogue naming: projects, service types and
 * frequent failures with their fields, the intervention-code tree, codes replaced from a file. Their
 * families are spelt out below (OTHER_FAMILIES).
 */
const IRREGULAR = ['project', 'projects', 'serviceType', 'frecuentlyFailure', 'interventionCodes', 'invoiceTAG', 'invoiceFuel', 'expenseCode'] as const;
type RegularCatalogue = Exclude<NamedCatalogue, (typeof IRREGULAR)[number]>;

/**
 * The catalogue families the admin screens maintain, from the catalogue table: each one's list and
 * search provide its tag; its create, update and delete make them stale. A tag type is named after
 * the family's singular noun.
 */
const REGULAR = NAMED_CATALOGUES.filter((key): key is RegularCatalogue => !IRREGULAR.some((irregular) => irregular === key));
type Singular = SingularOf<RegularCatalogue>;

/** Reads of a family beyond its list and search (a priority type's priorities, one classification). */
const EXTRA_READS: Partial<Record<Singular, string[]>> = {
  Priority: ['getCatalogPrioritiesByPriorityType'],
  TicketDelayClassification: ['getCatalogTicketDelayClassificationById'],
  Currency: ['getCatalogCurrencyById'],
  TicketStatus: ['getCatalogTicketStatusById', 'getCatalogTicketStatusesByCategory'],
  ProductModel: ['getCatalogBrandProductModels'],
  // The informative module's client directory shows the attention hours.
  ClientPriority: ['getCatalogClientDirectory'],
  // The work-order form reads a client's types; an edit here refreshes it.
  WorkFlowType: ['getCatalogWorkFlowTypesByClient'],
  Reason: ['getCatalogReasonById', 'getCatalogReasonsByReasonType'],
  TowerModel: ['getCatalogTowerModelsByTowerType'],
};

type ReasonFamily = Extract<Singular, `${string}Reason`>;

/**
 * The reason family that answers a move to a ticket status (catalog.yaml getCatalogReasonsByTicketStatus:
 * 11 Cancelled the cancellation reasons, 20 PendingReason the pending ones); other statuses ask for none.
 * The read carries its family's tag, so a write to that family refreshes the ticket's status dialog.
 */
const REASONS_BY_STATUS: Readonly<Record<number, ReasonFamily>> = { 11: 'CancelationReason', 20: 'PendingReason' };

// Each name is checked against the generated client: a family whose contract names an operation otherwise does not compile.
const familyOperations = (key: RegularCatalogue): CrudOperations => {
  const { list, search, create, update, delete: remove } = catalogueOperations(key);
  return {
    reads: [list satisfies keyof Endpoints, search satisfies keyof Endpoints, ...(EXTRA_READS[CATALOGUE_TABLE[key].noun[0]] ?? [])],
    create: [create satisfies keyof Endpoints],
    update: [update satisfies keyof Endpoints],
    remove: [remove satisfies keyof Endpoints],
  };
};

const tagType = (singular: string) => `Catalog${singular}`;

/** The irregular catalogues' families (IRREGULAR above), with the form fields' and the field lists'; each one's plural noun is its singular with an s. */
const OTHER_FAMILIES: Record<string, CrudOperations> = {
  FormField: {
    reads: ['getCatalogForms', 'getCatalogFormFields', 'searchCatalogFormFields'],
    create: ['addCatalogFormField'], update: ['updateCatalogFormField'], remove: ['deleteCatalogFormField'],
  },
  Project: { reads: ['getCatalogProjects'], create: ['createCatalogProject'], update: ['updateCatalogProject'], remove: ['deleteCatalogProject'] },
  // Service types link their survey through their own operation; frequent failures are read by service type.
  ServiceType: {
    reads: ['getCatalogServiceTypes', 'getCatalogServiceTypeById', 'searchCatalogServiceTypes', 'getCatalogServiceTypesByService', 'getCatalogAvailableServiceTypes'],
    create: ['createCatalogServiceType'], update: ['updateCatalogServiceType', 'assignCatalogServiceTypeSurvey'], remove: ['deleteCatalogServiceType'],
  },
  ServiceTypeClosingField: {
    reads: ['getCatalogServiceTypeClosingFields'],
    create: ['createCatalogServiceTypeClosingField'], update: ['updateCatalogServiceTypeClosingField'], remove: ['deleteCatalogServiceTypeClosingField'],
  },
  FrequentFailure: {
    reads: ['searchCatalogFrequentFailures', 'getCatalogFrequentFailuresByServiceType'],
    create: ['createCatalogFrequentFailure'], update: ['updateCatalogFrequentFailure'], remove: ['deleteCatalogFrequentFailure'],
  },
  FrequentFailureField: {
    reads: ['getCatalogFrequentFailureFields', 'searchCatalogFrequentFailureFields'],
    create: ['createCatalogFrequentFailureField'], update: ['updateCatalogFrequentFailureField'], remove: ['deleteCatalogFrequentFailureField'],
  },
  InterventionCode: {
    reads: ['getCatalogInterventionCodesByLevel', 'getCatalogInterventionCodeChildren'],
    create: ['createCatalogInterventionCode'], update: ['updateCatalogInterventionCode'], remove: ['deleteCatalogInterventionCode'],
  },
  // clientsManagment: a client, its services (saved whole, then configured part by part), their response times and watermark.
  Client: {
    reads: ['getCatalogClients', 'getCatalogClientById', 'searchCatalogClients'],
    create: ['createCatalogClient'], update: ['updateCatalogClient'], remove: ['deleteCatalogClient'],
  },
  Service: {
    reads: ['getCatalogServices', 'getCatalogServiceById', 'searchCatalogServices', 'getCatalogServiceTypeServices'],
    create: ['saveCatalogService'],
    update: [
      'configureCatalogServiceSchedule', 'configureCatalogServiceEvidence', 'configureCatalogServiceMaximumIncidents', 'configureCatalogServiceAutomaticClose',
      'configureCatalogServiceOperationType', 'configureCatalogServiceSupplies', 'configureCatalogServiceInterventionCodes', 'configureCatalogServiceRequirement',
    ],
  },
  ServiceResponseTime: {
    reads: ['getCatalogServiceResponseTimes', 'getCatalogServiceResponseTimeById'],
    create: ['createCatalogServiceResponseTime'], update: ['updateCatalogServiceResponseTime'], remove: ['deleteCatalogServiceResponseTime'],
  },
  Watermark: { reads: ['getCatalogWatermark'], create: ['createCatalogWatermark'] },
  ...Object.fromEntries(
    (['invoiceTAG', 'invoiceFuel', 'expenseCode'] as const).map((key) => {
      const { list, search, create, update, delete: remove } = catalogueOperations(key);
      const [singular] = CATALOGUE_TABLE[key].noun;
      const replace = key === 'invoiceTAG' ? [] : [catalogueReplaceOperation(key)];
      return [singular, { reads: [list, search], create: [create, ...replace], update: [update], remove: [remove] }];
    }),
  ),
};

/** Every family the catalogue service changes, by its singular noun. */
export const CATALOG_FAMILY_OPERATIONS: Readonly<Record<string, CrudOperations>> = {
  ...Object.fromEntries(REGULAR.map((key) => [CATALOGUE_TABLE[key].noun[0], familyOperations(key)])),
  ...OTHER_FAMILIES,
};

const PLURALS: Readonly<Record<string, string>> = Object.fromEntries(NAMED_CATALOGUES.map((key) => CATALOGUE_TABLE[key].noun));

/**
 * The catalogues the audit names (route catalogAudit): the plural noun of each family the service
 * changes (searchCatalog<plural>), which is the name it records an entry's change under.
 */
export const AUDITED_CATALOGUES: readonly string[] = Object.keys(CATALOG_FAMILY_OPERATIONS)
  .map((singular) => PLURALS[singular] ?? `${singular}s`)
  .sort();

/**
 * The component status reads the product service's writes make stale (the status configuration, a component's
 * status change): src/api/tags/product.ts invalidates the same tag.
 */
export const PRODUCT_STATUSES_TAG = 'ProductStatuses';
const PRODUCT_STATUS_READS = ['getAllProductStatus', 'getProductStatusForCreation', 'getProductMovementStatus'] as const;

/**
 * A client's locations as the ticket form searches them: the geography service keeps them, so its location writes
 * (src/api/tags/geography.ts) invalidate the same tag and a location made on /ubications can be picked at once.
 */
export const CLIENT_LOCATIONS_TAG = 'ClientLocations';

/**
 * The stage graphs (IRFlow: a service's ticket flow; flowBoard: the enabling-service flows and their stages). A
 * refused save changes nothing, but a stale one: someone else saved, which the screen then reads.
 */
const FLOW_TAGS = ['TicketFlow', 'WorkFlows'] as const;
const flowSaved = (tag: (typeof FLOW_TAGS)[number]) => ({
  invalidatesTags: (_r: unknown, error: unknown) => (error && !versionConflict(error) ? [] : [tag]),
});

/** The catalogue service as screens see it. */
export const catalogApi = catalogGeneratedApi.enhanceEndpoints({
  addTagTypes: [...Object.keys(CATALOG_FAMILY_OPERATIONS).map(tagType), PRODUCT_STATUSES_TAG, CLIENT_LOCATIONS_TAG, ...FLOW_TAGS],
  endpoints: Object.assign(
    {},
    ...Object.entries(CATALOG_FAMILY_OPERATIONS).map(([singular, operations]) => crudTags(tagType(singular), operations)),
    {
      getCatalogReasonsByTicketStatus: {
        providesTags: (_result: unknown, _error: unknown, arg: { ticketStatusId: number }) => {
          const family = REASONS_BY_STATUS[arg.ticketStatusId];
          return family ? [listTag(tagType(family))] : [];
        },
      },
    },
    Object.fromEntries(PRODUCT_STATUS_READS.map((name) => [name, { providesTags: [PRODUCT_STATUSES_TAG] }])),
    { getCatalogClientLocations: { providesTags: ['Clients', CLIENT_LOCATIONS_TAG] } },
    // A generated report moves on its own while the user is elsewhere: "my reports" is read afresh at each visit.
    { searchGeneratedReports: { keepUnusedDataFor: 0 } },
    { getServiceTicketFlow: { providesTags: ['TicketFlow'] }, saveTicketFlow: flowSaved('TicketFlow') },
    { getCatalogWorkFlows: { providesTags: ['WorkFlows'] }, getWorkFlowStages: { providesTags: ['WorkFlows'] } },
    { createWorkFlow: flowSaved('WorkFlows'), saveWorkFlowStages: flowSaved('WorkFlows') },
  ),
});

export * from '../generated/catalog';

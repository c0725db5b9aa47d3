import { catalogGeneratedApi } from '../generated/catalog';
import { crudTags, listTag, type CrudOperations } from './crudTags';

/**
 * The catalogue families the admin screens maintain, by operation noun (singular, plural): each one's
 * list and search provide its tag; its create, update and delete make them stale.
 */
const CATALOGUE_FAMILIES = [
  ['Impact', 'Impacts'],
  ['Urgency', 'Urgencies'],
  ['Priority', 'Priorities'],
  ['Category', 'Categories'],
  ['TicketCommentType', 'TicketCommentTypes'],
  ['TicketDelayClassification', 'TicketDelayClassifications'],
  ['ProductCondition', 'ProductConditions'],
  ['ResponsibleType', 'ResponsibleTypes'],
  ['UnitMeasurement', 'UnitMeasurements'],
  ['WarehouseType', 'WarehouseTypes'],
  ['LocationPriority', 'LocationPriorities'],
  ['ClientPriority', 'ClientPriorities'],
  ['ServiceClass', 'ServiceClasses'],
  ['Area', 'Areas'],
  ['Currency', 'Currencies'],
  ['TicketStatus', 'TicketStatuses'],
  ['EquipmentType', 'EquipmentTypes'],
  ['ReparationType', 'ReparationTypes'],
  ['Brand', 'Brands'],
  ['ProductModel', 'ProductModels'],
  ['WorkFlowType', 'WorkFlowTypes'],
  ['AreaManager', 'AreaManagers'],
  ['Reason', 'Reasons'],
  ['ReasonType', 'ReasonTypes'],
  ['CancelationReason', 'CancelationReasons'],
  ['PendingReason', 'PendingReasons'],
  ['ScheduledReason', 'ScheduledReasons'],
  ['PendingSerieReason', 'PendingSerieReasons'],
  ['IrreparableReason', 'IrreparableReasons'],
] as const;

/** Reads of a family beyond its list and search (a priority type's priorities, one classification). */
const EXTRA_READS: Partial<Record<(typeof CATALOGUE_FAMILIES)[number][0], string[]>> = {
  Priority: ['getCatalogPrioritiesByPriorityType'],
  TicketDelayClassification: ['getCatalogTicketDelayClassificationById'],
  Currency: ['getCatalogCurrencyById'],
  TicketStatus: ['getCatalogTicketStatusById', 'getCatalogTicketStatusesByCategory'],
  ProductModel: ['getCatalogBrandProductModels'],
  // The work-order form reads a client's types; an edit here refreshes it.
  WorkFlowType: ['getCatalogWorkFlowTypesByClient'],
  Reason: ['getCatalogReasonById', 'getCatalogReasonsByReasonType'],
};

type ReasonFamily = Extract<(typeof CATALOGUE_FAMILIES)[number][0], `${string}Reason`>;

/**
 * The reason family that answers a move to a ticket status (catalog.yaml getCatalogReasonsByTicketStatus:
 * 11 Cancelled the cancellation reasons, 20 PendingReason the pending ones); other statuses ask for none.
 * The read carries its family's tag, so a write to that family refreshes the ticket's status dialog.
 */
const REASONS_BY_STATUS: Readonly<Record<number, ReasonFamily>> = { 11: 'CancelationReason', 20: 'PendingReason' };

const catalogueFamilyOperations = ([singular, plural]: (typeof CATALOGUE_FAMILIES)[number]) => ({
  reads: [`getCatalog${plural}`, `searchCatalog${plural}`, ...(EXTRA_READS[singular] ?? [])],
  create: [`createCatalog${singular}`],
  update: [`updateCatalog${singular}`],
  remove: [`deleteCatalog${singular}`],
});

const tagType = (singular: string) => `Catalog${singular}`;

/**
 * Families whose operations do not follow the catalogue naming: custom form fields, projects, service
 * types and frequent failures with their fields, the intervention-code tree, codes replaced from a file.
 * Each one's plural noun is its singular with an s.
 */
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
  ...Object.fromEntries(
    (['TagCode', 'FuelCode', 'ExpenseCode'] as const).map((singular) => [
      singular,
      {
        reads: [`getCatalog${singular}s`, `searchCatalog${singular}s`],
        create: [`createCatalog${singular}`, ...(singular === 'TagCode' ? [] : [`replaceCatalog${singular}s`])],
        update: [`updateCatalog${singular}`],
        remove: [`deleteCatalog${singular}`],
      },
    ]),
  ),
};

/** Every family the catalogue service changes, by its singular noun. */
export const CATALOG_FAMILY_OPERATIONS: Readonly<Record<string, CrudOperations>> = {
  ...Object.fromEntries(CATALOGUE_FAMILIES.map((family) => [family[0], catalogueFamilyOperations(family)])),
  ...OTHER_FAMILIES,
};

const PLURALS: Readonly<Record<string, string>> = Object.fromEntries(CATALOGUE_FAMILIES);

/**
 * The catalogues the audit names (route catalogAudit): the plural noun of each family the service
 * changes (searchCatalog<plural>), which is the name it records an entry's change under.
 */
export const AUDITED_CATALOGUES: readonly string[] = Object.keys(CATALOG_FAMILY_OPERATIONS)
  .map((singular) => PLURALS[singular] ?? `${singular}s`)
  .sort();

/** The catalogue service as screens see it. */
export const catalogApi = catalogGeneratedApi.enhanceEndpoints({
  addTagTypes: Object.keys(CATALOG_FAMILY_OPERATIONS).map(tagType),
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
  ),
});

export * from '../generated/catalog';

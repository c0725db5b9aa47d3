import { catalogGeneratedApi } from '../generated/catalog';
import { crudTags, type CrudOperations } from './crudTags';

/**
 * The catalogue families the admin screens maintain, by operation noun (singular, plural): each one's
 * list and search provide its tag; its create, update and delete make them stale.
 */
export const CATALOGUE_FAMILIES = [
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
  // The ticket's cancel dialog reads these; one operation carries one family's tag, so pending reasons wait for the cache.
  CancelationReason: ['getCatalogReasonsByTicketStatus'],
};

export const catalogueFamilyOperations = ([singular, plural]: (typeof CATALOGUE_FAMILIES)[number]) => ({
  reads: [`getCatalog${plural}`, `searchCatalog${plural}`, ...(EXTRA_READS[singular] ?? [])],
  create: [`createCatalog${singular}`],
  update: [`updateCatalog${singular}`],
  remove: [`deleteCatalog${singular}`],
});

const tagType = (singular: string) => `Catalog${singular}`;

/** Families whose operations do not follow the catalogue naming: custom form fields, service types and frequent failures with their fields, the intervention-code tree, codes replaced from a file. */
const OTHER_FAMILIES: Record<string, CrudOperations> = {
  FormField: {
    reads: ['getCatalogForms', 'getCatalogFormFields', 'searchCatalogFormFields'],
    create: ['addCatalogFormField'], update: ['updateCatalogFormField'], remove: ['deleteCatalogFormField'],
  },
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

/** The catalogue service as screens see it. */
export const catalogApi = catalogGeneratedApi.enhanceEndpoints({
  addTagTypes: [...CATALOGUE_FAMILIES.map(([singular]) => tagType(singular)), ...Object.keys(OTHER_FAMILIES).map(tagType)],
  endpoints: Object.assign(
    {},
    ...CATALOGUE_FAMILIES.map((family) => crudTags(tagType(family[0]), catalogueFamilyOperations(family))),
    ...Object.entries(OTHER_FAMILIES).map(([singular, operations]) => crudTags(tagType(singular), operations)),
  ),
});

export * from '../generated/catalog';

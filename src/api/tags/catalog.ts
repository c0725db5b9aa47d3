import { catalogGeneratedApi } from '../generated/catalog';
import { crudTags } from './crudTags';

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
] as const;

/** Reads of a family beyond its list and search (a priority type's priorities, one classification). */
const EXTRA_READS: Partial<Record<(typeof CATALOGUE_FAMILIES)[number][0], string[]>> = {
  Priority: ['getCatalogPrioritiesByPriorityType'],
  TicketDelayClassification: ['getCatalogTicketDelayClassificationById'],
};

export const catalogueFamilyOperations = ([singular, plural]: (typeof CATALOGUE_FAMILIES)[number]) => ({
  reads: [`getCatalog${plural}`, `searchCatalog${plural}`, ...(EXTRA_READS[singular] ?? [])],
  create: [`createCatalog${singular}`],
  update: [`updateCatalog${singular}`],
  remove: [`deleteCatalog${singular}`],
});

const tagType = (singular: string) => `Catalog${singular}`;

/** The catalogue service as screens see it. */
export const catalogApi = catalogGeneratedApi.enhanceEndpoints({
  addTagTypes: CATALOGUE_FAMILIES.map(([singular]) => tagType(singular)),
  endpoints: Object.assign({}, ...CATALOGUE_FAMILIES.map((family) => crudTags(tagType(family[0]), catalogueFamilyOperations(family)))),
});

export * from '../generated/catalog';

import { catalogApi } from '../../api/tags/catalog';
import { cataloguePermission } from '../../core/routes/routeTable';
import type { BulkReplaceOption } from '../../shared/catalogue/bulkReplace/types';
import type { CatalogueDescription, CatalogueField, CatalogueRow } from '../../shared/catalogue/catalogueTypes';
import { searchInQuery } from '../../shared/catalogue/searchArgs';
import { LIMITS } from '../../shared/validation/limits';
import { describeCatalogue, NAME } from './catalogueFields';

/** A code: no spaces, at most 30 characters (catalog.yaml CodeEntry, InterventionCode). */
const CODE: CatalogueField = { name: 'code', kind: 'text', max: LIMITS.codes.codeMax, required: true, noSpaces: true };
const CODE_BODIES = { create: 'codeEntryCreateRequest', update: 'codeEntryUpdateRequest' };

/** Fuel and expense codes are replaced whole from a file of codes and names (DeleteAndCreate...). */
const replacedFromFile = (endpoint: BulkReplaceOption['endpoint']): BulkReplaceOption => ({
  endpoint, bodyName: 'codeReplaceRequest', listName: 'codes', columns: ['code', 'name'], unique: ['code', 'name'], maxRows: LIMITS.codes.replaceMaxRows,
});

const INTERVENTION_CODES: CatalogueDescription<CatalogueRow> = {
  routeId: 'catalog_interventionCodes',
  permissions: { search: cataloguePermission('interventionCodes', 'Search'), create: cataloguePermission('interventionCodes', 'Create') },
  fields: [CODE, NAME],
  endpoints: {
    // Its argument is the level's query (searchArg below), not the engine's default search body.
    search: catalogApi.endpoints.getCatalogInterventionCodesByLevel as never,
    create: catalogApi.endpoints.createCatalogInterventionCode,
    update: catalogApi.endpoints.updateCatalogInterventionCode,
    remove: catalogApi.endpoints.deleteCatalogInterventionCode,
  },
  bodies: { create: 'interventionCodeCreateRequest', update: 'interventionCodeUpdateRequest' },
  // The grid lists the tree's first level; each root opens its descendants.
  searchArg: (request) => ({ level: 1, ...searchInQuery(request) }),
  createDefaults: { parentId: null },
};

/**
 * The code catalogues (spec 002 sections 2, 3 and 7): interventionCodes, a tree by level (GetListByLevel,
 * GetChildListByRootId) growing under any code; invoiceTAG the tag codes; invoiceFuel and expenseCode,
 * also replaced whole from a file after a preview.
 */
export const CODE_CATALOGUES = {
  interventionCodes: {
    ...INTERVENTION_CODES,
    children: [
      {
        id: 'interventionCodes',
        rows: catalogApi.endpoints.getCatalogInterventionCodeChildren,
        columns: [CODE, NAME],
        add: { catalogue: INTERVENTION_CODES, parentField: 'parentId' },
        tree: { parentField: 'parentId', levelField: 'level', maxLevel: LIMITS.codes.treeMaxLevel },
      },
    ],
  },
  invoiceTAG: describeCatalogue('invoiceTAG', { singular: 'TagCode', plural: 'TagCodes', fields: [CODE, NAME], bodies: CODE_BODIES }),
  invoiceFuel: {
    ...describeCatalogue('invoiceFuel', { singular: 'FuelCode', plural: 'FuelCodes', fields: [CODE, NAME], bodies: CODE_BODIES }),
    bulkReplace: replacedFromFile(catalogApi.endpoints.replaceCatalogFuelCodes),
  },
  expenseCode: {
    ...describeCatalogue('expenseCode', { singular: 'ExpenseCode', plural: 'ExpenseCodes', fields: [CODE, NAME], bodies: CODE_BODIES }),
    bulkReplace: replacedFromFile(catalogApi.endpoints.replaceCatalogExpenseCodes),
  },
} satisfies Record<string, CatalogueDescription<CatalogueRow>>;

export type CodeCatalogue = keyof typeof CODE_CATALOGUES;

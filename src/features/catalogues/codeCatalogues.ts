import { catalogApi } from '../../api/tags/catalog';
import type { BuiltRoute } from '../../core/routes/catalogueTable';
import type { BulkReplaceOption, ReplaceEndpoint } from '../../shared/catalogue/bulkReplace/types';
import type { BodyName, CatalogueDescription, CatalogueField, CatalogueRow } from '../../shared/catalogue/catalogueTypes';
import { searchInQuery } from '../../shared/catalogue/searchArgs';
import { LIMITS } from '../../shared/validation/limits';
import { describeCatalogue, NAME } from './catalogueFields';

/** A code: no spaces, at most 30 characters (catalog.yaml CodeEntry, InterventionCode). */
const CODE: CatalogueField = { name: 'code', kind: 'text', max: LIMITS.codes.codeMax, required: true, noSpaces: true };
const CODE_BODIES = { create: 'codeEntryCreateRequest', update: 'codeEntryUpdateRequest' } as const;

/** Fuel and expense codes are replaced whole from a file of codes and names (DeleteAndCreate...). */
const replacedFromFile = <Arg>(endpoint: ReplaceEndpoint<Arg>, bodyName: BodyName<Arg>): BulkReplaceOption<Arg> => ({
  endpoint, bodyName, listName: 'codes', columns: ['code', 'name'], unique: ['code', 'name'], maxRows: LIMITS.codes.replaceMaxRows,
});

const INTERVENTION_CODES: CatalogueDescription<CatalogueRow> = {
  ...describeCatalogue('interventionCodes', {
    fields: [CODE, NAME],
    bodies: { create: 'interventionCodeCreateRequest', update: 'interventionCodeUpdateRequest' },
    // The grid lists the tree's first level (searchArg below); each root opens its descendants.
    search: catalogApi.endpoints.getCatalogInterventionCodesByLevel,
  }),
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
  invoiceTAG: describeCatalogue('invoiceTAG', { fields: [CODE, NAME], bodies: CODE_BODIES }),
  invoiceFuel: {
    ...describeCatalogue('invoiceFuel', { fields: [CODE, NAME], bodies: CODE_BODIES }),
    bulkReplace: replacedFromFile(catalogApi.endpoints.replaceCatalogFuelCodes, 'codeReplaceRequest'),
  },
  expenseCode: {
    ...describeCatalogue('expenseCode', { fields: [CODE, NAME], bodies: CODE_BODIES }),
    bulkReplace: replacedFromFile(catalogApi.endpoints.replaceCatalogExpenseCodes, 'codeReplaceRequest'),
  },
} satisfies Partial<Record<BuiltRoute, CatalogueDescription<CatalogueRow>>>;

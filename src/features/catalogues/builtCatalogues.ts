/**
 * Catalogue routes the engine builds (spec 002 section 2). The registry attaches the catalogue screen to
 * these paths; `CATALOGUES` must describe exactly these (checked by its type).
 */
export const BUILT_CATALOGUES = [
  'impact', 'urgency', 'priority', 'category', 'commentTypes', 'clasificationTicket', 'componentCondition', 'ResponsibleType',
  'UnitsMeasurement', 'WarehouseType', 'ubitacionPriority', 'clientPriority', 'serviceClass', 'area',
  'currency', 'status', 'equipmentType', 'brand', 'model', 'project', 'projects',
  'workFlowType', 'headOfArea', 'reasons',
] as const;

export type BuiltCatalogue = (typeof BUILT_CATALOGUES)[number];

/** Routes described in serviceCatalogues.ts (service types and frequent failures, with their fields). */
export const SERVICE_CATALOGUE_ROUTES = ['frecuentlyFailure', 'serviceType'] as const;

/** Routes described in codeCatalogues.ts (the code catalogues and the intervention-code tree). */
export const CODE_CATALOGUE_ROUTES = ['interventionCodes', 'invoiceTAG', 'invoiceFuel', 'expenseCode'] as const;

import { catalogueReplaceOperation } from '../../../src/core/routes/catalogueTable';
import { LIMITS } from '../../../src/shared/validation/limits';
import type { RequestGuard } from '../runtime';
import { HIERARCHY_TEMPLATE } from '../../../src/domain/users/hierarchyTemplate';
import { rowsGuard, workbookGuard } from './bulkGuard';

/**
 * Every bulk operation of the contracts, with its guard (bulkGuard.ts): the runtime runs it before the
 * contract validates the request. A new bulk operation gets its line here; bulkGuard.test.ts finds the
 * contracts' bulk operations (a list of up to thousands of rows, a file read whole) and fails on one
 * missing.
 */
export const BULK_GUARDS: Readonly<Record<string, RequestGuard>> = {
  bulkUpdateAccountHierarchy: workbookGuard('fileContent', HIERARCHY_TEMPLATE),
  saveMultiTicket: rowsGuard('rows', LIMITS.bulkLoad.maxRows),
  bulkLoadProducts: rowsGuard('rows', LIMITS.components.bulkMaxRows, 'components.bulkMaxRows'),
  bulkUpdateProducts: rowsGuard('rows', LIMITS.components.bulkMaxRows, 'components.bulkMaxRows'),
  bulkLoadLocations: rowsGuard('rows', LIMITS.locations.bulkMaxRows, 'locations.bulkMaxRows'),
  bulkDisableLocations: rowsGuard('rows', LIMITS.locations.bulkMaxRows, 'locations.bulkMaxRows'),
  // A laboratory reception of pasted serials: checked and received up to its maximum.
  checkLaboratorySerials: rowsGuard('serialNumbers', LIMITS.laboratory.receptionMax, 'laboratory.receptionMax'),
  receiveLaboratoryComponents: rowsGuard('serialNumbers', LIMITS.laboratory.receptionMax, 'laboratory.receptionMax'),
  [catalogueReplaceOperation('invoiceFuel')]: rowsGuard('codes', LIMITS.codes.replaceMaxRows, 'codes.replaceMaxRows'),
  [catalogueReplaceOperation('expenseCode')]: rowsGuard('codes', LIMITS.codes.replaceMaxRows, 'codes.replaceMaxRows'),
};

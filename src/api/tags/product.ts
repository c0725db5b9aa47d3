import { versionConflict } from '../../core/errors/versionConflict';
import { productGeneratedApi } from '../generated/product';
import { PRODUCT_STATUSES_TAG } from './catalog';

/** Reads that show components (the grid, the map, a detail, its tracking, kits with their components). */
const PRODUCT_READS = [
  'searchProducts',
  'getProductMapPoints',
  'getProductById',
  'getProductBySerialNumber',
  'getProductTracking',
  'searchKits',
  'getKitById',
  'getKitTracking',
  'getKitComponentCandidate',
] as const;
/** Writes that change components: values, status (a ledger movement), place, or many at once. */
const PRODUCT_WRITES = [
  'createProduct',
  'updateProduct',
  'deleteProduct',
  'updateProductStatus',
  'sendProductToWarehouse',
  'markProductDamaged',
  'markProductDamagedClientProperty',
  'bulkLoadProducts',
  'bulkUpdateProducts',
  'createKit',
  'updateKit',
  'addKitComponents',
  'removeKitComponents',
  'completeKit',
  'disassembleKit',
] as const;
/** The laboratory's reads and its steps (each a status change in the ledger, so the component reads go stale too). */
const LABORATORY_READS = ['searchLaboratoryInventory'] as const;
const LABORATORY_STEPS = [
  'sendToLaboratory',
  'acceptLaboratoryComponents',
  'rejectLaboratoryComponents',
  'receiveLaboratoryComponents',
  'assignLaboratoryTechnician',
  'reassignLaboratoryTechnician',
  'resolveLaboratoryComponents',
  'returnFromLaboratory',
] as const;
/** Supplies (the /Supplies register and the dropdowns); their stock is the inventory's. */
const SUPPLY_READS = ['getSupplies', 'searchSupplies'] as const;
const SUPPLY_WRITES = ['createSupply', 'updateSupply', 'updateSupplyEnabled'] as const;
/** The inventory's stock views (src/api/tags/inventory.ts) list components too. */
const STOCK = 'Stock';

const provides = (tag: string) => ({ providesTags: [tag] });
/** A refused write changes nothing, but for a stale version: someone else changed the component, which the cache then learns. */
const invalidates = (tags: string[]) => ({
  invalidatesTags: (_r: unknown, error: unknown) => (error && !versionConflict(error) ? [] : tags),
});

/**
 * The product service as screens see it. Any component write makes the component reads, the stock views and the
 * status options (a component's next statuses) stale; the status configuration's update, its own read, the status
 * catalogues and the component reads (their status names come from it).
 */
export const productApi = productGeneratedApi.enhanceEndpoints<'Products' | 'ProductStatusConfiguration' | 'Supplies' | typeof STOCK | typeof PRODUCT_STATUSES_TAG>({
  addTagTypes: ['Products', 'ProductStatusConfiguration', 'Supplies', STOCK, PRODUCT_STATUSES_TAG],
  endpoints: Object.fromEntries([
    ...PRODUCT_READS.map((name) => [name, provides('Products')]),
    ...PRODUCT_WRITES.map((name) => [name, invalidates(['Products', STOCK, PRODUCT_STATUSES_TAG])]),
    ['getProductStatusConfiguration', provides('ProductStatusConfiguration')],
    ['updateProductStatusConfiguration', invalidates(['ProductStatusConfiguration', 'Products', PRODUCT_STATUSES_TAG])],
    ...LABORATORY_READS.map((name) => [name, provides('Products')]),
    ...LABORATORY_STEPS.map((name) => [name, invalidates(['Products', STOCK])]),
    // A supply's reads count its stock, so any movement (a Stock write) makes them stale too.
    ...SUPPLY_READS.map((name) => [name, { providesTags: ['Supplies', STOCK] }]),
    ...SUPPLY_WRITES.map((name) => [name, invalidates(['Supplies', STOCK])]),
  ]),
});

export * from '../generated/product';

import { inventoryGeneratedApi } from '../generated/inventory';

const WAREHOUSE_READS = ['getWarehouses', 'searchWarehouses', 'getWarehouseById', 'getWarehouseAddresses', 'getWarehouseDestinations'] as const;
const WAREHOUSE_WRITES = ['createWarehouse', 'updateWarehouse', 'deleteWarehouse', 'updateWarehouseDestinations'] as const;
const SHIPMENT_READS = ['searchShipments', 'getShipmentById', 'getShipmentComponents', 'getShipmentTracking'] as const;
const SHIPMENT_WRITES = [
  'createShipment',
  'modifyShipment',
  'confirmShipment',
  'setShipmentOnProcess',
  'setShipmentReadyToShip',
  'cancelShipment',
  'receiveShipment',
  'registerShipmentReceipt',
] as const;
/** Reads that show where items are: any shipment step may move items, so each makes them stale. */
const STOCK_READS = [
  'searchWarehouseComponentInventory',
  'searchWorkForceComponentInventory',
  'searchKitInventory',
  'searchSupplyStock',
  'getShipmentAvailableItems',
] as const;
/** An open audit's findings are the ledger now, so its reads go stale with the stock too. */
const AUDIT_READS = ['searchAudits', 'getAudit'] as const;
const AUDIT_WRITES = ['createAudit', 'countAudit', 'closeAudit'] as const;
/** Options of the shipment form follow the warehouses and their destinations. */
const PLACE_READS = [
  'getOriginWarehousesByUser',
  'getOriginTaskForcesByUser',
  'getDestinationWarehousesByWarehouse',
  'getDestinationEngineersByWarehouse',
  'getDestinationTaskForcesByTaskForce',
  'getDestinationWarehousesByTaskForce',
] as const;

const provides = (tag: string) => ({ providesTags: [tag] });
const invalidates = (tags: string[]) => ({
  invalidatesTags: (_r: unknown, error: unknown) => (error ? [] : tags),
});

const endpoints = Object.fromEntries([
  ...WAREHOUSE_READS.map((name) => [name, provides('Warehouses')]),
  ...PLACE_READS.map((name) => [name, provides('Warehouses')]),
  ...WAREHOUSE_WRITES.map((name) => [name, invalidates(['Warehouses', 'Stock'])]),
  ...SHIPMENT_READS.map((name) => [name, provides('Shipments')]),
  ...STOCK_READS.map((name) => [name, provides('Stock')]),
  ...SHIPMENT_WRITES.map((name) => [name, invalidates(['Shipments', 'Stock'])]),
  ...AUDIT_READS.map((name) => [name, { providesTags: ['Audits', 'Stock'] }]),
  ...AUDIT_WRITES.map((name) => [name, invalidates(['Audits'])]),
  // New supply units: the stock views and the supplies' totals (which provide Stock too) read them.
  ['receiveSupplyStock', invalidates(['Stock'])],
]);

/**
 * The inventory service as screens see it: warehouses, shipments and the ledger's views. A shipment step
 * moves items, so it makes every shipment and stock read stale; a warehouse change, the warehouse reads,
 * the form's place options and the stock views (a warehouse's name shows in them).
 */
export const inventoryApi = inventoryGeneratedApi.enhanceEndpoints<'Warehouses' | 'Shipments' | 'Stock' | 'Audits'>({
  addTagTypes: ['Warehouses', 'Shipments', 'Stock', 'Audits'],
  endpoints,
});

export * from '../generated/inventory';

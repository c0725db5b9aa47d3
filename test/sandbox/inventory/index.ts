import type { OperationHandlers } from '../runtime';
import { inventoryViewHandlers } from './inventories';
import { shipmentCatalogHandlers } from './shipmentCatalogs';
import { shipmentHandlers } from './shipments';
import { warehouseInventoryHandlers } from './warehouses';
// A leaving user's stock goes back to pre-assignment: registers into the security side's release hooks.
import './userRelease';

/** The inventory service (warehouses, shipments, the ledger's views) and the shipment catalogue calls. */
export const inventoryHandlers: OperationHandlers = {
  ...warehouseInventoryHandlers,
  ...shipmentHandlers,
  ...inventoryViewHandlers,
  ...shipmentCatalogHandlers,
};

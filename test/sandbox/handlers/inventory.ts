import { ROW_VERSION_TABLES } from '../guards/rowVersion';
import { auditHandlers, auditsOf } from '../inventory/audits';
import { inventoryViewHandlers } from '../inventory/inventories';
import { shipmentHandlers } from '../inventory/shipments';
import { inventoryOf } from '../inventory/state';
import { stockIds, supplyStockHandlers } from '../inventory/supplyStock';
import { warehouseInventoryHandlers } from '../inventory/warehouses';
import type { SandboxService } from '../runtime';
// A leaving user's stock goes back to pre-assignment: registers into the security side's release hooks.
import '../inventory/userRelease';

/** The inventory service: warehouses, shipments and the ledger's views. */
export const inventoryService: SandboxService = {
  handlers: { ...warehouseInventoryHandlers, ...shipmentHandlers, ...inventoryViewHandlers, ...auditHandlers, ...supplyStockHandlers },
  state: [inventoryOf, ROW_VERSION_TABLES.inventory, auditsOf, stockIds],
};

import type { InventoryScope } from '../../../domain/inventory/placeOptions';
import type { GridSort } from '../../../shared/ui/DataGrid/DataGrid';

/** The four screens over the ledger's supply stock: one grid description, each view a place kind, a filter and an order. */
export type SupplyStockView = 'stock' | 'warehouse' | 'supply' | 'taskForce';

interface ViewSettings {
  /** The route id (title, grid key, remembered filter). */
  routeId: string;
  /** The places the view lists; null: warehouses and task forces. */
  placeType: 'Warehouse' | 'TaskForce' | null;
  /** Whose places the filter offers (none: the stock view picks a kind of place instead). */
  scope: InventoryScope | null;
  defaultSort: GridSort;
}

export const VIEWS: Record<SupplyStockView, ViewSettings> = {
  // StockSupplies: the stock of each supply at each place, where new stock is received.
  stock: { routeId: 'supplyStock', placeType: null, scope: null, defaultSort: { field: 'name', order: 'asc' } },
  // warehousesSupplyInventory: what each warehouse holds.
  warehouse: { routeId: 'warehouseSupplyInventory', placeType: 'Warehouse', scope: 'warehouse', defaultSort: { field: 'placeName', order: 'asc' } },
  // SupplyInventory: where each supply is, warehouse by warehouse.
  supply: { routeId: 'supplyInventory', placeType: 'Warehouse', scope: 'warehouse', defaultSort: { field: 'name', order: 'asc' } },
  // assetManagementIT/workForce/supplies/find: what each task force holds (an engineer, only their own).
  taskForce: { routeId: 'workForceSupplies', placeType: 'TaskForce', scope: 'taskForce', defaultSort: { field: 'placeName', order: 'asc' } },
};

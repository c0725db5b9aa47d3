import { SupplyStockScreen } from './SupplyStockScreen';

/** /warehousesSupplyInventory: the supplies each warehouse holds. */
export default function WarehouseSupplyInventoryPage() {
  return <SupplyStockScreen view="warehouse" />;
}

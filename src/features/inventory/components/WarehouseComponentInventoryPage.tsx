import { ComponentInventoryPage } from './ComponentInventoryPage';

/** /warehousesComponentInventory: the configuration components each warehouse holds. */
export default function WarehouseComponentInventoryPage() {
  return <ComponentInventoryPage page="warehouse" />;
}

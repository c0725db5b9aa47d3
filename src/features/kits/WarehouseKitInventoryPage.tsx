import { KitInventoryPage } from './KitInventoryPage';

/** /kitsWarehouse: the kits each warehouse holds. */
export default function WarehouseKitInventoryPage() {
  return <KitInventoryPage scope="Warehouse" />;
}

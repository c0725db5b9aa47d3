import { SupplyStockScreen } from './SupplyStockScreen';

/** /SupplyInventory: where each supply is, warehouse by warehouse. */
export default function SupplyInventoryPage() {
  return <SupplyStockScreen view="supply" />;
}

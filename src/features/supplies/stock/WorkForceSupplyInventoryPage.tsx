import { SupplyStockScreen } from './SupplyStockScreen';

/** assetManagementIT/workForce/supplies/find: the supplies each task force holds (an engineer sees their own). */
export default function WorkForceSupplyInventoryPage() {
  return <SupplyStockScreen view="taskForce" />;
}

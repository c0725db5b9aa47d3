import { KitInventoryPage } from './KitInventoryPage';

/** assetManagementIT/workForce/kits/find: the kits each task force (engineer) holds. */
export default function WorkForceKitInventoryPage() {
  return <KitInventoryPage scope="TaskForce" />;
}

import { ComponentInventoryPage } from './ComponentInventoryPage';

/** assetManagementIT/workForce/configComponent/find: the configuration components each task force (engineer) holds. */
export default function WorkForceComponentInventoryPage() {
  return <ComponentInventoryPage page="taskForce" />;
}

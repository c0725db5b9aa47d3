import { BulkPage } from '../../../shared/bulk/BulkPage';
import { useHierarchyBulk } from './useHierarchyBulk';

/** massiveHierarchicalStructureUpdate: place many users at once from the Excel template (BulkUpdateHierarchy). */
export default function HierarchyBulkUpdatePage() {
  return <BulkPage description={useHierarchyBulk()} />;
}

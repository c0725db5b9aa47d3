import { BulkPage } from '../../../shared/bulk/BulkPage';
import { useComponentBulk } from './useComponentBulk';

/** /configurationComponent/massiveUpdate: update many components, each named by serial number (ProductBulkUpdate). */
export default function ComponentBulkUpdatePage() {
  return <BulkPage description={useComponentBulk('update')} />;
}

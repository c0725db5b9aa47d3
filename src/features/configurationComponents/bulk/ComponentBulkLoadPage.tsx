import { BulkPage } from '../../../shared/bulk/BulkPage';
import { useComponentBulk } from './useComponentBulk';

/** /configurationComponent/massiveLoad: register many components from the Excel template (ProductBulkLoad). */
export default function ComponentBulkLoadPage() {
  return <BulkPage description={useComponentBulk('load')} />;
}

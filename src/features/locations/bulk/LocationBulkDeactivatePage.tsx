import { BulkPage } from '../../../shared/bulk/BulkPage';
import { useLocationBulk } from './useLocationBulk';

/** ubications/massiveDeactivate: disable many locations, each named by client and name, with its reason (bulkDisableLocations). */
export default function LocationBulkDeactivatePage() {
  return <BulkPage description={useLocationBulk('deactivate')} />;
}

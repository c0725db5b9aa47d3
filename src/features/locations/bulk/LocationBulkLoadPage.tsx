import { BulkPage } from '../../../shared/bulk/BulkPage';
import { useLocationBulk } from './useLocationBulk';

/** ubications/massiveLoadUbications: create many locations from the Excel template (bulkLoadLocations). */
export default function LocationBulkLoadPage() {
  return <BulkPage description={useLocationBulk('load')} />;
}

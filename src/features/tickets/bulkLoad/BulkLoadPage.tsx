import { BulkPage } from '../../../shared/bulk/BulkPage';
import { useTicketBulk } from './useTicketBulk';

/** massiveLoad/ExternalFile: bulk ticket load from the Excel template (TicketSaveMultiTicket). */
export default function BulkLoadPage() {
  return <BulkPage description={useTicketBulk()} />;
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WorkFlowOrderTicket } from '../../../../api/tags/ticket';
import { formatUtcDateTime } from '../../../../shared/format/dateTime';
import { ticketDetailPath } from '../../../../domain/tickets/paths/ticketDetailPath';
import { StatusChip } from '../../../../shared/ui/StatusChip';
import { useStatusColors } from '../../../../domain/tickets/status/useStatusColors';
import { useStatusName } from '../../../../domain/tickets/status/useStatusNames';
import { orEmpty } from '../../../../shared/format/emptyValue';

const COLUMNS = ['ticket', 'service', 'status', 'engineer', 'created', 'closed'] as const;

/**
 * The order's tickets (one per started step); each number opens the ticket's detail. A plain table:
 * PrimeReact's memoised cells would keep the grey chips drawn before the status colours arrive.
 */
export function WorkOrderTickets({ tickets }: { tickets: WorkFlowOrderTicket[] }) {
  const { t } = useTranslation();
  const colorOf = useStatusColors();
  const statusName = useStatusName();
  const title = t('workOrders.detail.tickets.title');
  const col = (key: string) => t(`workOrders.detail.tickets.${key}`);

  return (
    <section aria-labelledby="work-order-tickets" className="flex flex-column gap-2">
      <h2 id="work-order-tickets" className="text-lg font-semibold m-0">{title}</h2>
      {tickets.length === 0 ? (
        <p role="status" className="m-0 text-700">{t('workOrders.detail.tickets.empty')}</p>
      ) : (
        <div className="p-datatable p-datatable-sm p-datatable-striped overflow-auto" tabIndex={0} role="region" aria-label={title}>
          <table className="p-datatable-table w-full" aria-label={title}>
            <thead className="p-datatable-thead">
              <tr>
                {COLUMNS.map((key) => (
                  <th key={key} scope="col">{col(key)}</th>
                ))}
              </tr>
            </thead>
            <tbody className="p-datatable-tbody">
              {tickets.map((r) => (
                <tr key={r.ticketId}>
                  <td>
                    <Link to={ticketDetailPath(r.ticketId)} aria-label={t('workOrders.detail.tickets.open', { id: r.ticketId })}>
                      {r.ticketId}
                    </Link>
                  </td>
                  <td>{r.serviceName}</td>
                  <td>
                    <StatusChip name={statusName(r.statusId, r.statusName)} hexColor={colorOf(r.statusId)} />
                  </td>
                  <td>{orEmpty(r.assignedEngineerFullName)}</td>
                  <td>{formatUtcDateTime(r.creationDateUTC)}</td>
                  <td>{formatUtcDateTime(r.closedDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

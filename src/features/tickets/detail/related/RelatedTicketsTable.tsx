import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TicketRelatedTicket } from '../../../../api/tags/ticket';
import { formatUtcDateTime } from '../../../../shared/format/dateTime';
import { ExpandableText } from '../../../../shared/ui/ExpandableText';
import { StatusChip } from '../../../../shared/ui/StatusChip';
import { detailPath } from '../detailTabs';
import { useStatusColors } from '../../../../domain/tickets/status/useStatusColors';
import { useStatusName } from '../../../../domain/tickets/status/useStatusNames';
import { orEmpty } from '../../../../shared/format/emptyValue';

const PAGE_SIZE = 25;

/** Tickets beside the open one (related services, location history); each number opens its detail. */
export function RelatedTicketsTable({ rows, label }: { rows: TicketRelatedTicket[]; label: string }) {
  const { t } = useTranslation();
  const colorOf = useStatusColors();
  const statusName = useStatusName();
  const col = (key: string) => t(`ticketTabs.relatedTable.${key}`);

  return (
    <DataTable
      value={rows}
      dataKey="ticketId"
      size="small"
      stripedRows
      paginator={rows.length > PAGE_SIZE}
      rows={PAGE_SIZE}
      scrollable
      pt={{ table: { 'aria-label': label } as object, wrapper: { tabIndex: 0, 'aria-label': label } as object }}
    >
      <Column
        header={col('ticket')}
        body={(r: TicketRelatedTicket) => (
          <Link to={detailPath(r.ticketId, 'general')} aria-label={t('ticketTabs.relatedTable.open', { id: r.ticketId })}>
            {r.ticketId}
          </Link>
        )}
      />
      <Column header={col('status')} body={(r: TicketRelatedTicket) => <StatusChip name={statusName(r.ticketStatusId, r.ticketStatusName)} hexColor={colorOf(r.ticketStatusId)} />} />
      <Column header={col('serviceType')} field="ticketServiceTypeName" />
      <Column header={col('service')} field="ticketServiceName" />
      <Column header={col('engineer')} body={(r: TicketRelatedTicket) => orEmpty(r.ticketAssignedEngineerFullName)} />
      <Column header={col('created')} body={(r: TicketRelatedTicket) => formatUtcDateTime(r.ticketCreationDateUTC)} />
      <Column header={col('closed')} body={(r: TicketRelatedTicket) => formatUtcDateTime(r.ticketClosedDate)} />
      <Column header={col('failure')} body={(r: TicketRelatedTicket) => orEmpty(r.ticketActualFailureName)} />
      <Column
        header={col('description')}
        body={(r: TicketRelatedTicket) => <ExpandableText text={r.ticketDescription} title={t('ticketTabs.relatedTable.description')} />}
        style={{ minWidth: '16rem' }}
      />
    </DataTable>
  );
}

import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { TicketListRow } from '../../../api/tags/ticket';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import type { GridColumn } from '../../../shared/ui/DataGrid/DataGrid';
import { ExpandableText } from '../../../shared/ui/ExpandableText';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { ticketDetailPath } from '../../../domain/tickets/paths/ticketDetailPath';

type Column = GridColumn<TicketListRow>;

const text = (t: TFunction, field: 'clientName' | 'projectName' | 'locationName' | 'serviceTypeName' | 'serviceName' | 'assignedEngineerFullName'): Column => ({
  id: field,
  header: t(`tickets.columns.${field}`),
  sortField: field,
  body: (row) => row[field] || '—',
});

/** The columns both assignment grids show; the engineer's own grid leaves out the task force. */
export function assignmentColumns(t: TFunction, statusColors: ReadonlyMap<number, string>, withEngineer: boolean): Column[] {
  return [
    {
      id: 'ticketId',
      header: t('tickets.columns.ticketId'),
      sortField: 'ticketId',
      body: (row) => (
        <Link to={ticketDetailPath(row.ticketId)} className="font-semibold">
          {row.ticketId}
        </Link>
      ),
    },
    {
      id: 'statusName',
      header: t('tickets.columns.statusName'),
      sortField: 'statusName',
      body: (row) => <StatusChip name={row.statusName} hexColor={statusColors.get(row.statusId) ?? row.flags.indicatorHexColor} />,
    },
    text(t, 'clientName'),
    text(t, 'locationName'),
    text(t, 'serviceTypeName'),
    text(t, 'serviceName'),
    ...(withEngineer ? [text(t, 'assignedEngineerFullName')] : []),
    {
      id: 'tasksDescription',
      header: t('tickets.columns.tasksDescription'),
      width: '16rem',
      body: (row) => <ExpandableText text={row.tasksDescription} title={t('tickets.columns.tasksDescription')} />,
    },
    { id: 'creationDateUTC', header: t('tickets.columns.creationDateUTC'), sortField: 'creationDateUTC', width: '11rem', body: (row) => formatUtcDateTime(row.creationDateUTC) },
    { id: 'scheduledDate', header: t('tickets.columns.scheduledDate'), sortField: 'scheduledDate', width: '11rem', body: (row) => formatUtcDateTime(row.scheduledDate) },
  ];
}

import type { TFunction } from 'i18next';
import type { ExportLabels } from '../../../shared/export';
import { pickTicketColumns, type TicketColumn } from '../list/ticketColumns';

const COLUMNS = ['ticketId', 'statusName', 'clientName', 'locationName', 'serviceTypeName', 'serviceName', 'assignedEngineerFullName', 'tasksDescription', 'creationDateUTC', 'scheduledDate'];

/** The ticket list's columns both assignment grids show; the engineer's own grid leaves out the task force. */
export function assignmentColumns(t: TFunction, labels: ExportLabels, statusColors: ReadonlyMap<number, string>, withEngineer: boolean): TicketColumn[] {
  return pickTicketColumns(
    { t, labels, statusColors, linkTickets: true },
    COLUMNS.filter((id) => withEngineer || id !== 'assignedEngineerFullName'),
  );
}

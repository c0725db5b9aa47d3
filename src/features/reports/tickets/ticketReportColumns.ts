import type { TFunction } from 'i18next';
import type { TicketReportRow as Row } from '../../../api/tags/ticketReports';
import type { ColumnFormat, ExportLabels } from '../../../shared/export';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';

const COLUMNS: { id: keyof Row & string; format?: ColumnFormat; width?: string }[] = [
  { id: 'ticketId', format: 'number', width: '8rem' },
  { id: 'statusName', width: '12rem' },
  { id: 'clientName', width: '14rem' },
  { id: 'projectName', width: '14rem' },
  { id: 'serviceTypeName', width: '12rem' },
  { id: 'serviceName', width: '16rem' },
  { id: 'locationName', width: '14rem' },
  { id: 'assignedEngineerFullName', width: '14rem' },
  { id: 'priorityName', width: '9rem' },
  { id: 'remote', format: 'siNo', width: '8rem' },
  { id: 'creationDateUTC', format: 'date', width: '12rem' },
  { id: 'attendDate', format: 'date', width: '12rem' },
  { id: 'closedDate', format: 'date', width: '12rem' },
];

/** A ticket report's columns (grid and exports), the same for every report of tickets. */
export const ticketReportColumns = (t: TFunction, labels: ExportLabels): PageColumn<Row>[] =>
  COLUMNS.map((column) => valueColumn<Row>(labels, { ...column, header: t(`reports.columns.${column.id}`) }));

import type { TFunction } from 'i18next';
import { ticketReportsApi, type RecidivistRow as Row, type SearchRecidivistsReportApiArg } from '../../../api/tags/ticketReports';
import type { ColumnFormat, ExportLabels } from '../../../shared/export';
import type { ResourceDescription } from '../../../shared/resource/resourceTypes';
import { valueColumn, type ExportValue, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';
import { LIMITS } from '../../../shared/validation/limits';
import { reportFilter, toReportRange, type ReportDates } from '../filter/reportFilter';
import { withBackgroundRequest } from '../generated/BackgroundRequest';
import { GENERATED_TYPE_OF } from '../generated/generatedTypes';

type Column = { id: keyof Row & string; format?: ColumnFormat; width?: string; value?: ExportValue<Row> };

function columns(t: TFunction, labels: ExportLabels): PageColumn<Row>[] {
  const list: Column[] = [
    { id: 'kind', width: '10rem', value: (row) => t(`reports.recidivists.kind.${row.kind}`) },
    { id: 'locationName', width: '14rem' },
    { id: 'clientName', width: '14rem' },
    { id: 'serialNumber', width: '12rem' },
    { id: 'closedTicketId', format: 'number', width: '9rem' },
    { id: 'closedDate', format: 'date', width: '12rem' },
    { id: 'ticketId', format: 'number', width: '9rem' },
    { id: 'creationDateUTC', format: 'date', width: '12rem' },
    { id: 'daysAfterClosure', format: 'number', width: '9rem' },
  ];
  return list.map((column) => valueColumn<Row>(labels, { ...column, header: t(`reports.recidivists.columns.${column.id}`) }));
}

/**
 * recidivists: incidents of the range that came at most 30 days after a closed incident at the same location or on
 * the same component (spec 000 section 9); it opens on the last 30 days, the analysis' own window.
 */
export const describeRecidivists = (): ResourceDescription<Row, ReportDates, SearchRecidivistsReportApiArg> => ({
  id: 'report-recidivists',
  title: (t) => t('routes.recidivists'),
  rowKey: 'recurrenceId',
  rowName: (row) => row.locationName,
  columns,
  search: {
    endpoint: ticketReportsApi.endpoints.searchRecidivistsReport,
    toArg: ({ filter, pageNumber, pageSize, isExport }) => ({ ticketReportRequest: { ...toReportRange(filter), pageNumber, pageSize, isExport } }),
    pageSizes: LIMITS.reports.pageSizes,
    defaultSort: { field: 'creationDateUTC', order: 'desc' },
    defaultHidden: ['clientName'],
  },
  filter: { description: reportFilter(LIMITS.reports.recidivistDays) },
  exports: (t) => ({ fileBaseName: t('reports.recidivists.exportFileName'), pdfOrientation: 'landscape' }),
  emptyMessage: (t) => t('reports.recidivists.empty'),
  Summary: withBackgroundRequest(GENERATED_TYPE_OF.recidivists),
});

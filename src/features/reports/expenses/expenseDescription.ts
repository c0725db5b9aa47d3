import type { TFunction } from 'i18next';
import { ticketReportsApi, type ExpenseReportRow as Row, type SearchExpenseReportApiArg } from '../../../api/tags/ticketReports';
import type { ColumnFormat, ExportLabels } from '../../../shared/export';
import type { ResourceDescription } from '../../../shared/resource/resourceTypes';
import { valueColumn, type ExportValue, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';
import { LIMITS } from '../../../shared/validation/limits';
import { reportFilter, toReportRange, type ReportDates } from '../filter/reportFilter';
import { withBackgroundRequest } from '../generated/BackgroundRequest';
import { GENERATED_TYPE_OF } from '../generated/generatedTypes';
import { ExpenseSummary } from './ExpenseSummary';

type Column = { id: keyof Row & string; format?: ColumnFormat; width?: string; value?: ExportValue<Row> };

function columns(t: TFunction, labels: ExportLabels): PageColumn<Row>[] {
  const list: Column[] = [
    { id: 'expenseDate', format: 'date', width: '12rem' },
    { id: 'ticketId', format: 'number', width: '8rem' },
    { id: 'kind', width: '10rem', value: (row) => t(`reports.expenseReport.kind.${row.kind}`) },
    { id: 'code', width: '9rem' },
    { id: 'codeName', width: '16rem' },
    { id: 'amount', format: 'number', width: '10rem' },
    { id: 'clientName', width: '14rem' },
    { id: 'locationName', width: '14rem' },
    { id: 'engineerFullName', width: '14rem' },
  ];
  return list.map((column) => valueColumn<Row>(labels, { ...column, header: t(`reports.expenseReport.columns.${column.id}`) }));
}

/** expenseReport: the expenses (expense, fuel and TAG codes) recorded on tickets in a range, with their total per code. */
export const describeExpenses = (): ResourceDescription<Row, ReportDates, SearchExpenseReportApiArg> => ({
  id: 'report-expenseReport',
  title: (t) => t('routes.expenseReport'),
  rowKey: 'expenseId',
  rowName: (row) => `${row.code} ${row.ticketId}`,
  columns,
  search: {
    endpoint: ticketReportsApi.endpoints.searchExpenseReport,
    toArg: ({ filter, pageNumber, pageSize, isExport }) => ({ ticketReportRequest: { ...toReportRange(filter), pageNumber, pageSize, isExport } }),
    pageSizes: LIMITS.reports.pageSizes,
    defaultSort: { field: 'expenseDate', order: 'desc' },
    defaultHidden: ['locationName'],
  },
  filter: { description: reportFilter(30) },
  exports: (t) => ({ fileBaseName: t('reports.expenseReport.exportFileName'), pdfOrientation: 'landscape' }),
  emptyMessage: (t) => t('reports.expenseReport.empty'),
  Summary: withBackgroundRequest(GENERATED_TYPE_OF.expenseReport, ExpenseSummary),
});

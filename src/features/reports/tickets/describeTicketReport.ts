import type { ComponentType } from 'react';
import type { SearchOpenIncidentsReportApiArg, TicketReportRow } from '../../../api/tags/ticketReports';
import type { ResourceDescription } from '../../../shared/resource/resourceTypes';
import type { SearchEndpoint } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { reportFilter, toReportRange, type ReportDates } from '../filter/reportFilter';
import { withBackgroundRequest } from '../generated/BackgroundRequest';
import { GENERATED_TYPE_OF } from '../generated/generatedTypes';
import { ticketReportColumns } from './ticketReportColumns';

type Arg = SearchOpenIncidentsReportApiArg;

/** What differs between two reports of tickets: their route, search, first days, hidden columns and chart. */
export interface TicketReport {
  /** The route id (routes.<id> is its title); it keys the grid's columns cookie, its texts under reports.<id> and its generated-report type. */
  id: keyof typeof GENERATED_TYPE_OF;
  endpoint: SearchEndpoint<Arg, TicketReportRow>;
  /** The days it opens on, up to today. */
  days: number;
  defaultHidden?: readonly string[];
  /** The service lists it oldest first (the export report). */
  oldestFirst?: boolean;
  Summary?: ComponentType<{ filter: ReportDates }>;
}

/**
 * A report of tickets over a range of days as a resource screen: the report filter, its request in the background,
 * its chart, and the grid with its exports.
 */
export function describeTicketReport(report: TicketReport): ResourceDescription<TicketReportRow, ReportDates, Arg> {
  return {
    id: `report-${report.id}`,
    title: (t) => t(`routes.${report.id}`),
    rowKey: 'ticketId',
    rowName: (row) => String(row.ticketId),
    columns: ticketReportColumns,
    search: {
      endpoint: report.endpoint,
      toArg: ({ filter, pageNumber, pageSize, isExport }) => ({ ticketReportRequest: { ...toReportRange(filter), pageNumber, pageSize, isExport } }),
      pageSizes: LIMITS.reports.pageSizes,
      defaultSort: { field: 'creationDateUTC', order: report.oldestFirst ? 'asc' : 'desc' },
      defaultHidden: report.defaultHidden,
    },
    filter: { description: reportFilter(report.days) },
    exports: (t) => ({ fileBaseName: t(`reports.${report.id}.exportFileName`), pdfOrientation: 'landscape' }),
    emptyMessage: (t) => t('reports.empty'),
    Summary: withBackgroundRequest(GENERATED_TYPE_OF[report.id], report.Summary),
  };
}

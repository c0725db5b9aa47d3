import type { TFunction } from 'i18next';
import { DateTime } from 'luxon';
import { catalogReportsApi, useCancelGeneratedReportMutation, type GeneratedReport as Row, type SearchGeneratedReportsApiArg } from '../../../api/tags/catalogReports';
import type { ExportLabels } from '../../../shared/export';
import type { ResourceDescription } from '../../../shared/resource/resourceTypes';
import { named } from '../../../shared/resource/texts';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';
import { LIMITS } from '../../../shared/validation/limits';
import { useGeneratedReportDownload } from '../../../domain/reports/useGeneratedReportDownload';
import { GENERATED_STATUS, RUNNING_STATUSES } from './generatedTypes';

const localDay = (wire: string) => DateTime.fromISO(`${wire.slice(0, 19)}Z`).toLocal();

/** The days a report covers as the user picked them: its range ends at the start of the day after the to day. */
export const periodOf = (row: Row) => `${localDay(row.dateFrom).toFormat('dd/MM/yyyy')} - ${localDay(row.dateTo).minus({ days: 1 }).toFormat('dd/MM/yyyy')}`;

// The service words types and statuses in Spanish; the app says them in the user's language, by id.
const typeName = (t: TFunction, row: Row) => t(`reports.generated.type.${row.reportTypeId}`, { defaultValue: row.reportTypeName });
const statusName = (t: TFunction, row: Row) => t(`reports.generated.status.${row.statusId}`, { defaultValue: row.statusName });
const nameOf = (row: Row) => `#${row.id}`;

const columns = (t: TFunction, labels: ExportLabels): PageColumn<Row>[] => [
  valueColumn<Row>(labels, { id: 'id', header: t('reports.generated.columns.id'), format: 'number', width: '7rem' }),
  valueColumn<Row>(labels, { id: 'reportTypeName', header: t('reports.generated.columns.type'), width: '14rem', value: (row) => typeName(t, row) }),
  valueColumn<Row>(labels, { id: 'period', header: t('reports.generated.columns.period'), width: '14rem', value: periodOf }),
  valueColumn<Row>(labels, { id: 'statusName', header: t('reports.generated.columns.status'), width: '14rem', value: (row) => statusName(t, row) }),
  valueColumn<Row>(labels, { id: 'requestedDate', header: t('reports.generated.columns.requested'), format: 'date', width: '12rem' }),
  valueColumn<Row>(labels, { id: 'finishedDate', header: t('reports.generated.columns.finished'), format: 'date', width: '12rem' }),
  valueColumn<Row>(labels, { id: 'errorMessage', header: t('reports.generated.columns.error'), width: '14rem' }),
];

/** "My reports": the reports the user asked to be generated in the background, newest first; a running one may be cancelled, a generated one downloaded. */
export const myReports: ResourceDescription<Row, object, SearchGeneratedReportsApiArg> = {
  id: 'generated-reports',
  title: (t) => t('reports.generated.title'),
  rowKey: 'id',
  rowName: nameOf,
  columns,
  search: {
    endpoint: catalogReportsApi.endpoints.searchGeneratedReports,
    toArg: ({ pageNumber, pageSize, isExport }) => ({ generatedReportSearchRequest: { reportTypeId: null, statusId: null, pageNumber, pageSize, isExport } }),
    pageSizes: LIMITS.reports.pageSizes,
    defaultSort: { field: 'id', order: 'desc' },
  },
  rowActions: [
    {
      id: 'download', permissions: null, icon: 'pi pi-download', label: named('reports.generated.download.label', nameOf), when: (row) => row.statusId === GENERATED_STATUS,
      does: { kind: 'run', useRun: () => { const download = useGeneratedReportDownload(); return (row) => download(row.id); } },
    },
    {
      id: 'cancel', permissions: null, icon: 'pi pi-times', danger: true, label: named('reports.generated.cancel.label', nameOf), when: (row) => RUNNING_STATUSES.has(row.statusId),
      does: {
        kind: 'confirm', icon: 'pi pi-times', danger: true,
        header: (t) => t('reports.generated.cancel.header'),
        message: named('reports.generated.cancel.message', nameOf),
        confirmLabel: (t) => t('reports.generated.cancel.confirm'),
        useRun: () => {
          const [cancel] = useCancelGeneratedReportMutation();
          return (row) => cancel({ id: row.id }).unwrap();
        },
        done: (t) => t('reports.generated.cancel.done'),
      },
    },
  ],
  exports: (t) => ({ fileBaseName: t('reports.generated.exportFileName'), pdfOrientation: 'landscape' }),
  emptyMessage: (t) => t('reports.generated.empty'),
};

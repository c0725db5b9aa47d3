import type { TFunction } from 'i18next';
import { insightApi, type AnsweredSurveySummary as Answered, type SearchAnsweredSurveysApiArg } from '../../../api/tags/insight';
import type { ExportLabels } from '../../../shared/export';
import type { ResourceDescription } from '../../../shared/resource/resourceTypes';
import { named } from '../../../shared/resource/texts';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';
import { LIMITS } from '../../../shared/validation/limits';
import { AnsweredSurveyDialog } from './AnsweredSurveyDialog';

const columns = (t: TFunction, labels: ExportLabels): PageColumn<Answered>[] => [
  valueColumn<Answered>(labels, { id: 'idTicket', header: t('surveys.report.ticket'), format: 'number', width: '8rem' }),
  valueColumn<Answered>(labels, { id: 'answeredDate', header: t('surveys.report.answeredDate'), format: 'date', width: '12rem' }),
  valueColumn<Answered>(labels, { id: 'title', header: t('surveys.fields.title'), width: '20rem' }),
];

const ticketOf = (row: Answered) => String(row.idTicket);

/** The answered surveys of one template between the report's dates, newest first, each opened to read its answers. */
export function answeredDescription(idTemplate: number, dates: { dateFrom?: string; dateTo?: string }): ResourceDescription<Answered, object, SearchAnsweredSurveysApiArg> {
  return {
    id: 'answeredSurveys',
    title: (t) => t('routes.surveyReport'),
    rowKey: 'idSurvey',
    rowName: ticketOf,
    columns,
    search: {
      endpoint: insightApi.endpoints.searchAnsweredSurveys,
      toArg: ({ pageNumber, pageSize }) => ({ idTemplate, ...dates, pageNumber, pageSize }),
      pageSizes: LIMITS.surveys.pageSizes,
      defaultSort: { field: 'answeredDate', order: 'desc' },
      scope: `${idTemplate} ${dates.dateFrom ?? ''} ${dates.dateTo ?? ''}`,
    },
    rowActions: [
      { id: 'answers', permissions: null, icon: 'pi pi-eye', label: named('surveys.report.openAnswers', ticketOf), does: { kind: 'open', render: (row, onHide) => <AnsweredSurveyDialog survey={row} onHide={onHide} /> } },
    ],
    exports: (t) => ({ fileBaseName: t('surveys.report.exportFileName'), pdfOrientation: 'portrait' }),
    emptyMessage: (t) => t('surveys.report.empty'),
  };
}

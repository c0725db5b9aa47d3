import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { ProblemRead as Problem } from '../../../api/tags/process';
import { problemDetailPath } from '../../../domain/problems/paths';
import type { ColumnFormat, ExportLabels } from '../../../shared/export';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';

type Field = keyof Problem & string;

const COLUMNS: readonly { field: Field; key: string; format?: ColumnFormat; width?: string }[] = [
  { field: 'title', key: 'title', width: '18rem' },
  { field: 'priorityName', key: 'priority' },
  { field: 'impactName', key: 'impact' },
  { field: 'assigneeName', key: 'assignee', width: '12rem' },
  { field: 'requesterName', key: 'requester', width: '12rem' },
  { field: 'reportDate', key: 'reportDate', format: 'date', width: '11rem' },
  { field: 'expirationDate', key: 'expirationDate', format: 'date', width: '11rem' },
];

export const HIDDEN_PROBLEM_COLUMNS: readonly string[] = ['impactName', 'expirationDate'];

/** The problem grid's (and exports') columns: the id opens the detail; the status reads in the user's language. */
export function problemColumns(t: TFunction, labels: ExportLabels): PageColumn<Problem>[] {
  return [
    valueColumn<Problem>(labels, {
      id: 'problemId',
      header: t('problems.fields.problemId'),
      format: 'number',
      width: '6rem',
      sortField: 'problemId',
      render: (row, id) => (
        <Link to={problemDetailPath(row.problemId)} aria-label={t('problems.find.open', { id, title: row.title })}>
          {id}
        </Link>
      ),
    }),
    valueColumn<Problem>(labels, { id: 'status', header: t('problems.fields.status'), sortField: 'status', value: (row) => t(`problems.statuses.${row.status}`) }),
    ...COLUMNS.map(({ field, key, format, width }) => valueColumn<Problem>(labels, { id: field, header: t(`problems.fields.${key}`), format, width, sortField: field })),
    valueColumn<Problem>(labels, { id: 'ticketCount', header: t('problems.fields.ticketCount'), format: 'number', value: (row) => String(row.ticketIds.length) }),
  ];
}

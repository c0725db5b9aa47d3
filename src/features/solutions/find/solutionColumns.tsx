import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { SolutionSummary } from '../../../api/tags/process';
import { solutionDetailPath } from '../../../domain/solutions/paths';
import type { ExportLabels } from '../../../shared/export';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';

export const HIDDEN_SOLUTION_COLUMNS: readonly string[] = ['ownerNames', 'updatedDateTime'];

/** The solution grid's (and exports') columns, in the search's rank: the id opens the detail. */
export function solutionColumns(t: TFunction, labels: ExportLabels): PageColumn<SolutionSummary>[] {
  const header = (key: string) => t(`solutions.fields.${key}`);
  return [
    valueColumn<SolutionSummary>(labels, {
      id: 'solutionId',
      header: header('solutionId'),
      format: 'number',
      width: '6rem',
      render: (row, id) => (
        <Link to={solutionDetailPath(row.solutionId)} aria-label={t('solutions.find.open', { id, title: row.title })}>
          {id}
        </Link>
      ),
    }),
    valueColumn<SolutionSummary>(labels, { id: 'title', header: header('title'), width: '20rem' }),
    valueColumn<SolutionSummary>(labels, { id: 'solutionTopicName', header: header('topic'), width: '12rem' }),
    valueColumn<SolutionSummary>(labels, { id: 'keywords', header: header('keywords'), value: (row) => row.keywords.join(', ') }),
    valueColumn<SolutionSummary>(labels, { id: 'reviewDate', header: header('reviewDate'), format: 'date', width: '11rem' }),
    valueColumn<SolutionSummary>(labels, { id: 'expirationDate', header: header('expirationDate'), format: 'date', width: '11rem' }),
    valueColumn<SolutionSummary>(labels, { id: 'mainSolution', header: header('mainSolution'), value: (row) => t(row.mainSolution ? 'common.yes' : 'common.no') }),
    valueColumn<SolutionSummary>(labels, { id: 'ownerNames', header: header('owners'), value: (row) => row.ownerNames.join(', ') }),
    valueColumn<SolutionSummary>(labels, { id: 'updatedDateTime', header: header('updated'), format: 'date', width: '11rem' }),
  ];
}

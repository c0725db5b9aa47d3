import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { processApi, type SearchSolutionsApiArg, type SolutionSummary } from '../../../api/tags/process';
import { useAccessList } from '../../../auth/useAccessList';
import { SOLUTION_CREATE_PATH } from '../../../domain/solutions/paths';
import { ResourceScreen } from '../../../shared/resource/ResourceScreen';
import type { ResourceDescription } from '../../../shared/resource/resourceTypes';
import { LIMITS } from '../../../shared/validation/limits';
import { HIDDEN_SOLUTION_COLUMNS, solutionColumns } from './solutionColumns';
import { solutionGridFilter, toSolutionSearchArg, type SolutionGridFilter } from './solutionFilter';

/** solutions/find (SolutionSearch): the solutions ranked by the search (title and keyword hits first), expired ones when asked. */
const SOLUTIONS: ResourceDescription<SolutionSummary, SolutionGridFilter, SearchSolutionsApiArg> = {
  id: 'solutionsSearch',
  title: (t) => t('routes.solutionsSearch'),
  rowKey: 'solutionId',
  rowName: (row) => row.title,
  columns: solutionColumns,
  search: {
    endpoint: processApi.endpoints.searchSolutions,
    toArg: toSolutionSearchArg,
    pageSizes: LIMITS.solutions.pageSizes,
    // No column sorts: the rows come in the search's rank, which this names.
    defaultSort: { field: 'rank', order: 'desc' },
    defaultHidden: HIDDEN_SOLUTION_COLUMNS,
  },
  filter: { description: solutionGridFilter, remember: true },
  exports: (t) => ({ fileBaseName: t('solutions.find.exportFileName'), pdfOrientation: 'landscape' }),
  emptyMessage: (t) => t('solutions.find.empty'),
};

export default function SolutionSearchPage() {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const create = can(['SolutionCreate']) ? (
    <Link className="p-button no-underline" to={SOLUTION_CREATE_PATH}>
      <span className="pi pi-plus mr-2" aria-hidden="true" />
      {t('solutions.find.create')}
    </Link>
  ) : null;
  return <ResourceScreen description={SOLUTIONS} can={can} parts={{ header: create }} />;
}

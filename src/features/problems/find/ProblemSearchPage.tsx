import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { processApi, type ProblemRead as Problem, type SearchProblemsApiArg } from '../../../api/tags/process';
import { useAccessList } from '../../../auth/useAccessList';
import { PROBLEM_CREATE_PATH } from '../../../domain/problems/paths';
import { ResourceScreen } from '../../../shared/resource/ResourceScreen';
import type { ResourceDescription } from '../../../shared/resource/resourceTypes';
import { LIMITS } from '../../../shared/validation/limits';
import { HIDDEN_PROBLEM_COLUMNS, problemColumns } from './problemColumns';
import { problemGridFilter, toProblemSearchArg, type ProblemGridFilter } from './problemFilter';

/** problem/search (ProblemSearch): problems searched, sorted and paged by the process service, newest report first. */
const PROBLEMS: ResourceDescription<Problem, ProblemGridFilter, SearchProblemsApiArg> = {
  id: 'problemSearch',
  title: (t) => t('routes.problemSearch'),
  rowKey: 'problemId',
  rowName: (row) => row.title,
  columns: problemColumns,
  search: {
    endpoint: processApi.endpoints.searchProblems,
    toArg: toProblemSearchArg,
    pageSizes: LIMITS.problems.pageSizes,
    defaultSort: { field: 'reportDate', order: 'desc' },
    defaultHidden: HIDDEN_PROBLEM_COLUMNS,
  },
  filter: { description: problemGridFilter, remember: true },
  exports: (t) => ({ fileBaseName: t('problems.find.exportFileName'), pdfOrientation: 'landscape' }),
  emptyMessage: (t) => t('problems.find.empty'),
};

export default function ProblemSearchPage() {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const create = can(['ProblemCreate']) ? (
    <Link className="p-button no-underline" to={PROBLEM_CREATE_PATH}>
      <span className="pi pi-plus mr-2" aria-hidden="true" />
      {t('problems.find.create')}
    </Link>
  ) : null;
  return <ResourceScreen description={PROBLEMS} can={can} parts={{ header: create }} />;
}

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useGetProblemByIdQuery } from '../../../api/tags/process';
import { useAccessList } from '../../../auth/useAccessList';
import { isProblemOpen } from '../../../domain/problems/lifecycle';
import { problemUpdatePath } from '../../../domain/problems/paths';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';
import { ProblemAssignment } from './ProblemAssignment';
import { ProblemAttachments } from './ProblemAttachments';
import { ProblemNotes } from './ProblemNotes';
import { ProblemSteps } from './ProblemSteps';
import { ProblemSummary } from './ProblemSummary';
import { ProblemTickets } from './ProblemTickets';
import { PublishSolution } from './PublishSolution';

/**
 * problem/detail/{id}: one problem with its status and the steps its table allows, its fields, assignee and priority
 * (each its own operation), related tickets (linked and unlinked), notes, files, and its known error published as a solution.
 * Whoever holds ProblemUpdate works it while it is open; the others read.
 */
export default function ProblemDetailPage() {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const id = Number(useParams().id);
  const query = useGetProblemByIdQuery({ id }, { skip: !(Number.isInteger(id) && id > 0) });
  const problem = query.data?.data;
  const editable = problem !== undefined && can(['ProblemUpdate']) && isProblemOpen(problem.status);

  if (query.error) return <section className="p-3"><RequestError error={query.error} onRetry={() => void query.refetch()} title={t('problems.detail.loadError')} /></section>;
  if (!problem) return <PageLoader />;
  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="problem-title" aria-busy={query.isFetching}>
      <header className="flex flex-wrap align-items-center gap-3">
        <h1 id="problem-title" className="text-2xl font-semibold m-0">{t('problems.detail.title', { id: problem.problemId, title: problem.title })}</h1>
        <span className="p-tag">{t(`problems.statuses.${problem.status}`)}</span>
        {editable && <Link to={problemUpdatePath(problem.problemId)}>{t('problems.detail.edit')}</Link>}
      </header>
      {can(['ProblemUpdate']) && <ProblemSteps problem={problem} />}
      {editable && <ProblemAssignment key={`${problem.assigneeUserId}-${problem.priorityId}`} problem={problem} />}
      <ProblemSummary problem={problem} />
      <PublishSolution problem={problem} editable={editable} />
      <ProblemTickets problem={problem} editable={editable} />
      <ProblemNotes problem={problem} editable={editable} />
      <ProblemAttachments problem={problem} editable={editable} />
    </section>
  );
}

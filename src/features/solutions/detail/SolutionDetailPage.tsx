import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useGetSolutionByIdQuery } from '../../../api/tags/process';
import { useAccessList } from '../../../auth/useAccessList';
import { problemDetailPath } from '../../../domain/problems/paths';
import { knowledgeArticlePath } from '../../../domain/solutions/paths';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';
import { SolutionAttachments } from './SolutionAttachments';
import { SolutionEditForm } from './SolutionEditForm';
import { SolutionSummary } from './SolutionSummary';

/**
 * solutions/detail/{id}: one solution, edited by whom may write solutions (SolutionCreate) and read by the others, with
 * its files, links to how the knowledge base shows it and to the problem whose known error it publishes.
 */
export default function SolutionDetailPage() {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const id = Number(useParams().id);
  const query = useGetSolutionByIdQuery({ id }, { skip: !(Number.isInteger(id) && id > 0) });
  const solution = query.data?.data;

  if (query.error) return <section className="p-3"><RequestError error={query.error} onRetry={() => void query.refetch()} title={t('solutions.detail.loadError')} /></section>;
  if (!solution) return <PageLoader />;
  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="solution-title" aria-busy={query.isFetching}>
      <header className="flex flex-wrap align-items-center gap-3">
        <h1 id="solution-title" className="text-2xl font-semibold m-0">{t('solutions.detail.title', { id: solution.solutionId, title: solution.title })}</h1>
        <Link to={knowledgeArticlePath(solution.solutionId)}>{t('solutions.detail.inKnowledgeBase')}</Link>
        {solution.problemId !== null && <Link to={problemDetailPath(solution.problemId)}>{t('solutions.detail.problem', { id: solution.problemId })}</Link>}
      </header>
      {can(['SolutionCreate']) ? <SolutionEditForm key={solution.solutionId} solution={solution} /> : <SolutionSummary solution={solution} />}
      <SolutionAttachments solution={solution} editable={can(['SolutionCreate'])} />
    </section>
  );
}

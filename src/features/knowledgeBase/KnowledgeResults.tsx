import { Button } from 'primereact/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSearchKnowledgeBaseQuery, type SolutionSummary } from '../../api/tags/process';
import { knowledgeArticlePath } from '../../domain/solutions/paths';
import { Highlighted } from '../../shared/ui/Highlighted';
import { PageLoader } from '../../shared/ui/PageLoader';
import { RequestError } from '../../shared/ui/RequestError';
import { LIMITS } from '../../shared/validation/limits';
import type { KnowledgeFilter } from './knowledgeFilter';

interface Props {
  filter: KnowledgeFilter;
  page: number;
  onPage: (page: number) => void;
  /** The search's own parameters, kept on the article's link so "back" returns to this list. */
  searchParams: string;
}

/** One page of articles, best match first, the words searched marked in each title and excerpt. */
export function KnowledgeResults({ filter, page, onPage, searchParams }: Props) {
  const { t } = useTranslation();
  const result = useSearchKnowledgeBaseQuery({
    solutionSearchRequest: {
      text: filter.text || null, solutionTopicIds: filter.topicId ? [filter.topicId] : [], includeExpired: false, pageNumber: page,
      pageSize: LIMITS.solutions.knowledgePageSize, isExport: null,
    },
  });
  const data = result.data?.data;
  const last = data ? Math.max(1, Math.ceil(data.totalCount / data.pageSize)) : 1;

  if (result.isLoading) return <PageLoader />;
  if (result.error) return <RequestError error={result.error} onRetry={() => void result.refetch()} />;
  return (
    <section aria-label={t('knowledgeBase.results')} className="flex flex-column gap-3">
      <p role="status" className="m-0">
        {data?.totalCount ? t('knowledgeBase.count', { count: data.totalCount }) : t('knowledgeBase.none')}
      </p>
      {data?.items.map((item) => <ArticleCard key={item.solutionId} item={item} query={filter.text} searchParams={searchParams} />)}
      {last > 1 && (
        <nav aria-label={t('knowledgeBase.pages')} className="flex align-items-center gap-3">
          <Button type="button" label={t('knowledgeBase.previous')} icon="pi pi-angle-left" outlined disabled={page <= 1} onClick={() => onPage(page - 1)} />
          <span>{t('knowledgeBase.pageOf', { page, last })}</span>
          <Button type="button" label={t('knowledgeBase.next')} icon="pi pi-angle-right" iconPos="right" outlined disabled={page >= last} onClick={() => onPage(page + 1)} />
        </nav>
      )}
    </section>
  );
}

function ArticleCard({ item, query, searchParams }: { item: SolutionSummary; query: string; searchParams: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="surface-card border-1 surface-border border-round p-3">
      <h2 id={headingId} className="text-lg font-semibold mt-0 mb-1">
        <Link to={`${knowledgeArticlePath(item.solutionId)}${searchParams ? `&${searchParams}` : ''}`}>
          <Highlighted text={item.title} query={query} />
        </Link>
      </h2>
      <p className="mt-0 mb-2 text-600 text-sm">
        {item.solutionTopicName}
        {item.mainSolution && <span className="ml-2 font-semibold">{t('knowledgeBase.main')}</span>}
      </p>
      <p className="m-0 line-height-3">
        <Highlighted text={item.excerpt} query={query} />
      </p>
    </article>
  );
}

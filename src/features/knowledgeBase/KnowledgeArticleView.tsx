import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetKnowledgeArticleQuery } from '../../api/tags/process';
import { KNOWLEDGE_BASE_PATH } from '../../domain/solutions/paths';
import { formatUtcDateTime, toUtcWire } from '../../shared/format/dateTime';
import { SafeHtml } from '../../shared/richText/SafeHtml';
import { PageLoader } from '../../shared/ui/PageLoader';
import { RequestError } from '../../shared/ui/RequestError';
import { appClock } from '../../shared/time/clock';
import { UsefulVote } from './UsefulVote';

/** A solution as a reader sees it: its content sanitised, no internal comments, and whether it helped. */
export function KnowledgeArticleView({ solutionId, backParams }: { solutionId: number; backParams: string }) {
  const { t } = useTranslation();
  const result = useGetKnowledgeArticleQuery({ id: solutionId });
  const article = result.data?.data;
  const expired = article?.expirationDate != null && article.expirationDate < toUtcWire(appClock.now());
  const back = (
    <Link to={`${KNOWLEDGE_BASE_PATH}${backParams ? `?${backParams}` : ''}`}>
      <span className="pi pi-arrow-left mr-2" aria-hidden="true" />
      {t('knowledgeBase.back')}
    </Link>
  );

  if (result.isLoading) return <PageLoader />;
  if (!article) {
    return (
      <div className="flex flex-column gap-3">
        {back}
        <RequestError error={result.error} onRetry={() => void result.refetch()} />
      </div>
    );
  }
  return (
    <article aria-labelledby="kb-article" className="flex flex-column gap-3">
      {back}
      <h1 id="kb-article" className="text-2xl font-semibold m-0">
        {article.title}
      </h1>
      <p className="m-0 text-600">
        {t('knowledgeBase.article.meta', { topic: article.solutionTopicName, date: formatUtcDateTime(article.updatedDateTime) })}
      </p>
      {expired && (
        <p role="note" className="m-0 p-2 border-round bg-yellow-100 text-yellow-900">
          {t('knowledgeBase.article.expired', { date: formatUtcDateTime(article.expirationDate) })}
        </p>
      )}
      <SafeHtml html={article.content} className="line-height-3" />
      {article.keywords.length > 0 && <p className="m-0 text-600">{t('knowledgeBase.article.keywords', { keywords: article.keywords.join(', ') })}</p>}
      <UsefulVote article={article} />
    </article>
  );
}

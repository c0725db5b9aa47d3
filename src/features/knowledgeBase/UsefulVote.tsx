import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useRateKnowledgeArticleMutation, type KnowledgeArticle } from '../../api/tags/process';
import { RequestError } from '../../shared/ui/RequestError';

/** "Was this useful": the reader's own answer (pressed), which a second click changes, and how many found it useful. */
export function UsefulVote({ article }: { article: KnowledgeArticle }) {
  const { t } = useTranslation();
  const [rate, rating] = useRateKnowledgeArticleMutation();
  const vote = (useful: boolean) => void rate({ knowledgeFeedbackRequest: { solutionId: article.solutionId, useful } });

  return (
    <section aria-labelledby="kb-useful" className="flex flex-column gap-2 border-top-1 surface-border pt-3">
      <h2 id="kb-useful" className="text-lg font-semibold m-0">
        {t('knowledgeBase.useful.question')}
      </h2>
      <div className="flex gap-2">
        <Button type="button" label={t('knowledgeBase.useful.yes')} icon="pi pi-thumbs-up" outlined={article.myVote !== true} aria-pressed={article.myVote === true} loading={rating.isLoading} onClick={() => vote(true)} />
        <Button type="button" label={t('knowledgeBase.useful.no')} icon="pi pi-thumbs-down" outlined={article.myVote !== false} aria-pressed={article.myVote === false} loading={rating.isLoading} onClick={() => vote(false)} />
      </div>
      <p role="status" className="m-0 text-600">
        {article.myVote !== null && `${t('knowledgeBase.useful.thanks')} `}
        {t('knowledgeBase.useful.count', { count: article.usefulCount })}
      </p>
      <RequestError error={rating.error} onRetry={() => rating.reset()} />
    </section>
  );
}

import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePublishProblemSolutionMutation, type ProblemRead as Problem } from '../../../api/tags/process';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { canPublishFrom } from '../../../domain/problems/lifecycle';
import { knowledgeArticlePath, solutionDetailPath } from '../../../domain/solutions/paths';
import { useSolutionTopicOptions } from '../../../domain/solutions/useSolutionTopicOptions';
import { textToHtml } from '../../../shared/richText/sanitizeHtml';
import { useToast } from '../../../shared/ui/ToastProvider';

/**
 * The known error published as a solution in one step (publishProblemSolution): the problem's title, its known error and
 * root cause as the content (written as text, escaped by the DOM), under a topic chosen here; linked both ways, so the
 * problem then links to it.
 */
export function PublishSolution({ problem, editable }: { problem: Problem; editable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const topics = useSolutionTopicOptions();
  const [topicId, setTopicId] = useState<number | null>(null);
  const [publish, publishing] = usePublishProblemSolutionMutation();

  if (problem.solutionId !== null) {
    return (
      <p className="m-0 flex flex-wrap gap-3">
        <span>{t('problems.publish.published')}</span>
        <Link to={solutionDetailPath(problem.solutionId)}>{t('problems.publish.solution', { id: problem.solutionId })}</Link>
        <Link to={knowledgeArticlePath(problem.solutionId)}>{t('problems.publish.inKnowledgeBase')}</Link>
      </p>
    );
  }
  if (!editable || !canPublishFrom(problem.status)) return null;
  const content = () =>
    textToHtml([problem.knownIssue ?? '', '', `${t('problems.fields.rootCause')}: ${problem.rootCause ?? ''}`].join('\n'));
  const submit = async () => {
    const result = await publish({
      problemPublishRequest: { problemId: problem.problemId, title: problem.title, content: content(), solutionTopicId: topicId!, keywords: [] },
    });
    if ('error' in result) toast({ severity: 'error', summary: t('problems.publish.failed'), detail: errorMessage(result.error) });
    else toast({ severity: 'success', summary: t('problems.publish.done') });
  };
  return (
    <section aria-labelledby="problem-publish" className="flex flex-column gap-2">
      <h2 id="problem-publish" className="text-lg font-semibold m-0">{t('problems.publish.title')}</h2>
      <div className="flex flex-wrap gap-2 align-items-end">
        <div className="flex flex-column gap-1">
          <label htmlFor="problem-publish-topic" className="font-medium">{t('solutions.fields.topic')}</label>
          <Dropdown inputId="problem-publish-topic" value={topicId} options={[...topics.options]} optionLabel="label" optionValue="value" placeholder={t('problems.publish.pickTopic')} onChange={(e) => setTopicId(e.value as number)} className="w-16rem" />
        </div>
        <Button type="button" icon="pi pi-book" label={t('problems.publish.submit')} disabled={topicId === null || !problem.knownIssue || publishing.isLoading} onClick={() => void submit()} />
      </div>
      {!problem.knownIssue && <p className="m-0 text-700">{t('problems.publish.needsKnownError')}</p>}
    </section>
  );
}

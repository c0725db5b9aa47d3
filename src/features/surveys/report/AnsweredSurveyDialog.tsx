import { useTranslation } from 'react-i18next';
import { useGetAnsweredSurveyAnswersQuery, type AnsweredSurveySummary, type SurveyQuestion } from '../../../api/tags/insight';
import { parseOptions } from '../../../domain/surveys/questionOptions';
import { EMPTY_VALUE } from '../../../shared/format/emptyValue';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';

/** An answer as the person read it: an option's label rather than its id. */
function answerText(question: SurveyQuestion): string {
  if (question.valueResponse === null) return EMPTY_VALUE;
  const options = parseOptions(question.typeComponent, question.options ?? null);
  if (options?.kind === 'options') return options.options.find((o) => String(o.id) === question.valueResponse)?.label ?? question.valueResponse;
  if (options?.kind === 'scale') return `${question.valueResponse} / ${options.max}`;
  return question.valueResponse;
}

/** One answered survey: each question and its answer, read only. */
export function AnsweredSurveyDialog({ survey, onHide }: { survey: AnsweredSurveySummary; onHide: () => void }) {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch } = useGetAnsweredSurveyAnswersQuery({ id: survey.idSurvey });
  return (
    <ModalDialog header={t('surveys.report.answersTitle', { ticket: survey.idTicket })} onHide={onHide} width="44rem" loading={isLoading}>
      {isLoading && <PageLoader />}
      <RequestError error={error} onRetry={() => void refetch()} />
      {data && (
        <dl className="m-0 flex flex-column gap-2">
          {data.data.questionsAndAnswers.map((q) => (
            <div key={q.idSurveyQuestion}>
              <dt className="font-medium">{t('surveys.report.question', { number: q.orderItem, label: q.label })}</dt>
              <dd className="m-0 ml-3">{answerText(q)}</dd>
            </div>
          ))}
        </dl>
      )}
    </ModalDialog>
  );
}

import { useTranslation } from 'react-i18next';
import { useGetAnsweredSurveyAnswersQuery, type AnsweredSurveySummary } from '../../../api/tags/insight';
import { AnswerList } from '../../../domain/surveys/answer/AnswerList';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';

/** One answered survey: each question and its answer, read only. */
export function AnsweredSurveyDialog({ survey, onHide }: { survey: AnsweredSurveySummary; onHide: () => void }) {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch } = useGetAnsweredSurveyAnswersQuery({ id: survey.idSurvey });
  return (
    <ModalDialog header={t('surveys.report.answersTitle', { ticket: survey.idTicket })} onHide={onHide} width="44rem" loading={isLoading}>
      {isLoading && <PageLoader />}
      <RequestError error={error} onRetry={() => void refetch()} />
      {data && <AnswerList questions={data.data.questionsAndAnswers} />}
    </ModalDialog>
  );
}

import { useTranslation } from 'react-i18next';
import { useGetSurveyTemplateByTicketQuery } from '../../../api/tags/insight';
import { isApiError } from '../../../core/errors/apiError';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';
import { AnswerList } from './AnswerList';
import { SurveyAnswerForm, SurveyIntro } from './SurveyAnswerForm';

interface Props {
  ticketId: number;
  onHide: () => void;
  /** After the answers were saved (a notification marks itself read). */
  onAnswered?: () => void;
  /** For the trigger's aria-controls. */
  id?: string;
}

/**
 * A ticket's survey (TemplateByIdTicket, spec 002 section 2): answerable while the ticket is closed and the survey
 * not answered, read only with its answers once answered; a ticket still open, or whose service type has no
 * survey, says so.
 */
export function SurveyAnswerDialog({ ticketId, onHide, onAnswered, id }: Props) {
  const { t } = useTranslation();
  const read = useGetSurveyTemplateByTicketQuery({ id: ticketId });
  const survey = read.data?.data;

  if (survey?.answerable) return <SurveyAnswerForm id={id} survey={survey} onHide={onHide} onAnswered={onAnswered} />;
  const noSurvey = isApiError(read.error) && read.error.status === 404;
  return (
    <ModalDialog id={id} header={survey?.title ?? t('surveys.answer.title')} onHide={onHide} loading={read.isLoading} width="44rem">
      {read.isLoading && <PageLoader />}
      {noSurvey ? <p className="m-0">{t('surveys.answer.noSurvey', { ticket: ticketId })}</p> : <RequestError error={read.error} onRetry={() => void read.refetch()} />}
      {survey && (
        <div className="flex flex-column gap-3">
          <SurveyIntro survey={survey} />
          <p className="m-0 font-medium" role="status">
            {survey.answered ? t('surveys.answer.answeredOn', { date: formatUtcDateTime(survey.answeredDate) }) : t('surveys.answer.notClosed')}
          </p>
          {survey.answered && <AnswerList questions={survey.surveyQuestionsTemplate} />}
        </div>
      )}
    </ModalDialog>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSurveyAnswersMutation, type TicketSurvey } from '../../../api/tags/insight';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { useToast } from '../../../shared/ui/ToastProvider';
import { AnswerField } from './AnswerField';
import { answerSchema, emptyDraft, submissionOf, type AnswerDraft } from './answerSchema';

interface Props {
  survey: TicketSurvey;
  onHide: () => void;
  onAnswered?: () => void;
  id?: string;
}

/** A ticket's survey to answer: one field per question in order; sent once, after which it reads only. */
export function SurveyAnswerForm({ survey, onHide, onAnswered, id }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [save] = useSaveSurveyAnswersMutation();
  const questions = survey.surveyQuestionsTemplate;
  const schema = useMemo(() => answerSchema(questions), [questions]);
  const initialValues = useMemo(() => emptyDraft(questions), [questions]);

  const submit = async (draft: AnswerDraft) => {
    await save({ surveyAnswerSubmission: submissionOf(survey.idTicket, questions, draft) }).unwrap();
    toast({ severity: 'success', summary: t('surveys.answer.sent', { ticket: survey.idTicket }) });
    onAnswered?.();
  };

  return (
    <FormDialog<AnswerDraft>
      id={id}
      header={survey.title}
      onHide={onHide}
      initialValues={initialValues}
      schema={schema}
      onSubmit={submit}
      submitLabel={t('surveys.answer.send')}
      submitIcon="pi pi-send"
      failureTitle={t('surveys.answer.sendError')}
      width="44rem"
      intro={<SurveyIntro survey={survey} />}
    >
      {questions.map((q) => (
        <AnswerField key={q.idSurveyQuestion} question={q} />
      ))}
    </FormDialog>
  );
}

/** The survey's description and which ticket it is about, above its questions. */
export function SurveyIntro({ survey }: { survey: TicketSurvey }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="m-0 text-700">{t('surveys.answer.ticket', { ticket: survey.idTicket })}</p>
      {survey.description && <p className="m-0">{survey.description}</p>}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { SurveyQuestion } from '../../../api/tags/insight';
import { answerText } from '../answerText';

/** Each question and the answer given, read only. */
export function AnswerList({ questions }: { questions: readonly SurveyQuestion[] }) {
  const { t } = useTranslation();
  return (
    <dl className="m-0 flex flex-column gap-2">
      {questions.map((q) => (
        <div key={q.idSurveyQuestion}>
          <dt className="font-medium">{t('surveys.answer.question', { number: q.orderItem, label: q.label })}</dt>
          <dd className="m-0 ml-3">{answerText(q)}</dd>
        </div>
      ))}
    </dl>
  );
}

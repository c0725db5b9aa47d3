import { useTranslation } from 'react-i18next';
import type { SurveyTemplateReport } from '../../../api/tags/insight';
import { ChartFigure } from '../../../shared/charts/ChartFigure';
import { questionChart } from './questionChart';

/** Per question of the template: how many answered, a scale's average, and the distribution of its answers as bars. */
export function QuestionResults({ report }: { report: SurveyTemplateReport }) {
  const { t, i18n } = useTranslation();
  const average = (value: number) => value.toLocaleString(i18n.language === 'es' ? 'es-MX' : 'en-US', { maximumFractionDigits: 2 });
  return (
    <div className="flex flex-column gap-3">
      <p className="m-0">{t('surveys.report.answered', { count: report.answeredCount })}</p>
      {report.questions.map((question) => (
        <section key={question.idSurveyQuestion} className="surface-card border-round shadow-1 p-3" aria-labelledby={`survey-question-${question.idSurveyQuestion}`}>
          <h3 id={`survey-question-${question.idSurveyQuestion}`} className="m-0 mb-2 text-lg">
            {t('surveys.report.question', { number: question.orderItem, label: question.label })}
          </h3>
          <p className="m-0 mb-2">
            {t(`surveys.types.${question.typeComponent}`)} · {t('surveys.report.answeredQuestion', { count: question.answeredCount })}
            {question.average !== null && ` · ${t('surveys.report.average', { value: average(question.average) })}`}
          </p>
          {question.distribution.length > 0 && <ChartFigure spec={questionChart(t, question)} />}
        </section>
      ))}
    </div>
  );
}

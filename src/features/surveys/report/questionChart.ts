import type { TFunction } from 'i18next';
import type { SurveyQuestionReport } from '../../../api/tags/insight';
import type { ChartSpec } from '../../../shared/charts/ChartFigure';

/** A scale's or an options question's answers as bars, one per value it can take (zeros included). */
export function questionChart(t: TFunction, question: SurveyQuestionReport): ChartSpec {
  return {
    title: t('surveys.report.chartTitle', { number: question.orderItem, label: question.label }),
    categoryLabel: t(question.typeComponent === 'linearScale' ? 'surveys.report.scaleValue' : 'surveys.report.option'),
    categories: question.distribution.map((d) => d.label),
    series: [{ label: t('surveys.report.count'), kind: 'bar', values: question.distribution.map((d) => d.count) }],
  };
}

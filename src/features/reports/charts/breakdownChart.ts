import type { TFunction } from 'i18next';
import { DateTime } from 'luxon';
import type { ReportBreakdown } from '../../../api/tags/ticketReports';
import type { ChartSpec } from '../../../shared/charts/ChartFigure';
import { localeOf } from '../../../shared/i18n/localeOf';

/** A breakdown's words: its title, what its categories are, and whether they are months (yyyy-MM keys). */
export interface BreakdownTexts {
  titleKey: string;
  categoryKey: string;
  months?: boolean;
  horizontal?: boolean;
}

/** The service's breakdown as a chart: a category per row (a month in the user's words), a series per value it counts. */
export function breakdownChart(t: TFunction, breakdown: ReportBreakdown, texts: BreakdownTexts, language: string): ChartSpec {
  const label = (row: ReportBreakdown['rows'][number]) =>
    texts.months ? DateTime.fromFormat(row.key, 'yyyy-MM').setLocale(localeOf(language)).toFormat('LLLL yyyy') : row.label;
  return {
    title: t(texts.titleKey),
    categoryLabel: t(texts.categoryKey),
    categories: breakdown.rows.map(label),
    series: breakdown.series.map((key, i) => ({ label: t(`reports.series.${key}`), kind: 'bar' as const, values: breakdown.rows.map((row) => row.values[i] ?? null) })),
    horizontal: texts.horizontal,
  };
}

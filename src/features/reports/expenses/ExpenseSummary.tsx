import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetExpenseTotalsByCodeQuery } from '../../../api/tags/ticketReports';
import { ChartFigure } from '../../../shared/charts/ChartFigure';
import { localeOf } from '../../../shared/i18n/localeOf';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';
import { breakdownChart } from '../charts/breakdownChart';
import { toReportRange, type ReportDates } from '../filter/reportFilter';

const TEXTS = { titleKey: 'reports.expenseReport.chart', categoryKey: 'reports.expenseReport.columns.codeName', horizontal: true };

/** The range's cost: its total in pesos, and the amount per code as bars with a table of the same numbers. */
export function ExpenseSummary({ filter }: { filter: ReportDates }) {
  const { t, i18n } = useTranslation();
  const range = useMemo(() => toReportRange(filter), [filter]);
  const { data, error, isFetching, refetch } = useGetExpenseTotalsByCodeQuery({ ticketReportRange: range });
  const spec = useMemo(() => (data ? breakdownChart(t, data.data, TEXTS, i18n.language) : null), [t, data, i18n.language]);
  if (error) return <RequestError error={error} onRetry={() => void refetch()} />;
  if (!data || !spec || isFetching) return <PageLoader />;
  // Summed in cents, so rounding leaves no stray fractions of a cent.
  const total = data.data.rows.reduce((sum, row) => sum + Math.round((row.values[0] ?? 0) * 100), 0) / 100;
  const money = new Intl.NumberFormat(localeOf(i18n.language), { style: 'currency', currency: 'MXN' });
  return (
    <div className="flex flex-column gap-2">
      <p className="m-0 text-lg font-semibold">{t('reports.expenseReport.total', { amount: money.format(total) })}</p>
      {spec.categories.length > 0 && <ChartFigure spec={spec} />}
    </div>
  );
}

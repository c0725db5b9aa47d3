import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportBreakdownResponse, TicketReportRange } from '../../../api/tags/ticketReports';
import { ChartFigure } from '../../../shared/charts/ChartFigure';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';
import { toReportRange, type ReportDates } from '../filter/reportFilter';
import { breakdownChart, type BreakdownTexts } from './breakdownChart';

/** A breakdown read (getOpenIncidentsByStatus...) as the summary takes it. */
type BreakdownQuery = (arg: { ticketReportRange: TicketReportRange }) => { data?: ReportBreakdownResponse; error?: unknown; isFetching: boolean; refetch: () => unknown };

/** A report's chart over the range it searched: the breakdown the service counts, drawn with a table of its numbers. */
export function breakdownSummary(useBreakdown: BreakdownQuery, texts: BreakdownTexts): ComponentType<{ filter: ReportDates }> {
  return function BreakdownSummary({ filter }) {
    const { t, i18n } = useTranslation();
    const range = useMemo(() => toReportRange(filter), [filter]);
    const { data, error, isFetching, refetch } = useBreakdown({ ticketReportRange: range });
    const spec = useMemo(() => (data ? breakdownChart(t, data.data, texts, i18n.language) : null), [t, data, i18n.language]);
    if (error) return <RequestError error={error} onRetry={() => void refetch()} />;
    if (!spec || isFetching) return <PageLoader />;
    return spec.categories.length > 0 ? <ChartFigure spec={spec} /> : null;
  };
}

import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTicketDashboardQuery } from '../../../api/tags/ticket';
import { useGetTicketDashboardByClientQuery, useGetTicketDashboardByServiceQuery } from '../../../api/tags/ticketReports';
import { useCategoryName } from '../../../domain/tickets/status/useStatusNames';
import { ChartFigure, type ChartSpec } from '../../../shared/charts/ChartFigure';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';
import { byCategoryChart, byClientChart, byServiceChart } from './dashboardCharts';

/** Every dashboard call of the web app asks for incidents as the web shows them (spec 000 and 002 section 7). */
const WEB_INCIDENTS = { isWeb: true, onlyIncidents: true } as const;

/** One dashboard: its chart once read, or its wait or its error with a retry. */
function Dashboard({ read, spec }: { read: { error?: unknown; isLoading: boolean; refetch: () => unknown }; spec: ChartSpec | null }) {
  if (read.error) return <RequestError error={read.error} onRetry={() => void read.refetch()} />;
  if (read.isLoading || !spec) return <PageLoader />;
  return <ChartFigure spec={spec} />;
}

/** The incidents the user may see by status category, by client and by service, each a chart with a table of its numbers. */
export function Dashboards() {
  const { t } = useTranslation();
  const headingId = useId();
  const categoryName = useCategoryName();
  const byCategory = useGetTicketDashboardQuery(WEB_INCIDENTS);
  const byClient = useGetTicketDashboardByClientQuery(WEB_INCIDENTS);
  const byService = useGetTicketDashboardByServiceQuery(WEB_INCIDENTS);
  const charts = useMemo(
    () => ({
      category: byCategory.data ? byCategoryChart(t, byCategory.data.data, categoryName) : null,
      client: byClient.data ? byClientChart(t, byClient.data.data) : null,
      service: byService.data ? byServiceChart(t, byService.data.data) : null,
    }),
    [t, categoryName, byCategory.data, byClient.data, byService.data],
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-column gap-3">
      <h2 id={headingId} className="m-0 text-xl">{t('reports.dashboards.title')}</h2>
      <div className="grid">
        <div className="col-12 xl:col-6"><Dashboard read={byCategory} spec={charts.category} /></div>
        <div className="col-12 xl:col-6"><Dashboard read={byClient} spec={charts.client} /></div>
        <div className="col-12 xl:col-6"><Dashboard read={byService} spec={charts.service} /></div>
      </div>
    </section>
  );
}

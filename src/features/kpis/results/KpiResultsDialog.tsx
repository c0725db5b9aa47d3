import { useTranslation } from 'react-i18next';
import { useGetKpiResultsQuery, type KpiRead as Kpi } from '../../../api/tags/insight';
import { ChartFigure } from '../../../shared/charts/ChartFigure';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';
import { resultsChart } from './resultsChart';

/** A KPI's results (GetResults): its value per cycle over the traffic-light bands, with the numbers one click away. */
export function KpiResultsDialog({ kpi, onHide }: { kpi: Kpi; onHide: () => void }) {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch } = useGetKpiResultsQuery({ id: kpi.id });
  return (
    <ModalDialog header={t('kpis.results.title', { name: kpi.name })} onHide={onHide} width="56rem" loading={isLoading}>
      <p className="mt-0">{t('kpis.results.intro', { formula: kpi.formula, days: kpi.cycleDays })}</p>
      {isLoading && <PageLoader />}
      <RequestError error={error} onRetry={() => void refetch()} />
      {data && <ChartFigure spec={resultsChart(t, data.data)} />}
    </ModalDialog>
  );
}

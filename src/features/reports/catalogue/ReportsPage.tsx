import { useTranslation } from 'react-i18next';
import { Dashboards } from './Dashboards';
import { ReportCatalogue } from './ReportCatalogue';

/** /reports: the reports the user may run, then the incident dashboards by status category, client and service. */
export default function ReportsPage() {
  const { t } = useTranslation();
  return (
    <section className="p-3 flex flex-column gap-4">
      <h1 className="text-2xl font-semibold m-0">{t('routes.reports')}</h1>
      <ReportCatalogue />
      <Dashboards />
    </section>
  );
}

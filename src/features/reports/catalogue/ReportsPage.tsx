import { useTranslation } from 'react-i18next';
import { MyReports } from '../generated/MyReports';
import { Dashboards } from './Dashboards';
import { ReportCatalogue } from './ReportCatalogue';

/** /reports: the reports the user may run, the ones generated for them in the background, then the incident dashboards by status category, client and service. */
export default function ReportsPage() {
  const { t } = useTranslation();
  return (
    <section className="p-3 flex flex-column gap-4">
      <h1 className="text-2xl font-semibold m-0">{t('routes.reports')}</h1>
      <ReportCatalogue />
      <MyReports />
      <Dashboards />
    </section>
  );
}

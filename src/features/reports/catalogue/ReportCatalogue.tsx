import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAccessList } from '../../../auth/useAccessList';
import { runnableReports } from './reportCatalogue';

/** The reports the user may run, by translated title, each a link with what it shows. */
export function ReportCatalogue() {
  const { t, i18n } = useTranslation();
  const { can } = useAccessList();
  const headingId = useId();
  const reports = runnableReports(can).sort((a, b) => t(`routes.${a.id}`).localeCompare(t(`routes.${b.id}`), i18n.language));
  return (
    <section aria-labelledby={headingId} className="flex flex-column gap-2">
      <h2 id={headingId} className="m-0 text-xl">{t('reports.catalogue.title')}</h2>
      <ul className="grid list-none p-0 m-0">
        {reports.map((route) => (
          <li key={route.id} className="col-12 md:col-6 xl:col-4">
            <Link to={`/${route.path}`} className="flex gap-3 surface-card shadow-1 border-round p-3 no-underline text-900 hover:shadow-3 h-full">
              <span className={`${route.icon} text-primary text-xl`} aria-hidden="true" />
              <span className="flex flex-column gap-1">
                <span className="font-semibold">{t(`routes.${route.id}`)}</span>
                <span className="text-700 text-sm">{t(`reports.catalogue.${route.id}`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

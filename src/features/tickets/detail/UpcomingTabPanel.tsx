import { useTranslation } from 'react-i18next';

/** A tab whose screen arrives in a coming release: says so plainly instead of showing an empty panel. */
export function UpcomingTabPanel({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-column align-items-center text-center gap-2 p-5">
      <span className="pi pi-hourglass text-4xl text-primary" aria-hidden="true" />
      <h2 className="text-xl font-semibold m-0">{title}</h2>
      <p className="text-700 m-0">{t('ticketDetail.upcoming')}</p>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** The result: how many tickets were created (all or nothing), each a link to its detail. */
export function LoadSummary({ name, ticketIds }: { name: string; ticketIds: number[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-column gap-2">
      <p role="status" className="m-0 p-3 border-round bg-green-50 text-green-800">
        <strong>{`${name}: `}</strong>
        {t('bulkLoad.done', { count: ticketIds.length })}
      </p>
      <ul aria-label={t('bulkLoad.createdList')} className="m-0 pl-3 flex flex-wrap gap-3 list-none p-0">
        {ticketIds.map((id) => (
          <li key={id}>
            <Link to={`/requirement/detail/${id}/general`}>{t('bulkLoad.ticket', { id })}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

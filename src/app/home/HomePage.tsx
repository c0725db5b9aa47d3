import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetTicketDashboardQuery } from '../../api/tags/ticket';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { selectSessionUser } from '../../auth/sessionSlice';
import { useAppSelector } from '../../core/store/hooks';
import { localeOf } from '../../shared/i18n/localeOf';
import { useCategoryName } from '../../domain/tickets/status/useStatusNames';
import { Skeleton } from '../../shared/ui/firstPaint/Skeleton';

/** Home: the user's incidents by status category, each count leading to the ticket list of that view. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const errorMessage = useApiErrorMessage();
  const categoryName = useCategoryName();
  const { data, isLoading, error, refetch } = useGetTicketDashboardQuery({ isWeb: true, onlyIncidents: true });
  const counts = data?.data ?? [];
  const number = new Intl.NumberFormat(localeOf(i18n.language));

  return (
    <section className="p-4">
      <h1 className="text-2xl font-semibold mt-0 mb-1">{t('home.greeting', { name: user?.name ?? '' })}</h1>
      <p className="text-700 mt-0 mb-4">{t('home.subtitle')}</p>
      {isLoading && (
        <div className="grid" role="status" aria-busy="true" aria-label={t('app.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="col-12 sm:col-6 lg:col-4 xl:col-3">
              <Skeleton height="6rem" />
            </div>
          ))}
        </div>
      )}
      {error && (
        <div role="alert" className="p-3 border-round surface-100 flex align-items-center gap-3">
          <span className="pi pi-exclamation-triangle text-orange-500" aria-hidden="true" />
          <span>{errorMessage(error)}</span>
          <button type="button" className="p-button p-button-sm p-button-outlined ml-auto" onClick={() => void refetch()}>
            {t('pages.retry')}
          </button>
        </div>
      )}
      {!isLoading && !error && counts.length === 0 && <p className="text-700">{t('home.empty')}</p>}
      <ul className="grid list-none p-0 m-0">
        {counts.map((c) => {
          const category = categoryName(c.statusCategoryId, c.statusCategoryName);
          return (
            <li key={c.statusCategoryId} className="col-12 sm:col-6 lg:col-4 xl:col-3">
              <Link
                to={`/requirement/find?statusCategoryId=${c.statusCategoryId}`}
                className="block surface-card shadow-1 border-round p-3 no-underline text-900 hover:shadow-3"
                aria-label={t('home.countLink', { count: c.count, category })}
              >
                <span className="block text-600 text-sm mb-2">{category}</span>
                <span className="block text-3xl font-semibold text-primary">{number.format(c.count)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

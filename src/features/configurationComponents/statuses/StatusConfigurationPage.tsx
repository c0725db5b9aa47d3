import { useTranslation } from 'react-i18next';
import { useGetProductStatusConfigurationQuery } from '../../../api/tags/product';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';
import { StatusConfigurationEditor } from './StatusConfigurationForm';

/**
 * statusCongurationComponents (ProductStatusManagement). The spec names the screen, not its purpose; the product
 * contract records the reading taken (product.yaml getProductStatusConfiguration): which of the section 4 statuses
 * are enabled, their names in Spanish and English, their colours, which a new component may start in, and which
 * transitions between statuses are allowed. The product service enforces it on every status change, and the grid's
 * status change and the detail's named calls offer only what it allows.
 */
export default function StatusConfigurationPage() {
  const { t } = useTranslation();
  const configuration = useGetProductStatusConfigurationQuery();
  const data = configuration.data?.data;
  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="component-statuses-title">
      <header className="flex flex-column gap-1">
        <h1 id="component-statuses-title" className="text-2xl font-semibold m-0">{t('routes.configurationComponentStatuses')}</h1>
        <p className="m-0 text-700">{t('components.statuses.intro')}</p>
      </header>
      {configuration.isLoading ? (
        <PageLoader />
      ) : configuration.error ? (
        <RequestError error={configuration.error} onRetry={() => void configuration.refetch()} title={t('components.statuses.loadError')} />
      ) : (
        data && <StatusConfigurationEditor configuration={data} />
      )}
    </section>
  );
}

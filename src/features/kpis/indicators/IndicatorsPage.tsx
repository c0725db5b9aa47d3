import { useTranslation } from 'react-i18next';
import { useGetIndicatorBandsQuery } from '../../../api/tags/insight';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';
import { IndicatorForm } from './IndicatorForm';

/** The traffic-light bands (admin catalogue route Indicators): green, amber and red from two limits. */
export default function IndicatorsPage() {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch } = useGetIndicatorBandsQuery();
  return (
    <section className="p-3 flex flex-column gap-3">
      <h1 className="m-0 text-2xl">{t('routes.catalog_Indicators')}</h1>
      <p className="m-0">{t('indicators.intro')}</p>
      {isLoading && <PageLoader />}
      <RequestError error={error} onRetry={() => void refetch()} />
      {data && <IndicatorForm key={data.data.rowVersion} bands={data.data} />}
    </section>
  );
}

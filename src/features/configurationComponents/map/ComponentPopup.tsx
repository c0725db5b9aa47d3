import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetProductByIdQuery } from '../../../api/tags/product';
import { componentStatusNameIn } from '../../../domain/inventory/componentStatuses';
import { WHOLE_FILTER_LINK } from '../../../shared/filters/useLinkedFilter';
import { RequestError } from '../../../shared/ui/RequestError';
import { componentGridPath } from '../paths';
import type { ComponentPoint } from './componentPoints';

/**
 * A component's popup: read when opened (the points carry only the serial number, so 200,000 of them stay small),
 * then its serial number, brand and model, description, status and place, and a link to the grid filtered to it, where its
 * detail opens.
 */
export function ComponentPopup({ point }: { point: ComponentPoint }) {
  const { t } = useTranslation();
  const read = useGetProductByIdQuery({ id: point.productId });
  const product = read.data?.data;

  if (read.error) return <RequestError error={read.error} onRetry={() => void read.refetch()} />;
  if (!product) return <p className="m-0">{t('components.map.popup.loading', { serial: point.serialNumber })}</p>;
  const rows: [string, string | null][] = [
    [t('components.map.popup.model'), [product.brandName, product.modelName].filter(Boolean).join(' ') || null],
    [t('components.map.popup.description'), product.description],
    [t('components.map.popup.status'), componentStatusNameIn(t)(product.componentStatusId, product.componentStatusName)],
    [t('components.map.popup.place'), `${t(`components.grid.placeTypes.${product.placeType}`)}: ${product.responsibleName}`],
  ];
  return (
    <div className="flex flex-column gap-2">
      <p className="m-0 font-semibold">{product.serialNumber}</p>
      <dl className="m-0 flex flex-column gap-1">
        {rows.map(([term, value]) => (
          <div key={term} className="flex gap-2">
            <dt className="font-medium">{term}:</dt>
            <dd className="m-0">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <Link to={componentGridPath(product.serialNumber)} state={WHOLE_FILTER_LINK}>
        {t('components.map.popup.open', { serial: product.serialNumber })}
      </Link>
    </div>
  );
}

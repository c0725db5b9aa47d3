import { SI_NO } from '../../../shared/export/format';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { useGetProductTrackingQuery, type ProductRead as Product } from '../../../api/tags/product';
import { componentStatusNameIn } from '../../../domain/inventory/componentStatuses';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';

interface ComponentDetailDialogProps {
  product: Product;
  onHide: () => void;
}

/** The component's main labels and its tracking (getProductTracking): every ledger movement, oldest first. */
export function ComponentDetailDialog({ product, onHide }: ComponentDetailDialogProps) {
  const { t } = useTranslation();
  const tracking = useGetProductTrackingQuery({ id: product.productId });
  const field = (name: string) => t(`components.grid.fields.${name}`);
  const facts: [string, string][] = [
    [field('serialNumber'), product.serialNumber],
    [field('description'), product.description],
    [field('brandName'), product.brandName],
    [field('modelName'), product.modelName],
    [field('componentStatusName'), componentStatusNameIn(t)(product.componentStatusId, product.componentStatusName)],
    [field('conditionName'), product.conditionName ?? ''],
    [field('isClientProperty'), product.isClientProperty ? SI_NO.yes : SI_NO.no],
    [field('clientName'), product.clientName ?? ''],
    [field('responsibleName'), product.responsibleName],
    [field('locationName'), product.locationName ?? ''],
  ];
  const movements = tracking.data?.data ?? [];
  return (
    <ModalDialog header={t('components.grid.detail.title', { serial: product.serialNumber })} onHide={onHide} width="56rem" maximizable loading={tracking.isLoading}>
      <dl className="grid m-0">
        {facts.map(([label, value]) => (
          <div key={label} className="col-12 md:col-6 flex gap-2">
            <dt className="font-semibold">{label}:</dt>
            <dd className="m-0">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 mb-2 text-lg">{t('components.grid.detail.tracking')}</h3>
      {tracking.isError ? (
        <Message severity="error" text={t('components.grid.detail.trackingError')} />
      ) : tracking.isLoading ? (
        <p role="status">{t('components.grid.detail.loading')}</p>
      ) : movements.length === 0 ? (
        <p>{t('components.grid.detail.noMovements')}</p>
      ) : (
        <div className="overflow-auto">
          <table className="w-full text-sm" aria-label={t('components.grid.detail.tracking')}>
            <thead>
              <tr>
                {(['dateTime', 'movementType', 'fromStatus', 'toStatus', 'fromPlace', 'toPlace', 'user', 'reason'] as const).map((key) => (
                  <th key={key} scope="col" className="text-left p-2">
                    {t(`components.grid.detail.columns.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {movements.map((m, i) => (
                <tr key={`${m.dateTime}-${i}`}>
                  <td className="p-2">{formatUtcDateTime(m.dateTime)}</td>
                  <td className="p-2">{m.movementType}</td>
                  <td className="p-2">{m.fromStatusName ?? ''}</td>
                  <td className="p-2">{m.toStatusName ?? ''}</td>
                  <td className="p-2">{m.fromPlaceName}</td>
                  <td className="p-2">{m.toPlaceName}</td>
                  <td className="p-2">{m.userFullName ?? ''}</td>
                  <td className="p-2">{m.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ModalDialog>
  );
}

import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { useGetProductTrackingQuery } from '../../../api/tags/product';
import { componentStatusNameIn } from '../../../domain/inventory/componentStatuses';
import { movementTypeNameIn } from '../../../domain/inventory/movementTypes';
import { formatUtcDateTime } from '../../../shared/format/dateTime';

const COLUMNS = ['dateTime', 'movementType', 'fromStatus', 'toStatus', 'fromPlace', 'toPlace', 'user', 'reason'] as const;

/** The component's tracking (getProductTracking): every ledger movement, oldest first; a status call refreshes it by tag. */
export function ComponentTracking({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const tracking = useGetProductTrackingQuery({ id: productId });
  const movements = tracking.data?.data ?? [];
  const statusName = componentStatusNameIn(t);
  const movementName = movementTypeNameIn(t);
  return (
    <>
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
                {COLUMNS.map((key) => (
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
                  <td className="p-2">{movementName(m.movementCode, m.movementType)}</td>
                  <td className="p-2">{statusName(m.fromStatusId, m.fromStatusName)}</td>
                  <td className="p-2">{statusName(m.toStatusId, m.toStatusName)}</td>
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
    </>
  );
}

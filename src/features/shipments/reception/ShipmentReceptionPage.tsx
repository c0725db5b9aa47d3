import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetShipmentByIdQuery, type Shipment, type ShipmentItem } from '../../../api/tags/inventory';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';
import { RECEPTION_STATUS } from '../../../domain/shipments/shipmentStatus';
import { canTakeStep } from '../../../domain/shipments/stateMachine';
import { shipmentDetailPath } from '../../../domain/shipments/paths';
import { ShipmentItemsTable } from '../detail/ShipmentItemsTable';
import { useShipmentReception } from './useShipmentReception';

/** shipping/reception/detail/{id}: the destination accepts or rejects the items singly, the selected ones or all. */
export default function ShipmentReceptionPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useGetShipmentByIdQuery({ id });
  const shipment = query.data?.data;
  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="reception-title">
      <header className="flex flex-column gap-1">
        <h1 id="reception-title" className="text-2xl font-semibold m-0">
          {t('shipments.reception.title', { id })}
        </h1>
        <Link to={shipmentDetailPath(id)}>{t('shipments.reception.toDetail')}</Link>
      </header>
      {query.error ? <RequestError error={query.error} onRetry={query.refetch} /> : shipment ? <Reception shipment={shipment} /> : <PageLoader />}
    </section>
  );
}

function Reception({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const { decide, busy, problem } = useShipmentReception(shipment.shipmentId);
  const [selected, setSelected] = useState<number[]>([]);
  const open = shipment.userActsForDestination && canTakeStep(shipment.shipmentStateId, 'register');
  const waiting = open ? shipment.items.filter((i) => i.receptionStatusId === RECEPTION_STATUS.Waiting).map((i) => i.articleShipmentId) : [];
  const status = t(`shipments.status.${shipment.shipmentStateId}`);

  const run = async (ids: number[], accepted: boolean) => {
    if (await decide(ids, accepted)) setSelected((current) => current.filter((s) => !ids.includes(s)));
  };
  const toggle = (articleId: number) =>
    setSelected((current) => (current.includes(articleId) ? current.filter((s) => s !== articleId) : [...current, articleId]));
  const isWaiting = (item: ShipmentItem) => waiting.includes(item.articleShipmentId);

  return (
    <div className="flex flex-column gap-3">
      <p className="m-0">
        {t('shipments.reception.summary', {
          status,
          origin: shipment.originResponsibleName,
          destination: shipment.destinationResponsibleName,
        })}
      </p>
      {!shipment.userActsForDestination && (
        <p className="m-0 text-700" role="status">
          {t('shipments.reception.notDestination')}
        </p>
      )}
      {shipment.userActsForDestination && !open && (
        <p className="m-0 text-700" role="status">
          {t('shipments.reception.closed', { status })}
        </p>
      )}
      <ShipmentItemsTable
        items={shipment.items}
        leadHeader={<span className="p-hidden-accessible">{t('shipments.reception.select')}</span>}
        lead={(item) => (
          <input
            type="checkbox"
            aria-label={t('shipments.reception.selectItem', {
              name: item.serialNumber ?? item.name,
            })}
            checked={selected.includes(item.articleShipmentId)}
            disabled={!isWaiting(item) || busy}
            onChange={() => toggle(item.articleShipmentId)}
          />
        )}
        actions={(item) =>
          isWaiting(item) && (
            <div className="flex gap-1">
              <button
                type="button"
                className="p-button p-button-sm p-button-outlined"
                disabled={busy}
                onClick={() => void run([item.articleShipmentId], true)}
                aria-label={t('shipments.reception.acceptItem', {
                  name: item.serialNumber ?? item.name,
                })}
              >
                <span className="pi pi-check" aria-hidden="true" />
              </button>
              <button
                type="button"
                className="p-button p-button-sm p-button-secondary p-button-outlined"
                disabled={busy}
                onClick={() => void run([item.articleShipmentId], false)}
                aria-label={t('shipments.reception.rejectItem', {
                  name: item.serialNumber ?? item.name,
                })}
              >
                <span className="pi pi-times" aria-hidden="true" />
              </button>
            </div>
          )
        }
      />
      {problem && (
        <p role="alert" className="p-error m-0">
          {problem}
        </p>
      )}
      {shipment.userActsForDestination && (
        <div className="flex gap-2 flex-wrap justify-content-end">
          <button type="button" className="p-button p-button-outlined" disabled={busy} onClick={() => void run(selected, true)}>
            {t('shipments.reception.acceptSelected')}
          </button>
          <button type="button" className="p-button p-button-outlined p-button-secondary" disabled={busy} onClick={() => void run(selected, false)}>
            {t('shipments.reception.rejectSelected')}
          </button>
          <button type="button" className="p-button" disabled={busy} onClick={() => void run(waiting, true)}>
            {t('shipments.reception.acceptAll')}
          </button>
          <button type="button" className="p-button p-button-secondary" disabled={busy} onClick={() => void run(waiting, false)}>
            {t('shipments.reception.rejectAll')}
          </button>
        </div>
      )}
    </div>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetShipmentByIdQuery, type ShipmentRead } from '../../../api/tags/inventory';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';
import { ConfirmDialog } from '../../../shared/ui/dialogs/ConfirmDialog';
import { orEmpty } from '../../../shared/format/emptyValue';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { shipmentReceptionPath } from '../../../domain/shipments/paths';
import { formatMoney } from '../../../shared/format/money';
import { ShipmentItemsTable } from './ShipmentItemsTable';
import { ShipmentModifyForm } from './ShipmentModifyForm';
import { useShipmentSteps, type DetailStep } from './useShipmentSteps';

const STEP_ICONS: Record<DetailStep, string> = {
  confirm: 'pi pi-check',
  onProcess: 'pi pi-cog',
  readyToShip: 'pi pi-truck',
  receipt: 'pi pi-inbox',
  cancel: 'pi pi-times',
};

/** Shown by the modify form while editing, instead of in the list. */
const EDITABLE_FIELDS = ['cost', 'currency', 'guideNumber', 'courier', 'priority'];

/**
 * A shipment read-only (spec 001 section 2: the edit view), with its invoice number, status and the legal
 * next steps; when modify is one of them, its header fields can be edited in place.
 */
export function ShipmentDetail({ id }: { id: number }) {
  const query = useGetShipmentByIdQuery({ id });
  const shipment = query.data?.data;
  if (query.error) return <RequestError error={query.error} onRetry={query.refetch} />;
  if (!shipment) return <PageLoader />;
  return <ShipmentView shipment={shipment} />;
}

function ShipmentView({ shipment }: { shipment: ShipmentRead }) {
  const { t } = useTranslation();
  const { steps, canModify, canRegister, run } = useShipmentSteps(shipment);
  const [pending, setPending] = useState<DetailStep | null>(null);
  const [editing, setEditing] = useState(false);
  const allFields: [string, string][] = [
    ['invoiceNumber', shipment.invoiceNumber],
    ['status', t(`shipments.status.${shipment.shipmentStateId}`)],
    ['format', t(`shipments.format.${shipment.shipmentType}`)],
    ['createdBy', shipment.createdUserFullName],
    ['origin', shipment.originResponsibleName],
    ['destination', shipment.destinationResponsibleName],
    ['cost', formatMoney(shipment.cost)],
    ['currency', orEmpty(shipment.currencyName)],
    ['guideNumber', shipment.guideNumber],
    ['courier', shipment.courierName],
    ['priority', shipment.shipmentPriorityName],
    ['createdDate', formatUtcDateTime(shipment.createdDate)],
    ['confirmedDate', formatUtcDateTime(shipment.confirmedDate)],
    ['receivedDate', formatUtcDateTime(shipment.receivedDate)],
  ];
  const fields = editing ? allFields.filter(([key]) => !EDITABLE_FIELDS.includes(key)) : allFields;

  return (
    <div className="flex flex-column gap-3">
      <dl
        className="surface-card border-round shadow-1 p-3 m-0"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
          gap: '0.75rem',
        }}
      >
        {fields.map(([key, value]) => (
          <div key={key} className="flex flex-column gap-1">
            <dt className="text-600 text-sm">{t(`shipments.fields.${key}`)}</dt>
            <dd className="m-0 font-medium" data-field={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {editing && <ShipmentModifyForm shipment={shipment} onDone={() => setEditing(false)} />}
      <ShipmentItemsTable items={shipment.items} />
      {!editing && (
        <div className="flex gap-2 flex-wrap justify-content-end" role="group" aria-label={t('shipments.detail.nextSteps')}>
          {steps.length === 0 && !canModify && !canRegister && <p className="m-0 text-600">{t('shipments.detail.noSteps')}</p>}
          {canModify && (
            <button type="button" className="p-button p-button-outlined" onClick={() => setEditing(true)}>
              <span className="pi pi-pencil mr-2" aria-hidden="true" />
              {t('shipments.steps.modify')}
            </button>
          )}
          {canRegister && (
            <Link className="p-button p-button-outlined no-underline" to={shipmentReceptionPath(shipment.shipmentId)}>
              <span className="pi pi-list-check mr-2" aria-hidden="true" />
              {t('shipments.steps.register')}
            </Link>
          )}
          {steps.map((step) => (
            <button
              key={step}
              type="button"
              className={`p-button ${step === 'cancel' ? 'p-button-secondary p-button-outlined' : ''}`}
              onClick={() => setPending(step)}
            >
              <span className={`${STEP_ICONS[step]} mr-2`} aria-hidden="true" />
              {t(`shipments.steps.${step}`)}
            </button>
          ))}
        </div>
      )}
      {pending && (
        <ConfirmDialog
          header={t(`shipments.steps.${pending}`)}
          message={t(`shipments.confirmStep.${pending}`, {
            id: shipment.shipmentId,
          })}
          confirmLabel={t(`shipments.steps.${pending}`)}
          danger={pending === 'cancel'}
          onConfirm={() => run(pending)}
          onHide={() => setPending(null)}
          failureTitle={t('shipments.detail.stepFailed')}
        />
      )}
    </div>
  );
}

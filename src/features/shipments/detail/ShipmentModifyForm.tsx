import { useTranslation } from 'react-i18next';
import type { ShipmentRead } from '../../../api/tags/inventory';
import { PageForm } from '../../../shared/forms/PageForm';
import { usePageForm } from '../../../shared/forms/usePageForm';
import { HeaderFields } from '../form/HeaderFields';
import { shipmentHeaderSchema } from '../form/shipmentSchema';
import { headerOf, useModifyShipment } from './useModifyShipment';

interface ShipmentModifyFormProps {
  shipment: ShipmentRead;
  /** Leaves editing: after a save, or on cancel (the form unmounts, so the saved values come back). */
  onDone: () => void;
}

/** The fields a modify may change, with the creation rules; type, places and items stay as shown above. */
export function ShipmentModifyForm({ shipment, onDone }: ShipmentModifyFormProps) {
  const { t } = useTranslation();
  const page = usePageForm({
    initialValues: headerOf(shipment), valuesOf: headerOf, schema: shipmentHeaderSchema, onSubmit: useModifyShipment(shipment.shipmentId, onDone),
  });
  return (
    <PageForm page={page} aria-label={t('shipments.modify.title')} failureTitle={t('shipments.modify.error')} submitLabel={t('shipments.modify.save')}
      submitIcon="pi pi-save" onCancel={onDone} cancelLabel={t('shipments.modify.cancel')} className="surface-card border-round shadow-1 p-3">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))', gap: '1rem' }}>
        <HeaderFields />
      </div>
    </PageForm>
  );
}

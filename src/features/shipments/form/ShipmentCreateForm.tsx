import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PageForm } from '../../../shared/forms/PageForm';
import { usePageForm } from '../../../shared/forms/usePageForm';
import { HeaderFields } from './HeaderFields';
import { PlaceFields } from './PlaceFields';
import { ShipmentItemsField } from './ShipmentItemsField';
import { EMPTY_SHIPMENT, shipmentSchema } from './shipmentSchema';
import { useCreateShipment } from './useCreateShipment';

const FIELD_GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))',
  gap: '1rem',
};

/** The new-shipment form: where from and to, how it travels, and what it carries. */
export function ShipmentCreateForm() {
  const { t } = useTranslation();
  const page = usePageForm({ initialValues: EMPTY_SHIPMENT, schema: shipmentSchema, onSubmit: useCreateShipment() });
  return (
    <PageForm page={page} failureTitle={t('shipments.create.error')} submitLabel={t('shipments.create.submit')} submitIcon="pi pi-send"
      className="surface-card border-round shadow-1 p-3">
      <div style={FIELD_GRID}>
        <PlaceFields />
        <HeaderFields />
      </div>
      <ShipmentItemsField />
    </PageForm>
  );
}

import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../api/tags/inventory';
import { HeaderFields } from '../form/HeaderFields';
import { shipmentHeaderSchema, type ShipmentHeaderValues } from '../form/shipmentSchema';
import { headerOf, useModifyShipment } from './useModifyShipment';

interface ShipmentModifyFormProps {
  shipment: Shipment;
  /** Leaves editing: after a save, or on cancel (the form unmounts, so the saved values come back). */
  onDone: () => void;
}

/** The fields a modify may change, with the creation rules; type, places and items stay as shown above. */
export function ShipmentModifyForm({ shipment, onDone }: ShipmentModifyFormProps) {
  const { t } = useTranslation();
  const { submit, failure } = useModifyShipment(shipment.shipmentId, onDone);
  return (
    <Formik<ShipmentHeaderValues> initialValues={headerOf(shipment)} validationSchema={shipmentHeaderSchema} onSubmit={submit}>
      {(form) => (
        <Form
          className="surface-card border-round shadow-1 p-3 flex flex-column gap-3"
          noValidate
          aria-label={t('shipments.modify.title')}
          aria-busy={form.isSubmitting}
        >
          {failure && (
            <div role="alert" className="p-3 border-round bg-red-50 text-red-800">
              <strong>{t('shipments.modify.error')}:</strong> {failure}
            </div>
          )}
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))',
              gap: '1rem',
            }}
          >
            <HeaderFields />
          </div>
          {form.submitCount > 0 && !form.isValid && !form.isSubmitting && (
            <p role="alert" className="p-error m-0">
              {t('shipments.create.fixErrors')}
            </p>
          )}
          <div className="flex gap-2 justify-content-end">
            <button type="button" className="p-button p-button-text" disabled={form.isSubmitting} onClick={onDone}>
              {t('shipments.modify.cancel')}
            </button>
            <button type="submit" className="p-button" disabled={form.isSubmitting}>
              <span className={`pi ${form.isSubmitting ? 'pi-spin pi-spinner' : 'pi-save'} mr-2`} aria-hidden="true" />
              {t(form.isSubmitting ? 'shipments.modify.saving' : 'shipments.modify.save')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

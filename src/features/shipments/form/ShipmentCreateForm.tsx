import type { CSSProperties } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { HeaderFields } from './HeaderFields';
import { PlaceFields } from './PlaceFields';
import { ShipmentItemsField } from './ShipmentItemsField';
import { EMPTY_SHIPMENT, shipmentSchema, type ShipmentValues } from './shipmentSchema';
import { useCreateShipment } from './useCreateShipment';

const FIELD_GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))',
  gap: '1rem',
};

/** The new-shipment form: where from and to, how it travels, and what it carries. */
export function ShipmentCreateForm() {
  const { t } = useTranslation();
  const { submit, failure } = useCreateShipment();
  return (
    <Formik<ShipmentValues> initialValues={EMPTY_SHIPMENT} validationSchema={shipmentSchema} onSubmit={submit}>
      {(form) => (
        <Form className="surface-card border-round shadow-1 p-3 flex flex-column gap-3" noValidate aria-busy={form.isSubmitting}>
          {failure && (
            <div role="alert" className="p-3 border-round bg-red-50 text-red-800">
              <strong>{t('shipments.create.error')}:</strong> {failure}
            </div>
          )}
          <div style={FIELD_GRID}>
            <PlaceFields />
            <HeaderFields />
          </div>
          <ShipmentItemsField />
          {form.submitCount > 0 && !form.isValid && !form.isSubmitting && (
            <p role="alert" className="p-error m-0">
              {t('shipments.create.fixErrors')}
            </p>
          )}
          <div className="flex gap-2 justify-content-end">
            <button type="button" className="p-button p-button-text" disabled={form.isSubmitting} onClick={() => form.resetForm()}>
              {t('shipments.create.clear')}
            </button>
            <button type="submit" className="p-button" disabled={form.isSubmitting}>
              <span className={`pi ${form.isSubmitting ? 'pi-spin pi-spinner' : 'pi-send'} mr-2`} aria-hidden="true" />
              {t(form.isSubmitting ? 'shipments.create.submitting' : 'shipments.create.submit')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

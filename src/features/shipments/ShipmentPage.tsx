import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ShipmentDetail } from './detail/ShipmentDetail';
import { ShipmentCreateForm } from './form/ShipmentCreateForm';

/**
 * shipping/create and shipping/detail/{id} share this screen (spec 001 section 2): without an id a new
 * shipment's form, with one the shipment read-only with its invoice number, status and legal next steps.
 */
export default function ShipmentPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const isDetail = Number.isInteger(id) && id > 0;
  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="shipment-title">
      <header className="flex flex-column gap-1">
        <h1 id="shipment-title" className="text-2xl font-semibold m-0">
          {isDetail ? t('shipments.detail.title', { id }) : t('routes.shipmentCreate')}
        </h1>
        {!isDetail && <p className="m-0 text-700">{t('shipments.create.intro')}</p>}
      </header>
      {isDetail ? <ShipmentDetail id={id} /> : <ShipmentCreateForm />}
    </section>
  );
}

import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCreateShipmentMutation } from '../../../api/tags/inventory';
import { useToast } from '../../../shared/ui/ToastProvider';
import { shipmentDetailPath } from '../../../domain/shipments/paths';
import type { ShipmentValues } from './shipmentSchema';

/** Creates the shipment and opens its detail; a refusal rejects, for the page form to show. */
export function useCreateShipment() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [create] = useCreateShipmentMutation();

  return async (values: ShipmentValues) => {
    const created = await create({
      shipmentCreate: {
        format: values.format!,
        originResponsibleId: values.originId!,
        destinationResponsibleId: values.destinationId!,
        cost: values.cost,
        currencyId: values.cost === null ? null : values.currencyId,
        guideNumber: values.guideNumber.trim(),
        courierId: values.courierId!,
        shipmentPriorityId: values.shipmentPriorityId!,
        components: values.components,
        kits: values.kits,
        supplies: values.supplies,
      },
    }).unwrap();
    const shipment = created.data;
    toast({
      severity: 'success',
      summary: t('shipments.create.created', { id: shipment.shipmentId }),
    });
    await navigate(shipmentDetailPath(shipment.shipmentId));
  };
}

import { useTranslation } from 'react-i18next';
import { useModifyShipmentMutation, type ShipmentRead } from '../../../api/tags/inventory';
import { sentVersion } from '../../../shared/forms/conflict/versioned';
import { useToast } from '../../../shared/ui/ToastProvider';
import type { ShipmentHeaderValues } from '../form/shipmentSchema';

/** The shipment's saved header as the form's starting values, with the version its modify sends back. */
export const headerOf = (shipment: ShipmentRead): ShipmentHeaderValues => ({
  cost: shipment.cost,
  currencyId: shipment.currencyId,
  guideNumber: shipment.guideNumber,
  courierId: shipment.courierId,
  shipmentPriorityId: shipment.shipmentPriorityId,
  rowVersion: shipment.rowVersion,
});

/** Saves a modified header and calls onSaved; a refusal rejects, for the page form to show. */
export function useModifyShipment(shipmentId: number, onSaved: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const [modify] = useModifyShipmentMutation();

  return async (values: ShipmentHeaderValues) => {
    await modify({
      shipmentModify: {
        shipmentId,
        cost: values.cost,
        currencyId: values.cost === null ? null : values.currencyId,
        guideNumber: values.guideNumber.trim(),
        courierId: values.courierId!,
        shipmentPriorityId: values.shipmentPriorityId!,
        rowVersion: sentVersion(values),
      },
    }).unwrap();
    toast({
      severity: 'success',
      summary: t('shipments.modify.saved', { id: shipmentId }),
    });
    onSaved();
  };
}

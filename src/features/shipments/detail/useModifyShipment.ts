import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModifyShipmentMutation, type Shipment } from '../../../api/tags/inventory';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useToast } from '../../../shared/ui/ToastProvider';
import type { ShipmentHeaderValues } from '../form/shipmentSchema';

/** The shipment's saved header as the form's starting values. */
export const headerOf = (shipment: Shipment): ShipmentHeaderValues => ({
  cost: shipment.cost,
  currencyId: shipment.currencyId,
  guideNumber: shipment.guideNumber,
  courierId: shipment.courierId,
  shipmentPriorityId: shipment.shipmentPriorityId,
});

/** Saves a modified header; a refusal keeps the form as typed and says why, a success calls onSaved. */
export function useModifyShipment(shipmentId: number, onSaved: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [modify] = useModifyShipmentMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: ShipmentHeaderValues) => {
    setFailure(null);
    const saved = await modify({
      shipmentModify: {
        shipmentId,
        cost: values.cost,
        currencyId: values.cost === null ? null : values.currencyId,
        guideNumber: values.guideNumber.trim(),
        courierId: values.courierId!,
        shipmentPriorityId: values.shipmentPriorityId!,
      },
    });
    if ('error' in saved) return setFailure(errorMessage(saved.error));
    toast({
      severity: 'success',
      summary: t('shipments.modify.saved', { id: shipmentId }),
    });
    onSaved();
  };

  return { submit, failure };
}

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCreateShipmentMutation } from '../../../api/tags/inventory';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useToast } from '../../../shared/ui/ToastProvider';
import { shipmentDetailPath } from '../../../domain/shipments/paths';
import type { ShipmentValues } from './shipmentSchema';

/** Creates the shipment and opens its detail; a refusal keeps the form as typed and says why. */
export function useCreateShipment() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [create] = useCreateShipmentMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: ShipmentValues) => {
    setFailure(null);
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
    });
    if ('error' in created) {
      const reason = errorMessage(created.error);
      setFailure(reason);
      toast({
        severity: 'error',
        summary: t('shipments.create.error'),
        detail: reason,
      });
      return;
    }
    const shipment = created.data.data;
    toast({
      severity: 'success',
      summary: t('shipments.create.created', { id: shipment.shipmentId }),
    });
    await navigate(shipmentDetailPath(shipment.shipmentId));
  };

  return { submit, failure };
}

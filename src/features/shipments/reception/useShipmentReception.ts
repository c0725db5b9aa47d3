import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterShipmentReceiptMutation } from '../../../api/tags/inventory';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useToast } from '../../../shared/ui/ToastProvider';

/**
 * Registers accept or reject decisions (spec 001 section 8): none to send says "no configuration items
 * to accept or reject"; a refusal says "shipment receipt not registered correctly" with the service's
 * reason; success says "shipment accepted, rejected or updated".
 */
export function useShipmentReception(shipmentId: number) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [register, state] = useRegisterShipmentReceiptMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const decide = async (articleIds: number[], accepted: boolean) => {
    if (!articleIds.length) {
      setProblem(t('shipments.reception.nothingToDecide'));
      return false;
    }
    setProblem(null);
    const result = await register({
      shipmentReceiptRequest: {
        shipmentId,
        items: articleIds.map((articleShipmentId) => ({
          articleShipmentId,
          accepted,
        })),
      },
    });
    if ('error' in result) {
      setProblem(`${t('shipments.reception.failed')}: ${errorMessage(result.error)}`);
      return false;
    }
    toast({ severity: 'success', summary: t('shipments.reception.done') });
    return true;
  };

  return { decide, busy: state.isLoading, problem };
}

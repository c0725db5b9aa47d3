import { useTranslation } from 'react-i18next';
import {
  useCancelShipmentMutation,
  useConfirmShipmentMutation,
  useReceiveShipmentMutation,
  useSetShipmentOnProcessMutation,
  useSetShipmentReadyToShipMutation,
  type Shipment,
} from '../../../api/tags/inventory';
import { useToast } from '../../../shared/ui/ToastProvider';
import { legalSteps, STEP_RULES, type ShipmentStep } from '../../../domain/shipments/stateMachine';

/** Steps run from the detail with one confirmation; modify edits in place, register has its own screen (the reception). */
export type DetailStep = Exclude<ShipmentStep, 'modify' | 'register'>;

/**
 * The next steps the state machine allows from the shipment's status, on the sides the caller acts for
 * (the origin prepares and sends, the destination receives), and how to run one.
 */
export function useShipmentSteps(shipment: Shipment) {
  const { t } = useTranslation();
  const toast = useToast();
  const mutations: Record<DetailStep, ReturnType<typeof useConfirmShipmentMutation>[0]> = {
    confirm: useConfirmShipmentMutation()[0],
    onProcess: useSetShipmentOnProcessMutation()[0],
    readyToShip: useSetShipmentReadyToShipMutation()[0],
    receipt: useReceiveShipmentMutation()[0],
    cancel: useCancelShipmentMutation()[0],
  };
  const onSide = (step: ShipmentStep) => (STEP_RULES[step].side === 'origin' ? shipment.userActsForOrigin : shipment.userActsForDestination);
  const allowed = legalSteps(shipment.shipmentStateId).filter(onSide);
  const steps = allowed.filter((step): step is DetailStep => step !== 'modify' && step !== 'register');

  const run = async (step: DetailStep) => {
    await mutations[step]({
      shipmentStepRequest: { shipmentId: shipment.shipmentId },
    }).unwrap();
    toast({ severity: 'success', summary: t('shipments.toasts.updated') });
  };

  return { steps, canModify: allowed.includes('modify'), canRegister: allowed.includes('register'), run };
}

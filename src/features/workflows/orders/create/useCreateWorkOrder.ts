import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCreateWorkFlowOrderMutation } from '../../../../api/tags/ticket';
import { useToast } from '../../../../shared/ui/ToastProvider';
import { workOrderDetailPath } from '../../../../domain/workflows/paths/workOrderDetailPath';
import type { CreateWorkOrderValues } from './createWorkOrderSchema';

/**
 * Creates the order and opens its detail. A refused request (409 with the spec's reason: location not of
 * the client, no enabling-service flows for the type, workflow without stages) rejects, for the page
 * form to show while it keeps what was typed.
 */
export function useCreateWorkOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [createOrder] = useCreateWorkFlowOrderMutation();

  return async (values: CreateWorkOrderValues) => {
    const created = await createOrder({
      workFlowOrderCreateRequest: {
        clientId: values.clientId!,
        workFlowTypeId: values.workFlowTypeId!,
        workFlowId: values.workFlowId!,
        locationId: values.locationId!,
        description: values.description || null,
      },
    }).unwrap();
    const order = created.data;
    toast({ severity: 'success', summary: t('workOrders.create.created', { key: order.workFlowOrderKey }) });
    await navigate(workOrderDetailPath(order.id));
  };
}

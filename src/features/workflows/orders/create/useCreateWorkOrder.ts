import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCreateWorkFlowOrderMutation } from '../../../../api/tags/ticket';
import { useApiErrorMessage } from '../../../../core/errors/useApiErrorMessage';
import { useToast } from '../../../../shared/ui/ToastProvider';
import { workOrderDetailPath } from '../../../../domain/workflows/paths/workOrderDetailPath';
import type { CreateWorkOrderValues } from './createWorkOrderSchema';

/**
 * Creates the order and opens its detail. A refused request (409 with the spec's reason: location not of
 * the client, no enabling-service flows for the type, workflow without stages) keeps the form as it was
 * and keeps the server's reason to show.
 */
export function useCreateWorkOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [createOrder] = useCreateWorkFlowOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: CreateWorkOrderValues) => {
    setFailure(null);
    const created = await createOrder({
      workFlowOrderCreateRequest: {
        clientId: values.clientId!,
        workFlowTypeId: values.workFlowTypeId!,
        workFlowId: values.workFlowId!,
        locationId: values.locationId!,
        description: values.description || null,
      },
    });
    if ('error' in created) {
      const reason = errorMessage(created.error);
      setFailure(reason);
      toast({ severity: 'error', summary: t('workOrders.create.error'), detail: reason });
      return;
    }
    const order = created.data.data;
    toast({ severity: 'success', summary: t('workOrders.create.created', { key: order.workFlowOrderKey }) });
    await navigate(workOrderDetailPath(order.id));
  };

  return { submit, failure };
}

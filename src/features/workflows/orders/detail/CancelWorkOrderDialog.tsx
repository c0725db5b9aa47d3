import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { type WorkFlowOrder, useCancelWorkFlowOrderMutation } from '../../../../api/tags/ticket';
import { TextAreaInput } from '../../../../shared/forms/fields';
import { FormDialog } from '../../../../shared/ui/dialogs/FormDialog';
import { useToast } from '../../../../shared/ui/ToastProvider';
import { commentRule } from '../../../../shared/validation/commentSchema';
import { LIMITS } from '../../../../shared/validation/limits';

/** Why the order is cancelled (ticket.yaml WorkFlowOrderCancelRequest): required, at most 500, no leading blank. */
const reasonSchema = yup.object({ reason: commentRule({ max: LIMITS.workOrders.cancelReasonMax }) });

/**
 * Asks for the reason before cancelling the order and its open tickets. A refused request keeps the
 * dialog open with the reason typed and the server's message.
 */
export function CancelWorkOrderDialog({ order, onClose }: { order: WorkFlowOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [cancelOrder] = useCancelWorkFlowOrderMutation();

  const cancel = async ({ reason }: { reason: string }) => {
    await cancelOrder({ workFlowOrderId: order.id, workFlowOrderCancelRequest: { reason } }).unwrap();
    toast({ severity: 'success', summary: t('workOrders.cancel.done', { key: order.workFlowOrderKey }) });
  };

  return (
    <FormDialog
      header={t('workOrders.cancel.title', { key: order.workFlowOrderKey })}
      initialValues={{ reason: '' }}
      schema={reasonSchema}
      onSubmit={cancel}
      onHide={onClose}
      intro={<p className="m-0">{t('workOrders.cancel.question')}</p>}
      cancelLabel={t('workOrders.cancel.back')}
      submitLabel={t('workOrders.cancel.confirm')}
      submitIcon="pi pi-ban"
      danger
      failureTitle={t('workOrders.cancel.error')}
      width="34rem"
    >
      <TextAreaInput name="reason" label={t('workOrders.cancel.reason')} required max={LIMITS.workOrders.cancelReasonMax} />
    </FormDialog>
  );
}

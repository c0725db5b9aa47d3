import { useId } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { type WorkFlowOrder, useCancelWorkFlowOrderMutation } from '../../../../api/tags/ticket';
import { useApiErrorMessage } from '../../../../core/errors/useApiErrorMessage';
import { TextAreaField } from '../../../../shared/ui/TextAreaField';
import { useToast } from '../../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../../shared/validation/limits';

/** Why the order is cancelled (ticket.yaml WorkFlowOrderCancelRequest): required, at most 500, no leading blank. */
const reasonSchema = yup.object({
  reason: yup
    .string()
    .default('')
    .required('validation.required')
    .max(LIMITS.workOrders.cancelReasonMax, 'validation.maxLength')
    .matches(/^\S/, { message: 'validation.noLeadingBlank', excludeEmptyString: true }),
});

/**
 * Asks for the reason before cancelling the order and its open tickets. A refused request keeps the
 * dialog open with the reason typed and the server's message.
 */
export function CancelWorkOrderDialog({ order, onClose }: { order: WorkFlowOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [cancelOrder, state] = useCancelWorkFlowOrderMutation();
  const form = useFormik({
    initialValues: { reason: '' },
    validationSchema: reasonSchema,
    onSubmit: async ({ reason }) => {
      const result = await cancelOrder({ workFlowOrderId: order.id, workFlowOrderCancelRequest: { reason } });
      if ('error' in result) return;
      toast({ severity: 'success', summary: t('workOrders.cancel.done', { key: order.workFlowOrderKey }) });
      onClose();
    },
  });
  const reasonError = (form.touched.reason || form.submitCount > 0) && form.errors.reason ? t(form.errors.reason, { max: LIMITS.workOrders.cancelReasonMax }) : null;

  return (
    <Dialog
      visible
      header={t('workOrders.cancel.title', { key: order.workFlowOrderKey })}
      onHide={onClose}
      closable={!form.isSubmitting}
      style={{ width: 'min(34rem, 95vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button type="button" label={t('workOrders.cancel.back')} outlined severity="secondary" disabled={form.isSubmitting} onClick={onClose} />
          <Button
            type="submit"
            form={`${reasonId}-form`}
            label={t('workOrders.cancel.confirm')}
            icon={form.isSubmitting ? 'pi pi-spin pi-spinner' : 'pi pi-ban'}
            severity="danger"
            disabled={form.isSubmitting}
          />
        </div>
      }
    >
      <form id={`${reasonId}-form`} noValidate onSubmit={form.handleSubmit} className="flex flex-column gap-2">
        <p className="mt-0">{t('workOrders.cancel.question')}</p>
        <TextAreaField
          id={reasonId}
          name="reason"
          label={`${t('workOrders.cancel.reason')} *`}
          value={form.values.reason}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={reasonError}
          required
          rows={4}
          max={LIMITS.workOrders.cancelReasonMax}
        />
        {state.error && (
          <p role="alert" className="m-0 p-2 border-round bg-red-50 text-red-800">
            {t('workOrders.cancel.error')}: {errorMessage(state.error)}
          </p>
        )}
      </form>
    </Dialog>
  );
}

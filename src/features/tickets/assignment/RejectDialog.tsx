import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { TextAreaInput } from '../../../shared/forms/fields';
import { FormikDialog } from '../../../shared/ui/dialogs/FormDialog';
import { commentRule } from '../../../shared/validation/commentSchema';
import { LIMITS } from '../../../shared/validation/limits';

interface RejectDialogProps {
  ticketIds: number[];
  busy: boolean;
  onReject: (comment: string) => void;
  onClose: () => void;
}

const schema = yup.object({ comment: commentRule() });

/** Rejecting an assignment gives the ticket back to dispatch and needs the reason (ticket.yaml rejectTicketAssignation). */
export function RejectDialog({ ticketIds, busy, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  // The panel sends the rejections (busy meanwhile) and closes the dialog once one went through.
  const form = useFormik({ initialValues: { comment: '' }, validationSchema: schema, onSubmit: async ({ comment }) => onReject(comment) });
  return (
    <FormikDialog
      form={form}
      busy={busy}
      header={ticketIds.length === 1 ? t('ticketAssignment.mine.rejectOne', { id: ticketIds[0] }) : t('ticketAssignment.mine.rejectMany', { count: ticketIds.length })}
      onHide={onClose}
      intro={<p className="m-0">{t('ticketAssignment.mine.rejectHint')}</p>}
      submitLabel={t('ticketAssignment.mine.reject')}
      submitIcon="pi pi-times"
      danger
      width="520px"
    >
      <TextAreaInput name="comment" label={t('ticketAssignment.mine.rejectReason')} required max={LIMITS.textAreaMax} />
    </FormikDialog>
  );
}

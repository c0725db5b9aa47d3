import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { TextAreaInput } from '../../../shared/forms/fields';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { commentRule } from '../../../shared/validation/commentSchema';
import { LIMITS } from '../../../shared/validation/limits';

const schema = yup.object({ reason: commentRule({ max: LIMITS.changes.rejectReasonMax }) });

/** An approver's rejection: the reason is required (it goes back to the change's author). */
export function RejectDialog({ onReject, onHide }: { onReject: (reason: string) => Promise<unknown>; onHide: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      header={t('changes.approvals.rejectTitle')}
      initialValues={{ reason: '' }}
      schema={schema}
      onSubmit={(values: { reason: string }) => onReject(values.reason.trim())}
      onHide={onHide}
      submitLabel={t('changes.approvals.reject')}
      danger
      failureTitle={t('changes.approvals.failed')}
    >
      <TextAreaInput name="reason" label={t('changes.approvals.rejectReason')} max={LIMITS.changes.rejectReasonMax} required />
    </FormDialog>
  );
}

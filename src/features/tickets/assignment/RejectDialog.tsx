import { useId, useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { commentProblem } from './commentRule';

interface RejectDialogProps {
  ticketIds: number[];
  busy: boolean;
  onReject: (comment: string) => void;
  onClose: () => void;
}

/** Rejecting an assignment gives the ticket back to dispatch and needs the reason (ticket.yaml rejectTicketAssignation). */
export function RejectDialog({ ticketIds, busy, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = commentProblem(comment);
  const error = checked && problem ? t(problem) : null;

  const confirm = () => {
    setChecked(true);
    if (!problem) onReject(comment);
  };

  return (
    <Dialog
      header={ticketIds.length === 1 ? t('ticketAssignment.mine.rejectOne', { id: ticketIds[0] }) : t('ticketAssignment.mine.rejectMany', { count: ticketIds.length })}
      visible
      onHide={onClose}
      style={{ width: 'min(520px, 95vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <button type="button" className="p-button p-button-text" onClick={onClose} disabled={busy}>
            {t('dialog.cancel')}
          </button>
          <button type="button" className="p-button p-button-danger" onClick={confirm} disabled={busy}>
            <span className={`pi ${busy ? 'pi-spin pi-spinner' : 'pi-times'} mr-2`} aria-hidden="true" />
            {t('ticketAssignment.mine.reject')}
          </button>
        </div>
      }
    >
      <p className="mt-0">{t('ticketAssignment.mine.rejectHint')}</p>
      <TextAreaField
        id={id}
        name="comment"
        label={
          <>
            {t('ticketAssignment.mine.rejectReason')} <span aria-hidden="true">*</span>
          </>
        }
        required
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        onBlur={() => setChecked(true)}
        error={error}
      />
    </Dialog>
  );
}

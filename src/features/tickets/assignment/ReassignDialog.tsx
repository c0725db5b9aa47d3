import { useId, useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useGetAssignableTaskForcesByTicketsQuery, useReassignTicketMutation, type TicketListRow } from '../../../api/tags/ticket';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { commentProblem } from './commentRule';
import { useTicketBatch } from './useTicketBatch';

/**
 * Gives the selected tickets to another task force, among those that serve every ticket's client
 * (getAssignableTaskForcesByTickets), with the reason; each ticket goes back to 3 Pending confirmation
 * for the new engineer (reassignTicket).
 */
export function ReassignDialog({ tickets, onClose }: { tickets: TicketListRow[]; onClose: () => void }) {
  const { t } = useTranslation();
  const ids = { engineer: useId(), comment: useId() };
  const errorMessage = useApiErrorMessage();
  const ticketIds = tickets.map((row) => row.ticketId);
  const taskForces = useGetAssignableTaskForcesByTicketsQuery({ ticketIdsRequest: { ticketIds } });
  const [reassign] = useReassignTicketMutation();
  const batch = useTicketBatch();
  const [engineerId, setEngineerId] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);

  const current = [...new Set(tickets.map((row) => row.assignedEngineerFullName).filter(Boolean))].join(', ') || t('ticketAssignment.reassign.nobody');
  const options = (taskForces.data?.data ?? []).map((f) => ({ value: f.userId, label: f.fullName }));
  const engineerError = checked && engineerId === null ? t('validation.required') : null;
  const commentKey = commentProblem(comment);
  const commentError = checked && commentKey ? t(commentKey) : null;

  const confirm = async () => {
    setChecked(true);
    if (engineerId === null || commentKey) return;
    const name = options.find((o) => o.value === engineerId)?.label ?? '';
    const done = await batch.run(ticketIds, (ticketId) => reassign({ ticketReassignRequest: { ticketId, engineerId, comment } }), {
      done: 'ticketAssignment.reassign.done',
      failed: 'ticketAssignment.reassign.failed',
      values: { name },
    });
    // When every ticket was refused the dialog stays, with what was chosen, so the operator can retry.
    if (done > 0) onClose();
  };

  return (
    <Dialog
      header={ticketIds.length === 1 ? t('ticketAssignment.reassign.titleOne', { id: ticketIds[0] }) : t('ticketAssignment.reassign.titleMany', { count: ticketIds.length })}
      visible
      onHide={onClose}
      style={{ width: 'min(560px, 95vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <button type="button" className="p-button p-button-text" onClick={onClose} disabled={batch.running}>
            {t('dialog.cancel')}
          </button>
          <button type="button" className="p-button" onClick={() => void confirm()} disabled={batch.running}>
            <span className={`pi ${batch.running ? 'pi-spin pi-spinner' : 'pi-user-edit'} mr-2`} aria-hidden="true" />
            {t('ticketAssignment.reassign.confirm')}
          </button>
        </div>
      }
    >
      <div className="flex flex-column gap-3">
        <p className="m-0">
          <span className="text-600">{t('ticketAssignment.reassign.current')}:</span> <span className="font-medium">{current}</span>
        </p>
        <div className="flex flex-column gap-1">
          <label htmlFor={ids.engineer} className="font-medium">
            {t('ticketAssignment.reassign.newTaskForce')} <span aria-hidden="true">*</span>
          </label>
          <Dropdown
            inputId={ids.engineer}
            value={engineerId}
            options={options}
            onChange={(e) => setEngineerId(e.value as number)}
            filter
            loading={taskForces.isLoading}
            placeholder={t('ticketAssignment.reassign.chooseTaskForce')}
            emptyMessage={taskForces.error ? errorMessage(taskForces.error) : t('ticketAssignment.reassign.noTaskForces')}
            className={`w-full ${engineerError ? 'p-invalid' : ''}`}
            aria-required="true"
            aria-invalid={Boolean(engineerError)}
            aria-describedby={engineerError ? `${ids.engineer}-error` : undefined}
          />
          {taskForces.error && <small role="alert" className="p-error">{errorMessage(taskForces.error)}</small>}
          {engineerError && (
            <small id={`${ids.engineer}-error`} className="p-error">
              {engineerError}
            </small>
          )}
        </div>
        <TextAreaField
          id={ids.comment}
          name="comment"
          label={
            <>
              {t('ticketAssignment.reassign.reason')} <span aria-hidden="true">*</span>
            </>
          }
          required
          rows={4}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          onBlur={() => setChecked(true)}
          error={commentError}
        />
      </div>
    </Dialog>
  );
}

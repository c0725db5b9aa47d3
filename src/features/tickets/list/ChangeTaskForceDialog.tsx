import { useId, useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useAssignTicketsTaskForceMutation, useGetAssignableTaskForcesByTicketsQuery } from '../../../api/tags/ticket';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useToast } from '../../../shared/ui/ToastProvider';

/** Assigns the selected tickets to one task force among those assignable to all of them. */
export function ChangeTaskForceDialog({ ticketIds, onClose }: { ticketIds: number[]; onClose: (assigned: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [engineerId, setEngineerId] = useState<number | null>(null);
  const taskForces = useGetAssignableTaskForcesByTicketsQuery({ ticketIdsRequest: { ticketIds } });
  const [assign, { isLoading }] = useAssignTicketsTaskForceMutation();
  const options = (taskForces.data?.data ?? []).map((f) => ({ label: f.fullName, value: f.userId }));

  const submit = async () => {
    if (engineerId === null) return;
    const result = await assign({ ticketAssignTaskForceRequest: { ticketIds, engineerId } });
    if ('error' in result) {
      toast({ severity: 'error', summary: errorMessage(result.error) });
      return;
    }
    const failed = result.data.data.filter((r) => r.error);
    for (const f of failed) toast({ severity: 'warn', summary: t('tickets.ticketNotUpdated', { id: f.ticketId }), detail: f.message ?? undefined });
    if (failed.length < ticketIds.length) toast({ severity: 'success', summary: t('tickets.taskForceAssigned') });
    onClose(true);
  };

  return (
    <Dialog
      header={t('tickets.changeTaskForce')}
      visible
      onHide={() => onClose(false)}
      style={{ width: 'min(460px, 95vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <button type="button" className="p-button p-button-text" onClick={() => onClose(false)}>{t('dialog.cancel')}</button>
          <button type="button" className="p-button" disabled={engineerId === null || isLoading} onClick={() => void submit()}>
            {t('tickets.assign')}
          </button>
        </div>
      }
    >
      <p className="mt-0">{t('tickets.selectedCount', { count: ticketIds.length })}</p>
      <label htmlFor={id} className="block font-medium mb-2">{t('tickets.taskForce')}</label>
      <Dropdown
        inputId={id}
        value={engineerId}
        options={options}
        onChange={(e) => setEngineerId(e.value as number)}
        filter
        loading={taskForces.isLoading}
        emptyMessage={taskForces.error ? errorMessage(taskForces.error) : t('tickets.noTaskForces')}
        placeholder={t('tickets.chooseTaskForce')}
        className="w-full"
      />
    </Dialog>
  );
}

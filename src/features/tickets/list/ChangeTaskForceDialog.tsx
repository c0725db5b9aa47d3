import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { useAssignTicketsTaskForceMutation, useGetAssignableTaskForcesByTicketsQuery } from '../../../api/tags/ticket';
import { ChoiceInput } from '../../../shared/forms/fields';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { useToast } from '../../../shared/ui/ToastProvider';
import { required } from '../../../shared/validation/rules';

const schema = yup.object({ engineerId: yup.number().nullable().test(required()) });

/** Assigns the selected tickets to one task force among those assignable to all of them. */
export function ChangeTaskForceDialog({ ticketIds, onClose }: { ticketIds: number[]; onClose: (assigned: boolean) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const taskForces = useGetAssignableTaskForcesByTicketsQuery({ ticketIdsRequest: { ticketIds } });
  const [assign] = useAssignTicketsTaskForceMutation();
  const options = (taskForces.data?.data ?? []).map((f) => ({ label: f.fullName, value: f.userId }));

  // A refused request stays in the dialog; tickets refused one by one are named in toasts.
  const submit = async ({ engineerId }: { engineerId: number | null }) => {
    const result = await assign({ ticketAssignTaskForceRequest: { ticketIds, engineerId: engineerId! } }).unwrap();
    const failed = result.data.filter((r) => r.error);
    for (const f of failed) toast({ severity: 'warn', summary: t('tickets.ticketNotUpdated', { id: f.ticketId }), detail: f.message ?? undefined });
    if (failed.length < ticketIds.length) toast({ severity: 'success', summary: t('tickets.taskForceAssigned') });
  };

  return (
    <FormDialog<{ engineerId: number | null }>
      header={t('tickets.changeTaskForce')}
      initialValues={{ engineerId: null }}
      schema={schema}
      onSubmit={submit}
      onSaved={() => onClose(true)}
      onHide={() => onClose(false)}
      intro={<p className="m-0">{t('tickets.selectedCount', { count: ticketIds.length })}</p>}
      submitLabel={t('tickets.assign')}
      width="460px"
    >
      <ChoiceInput
        name="engineerId"
        label={t('tickets.taskForce')}
        required
        source={{ options, loading: taskForces.isLoading, error: taskForces.error }}
        placeholder={t('tickets.chooseTaskForce')}
        emptyMessage={t('tickets.noTaskForces')}
      />
    </FormDialog>
  );
}

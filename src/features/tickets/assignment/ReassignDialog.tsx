import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { useGetAssignableTaskForcesByTicketsQuery, useReassignTicketMutation, type TicketListRow } from '../../../api/tags/ticket';
import { ChoiceInput, TextAreaInput } from '../../../shared/forms/fields';
import { FormikDialog } from '../../../shared/ui/dialogs/FormDialog';
import { commentRule } from '../../../shared/validation/commentSchema';
import { LIMITS } from '../../../shared/validation/limits';
import { required } from '../../../shared/validation/rules';
import { useTicketBatch } from './useTicketBatch';

interface ReassignValues {
  engineerId: number | null;
  comment: string;
}

const schema = yup.object({ engineerId: yup.number().nullable().test(required()), comment: commentRule() });

/**
 * Gives the selected tickets to another task force, among those that serve every ticket's client
 * (getAssignableTaskForcesByTickets), with the reason; each ticket goes back to 3 Pending confirmation
 * for the new engineer (reassignTicket).
 */
export function ReassignDialog({ tickets, onClose }: { tickets: TicketListRow[]; onClose: () => void }) {
  const { t } = useTranslation();
  const ticketIds = tickets.map((row) => row.ticketId);
  const taskForces = useGetAssignableTaskForcesByTicketsQuery({ ticketIdsRequest: { ticketIds } });
  const [reassign] = useReassignTicketMutation();
  const batch = useTicketBatch();
  const options = (taskForces.data?.data ?? []).map((f) => ({ value: f.userId, label: f.fullName }));
  const current = [...new Set(tickets.map((row) => row.assignedEngineerFullName).filter(Boolean))].join(', ') || t('ticketAssignment.reassign.nobody');

  const form = useFormik<ReassignValues>({
    initialValues: { engineerId: null, comment: '' },
    validationSchema: schema,
    onSubmit: async ({ engineerId, comment }) => {
      const name = options.find((o) => o.value === engineerId)?.label ?? '';
      const done = await batch.run(ticketIds, (ticketId) => reassign({ ticketReassignRequest: { ticketId, engineerId: engineerId!, comment } }), {
        done: 'ticketAssignment.reassign.done',
        failed: 'ticketAssignment.reassign.failed',
        values: { name },
      });
      // When every ticket was refused (each reason in a toast) the dialog stays, with what was chosen, for another try.
      if (done > 0) onClose();
    },
  });

  return (
    <FormikDialog
      form={form}
      header={ticketIds.length === 1 ? t('ticketAssignment.reassign.titleOne', { id: ticketIds[0] }) : t('ticketAssignment.reassign.titleMany', { count: ticketIds.length })}
      onHide={onClose}
      intro={
        <p className="m-0">
          <span className="text-600">{t('ticketAssignment.reassign.current')}:</span> <span className="font-medium">{current}</span>
        </p>
      }
      submitLabel={t('ticketAssignment.reassign.confirm')}
      submitIcon="pi pi-user-edit"
      width="560px"
    >
      <ChoiceInput
        name="engineerId"
        label={t('ticketAssignment.reassign.newTaskForce')}
        required
        source={{ options, loading: taskForces.isLoading, error: taskForces.error }}
        placeholder={t('ticketAssignment.reassign.chooseTaskForce')}
        emptyMessage={t('ticketAssignment.reassign.noTaskForces')}
      />
      <TextAreaInput name="comment" label={t('ticketAssignment.reassign.reason')} required max={LIMITS.textAreaMax} />
    </FormikDialog>
  );
}

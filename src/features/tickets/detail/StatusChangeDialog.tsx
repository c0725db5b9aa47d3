import { useId, useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useGetSystemGroupsQuery, useGetSystemGroupUsersQuery } from '../../../api/tags/security';
import { useGetAssignableTaskForcesByTicketsQuery, type TicketDetail, type TicketStatusListItem } from '../../../api/tags/ticket';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useAccessList } from '../../../auth/useAccessList';
import { FormikDialog } from '../../../shared/ui/dialogs/FormDialog';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { useToast } from '../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../shared/validation/limits';
import { ChoiceInput, TextAreaInput } from '../../../shared/forms/fields';
import { statusChangeSchema, type StatusChangeValues } from './statusChangeSchema';
import { StatusChoiceField } from './StatusChoiceField';
import { LAUNCH_SERVICE_TYPE, toStatusRequest, type StatusPlan } from '../../../domain/tickets/status/statusOperations';
import { TicketNotUpdatedError, useStatusChange } from './useStatusChange';
import { useStatusColors } from '../../../domain/tickets/status/useStatusColors';
import { useStatusName } from '../../../domain/tickets/status/useStatusNames';
import { orEmpty } from '../../../shared/format/emptyValue';

/** Permissions behind the pickers (contracts' x-permissions and spec 000 section 6). */
const ASSIGN = ['TicketAssign', 'TicketReassign'];
const REMOTE_ASSIGNATION = ['TicketRemoteAssignation'];
const GROUP_LIST = ['GroupsSearch', 'UsersCreate', 'UsersUpdate'];
const GROUP_MEMBERS = ['GroupsSearch', 'GroupsUpdate'];
/** Engineer groups are small; one page holds every member. */
const MEMBERS_PAGE_SIZE = 1000;

interface Props {
  id: string;
  ticket: TicketDetail;
  target: TicketStatusListItem;
  plan: Extract<StatusPlan, { available: true }>;
  onClose: (updated: boolean) => void;
}

/**
 * The status-change dialog (spec 000 sections 2 and 4): the ticket's details, a comment (required where
 * the target demands one), for Pending Confirmation the group and assignee pickers and remote
 * attention (forced on for service type 32), and the reason or warehouse where the target needs one. A refused change keeps what was typed and shows why.
 */
export function StatusChangeDialog({ id, ticket, target, plan, onClose }: Props) {
  const { t } = useTranslation();
  const remoteId = useId();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const access = useAccessList();
  const colorOf = useStatusColors();
  const statusName = useStatusName();
  const { send } = useStatusChange();
  const [submitError, setSubmitError] = useState<string | null>(null);

  const launch = ticket.ticketServiceTypeId === LAUNCH_SERVICE_TYPE;
  const assignment = plan.needsAssignment;
  const canAssign = access.can(ASSIGN);
  const canRemote = launch || access.can(REMOTE_ASSIGNATION);
  const canGroup = access.can(GROUP_LIST) && access.can(GROUP_MEMBERS);

  const form = useFormik<StatusChangeValues>({
    initialValues: { comment: '', groupId: null, engineerId: null, remote: launch, choiceId: null },
    validationSchema: statusChangeSchema({ commentRequired: plan.commentRequired, needsAssignment: assignment, needsChoice: plan.choice !== undefined }),
    onSubmit: async (values) => {
      setSubmitError(null);
      try {
        await send(toStatusRequest(plan, { ticketId: ticket.ticketId, ...values }, launch));
      } catch (error) {
        setSubmitError(error instanceof TicketNotUpdatedError ? error.message || t('errors.requestFailed') : errorMessage(error));
        return;
      }
      toast({ severity: 'success', summary: t('ticketDetail.statusDialog.updated', { id: ticket.ticketId }) });
      onClose(true);
    },
  });

  const taskForces = useGetAssignableTaskForcesByTicketsQuery({ ticketIdsRequest: { ticketIds: [ticket.ticketId] } }, { skip: !assignment || !canAssign });
  const groups = useGetSystemGroupsQuery({ engineerOnly: true }, { skip: !assignment || !canGroup });
  const { groupId } = form.values;
  const members = useGetSystemGroupUsersQuery({ id: groupId ?? 0, pageNumber: 1, pageSize: MEMBERS_PAGE_SIZE }, { skip: groupId === null });
  const engineerOptions = useMemo(() => {
    const inGroup = groupId === null ? null : new Set((members.data?.data.items ?? []).map((m) => m.userId));
    return (taskForces.data?.data ?? []).filter((f) => inGroup === null || inGroup.has(f.userId)).map((f) => ({ value: f.userId, label: f.fullName }));
  }, [taskForces.data, members.data, groupId]);

  // The pending-by-warehouse request calls its comment "observations" (spec 000 section 4).
  const commentLabel = plan.operation === 'updateTicketToPendingWarehouse' ? 'ticketDetail.statusDialog.observations' : 'ticketDetail.statusDialog.comment';

  const details: [label: string, value: string | null][] = [
    [t('ticketDetail.fields.ticketId'), String(ticket.ticketId)],
    [t('ticketDetail.fields.client'), ticket.ticketClientName],
    [t('ticketDetail.fields.service'), ticket.ticketServiceName],
    [t('ticketDetail.fields.location'), ticket.ticketLocationName],
    [t('ticketDetail.fields.engineer'), ticket.ticketAssignedEngineerFullName],
  ];

  return (
    <FormikDialog
      id={id}
      form={form}
      failure={submitError}
      header={t('ticketDetail.statusDialog.title', { id: ticket.ticketId })}
      onHide={() => onClose(false)}
      submitLabel={t('dialog.accept')}
      width="620px"
    >
      <dl className="grid m-0">
        {details.map(([label, value]) => (
          <div key={label} className="col-12 sm:col-6 flex flex-column gap-1">
            <dt className="text-600 text-sm">{label}</dt>
            <dd className="m-0 font-medium">{orEmpty(value)}</dd>
          </div>
        ))}
        <div className="col-12 flex flex-column gap-1">
          <dt className="text-600 text-sm">{t('ticketDetail.statusDialog.change')}</dt>
          <dd className="m-0 flex align-items-center gap-2 flex-wrap">
            <StatusChip name={statusName(ticket.ticketStatusId, ticket.ticketStatusName)} hexColor={colorOf(ticket.ticketStatusId, ticket.ticketStatusColor)} />
            <span className="pi pi-arrow-right" aria-hidden="true" />
            <span className="p-hidden-accessible">{t('ticketDetail.statusDialog.to')}</span>
            <StatusChip name={statusName(target.id, target.name)} hexColor={colorOf(target.id, target.hexColor)} />
          </dd>
        </div>
      </dl>

      {assignment && (
        <fieldset className="border-1 surface-border border-round p-3 flex flex-column gap-3 m-0">
          <legend className="font-medium px-1">{t('ticketDetail.statusDialog.assignment')}</legend>
          {canGroup && (
            <ChoiceInput
              name="groupId"
              label={t('ticketDetail.statusDialog.group')}
              source={{ options: (groups.data?.data ?? []).map((g) => ({ value: g.id, label: g.name })), loading: groups.isLoading, error: groups.error }}
              clearable
              placeholder={t('ticketDetail.statusDialog.anyGroup')}
              emptyMessage={t('ticketDetail.statusDialog.noGroups')}
              onPicked={() => void form.setFieldValue('engineerId', null)}
            />
          )}
          <ChoiceInput
            name="engineerId"
            label={t('ticketDetail.statusDialog.engineer')}
            source={{ options: engineerOptions, loading: taskForces.isLoading || members.isFetching, error: taskForces.error ?? members.error }}
            clearable
            disabled={!canAssign}
            hint={canAssign ? undefined : t('ticketDetail.statusDialog.cannotAssign')}
            placeholder={t('ticketDetail.statusDialog.chooseEngineer')}
            emptyMessage={t('ticketDetail.statusDialog.noEngineers')}
          />
          <div className="flex flex-column gap-1">
            <div className="flex align-items-center gap-2">
              <input
                id={remoteId}
                type="checkbox"
                className="w-1rem h-1rem"
                checked={form.values.remote}
                disabled={launch || !canRemote}
                onChange={(e) => {
                  void form.setFieldValue('remote', e.target.checked);
                  void form.setFieldTouched('engineerId', true, false);
                }}
                aria-describedby={launch || !canRemote ? `${remoteId}-hint` : undefined}
              />
              <label htmlFor={remoteId}>{t('ticketDetail.statusDialog.remote')}</label>
            </div>
            {launch && <small id={`${remoteId}-hint`} className="text-600">{t('ticketDetail.statusDialog.remoteForced')}</small>}
            {!launch && !canRemote && <small id={`${remoteId}-hint`} className="text-600">{t('ticketDetail.statusDialog.cannotRemote')}</small>}
          </div>
        </fieldset>
      )}

      {plan.choice && (
        <StatusChoiceField choice={plan.choice} targetStatusId={target.id} />
      )}

      <TextAreaInput
        name="comment"
        label={plan.commentRequired ? t(commentLabel) : `${t(commentLabel)} ${t('ticketDetail.optional')}`}
        required={plan.commentRequired}
        max={LIMITS.textAreaMax}
      />
    </FormikDialog>
  );
}

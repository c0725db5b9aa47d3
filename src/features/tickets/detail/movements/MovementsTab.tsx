import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCatalogTicketStatusesQuery } from '../../../../api/tags/catalog';
import {
  type TicketDetail,
  useInstallTicketComponentsMutation,
  useRetireTicketComponentsMutation,
  useSubstituteTicketComponentsMutation,
} from '../../../../api/tags/ticket';
import { useApiErrorMessage } from '../../../../core/errors/useApiErrorMessage';
import { useAccessList } from '../../../../auth/useAccessList';
import { useToast } from '../../../../shared/ui/ToastProvider';
import { useStatusName } from '../../../../domain/tickets/status/useStatusNames';
import { InstalledComponents } from './InstalledComponents';
import { LeaveConfirmDialog } from './LeaveConfirmDialog';
import { MOVEMENT_STATUS_IDS, type MovementKind, movementError, type PendingMovement, usesRetire } from './movementRules';
import { MovementForm } from './MovementForm';
import { MovementHistory } from './MovementHistory';
import { useLeaveGuard } from './useLeaveGuard';
import { useMovementDraft } from './useMovementDraft';

/** The permission of the movement operations (ticket.yaml x-permissions of InstallComponents). */
const MOVEMENTS_PERMISSION = 'TicketMovements';

/**
 * The movements tab: the components installed on the ticket, the movements recorded on it, and a new
 * movement (install, retire or substitute by serial number). Movements are possible only in the statuses
 * the service allows and with the movements permission; otherwise the form says why. Leaving with
 * unrecorded serials asks first. After a movement the lists refresh by cache tags.
 */
export function MovementsTab({ ticket }: { ticket: TicketDetail }) {
  const { ticketId } = ticket;
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const { can } = useAccessList();
  const statuses = useGetCatalogTicketStatusesQuery({});
  const statusName = useStatusName();
  const [install] = useInstallTicketComponentsMutation();
  const [retire] = useRetireTicketComponentsMutation();
  const [substitute] = useSubstituteTicketComponentsMutation();
  const draft = useMovementDraft(ticket.products.map((p) => p.serialNumber));
  const blocker = useLeaveGuard(draft.dirty);
  const [submitting, setSubmitting] = useState(false);
  // A refusal stays on screen while the movement it was about is unchanged.
  const [failure, setFailure] = useState<{ message: string; kind: MovementKind; pending: PendingMovement } | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);

  const serverName = (id: number) => statuses.data?.data.find((s) => s.id === id)?.name ?? String(id);
  const disabledReason = !can([MOVEMENTS_PERMISSION])
    ? t('ticketTabs.movements.disabled.permission')
    : MOVEMENT_STATUS_IDS.includes(ticket.ticketStatusId)
      ? null
      : t('ticketTabs.movements.disabled.status', {
          statuses: MOVEMENT_STATUS_IDS.map((id) => statusName(id, serverName(id))).join(t('ticketTabs.movements.disabled.or')),
          current: statusName(ticket.ticketStatusId, ticket.ticketStatusName),
        });
  const canRetireFromList = disabledReason === null && usesRetire(draft.kind);
  const error = failure && failure.kind === draft.kind && failure.pending === draft.pending ? failure.message : null;
  const fail = (message: string) => setFailure({ message, kind: draft.kind, pending: draft.pending });

  const submit = async () => {
    const { kind, toSend } = draft;
    const rule = movementError(kind, toSend);
    const comment = draft.comment.trim() ? draft.comment : null;
    const leadingBlank = comment !== null && /^\s/.test(comment);
    setFailure(null);
    setCommentError(leadingBlank ? t('validation.noLeadingBlank') : null);
    if (rule) fail(t(`ticketTabs.movements.errors.${rule.key}`, rule.values));
    if (rule || leadingBlank) return;
    setSubmitting(true);
    const result =
      kind === 'substitute'
        ? await substitute({ ticketComponentSubstitutionRequest: { ticketId, installSerialNumbers: toSend.install, retireSerialNumbers: toSend.retire, comment } })
        : await (kind === 'install' ? install : retire)({
            ticketComponentMovementRequest: { ticketId, serialNumbers: kind === 'install' ? toSend.install : toSend.retire, comment },
          });
    setSubmitting(false);
    if ('error' in result) {
      const message = errorMessage(result.error);
      fail(message);
      toast({ severity: 'error', summary: t('ticketTabs.movements.failed'), detail: message });
      return;
    }
    toast({ severity: 'success', summary: t('ticketTabs.movements.applied', { count: toSend.install.length + toSend.retire.length }) });
    draft.reset();
  };

  return (
    <div className="grid">
      <div className="col-12 xl:col-6 flex flex-column gap-4">
        <InstalledComponents products={ticket.products} onRetire={canRetireFromList ? (serial) => draft.add('retire', serial) : undefined} />
        <MovementHistory ticketId={ticketId} />
      </div>
      <div className="col-12 xl:col-6">
        <MovementForm
          draft={draft}
          disabledReason={disabledReason}
          submitting={submitting}
          error={error}
          commentError={commentError}
          onSubmit={() => void submit()}
        />
      </div>
      <LeaveConfirmDialog blocker={blocker} />
    </div>
  );
}

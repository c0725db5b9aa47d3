import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import {
  useAddApprovalMemberMutation, useDecideApprovalMutation, useGetChangeAdvisoryBoardsQuery, useSearchApprovalsQuery, useSendApprovalsMutation,
  type Approval, type ChangeRead as Change,
} from '../../../api/tags/process';
import { selectSessionUser } from '../../../auth/sessionSlice';
import { useAccessList } from '../../../auth/useAccessList';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useAppSelector } from '../../../core/store/hooks';
import { isEditable, nextStates } from '../../../domain/changes/lifecycle';
import type { ChangeConflictView } from '../../../domain/changes/useChangeConflicts';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { RequestError } from '../../../shared/ui/RequestError';
import { useToast } from '../../../shared/ui/ToastProvider';
import { ConflictNotice } from './ChangeConflicts';
import { RejectDialog } from './RejectDialog';

/**
 * The approvals table (spec 002 section 3: approver, sent date, approved date, status) with what the user may do:
 * add an approver from the committee and send (ApprovalsAddMember, ApprovalsSend) before the change is sent, and
 * approve or reject, with a reason, their own pending approval (ApprovalsApprove). The change's conflicts stand above it.
 */
export function ChangeApprovals({ change, conflicts, weekend }: { change: Change; conflicts: ChangeConflictView[]; weekend: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const { can } = useAccessList();
  const me = useAppSelector(selectSessionUser)?.userId;
  const approvals = useSearchApprovalsQuery({ approvalSearchRequest: { changeId: change.changeId, approverUserId: null, statuses: [] } });
  const board = useGetChangeAdvisoryBoardsQuery().data?.data.find((b) => b.cabId === change.cabId);
  const [addMember] = useAddApprovalMemberMutation();
  const [send] = useSendApprovalsMutation();
  const [decide] = useDecideApprovalMutation();
  const [member, setMember] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<Approval | null>(null);

  const rows = approvals.data?.data ?? [];
  const candidates = (board?.members ?? []).filter((m) => !rows.some((a) => a.approverUserId === m.userId));
  const mayAdd = can(['ApprovalsAddMember']) && isEditable(change.state) && !change.preApproved;
  const maySend = can(['ApprovalsSend']) && nextStates(change.state, change.preApproved, 'send').length > 0;
  const mayDecide = (a: Approval) => can(['ApprovalsApprove']) && a.approverUserId === me && a.status === 'Pending' && change.state === 'PendingApproval';

  /** Runs a call; a refusal is told with the service's reason, a success with its own words. */
  const run = async (call: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await call();
      toast({ severity: 'success', summary: done });
    } catch (error) {
      toast({ severity: 'error', summary: failed, detail: errorMessage(error) });
    }
  };
  const add = () =>
    run(() => addMember({ approvalMemberRequest: { changeId: change.changeId, userId: member! } }).unwrap().then(() => setMember(null)),
      t('changes.approvals.memberAdded'), t('changes.approvals.failed'));

  return (
    <section aria-labelledby="change-approvals" className="flex flex-column gap-2">
      <h2 id="change-approvals" className="text-lg font-semibold m-0">{t('changes.approvals.title')}</h2>
      {change.preApproved && <p className="m-0 text-700">{t('changes.approvals.preApproved')}</p>}
      <RequestError error={approvals.error} onRetry={() => void approvals.refetch()} />
      <ConflictNotice conflicts={conflicts} weekend={weekend} />
      {rows.length === 0 ? (
        !change.preApproved && <p className="m-0 text-700">{t('changes.approvals.empty')}</p>
      ) : (
        <table className="w-full" aria-label={t('changes.approvals.title')} style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr className="text-left">
              {['approver', 'sentDate', 'approvedDate', 'status', 'reason'].map((k) => <th key={k} scope="col" className="p-2">{t(`changes.approvals.${k}`)}</th>)}
              <th scope="col" className="p-2"><span className="p-hidden-accessible">{t('changes.approvals.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.approvalId} className="border-top-1 surface-border">
                <td className="p-2">{a.approverName}</td>
                <td className="p-2">{formatUtcDateTime(a.sentDate)}</td>
                <td className="p-2">{formatUtcDateTime(a.approvedDate)}</td>
                <td className="p-2">{t(`changes.approvals.statuses.${a.status}`)}</td>
                <td className="p-2">{a.reason ?? ''}</td>
                <td className="p-2">
                  {mayDecide(a) && (
                    <div className="flex gap-2">
                      <Button type="button" size="small" label={t('changes.approvals.approve')} icon="pi pi-check"
                        onClick={() => void run(() => decide({ approvalDecisionRequest: { approvalId: a.approvalId, approved: true, reason: null } }).unwrap(),
                          t('changes.approvals.approved'), t('changes.approvals.failed'))} />
                      <Button type="button" size="small" severity="danger" outlined label={t('changes.approvals.reject')} icon="pi pi-times" onClick={() => setRejecting(a)} />
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="flex flex-wrap gap-2 align-items-center">
        {mayAdd && (
          <>
            <label htmlFor="change-approval-member" className="p-hidden-accessible">{t('changes.approvals.member')}</label>
            <Dropdown inputId="change-approval-member" value={member} onChange={(e) => setMember(e.value as number)}
              options={candidates.map((m) => ({ value: m.userId, label: m.fullName }))} />
            <Button type="button" size="small" outlined icon="pi pi-user-plus" label={t('changes.approvals.addMember')} disabled={member === null} onClick={() => void add()} />
          </>
        )}
        {maySend && (
          <Button type="button" size="small" icon="pi pi-send" label={t('changes.approvals.send')}
            onClick={() => void run(() => send({ approvalSendRequest: { changeId: change.changeId } }).unwrap(), t('changes.approvals.sent'), t('changes.approvals.failed'))} />
        )}
      </div>
      {rejecting && (
        <RejectDialog
          onHide={() => setRejecting(null)}
          onReject={async (reason) => {
            await decide({ approvalDecisionRequest: { approvalId: rejecting.approvalId, approved: false, reason } }).unwrap();
            toast({ severity: 'success', summary: t('changes.approvals.rejectedToast') });
          }}
        />
      )}
    </section>
  );
}

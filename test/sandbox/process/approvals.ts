import { illegalStepMessage, isEditable } from '../../../src/domain/changes/lifecycle';
import { found } from '../catalog/common';
import { addNotification } from '../message/addNotification';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import { existingChange, move } from './changes';
import { nextProcessId, processState } from './state';
import { approvalRow, changeRow, isPreApproved } from './views';

const refuse = (status: number, message: string, field: string | null = null): never => {
  throw new SandboxError(status, message, field);
};

/**
 * Approvals (002 sections 3 and 4): the approvers, members of the change's committee, are added while the change is
 * editable, sent all at once, and each decides; the last approval approves the change, one rejection sends it back
 * with its reason.
 */
export const approvalHandlers: OperationHandlers = {
  addApprovalMember: ({ store, body }) => {
    const change = existingChange(store, body.changeId);
    if (!isEditable(change.state)) refuse(409, 'Solo se agregan aprobadores a un cambio antes de enviarlo', 'changeId');
    if (isPreApproved(store, change)) refuse(422, 'Un cambio de tipo preaprobado no requiere aprobadores', 'changeId');
    const { boards, approvals } = processState(store);
    const board = boards.get(change.cabId)!;
    if (!board.memberUserIds.includes(body.userId)) refuse(422, `El usuario ${body.userId} no es miembro del comité ${board.name}`, 'userId');
    if ([...approvals.values()].some((a) => a.changeId === change.changeId && a.approverUserId === body.userId)) {
      refuse(409, 'El usuario ya es aprobador de este cambio', 'userId');
    }
    const approvalId = nextProcessId(store, 'approvals');
    const approval = { approvalId, changeId: change.changeId, approverUserId: body.userId, status: 'ToBeSent' as const, sentDate: null, approvedDate: null, reason: null };
    approvals.set(approvalId, approval);
    return approvalRow(store, approval);
  },
  sendApprovals: ({ store, body }) => {
    const change = existingChange(store, body.changeId);
    const mine = [...processState(store).approvals.values()].filter((a) => a.changeId === change.changeId);
    if (change.state === 'ToBeSent' && !mine.length) refuse(422, 'Agregue al menos un aprobador antes de enviar el cambio', 'changeId');
    move(store, change, 'PendingApproval', 'send');
    for (const a of mine) {
      Object.assign(a, { status: 'Pending', sentDate: utc(store.now), approvedDate: null, reason: null });
      // Each approver is told at once, over the hub (beyond the specification, issue 33).
      addNotification(store, {
        notificationKey: 'Change.ApprovalPending', receiverUserId: a.approverUserId, ticketId: null, title: 'Cambio por aprobar',
        message: `El cambio **${change.changeId}** espera su aprobación: ${change.name}`,
      });
    }
    return changeRow(store, change);
  },
  decideApproval: ({ store, user, body }) => {
    const { approvals } = processState(store);
    const approval = found(approvals.get(body.approvalId), `La aprobación ${body.approvalId} no existe`);
    if (approval.approverUserId !== user!.userId) refuse(403, 'Solo el aprobador asignado puede aprobar o rechazar');
    if (approval.status !== 'Pending') refuse(409, 'Esta aprobación ya no está pendiente', 'approvalId');
    const change = existingChange(store, approval.changeId);
    if (change.state !== 'PendingApproval') refuse(409, illegalStepMessage(change.state, body.approved ? 'Approved' : 'Rejected'), 'state');
    const reason = body.reason?.trim() || null;
    if (!body.approved && !reason) refuse(422, 'El motivo del rechazo es obligatorio', 'reason');
    const stillPending = [...approvals.values()].some((a) => a.changeId === change.changeId && a !== approval && a.status === 'Pending');
    const to = body.approved ? (stillPending ? null : 'Approved') : 'Rejected';
    if (to) move(store, change, to, 'decision');
    Object.assign(approval, { status: body.approved ? 'Approved' : 'Rejected', approvedDate: utc(store.now), reason: body.approved ? null : reason });
    change.rejectionReason = body.approved ? (to === 'Approved' ? null : change.rejectionReason) : reason;
    // The author learns of it live: an open detail of the change refreshes on this notification.
    addNotification(store, {
      notificationKey: 'Change.ApprovalDecided', receiverUserId: change.createdUserId, ticketId: null,
      title: body.approved ? 'Aprobación recibida' : 'Cambio rechazado',
      message: `${user!.fullName} ${body.approved ? 'aprobó' : 'rechazó'} el cambio **${change.changeId}**`,
    });
    return changeRow(store, change);
  },
  searchApprovals: ({ store, body }) =>
    [...processState(store).approvals.values()]
      .filter(
        (a) =>
          (body.changeId == null || a.changeId === body.changeId) &&
          (body.approverUserId == null || a.approverUserId === body.approverUserId) &&
          (!body.statuses.length || body.statuses.includes(a.status)),
      )
      .map((a) => approvalRow(store, a)),
  getApprovalById: ({ store, params }) => approvalRow(store, found(processState(store).approvals.get(params.id), `La aprobación ${params.id} no existe`)),
};

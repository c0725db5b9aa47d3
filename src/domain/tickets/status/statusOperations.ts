import type {
  AcceptTicketAssignationApiArg,
  RejectTicketAssignationApiArg,
  ReviewTicketPendingSerieApiArg,
  ReviewTicketPendingWarehouseApiArg,
  ReviewTicketScheduledApiArg,
  UpdateTicketsToAssignedAndConfirmedApiArg,
  UpdateTicketsToOnSiteApiArg,
  UpdateTicketToCancelledApiArg,
  UpdateTicketToClosedApiArg,
  UpdateTicketToHistoricApiArg,
  UpdateTicketToPendingAssignmentApiArg,
  UpdateTicketToPendingConfirmationApiArg,
  UpdateTicketToPendingReasonApiArg,
  UpdateTicketToPendingSerieApiArg,
  UpdateTicketToPendingValidationApiArg,
  UpdateTicketToPendingWarehouseApiArg,
  UpdateTicketToQuickRecoverApiArg,
  UpdateTicketToRejectedForNonComplianceApiArg,
  UpdateTicketToReOpenedApiArg,
  UpdateTicketToScheduledApiArg,
  UpdateTicketToTravelApiArg,
} from '../../../api/tags/ticket';

/**
 * Which ticket-service operation moves a ticket from one status to another (ticket.yaml, "Operation ->
 * target status"), what the status-change dialog must collect for it, and the request it sends.
 *
 * Status ids (spec 000 section 4).
 */
export const STATUS = {
  pendingAssignment: 2,
  pendingConfirmation: 3,
  assignedAndConfirmed: 4,
  closed: 5,
  travel: 6,
  working: 7,
  historic: 9,
  closedWithRejection: 10,
  cancelled: 11,
  pendingValidation: 17,
  pendingSerie: 23,
  scheduled: 19,
  pendingReason: 20,
  pendingForWarehouse: 25,
  historicWithRejection: 26,
  rejectedByTaskForce: 36,
  reOpened: 37,
  remoteRecovery: 39,
  pendingForSerieRevision: 42,
  pendingForStoreRevision: 43,
  scheduledRevision: 44,
} as const;

/** Service type 32 (launch) is always attended remotely (spec 000 sections 4 and 9). */
export const LAUNCH_SERVICE_TYPE = 32;

/** Why a target offered by the server cannot be applied from this dialog: no operation leads there. */
export type UnavailableReason = 'noOperation';

/**
 * The catalogue entry some targets need (spec 000 section 4): a cancellation reason (11), a pending
 * reason (20), or the warehouse whose responsible reviews a pending-by-serial (42) or pending-by-warehouse
 * (43) request.
 */
export type StatusChoice = 'cancelationReason' | 'pendingReason' | 'warehouse';

export type StatusOperation =
  | 'updateTicketToReOpened'
  | 'updateTicketToPendingAssignment'
  | 'updateTicketToPendingConfirmation'
  | 'updateTicketsToAssignedAndConfirmed'
  | 'acceptTicketAssignation'
  | 'rejectTicketAssignation'
  | 'updateTicketToTravel'
  | 'updateTicketsToOnSite'
  | 'updateTicketToScheduled'
  | 'reviewTicketScheduled'
  | 'reviewTicketPendingSerie'
  | 'reviewTicketPendingWarehouse'
  | 'updateTicketToPendingValidation'
  | 'updateTicketToRejectedForNonCompliance'
  | 'updateTicketToQuickRecover'
  | 'updateTicketToClosed'
  | 'updateTicketToHistoric'
  | 'updateTicketToCancelled'
  | 'updateTicketToPendingReason'
  | 'updateTicketToPendingSerie'
  | 'updateTicketToPendingWarehouse';

export type StatusPlan =
  | {
      available: true;
      target: number;
      operation: StatusOperation;
      /** The operation's contract requires a comment (CommentText, not nullable). */
      commentRequired: boolean;
      /** Pending confirmation: group, assignee and remote attention. */
      needsAssignment: boolean;
      /** Reviews (44, 42, 43): accept or reject the pending request. */
      accept?: boolean;
      /** updateTicketToScheduled: true schedules directly (19), false asks for review (44). */
      scheduledApproved?: boolean;
      /** The catalogue entry the dialog must collect. */
      choice?: StatusChoice;
    }
  | { available: false; target: number; reason: UnavailableReason };

interface PlanExtra {
  needsAssignment?: boolean;
  accept?: boolean;
  scheduledApproved?: boolean;
  choice?: StatusChoice;
}

const plan = (target: number, operation: StatusOperation, commentRequired: boolean, extra: PlanExtra = {}): StatusPlan => ({
  available: true,
  target,
  operation,
  commentRequired,
  needsAssignment: extra.needsAssignment ?? false,
  ...(extra.accept === undefined ? {} : { accept: extra.accept }),
  ...(extra.scheduledApproved === undefined ? {} : { scheduledApproved: extra.scheduledApproved }),
  ...(extra.choice === undefined ? {} : { choice: extra.choice }),
});

const unavailable = (target: number, reason: UnavailableReason): StatusPlan => ({ available: false, target, reason });

/**
 * The plan for moving a ticket in `from` to `to`. Tickets waiting for a review (44, 42, 43) are
 * answered with the review operation: its "accepted" status accepts, any other rejects (comment
 * required). `selfAssigned` is true when the signed-in user is the ticket's engineer: from 3 they accept
 * or reject their own assignment.
 */
export function planStatusChange(from: number, to: number, selfAssigned = false): StatusPlan {
  if (from === STATUS.scheduledRevision) {
    return plan(to, 'reviewTicketScheduled', to !== STATUS.scheduled, { accept: to === STATUS.scheduled });
  }
  if (from === STATUS.pendingForSerieRevision) {
    return plan(to, 'reviewTicketPendingSerie', to !== STATUS.pendingSerie, { accept: to === STATUS.pendingSerie });
  }
  if (from === STATUS.pendingForStoreRevision) {
    return plan(to, 'reviewTicketPendingWarehouse', to !== STATUS.pendingForWarehouse, { accept: to === STATUS.pendingForWarehouse });
  }
  switch (to) {
    case STATUS.reOpened:
      return plan(to, 'updateTicketToReOpened', true);
    case STATUS.pendingAssignment:
      return plan(to, 'updateTicketToPendingAssignment', false);
    case STATUS.pendingConfirmation:
      return plan(to, 'updateTicketToPendingConfirmation', false, { needsAssignment: true });
    case STATUS.assignedAndConfirmed:
      return selfAssigned && from === STATUS.pendingConfirmation
        ? plan(to, 'acceptTicketAssignation', false)
        : plan(to, 'updateTicketsToAssignedAndConfirmed', false);
    case STATUS.rejectedByTaskForce:
      return plan(to, 'rejectTicketAssignation', true);
    case STATUS.travel:
      return plan(to, 'updateTicketToTravel', false);
    case STATUS.working:
      return plan(to, 'updateTicketsToOnSite', false);
    case STATUS.scheduled:
      return plan(to, 'updateTicketToScheduled', true, { scheduledApproved: true });
    case STATUS.scheduledRevision:
      return plan(to, 'updateTicketToScheduled', true, { scheduledApproved: false });
    case STATUS.pendingValidation:
      return plan(to, 'updateTicketToPendingValidation', false);
    case STATUS.closedWithRejection:
      return plan(to, 'updateTicketToRejectedForNonCompliance', true);
    case STATUS.remoteRecovery:
      return plan(to, 'updateTicketToQuickRecover', false);
    case STATUS.closed:
      return plan(to, 'updateTicketToClosed', true);
    case STATUS.historic:
    case STATUS.historicWithRejection:
      return plan(to, 'updateTicketToHistoric', false);
    case STATUS.cancelled:
      return plan(to, 'updateTicketToCancelled', true, { choice: 'cancelationReason' });
    case STATUS.pendingReason:
      return plan(to, 'updateTicketToPendingReason', true, { choice: 'pendingReason' });
    case STATUS.pendingForSerieRevision:
      return plan(to, 'updateTicketToPendingSerie', true, { choice: 'warehouse' });
    case STATUS.pendingForStoreRevision:
      return plan(to, 'updateTicketToPendingWarehouse', true, { choice: 'warehouse' });
    default:
      return unavailable(to, 'noOperation');
  }
}

/** What the dialog collected. */
export interface StatusChangeInput {
  ticketId: number;
  /** Trimmed-free text as typed; empty means no comment. */
  comment: string;
  groupId: number | null;
  engineerId: number | null;
  remote: boolean;
  /** The reason or warehouse id, for plans with a choice. */
  choiceId: number | null;
}

/** One request, tagged with its operation, so the caller can dispatch it with full types. */
export type StatusRequest =
  | { operation: 'updateTicketToReOpened'; arg: UpdateTicketToReOpenedApiArg }
  | { operation: 'updateTicketToPendingAssignment'; arg: UpdateTicketToPendingAssignmentApiArg }
  | { operation: 'updateTicketToPendingConfirmation'; arg: UpdateTicketToPendingConfirmationApiArg }
  | { operation: 'updateTicketsToAssignedAndConfirmed'; arg: UpdateTicketsToAssignedAndConfirmedApiArg }
  | { operation: 'acceptTicketAssignation'; arg: AcceptTicketAssignationApiArg }
  | { operation: 'rejectTicketAssignation'; arg: RejectTicketAssignationApiArg }
  | { operation: 'updateTicketToTravel'; arg: UpdateTicketToTravelApiArg }
  | { operation: 'updateTicketsToOnSite'; arg: UpdateTicketsToOnSiteApiArg }
  | { operation: 'updateTicketToScheduled'; arg: UpdateTicketToScheduledApiArg }
  | { operation: 'reviewTicketScheduled'; arg: ReviewTicketScheduledApiArg }
  | { operation: 'reviewTicketPendingSerie'; arg: ReviewTicketPendingSerieApiArg }
  | { operation: 'reviewTicketPendingWarehouse'; arg: ReviewTicketPendingWarehouseApiArg }
  | { operation: 'updateTicketToPendingValidation'; arg: UpdateTicketToPendingValidationApiArg }
  | { operation: 'updateTicketToRejectedForNonCompliance'; arg: UpdateTicketToRejectedForNonComplianceApiArg }
  | { operation: 'updateTicketToQuickRecover'; arg: UpdateTicketToQuickRecoverApiArg }
  | { operation: 'updateTicketToClosed'; arg: UpdateTicketToClosedApiArg }
  | { operation: 'updateTicketToHistoric'; arg: UpdateTicketToHistoricApiArg }
  | { operation: 'updateTicketToCancelled'; arg: UpdateTicketToCancelledApiArg }
  | { operation: 'updateTicketToPendingReason'; arg: UpdateTicketToPendingReasonApiArg }
  | { operation: 'updateTicketToPendingSerie'; arg: UpdateTicketToPendingSerieApiArg }
  | { operation: 'updateTicketToPendingWarehouse'; arg: UpdateTicketToPendingWarehouseApiArg };

/**
 * The request for an available plan. A required comment and the choice must be present (the dialog's
 * schema checks them); a missing choice is sent as 0, which the service refuses.
 */
export function toStatusRequest(p: Extract<StatusPlan, { available: true }>, input: StatusChangeInput, launchService = false): StatusRequest {
  const { ticketId } = input;
  const optional = input.comment.length > 0 ? input.comment : null;
  const comment = input.comment;
  const choiceId = input.choiceId ?? 0;
  switch (p.operation) {
    case 'updateTicketToReOpened':
      return { operation: p.operation, arg: { ticketStatusRequiredCommentRequest: { ticketId, comment } } };
    case 'updateTicketToRejectedForNonCompliance':
      return { operation: p.operation, arg: { ticketStatusRequiredCommentRequest: { ticketId, comment } } };
    case 'updateTicketToClosed':
      return { operation: p.operation, arg: { ticketStatusRequiredCommentRequest: { ticketId, comment } } };
    case 'rejectTicketAssignation':
      return { operation: p.operation, arg: { ticketStatusRequiredCommentRequest: { ticketId, comment } } };
    case 'updateTicketToPendingAssignment':
      return { operation: p.operation, arg: { ticketStatusCommentRequest: { ticketId, comment: optional } } };
    case 'acceptTicketAssignation':
      return { operation: p.operation, arg: { ticketStatusCommentRequest: { ticketId, comment: optional } } };
    case 'updateTicketToTravel':
      return { operation: p.operation, arg: { ticketStatusCommentRequest: { ticketId, comment: optional } } };
    case 'updateTicketToPendingValidation':
      return { operation: p.operation, arg: { ticketStatusCommentRequest: { ticketId, comment: optional } } };
    case 'updateTicketToQuickRecover':
      return { operation: p.operation, arg: { ticketStatusCommentRequest: { ticketId, comment: optional } } };
    case 'updateTicketToHistoric':
      return { operation: p.operation, arg: { ticketStatusCommentRequest: { ticketId, comment: optional } } };
    case 'updateTicketsToAssignedAndConfirmed':
      return { operation: p.operation, arg: { ticketIdsStatusRequest: { ticketIds: [ticketId], comment: optional } } };
    case 'updateTicketsToOnSite':
      return { operation: p.operation, arg: { ticketIdsStatusRequest: { ticketIds: [ticketId], comment: optional } } };
    case 'updateTicketToPendingConfirmation':
      return {
        operation: p.operation,
        arg: {
          ticketPendingConfirmationRequest: {
            ticketId,
            comment: optional,
            groupId: input.groupId,
            engineerId: input.engineerId,
            remote: launchService || input.remote,
          },
        },
      };
    case 'updateTicketToScheduled':
      return { operation: p.operation, arg: { ticketScheduledRequest: { TicketId: ticketId, comment, scheduledApproved: p.scheduledApproved ?? true } } };
    case 'reviewTicketScheduled':
      return { operation: p.operation, arg: { ticketReviewRequest: { ticketId, accept: p.accept ?? false, comment: optional } } };
    case 'reviewTicketPendingSerie':
      return { operation: p.operation, arg: { ticketReviewRequest: { ticketId, accept: p.accept ?? false, comment: optional } } };
    case 'reviewTicketPendingWarehouse':
      return { operation: p.operation, arg: { ticketReviewWarehouseRequest: { ticketId, accept: p.accept ?? false, observations: optional } } };
    case 'updateTicketToCancelled':
      return { operation: p.operation, arg: { ticketCancelRequest: { ticketId, cancelationReasonId: choiceId, comment } } };
    case 'updateTicketToPendingReason':
      return { operation: p.operation, arg: { ticketPendingReasonRequest: { ticketId, pendingReasonId: choiceId, comment } } };
    case 'updateTicketToPendingSerie':
      return { operation: p.operation, arg: { ticketPendingSerieRequest: { ticketId, warehouseId: choiceId, comment } } };
    case 'updateTicketToPendingWarehouse':
      return { operation: p.operation, arg: { ticketPendingWarehouseRequest: { ticketId, warehouseId: choiceId, observations: comment } } };
  }
}

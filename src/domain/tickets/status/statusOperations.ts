import type { TicketChangingMutation, ticketApi } from '../../../api/tags/ticket';

/** Status ids (spec 000 section 4). */
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

/** What the request depends on beyond the input: the target status, a review's answer, a launch service. */
export interface RequestFacts {
  target?: number;
  accept?: boolean;
  launchService?: boolean;
}

type ArgOf<K extends TicketChangingMutation> = Parameters<(typeof ticketApi.endpoints)[K]['initiate']>[0];

/** One row of the table below; its key is the operationId, which is also the RTK Query endpoint's name. */
export interface StatusOperationRule<K extends TicketChangingMutation> {
  /** ticket.yaml "Operation -> target status"; a review's first target is the one accepting leads to. */
  targets: readonly number[];
  /** The operation's x-permissions in ticket.yaml (any one suffices). */
  permissions: readonly string[];
  /** Whether the contract requires a comment; a review requires one to reject. */
  comment: 'required' | 'optional' | 'requiredToReject';
  /** The catalogue entry the dialog must collect. */
  choice?: StatusChoice;
  /** Pending confirmation: group, assignee and remote attention. */
  needsAssignment?: true;
  /** A review answers a ticket waiting in this status (and is the only way out of it). */
  reviews?: number;
  /** Only the ticket's own engineer uses it, from pending confirmation. */
  assigneeOnly?: true;
  request: (input: StatusChangeInput, facts: RequestFacts) => ArgOf<K>;
  /** Moves many tickets at once, without a comment (the list's bulk menu). */
  bulkRequest?: (ticketIds: number[]) => ArgOf<K>;
}

const optional = (input: StatusChangeInput) => (input.comment.length > 0 ? input.comment : null);
const requiredComment = ({ ticketId, comment }: StatusChangeInput) => ({ ticketStatusRequiredCommentRequest: { ticketId, comment } });
const optionalComment = (input: StatusChangeInput) => ({ ticketStatusCommentRequest: { ticketId: input.ticketId, comment: optional(input) } });
const oneOfMany = (input: StatusChangeInput) => ({ ticketIdsStatusRequest: { ticketIds: [input.ticketId], comment: optional(input) } });
const many = (ticketIds: number[]) => ({ ticketIdsStatusRequest: { ticketIds, comment: null } });
const review = (input: StatusChangeInput, facts: RequestFacts) => ({ ticketReviewRequest: { ticketId: input.ticketId, accept: facts.accept ?? false, comment: optional(input) } });
/** A missing choice is sent as 0, which the service refuses (the dialog's schema requires it). */
const choiceOf = (input: StatusChangeInput) => input.choiceId ?? 0;

/**
 * Every status operation of the ticket service the app sends, in ticket.yaml's order: the single
 * description the status-change dialog, the list's bulk menu and the notifications derive from.
 * Keys are restricted to TICKET_CHANGING_MUTATIONS, so each endpoint invalidates the ticket's tags.
 */
export const STATUS_OPERATIONS = {
  updateTicketToReOpened: { targets: [STATUS.reOpened], permissions: ['TicketUpdateStatus'], comment: 'required', request: requiredComment },
  updateTicketToPendingAssignment: { targets: [STATUS.pendingAssignment], permissions: ['TicketUpdateStatus'], comment: 'optional', request: optionalComment },
  updateTicketToPendingConfirmation: {
    targets: [STATUS.pendingConfirmation],
    permissions: ['TicketUpdateStatus'],
    comment: 'optional',
    needsAssignment: true,
    request: (input, facts) => ({
      ticketPendingConfirmationRequest: {
        ticketId: input.ticketId,
        comment: optional(input),
        groupId: input.groupId,
        engineerId: input.engineerId,
        remote: (facts.launchService ?? false) || input.remote,
      },
    }),
  },
  updateTicketsToAssignedAndConfirmed: {
    targets: [STATUS.assignedAndConfirmed],
    permissions: ['TicketUpdateStatus'],
    comment: 'optional',
    request: oneOfMany,
    bulkRequest: many,
  },
  acceptTicketAssignation: { targets: [STATUS.assignedAndConfirmed], permissions: ['TicketAcceptAssignation'], comment: 'optional', assigneeOnly: true, request: optionalComment },
  rejectTicketAssignation: { targets: [STATUS.rejectedByTaskForce], permissions: ['TicketRejectAssignation', 'TicketReject'], comment: 'required', request: requiredComment },
  updateTicketToTravel: { targets: [STATUS.travel], permissions: ['TicketUpdateToTravel'], comment: 'optional', request: optionalComment },
  updateTicketsToOnSite: { targets: [STATUS.working], permissions: ['TicketUpdateToOnSite'], comment: 'optional', request: oneOfMany, bulkRequest: many },
  updateTicketToScheduled: {
    targets: [STATUS.scheduled, STATUS.scheduledRevision],
    permissions: ['TicketUpdateToScheduled'],
    comment: 'required',
    // Scheduling straight to 19 is approved; to 44 it waits for a review.
    request: (input, facts) => ({ ticketScheduledRequest: { TicketId: input.ticketId, comment: input.comment, scheduledApproved: facts.target !== STATUS.scheduledRevision } }),
  },
  reviewTicketScheduled: { targets: [STATUS.scheduled], permissions: ['TicketUpdateToScheduled'], comment: 'requiredToReject', reviews: STATUS.scheduledRevision, request: review },
  updateTicketToPendingSerie: {
    targets: [STATUS.pendingForSerieRevision],
    permissions: ['TicketPendingBySerie'],
    comment: 'required',
    choice: 'warehouse',
    request: (input) => ({ ticketPendingSerieRequest: { ticketId: input.ticketId, warehouseId: choiceOf(input), comment: input.comment } }),
  },
  reviewTicketPendingSerie: {
    targets: [STATUS.pendingSerie, STATUS.working],
    permissions: ['TicketPendingBySerie'],
    comment: 'requiredToReject',
    reviews: STATUS.pendingForSerieRevision,
    request: review,
  },
  updateTicketToPendingWarehouse: {
    targets: [STATUS.pendingForStoreRevision],
    permissions: ['TicketPendingByWarehouse'],
    comment: 'required',
    choice: 'warehouse',
    request: (input) => ({ ticketPendingWarehouseRequest: { ticketId: input.ticketId, warehouseId: choiceOf(input), observations: input.comment } }),
  },
  reviewTicketPendingWarehouse: {
    targets: [STATUS.pendingForWarehouse, STATUS.working],
    permissions: ['TicketPendingByWarehouse'],
    comment: 'requiredToReject',
    reviews: STATUS.pendingForStoreRevision,
    request: (input, facts) => ({ ticketReviewWarehouseRequest: { ticketId: input.ticketId, accept: facts.accept ?? false, observations: optional(input) } }),
  },
  updateTicketToPendingValidation: { targets: [STATUS.pendingValidation], permissions: ['TicketUpdateToPendingValidation'], comment: 'optional', request: optionalComment },
  updateTicketToPendingReason: {
    targets: [STATUS.pendingReason],
    permissions: ['TicketUpdateToPendingReason'],
    comment: 'required',
    choice: 'pendingReason',
    request: (input) => ({ ticketPendingReasonRequest: { ticketId: input.ticketId, pendingReasonId: choiceOf(input), comment: input.comment } }),
  },
  updateTicketToRejectedForNonCompliance: { targets: [STATUS.closedWithRejection], permissions: ['TicketUpdateStatus'], comment: 'required', request: requiredComment },
  updateTicketToQuickRecover: { targets: [STATUS.remoteRecovery], permissions: ['TicketUpdateToQuickRecover'], comment: 'optional', request: optionalComment },
  updateTicketToClosed: {
    targets: [STATUS.closed],
    permissions: ['TicketUpdateToClosed'],
    comment: 'required',
    // The service type's closing fields are asked by the closure tab; this dialog sends none.
    request: ({ ticketId, comment }) => ({ ticketCloseRequest: { ticketId, comment } }),
  },
  updateTicketToHistoric: { targets: [STATUS.historic, STATUS.historicWithRejection], permissions: ['TicketUpdateToHistoric'], comment: 'optional', request: optionalComment },
  updateTicketToCancelled: {
    targets: [STATUS.cancelled],
    permissions: ['TicketUpdateToCanceled'],
    comment: 'required',
    choice: 'cancelationReason',
    request: (input) => ({ ticketCancelRequest: { ticketId: input.ticketId, cancelationReasonId: choiceOf(input), comment: input.comment } }),
  },
} satisfies { [K in TicketChangingMutation]?: StatusOperationRule<K> };

export type StatusOperation = keyof typeof STATUS_OPERATIONS;

/** The table with each row typed by its own key, so a generic lookup keeps the row's request type. */
const RULES: { [K in StatusOperation]: StatusOperationRule<K> } = STATUS_OPERATIONS;
const OPERATIONS = Object.keys(RULES) as StatusOperation[];

/** The operations that move many tickets at once, in the table's order. */
export type BulkStatusOperation = { [K in StatusOperation]: (typeof STATUS_OPERATIONS)[K] extends { bulkRequest: unknown } ? K : never }[StatusOperation];
export const BULK_STATUS_OPERATIONS = OPERATIONS.filter((op): op is BulkStatusOperation => 'bulkRequest' in RULES[op]);

/** The x-permissions of an operation: a screen offers it when the user holds any of them. */
export const permissionsOf = (operation: StatusOperation): readonly string[] => RULES[operation].permissions;

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
      /** The catalogue entry the dialog must collect. */
      choice?: StatusChoice;
    }
  | { available: false; target: number; reason: UnavailableReason };

export type AvailableStatusPlan = Extract<StatusPlan, { available: true }>;

function plan(target: number, operation: StatusOperation, accept?: boolean): AvailableStatusPlan {
  const rule: StatusOperationRule<StatusOperation> = RULES[operation];
  return {
    available: true,
    target,
    operation,
    commentRequired: rule.comment === 'required' || (rule.comment === 'requiredToReject' && accept === false),
    needsAssignment: rule.needsAssignment ?? false,
    ...(accept === undefined ? {} : { accept }),
    ...(rule.choice === undefined ? {} : { choice: rule.choice }),
  };
}

/** The review operation answering a ticket that waits in `status`, if it waits for one. */
export const reviewOperation = (status: number): StatusOperation | undefined => OPERATIONS.find((op) => RULES[op].reviews === status);

/**
 * The plan for moving a ticket that waits for no review to `to`: the table's operation with that target
 * that is neither a review nor the assignee's own.
 */
export function planMove(to: number): StatusPlan {
  const operation = OPERATIONS.find((op) => RULES[op].targets.includes(to) && RULES[op].reviews === undefined && RULES[op].assigneeOnly === undefined);
  return operation ? plan(to, operation) : { available: false, target: to, reason: 'noOperation' };
}

/**
 * The plan for moving a ticket in `from` to `to`. Tickets waiting for a review (44, 42, 43) are
 * answered with the review operation: its "accepted" status accepts, any other rejects (comment
 * required). `selfAssigned` is true when the signed-in user is the ticket's engineer: from 3 they accept
 * their own assignment.
 */
export function planStatusChange(from: number, to: number, selfAssigned = false): StatusPlan {
  const reviewing = reviewOperation(from);
  if (reviewing) return plan(to, reviewing, to === RULES[reviewing].targets[0]);
  const own = selfAssigned && from === STATUS.pendingConfirmation ? OPERATIONS.find((op) => RULES[op].assigneeOnly && RULES[op].targets.includes(to)) : undefined;
  return own ? plan(to, own) : planMove(to);
}

/** One request, tagged with its operation (the endpoint's name), so the caller can dispatch it with full types. */
export type StatusRequest = { [K in StatusOperation]: { operation: K; arg: ArgOf<K> } }[StatusOperation];

/** The request of `operation` for this input. */
export function statusRequest<K extends StatusOperation>(operation: K, input: StatusChangeInput, facts: RequestFacts): Extract<StatusRequest, { operation: K }> {
  // TypeScript cannot tie the union's operation to its arg; RULES' mapped type guarantees the pair.
  return { operation, arg: RULES[operation].request(input, facts) } as Extract<StatusRequest, { operation: K }>;
}

/** The request for an available plan. A required comment and the choice must be present (the dialog's schema checks them). */
export function toStatusRequest(p: AvailableStatusPlan, input: StatusChangeInput, launchService = false): StatusRequest {
  return statusRequest(p.operation, input, { target: p.target, accept: p.accept, launchService });
}

/** The request moving many tickets at once, without a comment. */
export function bulkStatusRequest<K extends BulkStatusOperation>(operation: K, ticketIds: number[]): Extract<StatusRequest, { operation: K }> {
  const bulk: { [B in BulkStatusOperation]: { bulkRequest: (ids: number[]) => ArgOf<B> } } = STATUS_OPERATIONS;
  return { operation, arg: bulk[operation].bulkRequest(ticketIds) } as Extract<StatusRequest, { operation: K }>;
}

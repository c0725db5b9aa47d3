import type { Notification } from '../../../api/tags/message';
import type { TicketBulkResult } from '../../../api/tags/ticket';
import { bulkOutcome } from '../../../domain/tickets/status/bulkOutcome';
import { bulkResultsOf, initiateStatusRequest } from '../../../domain/tickets/status/initiateStatusRequest';
import {
  STATUS,
  permissionsOf,
  planMove,
  reviewOperation,
  statusRequest,
  toStatusRequest,
  type AvailableStatusPlan,
  type StatusChangeInput,
  type StatusOperation,
} from '../../../domain/tickets/status/statusOperations';
import type { AppDispatch } from '../../../core/store/hooks';
import { CHANGE_KINDS, NOTIFICATION_KINDS, REPORT_KINDS } from '../notificationKinds';
import { plainMessage } from '../panel/NotificationMessage';

/** A review the notification asks for: accept, or reject with the required comment (observations for the warehouse). */
export interface ReviewAction {
  type: 'review';
  review: 'pendingSerie' | 'pendingWarehouse' | 'scheduled';
  ticketId: number;
  /** The status table's review of the status the ticket waits in. */
  operation: StatusOperation;
  /** Spec 000 section 6: the accept and reject buttons need the operation's permissions. */
  permissions: readonly string[];
  field: 'comment' | 'observations';
}

/** A move the notification offers, with a required comment. */
export interface MoveAction {
  type: 'move';
  move: 'onSite' | 'scheduled';
  ticketId: number;
  /** The status table's plan for the move's target. */
  plan: AvailableStatusPlan;
  permissions: readonly string[];
}

/** The ticket's satisfaction survey to answer (or read, once answered). */
export interface SurveyAction {
  type: 'survey';
  ticketId: number;
}

/** An escalation opens the ticket it is about; an administrator's notice shows its whole text. */
export type NotificationAction =
  | ReviewAction
  | MoveAction
  | SurveyAction
  | { type: 'roleChanged' }
  | { type: 'openTicket'; ticketId: number }
  | { type: 'openChange'; changeId: number }
  | { type: 'downloadReport'; reportId: number }
  | { type: 'myReports' }
  | { type: 'downloadExport'; fileId: number; fileName: string }
  | { type: 'notice' }
  | { type: 'none' };

/** The status each review answers a ticket waiting in, and each move's target (spec 000 section 4). */
const REVIEWED: Record<ReviewAction['review'], number> = {
  pendingSerie: STATUS.pendingForSerieRevision,
  pendingWarehouse: STATUS.pendingForStoreRevision,
  scheduled: STATUS.scheduledRevision,
};
const MOVE_TARGETS: Record<MoveAction['move'], number> = { onSite: STATUS.working, scheduled: STATUS.scheduledRevision };

function reviewAction(review: ReviewAction['review'], ticketId: number, field: ReviewAction['field']): NotificationAction {
  const operation = reviewOperation(REVIEWED[review]);
  return operation ? { type: 'review', review, ticketId, operation, permissions: permissionsOf(operation), field } : { type: 'none' };
}

function moveAction(move: MoveAction['move'], ticketId: number): NotificationAction {
  const plan = planMove(MOVE_TARGETS[move]);
  return plan.available ? { type: 'move', move, ticketId, plan, permissions: permissionsOf(plan.operation) } : { type: 'none' };
}

/** The id in a notification's first ** markers: a change notification's change, a report notification's report. */
export function markedIdOf(notification: Notification): number | null {
  const id = Number(/\*\*(\d+)\*\*/.exec(notification.message)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** An export kept by the service: its stored file's id, then its name, each in ** markers. */
function exportAction(notification: Notification): NotificationAction {
  const [id, name] = [...notification.message.matchAll(/\*\*([^*]+)\*\*/g)].map((marker) => marker[1]!);
  const fileId = Number(id);
  return Number.isSafeInteger(fileId) && fileId > 0 && name ? { type: 'downloadExport', fileId, fileName: name } : { type: 'none' };
}

/** A report generated downloads; one failed or cancelled opens "my reports", which says why. */
function reportAction(notification: Notification): NotificationAction {
  const reportId = markedIdOf(notification);
  if (notification.notificationKey !== NOTIFICATION_KINDS.reportGenerated) return { type: 'myReports' };
  return reportId === null ? { type: 'myReports' } : { type: 'downloadReport', reportId };
}

/** What opening a notification offers (spec 000 section 4); an unknown kind offers nothing. */
export function actionOf(notification: Notification): NotificationAction {
  const { notificationKey: key, ticketId } = notification;
  if (key === NOTIFICATION_KINDS.roleChanged) return { type: 'roleChanged' };
  if (key === NOTIFICATION_KINDS.notice) return { type: 'notice' };
  if (REPORT_KINDS.includes(key)) return reportAction(notification);
  if (key === NOTIFICATION_KINDS.exportReady) return exportAction(notification);
  if (CHANGE_KINDS.includes(key)) {
    const changeId = markedIdOf(notification);
    return changeId === null ? { type: 'none' } : { type: 'openChange', changeId };
  }
  if (ticketId === null) return { type: 'none' };
  switch (key) {
    case NOTIFICATION_KINDS.reviewPendingSerie:
      return reviewAction('pendingSerie', ticketId, 'comment');
    case NOTIFICATION_KINDS.reviewPendingWarehouse:
      return reviewAction('pendingWarehouse', ticketId, 'observations');
    case NOTIFICATION_KINDS.reviewScheduled:
      return reviewAction('scheduled', ticketId, 'comment');
    case NOTIFICATION_KINDS.moveToOnSite:
      return moveAction('onSite', ticketId);
    case NOTIFICATION_KINDS.moveToScheduled:
      return moveAction('scheduled', ticketId);
    case NOTIFICATION_KINDS.escalation:
      return { type: 'openTicket', ticketId };
    case NOTIFICATION_KINDS.surveySend:
      return { type: 'survey', ticketId };
    default:
      return { type: 'none' };
  }
}

/**
 * Sends the action through the status table's request and endpoint. Resolves with null when the ticket
 * moved, or with the refused result whose message says why; a failed request rejects with its ApiError.
 * The mutations invalidate the ticket's tags.
 */
export async function sendAction(
  dispatch: AppDispatch,
  action: ReviewAction | MoveAction,
  notification: Notification,
  decision: { accept: boolean; comment: string },
): Promise<TicketBulkResult | null> {
  const input = (comment: string): StatusChangeInput => ({ ticketId: action.ticketId, comment, groupId: null, engineerId: null, remote: false, choiceId: null });
  if (action.type === 'review') {
    // A blank comment is sent as none.
    const comment = decision.comment.trim() ? decision.comment : '';
    await dispatch(initiateStatusRequest(statusRequest(action.operation, input(comment), { accept: decision.accept }))).unwrap();
    return null;
  }
  // Spec 000 section 4: the on-site comment is the notification's message plus the user's own.
  const comment = action.move === 'onSite' ? `${plainMessage(notification.message)} ${decision.comment}` : decision.comment;
  const response = await dispatch(initiateStatusRequest(toStatusRequest(action.plan, input(comment)))).unwrap();
  return bulkOutcome(bulkResultsOf(response) ?? []).refused[0] ?? null;
}

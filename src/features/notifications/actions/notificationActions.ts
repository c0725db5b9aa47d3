import type { Notification } from '../../../api/tags/message';
import { ticketApi, type TicketBulkResult } from '../../../api/tags/ticket';
import { bulkOutcome } from '../../../domain/tickets/status/bulkOutcome';
import type { AppDispatch } from '../../../core/store/hooks';
import { NOTIFICATION_KINDS } from '../notificationKinds';
import { plainMessage } from '../panel/NotificationMessage';

/** A review the notification asks for: accept, or reject with the required comment (observations for the warehouse). */
export interface ReviewAction {
  type: 'review';
  review: 'pendingSerie' | 'pendingWarehouse' | 'scheduled';
  ticketId: number;
  /** Spec 000 section 6: the accept and reject buttons need these. */
  permissions: readonly string[];
  field: 'comment' | 'observations';
}

/** A move the notification offers, with a required comment. */
export interface MoveAction {
  type: 'move';
  move: 'onSite' | 'scheduled';
  ticketId: number;
  permissions: readonly string[];
}

export type NotificationAction = ReviewAction | MoveAction | { type: 'roleChanged' } | { type: 'none' };

/** What opening a notification offers (spec 000 section 4); an unknown kind offers nothing. */
export function actionOf(notification: Notification): NotificationAction {
  const { notificationKey: key, ticketId } = notification;
  if (key === NOTIFICATION_KINDS.roleChanged) return { type: 'roleChanged' };
  if (ticketId === null) return { type: 'none' };
  switch (key) {
    case NOTIFICATION_KINDS.reviewPendingSerie:
      return { type: 'review', review: 'pendingSerie', ticketId, permissions: ['TicketPendingBySerie'], field: 'comment' };
    case NOTIFICATION_KINDS.reviewPendingWarehouse:
      return { type: 'review', review: 'pendingWarehouse', ticketId, permissions: ['TicketPendingByWarehouse'], field: 'observations' };
    case NOTIFICATION_KINDS.reviewScheduled:
      return { type: 'review', review: 'scheduled', ticketId, permissions: ['TicketUpdateToScheduled'], field: 'comment' };
    case NOTIFICATION_KINDS.moveToOnSite:
      return { type: 'move', move: 'onSite', ticketId, permissions: ['TicketUpdateToOnSite'] };
    case NOTIFICATION_KINDS.moveToScheduled:
      return { type: 'move', move: 'scheduled', ticketId, permissions: ['TicketUpdateToScheduled'] };
    default:
      return { type: 'none' };
  }
}

/** The first result the server refused (on-site and scheduled answer one result per ticket). */
const refused = (results: TicketBulkResult[]) => bulkOutcome(results).refused[0] ?? null;

/**
 * Sends the action. Resolves with null when the ticket moved, or with the refused result whose message
 * says why; a failed request rejects with its ApiError. The mutations invalidate the ticket's tags.
 */
export async function sendAction(
  dispatch: AppDispatch,
  action: ReviewAction | MoveAction,
  notification: Notification,
  decision: { accept: boolean; comment: string },
): Promise<TicketBulkResult | null> {
  const { ticketId } = action;
  const comment = decision.comment.trim() ? decision.comment : null;
  if (action.type === 'review') {
    const review = { ticketId, accept: decision.accept, comment };
    if (action.review === 'pendingSerie') await dispatch(ticketApi.endpoints.reviewTicketPendingSerie.initiate({ ticketReviewRequest: review })).unwrap();
    else if (action.review === 'scheduled') await dispatch(ticketApi.endpoints.reviewTicketScheduled.initiate({ ticketReviewRequest: review })).unwrap();
    else {
      const observations = { ticketId, accept: decision.accept, observations: comment };
      await dispatch(ticketApi.endpoints.reviewTicketPendingWarehouse.initiate({ ticketReviewWarehouseRequest: observations })).unwrap();
    }
    return null;
  }
  if (action.move === 'onSite') {
    // Spec 000 section 4: the on-site comment is the notification's message plus the user's own.
    const onSite = { ticketIds: [ticketId], comment: `${plainMessage(notification.message)} ${decision.comment}` };
    return refused((await dispatch(ticketApi.endpoints.updateTicketsToOnSite.initiate({ ticketIdsStatusRequest: onSite })).unwrap()).data);
  }
  const scheduled = { TicketId: ticketId, comment: decision.comment, scheduledApproved: false };
  return refused((await dispatch(ticketApi.endpoints.updateTicketToScheduled.initiate({ ticketScheduledRequest: scheduled })).unwrap()).data);
}

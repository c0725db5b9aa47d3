import type { NotificationKey } from '../../../src/api/tags/message';
import { utc } from '../store/random';
import type { NotificationRecord, SandboxStore } from '../store/types';
import { emitNotification } from './events';
import { messageState } from './state';

export interface NewNotification {
  notificationKey: NotificationKey;
  receiverUserId: number;
  ticketId: number | null;
  title: string;
  /** Plain text; ticket ids in ** markers (the contract's Notification.message). */
  message: string;
  needsAttention?: boolean;
}

/** Kinds that ask the receiver to act (accept or reject, or sign in again); the rest only inform. */
const NEEDS_ATTENTION: Record<NotificationKey, boolean> = {
  'Ticket.ReviewPendingSerie': true,
  'Ticket.ReviewPendingWarehouse': true,
  'Ticket.ReviewScheduled': true,
  'User.RoleChanged': true,
  'Survey.Send': false,
  'Ticket.MoveToOnSite': false,
  'Ticket.MoveToScheduled': false,
  'User.PermissionsCopied': false,
  'Ticket.Escalation': false,
  'Admin.Notice': false,
  'Change.ApprovalPending': true,
  'Change.ApprovalDecided': false,
  'Report.Generated': false,
  'Report.Failed': false,
  'Report.Cancelled': false,
  'Export.Ready': false,
};

export const NOTIFICATION_KEYS = Object.keys(NEEDS_ATTENTION) as NotificationKey[];

/**
 * The one way the sandbox makes a notification at run time: stores it unread, dated now, and emits it
 * so the hub pushes it to the receiver's connections (the seed writes its own without a push).
 */
export function addNotification(store: SandboxStore, input: NewNotification): NotificationRecord {
  // The message state seeds its notifications on first use; seeding first keeps ids in creation order.
  messageState(store);
  const notificationId = store.nextId('notifications');
  const record: NotificationRecord = {
    notificationId, notificationKey: input.notificationKey, receiverUserId: input.receiverUserId, ticketId: input.ticketId,
    needsAttention: input.needsAttention ?? NEEDS_ATTENTION[input.notificationKey], viewed: false, title: input.title,
    message: input.message, iconUrl: null, emmitedDate: utc(store.now), expireDate: null, advise: null,
  };
  store.notifications.set(notificationId, record);
  emitNotification(store, record);
  return record;
}

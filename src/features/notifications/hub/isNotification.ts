import type { Notification } from '../../../api/tags/message';

/** A pushed payload is trusted no more than any input: only a notification-shaped object gets in. */
export function isNotification(value: unknown): value is Notification {
  if (typeof value !== 'object' || value === null) return false;
  const n = value as Record<string, unknown>;
  return (
    Number.isInteger(n.notificationId) &&
    typeof n.notificationKey === 'string' &&
    (n.ticketId === null || Number.isInteger(n.ticketId)) &&
    typeof n.title === 'string' &&
    typeof n.message === 'string' &&
    typeof n.emmitedDate === 'string' &&
    typeof n.viewed === 'boolean'
  );
}

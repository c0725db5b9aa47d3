import { matchesText, paginate } from '../catalog/common';
import { SandboxError, type OperationHandlers } from '../runtime';
import type { NotificationRecord, SandboxStore, UserRecord } from '../store/types';
import { messageState } from './state';

/** Notifications of the signed-in user: the bell (unread), mark as read, the notifications page. */

/** The contract's Notification (the REST lists and the hub push the same shape). */
export const toNotification = (n: NotificationRecord) => ({
  notificationId: n.notificationId, notificationKey: n.notificationKey, ticketId: n.ticketId, needsAttention: n.needsAttention,
  viewed: n.viewed, message: n.message, title: n.title, iconUrl: n.iconUrl, emmitedDate: n.emmitedDate, expireDate: n.expireDate, advise: n.advise,
});

function notificationsOf(store: SandboxStore, user: UserRecord): NotificationRecord[] {
  messageState(store);
  return [...store.notifications.values()].filter((n) => n.receiverUserId === user.userId);
}

function byDate(descending: boolean) {
  return (a: NotificationRecord, b: NotificationRecord) =>
    (descending ? -1 : 1) * (a.emmitedDate.localeCompare(b.emmitedDate) || a.notificationId - b.notificationId);
}

function assertReceiver(user: UserRecord, receiverUserId: number): void {
  if (receiverUserId !== user.userId) throw new SandboxError(403, 'Solo puede consultar y marcar sus propias notificaciones');
}

/** The caller's notification; another user's is reported as missing. */
function ownNotification(store: SandboxStore, user: UserRecord, id: number): NotificationRecord {
  messageState(store);
  const n = store.notifications.get(id);
  if (!n || n.receiverUserId !== user.userId) throw new SandboxError(404, `La notificación ${id} no existe`);
  return n;
}

/** Parses the contracts' UtcDateTime (optional fraction and Z) as UTC. */
export function parseUtc(text: string): Date {
  const [, base, fraction = ''] = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d+))?Z?$/.exec(text) ?? [];
  return new Date(`${base}.${fraction.padEnd(3, '0').slice(0, 3)}Z`);
}

function isExpired(n: NotificationRecord, now: Date): boolean {
  return n.expireDate !== null && parseUtc(n.expireDate) <= now;
}

export const notificationHandlers: OperationHandlers = {
  getUnreadNotifications: ({ store, user, body }) => {
    assertReceiver(user!, body.receiverUserId);
    const rows = notificationsOf(store, user!)
      .filter((n) => !n.viewed && !isExpired(n, store.now) && matchesText(body.text, n.title, n.message))
      .sort(byDate(body.descending));
    const { items, totalCount, hasNext } = paginate(rows.map(toNotification), body.pageNumber, body.pageSize);
    return { items, totalCount, hasNext };
  },

  markNotificationsRead: ({ store, user, body }) => {
    assertReceiver(user!, body.receiverUserId);
    const rows = (body.notificationIds as number[]).map((id) => ownNotification(store, user!, id));
    for (const n of rows) n.viewed = true;
    return true;
  },

  searchNotifications: ({ store, user, body }) => {
    const from = parseUtc(body.dateFrom);
    const to = parseUtc(body.dateTo);
    if (to <= from) throw new SandboxError(422, 'La fecha final debe ser posterior a la fecha inicial');
    const limit = new Date(from);
    limit.setUTCFullYear(limit.getUTCFullYear() + 2);
    if (to > limit) throw new SandboxError(422, 'El rango de fechas no puede ser mayor a 2 años');
    const rows = notificationsOf(store, user!)
      .filter((n) => {
        const at = parseUtc(n.emmitedDate);
        return at >= from && at <= to && matchesText(body.text, n.title, n.message);
      })
      .sort(byDate(true));
    return paginate(rows.map(toNotification), body.pageNumber, body.pageSize);
  },

  getNotificationById: ({ store, user, params }) => toNotification(ownNotification(store, user!, params.id)),

  deleteNotification: ({ store, user, params }) => {
    store.notifications.delete(ownNotification(store, user!, params.id).notificationId);
    return true;
  },
};

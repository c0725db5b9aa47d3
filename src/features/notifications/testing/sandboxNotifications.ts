import type { Sandbox } from '../../../../test/sandbox/sandbox';
import { messageState } from '../../../../test/sandbox/message/state';
import type { NotificationRecord } from '../../../../test/sandbox/store/types';

/** The user's notifications in the sandbox, in place of the seeded ones (for tests that count them). */
export function replaceNotifications(sandbox: Sandbox, userId: number, records: Partial<NotificationRecord>[]): NotificationRecord[] {
  const { store } = sandbox;
  messageState(store); // seeds the message service's own notifications first, so none arrive later
  for (const [id, n] of store.notifications) if (n.receiverUserId === userId) store.notifications.delete(id);
  return records.map((over, i) => {
    const notificationId = store.nextId('notifications');
    const record: NotificationRecord = {
      notificationId, notificationKey: 'Ticket.ReviewPendingSerie', receiverUserId: userId, ticketId: null, needsAttention: true, viewed: false,
      title: `Aviso ${i + 1}`, message: `Mensaje ${i + 1}`, iconUrl: null, emmitedDate: minutesAgo(store.now, records.length - i), expireDate: null, advise: null,
      ...over,
    };
    store.notifications.set(notificationId, record);
    return record;
  });
}

/** A UTC wire date a number of minutes before `now`. */
export function minutesAgo(now: Date, minutes: number): string {
  return new Date(now.getTime() - minutes * 60_000).toISOString().slice(0, 19);
}

/** The sandbox user the test signs in as for a role (the demo users come first). */
export function demoUserId(sandbox: Sandbox, role: string): number {
  return [...sandbox.store.users.values()].find((u) => u.roleCode === role)!.userId;
}

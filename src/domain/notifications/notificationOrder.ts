import type { Notification } from '../../api/tags/message';

/** Newest first: the emission date, then the id (a later id is a later notification). */
export function compareNewestFirst(a: Notification, b: Notification): number {
  return b.emmitedDate.localeCompare(a.emmitedDate) || b.notificationId - a.notificationId;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** Whether a notification belongs in a list searched for `text` (as the server searches: title or message, accents aside). */
export function matchesSearch(notification: Notification, text: string): boolean {
  const needle = fold(text.trim());
  return !needle || fold(notification.title).includes(needle) || fold(notification.message).includes(needle);
}

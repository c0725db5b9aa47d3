/** The notifications page's views, kept in the URL (`?view=`); the bell's "show all" opens the unread one. */
export const NOTIFICATION_VIEWS = { unread: 'unread', search: 'search' } as const;
export type NotificationView = (typeof NOTIFICATION_VIEWS)[keyof typeof NOTIFICATION_VIEWS];

export const notificationsPath = (view: NotificationView) => `/notifications?view=${view}`;

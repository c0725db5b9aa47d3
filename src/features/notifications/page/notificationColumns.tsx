import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { Notification } from '../../../api/tags/message';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import type { GridColumn } from '../../../shared/ui/DataGrid/DataGrid';
import { NotificationMessage } from '../panel/NotificationMessage';

/** The notifications page's columns; the server orders by date, newest first, so none sorts. */
export function notificationColumns(t: TFunction): GridColumn<Notification>[] {
  return [
    { id: 'emmitedDate', header: t('notifications.page.columns.date'), body: (n) => formatUtcDateTime(n.emmitedDate, 'dd-MM-yyyy HH:mm:ss'), width: '11rem' },
    { id: 'title', header: t('notifications.page.columns.title'), body: (n) => n.title, width: '12rem' },
    { id: 'message', header: t('notifications.page.columns.message'), body: (n) => <NotificationMessage message={n.message} />, width: '20rem' },
    {
      id: 'ticketId',
      header: t('notifications.page.columns.ticket'),
      body: (n) => (n.ticketId === null ? '—' : <Link to={`/requirement/detail/${n.ticketId}/general`}>{n.ticketId}</Link>),
      width: '7rem',
    },
    { id: 'viewed', header: t('notifications.page.columns.status'), body: (n) => t(n.viewed ? 'notifications.page.read' : 'notifications.page.unread'), width: '7rem' },
  ];
}

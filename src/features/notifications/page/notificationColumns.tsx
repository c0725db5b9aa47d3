import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { Notification } from '../../../api/tags/message';
import type { ExportLabels } from '../../../shared/export';
import { EMPTY_VALUE } from '../../../shared/format/emptyValue';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';
import { NotificationMessage, plainMessage } from '../panel/NotificationMessage';

/** The notifications page's (and the exports') columns; the server orders by date, newest first, so none sorts. */
export function notificationColumns(t: TFunction, labels: ExportLabels): PageColumn<Notification>[] {
  return [
    valueColumn<Notification>(labels, { id: 'emmitedDate', header: t('notifications.page.columns.date'), format: 'date', width: '11rem' }),
    valueColumn<Notification>(labels, { id: 'title', header: t('notifications.page.columns.title'), width: '12rem' }),
    {
      id: 'message',
      header: t('notifications.page.columns.message'),
      value: (n) => plainMessage(n.message),
      body: (n) => <NotificationMessage message={n.message} />,
      width: '20rem',
    },
    {
      id: 'ticketId',
      header: t('notifications.page.columns.ticket'),
      format: 'number',
      body: (n) => (n.ticketId === null ? EMPTY_VALUE : <Link to={`/requirement/detail/${n.ticketId}/general`}>{n.ticketId}</Link>),
      width: '7rem',
    },
    valueColumn<Notification>(labels, {
      id: 'viewed',
      header: t('notifications.page.columns.status'),
      value: (n) => t(n.viewed ? 'notifications.page.read' : 'notifications.page.unread'),
      width: '7rem',
    }),
  ];
}

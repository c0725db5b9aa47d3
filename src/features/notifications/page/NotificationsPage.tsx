import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { messageApi, type GetUnreadNotificationsApiArg, type SearchNotificationsApiArg } from '../../../api/tags/message';
import { selectSessionUser } from '../../../auth/sessionSlice';
import { useAppSelector } from '../../../core/store/hooks';
import { toUtcWire } from '../../../shared/format/dateTime';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { defaultRange } from '../../../domain/notifications/searchRange';
import { NotificationGrid, type NotificationSource } from './NotificationGrid';
import { notificationSearchFilter, UNREAD_FILTER, type NotificationSearch } from './notificationFilters';
import { NOTIFICATION_VIEWS, notificationsPath, searchCodec, unreadCodec, VIEW_PARAM, type NotificationView } from './notificationViews';

const toSearchArg = ({ filter, pageNumber, pageSize }: { filter: NotificationSearch; pageNumber: number; pageSize: number }): SearchNotificationsApiArg => ({
  notificationSearchRequest: { dateFrom: toUtcWire(filter.range.start), dateTo: toUtcWire(filter.range.end), text: filter.text || null, pageNumber, pageSize },
});

/**
 * /notifications: either every unread notification (the bell's list, with no date limit, so the page
 * lists what the bell counts) or all notifications searched over a date range (both dates, two years at
 * most). The date search is the default view; the bell's "show all" opens the unread one.
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const view: NotificationView = params.get(VIEW_PARAM) === NOTIFICATION_VIEWS.unread ? NOTIFICATION_VIEWS.unread : NOTIFICATION_VIEWS.search;
  const userId = useAppSelector(selectSessionUser)?.userId ?? 0;
  const [firstRange] = useState(() => defaultRange(new Date()));

  const unread = useMemo<NotificationSource<string, GetUnreadNotificationsApiArg>>(
    () => ({
      gridKey: 'notifications-unread',
      endpoint: messageApi.endpoints.getUnreadNotifications,
      toArg: ({ filter, pageNumber, pageSize }) => ({ notificationQuery: { pageNumber, pageSize, descending: true, receiverUserId: userId, text: filter || null } }),
      emptyFilter: '',
      codec: unreadCodec,
      emptyMessage: t('notifications.page.emptyUnread'),
      filters: (value, onSearch) => <FilterBar filter={UNREAD_FILTER} value={{ text: value }} onSearch={(next) => onSearch(next.text)} />,
    }),
    [t, userId],
  );
  const search = useMemo<NotificationSource<NotificationSearch, SearchNotificationsApiArg>>(() => {
    const filter = notificationSearchFilter({ range: firstRange, text: '' });
    return {
      gridKey: 'notifications',
      endpoint: messageApi.endpoints.searchNotifications,
      toArg: toSearchArg,
      emptyFilter: filter.empty,
      codec: searchCodec,
      emptyMessage: t('notifications.page.empty'),
      filters: (value, onSearch) => <FilterBar filter={filter} value={value} onSearch={onSearch} />,
    };
  }, [t, firstRange]);

  const viewLink = (target: NotificationView, label: string) => (
    <Link to={notificationsPath(target)} aria-current={view === target ? 'page' : undefined} className={view === target ? 'font-bold' : undefined}>
      {label}
    </Link>
  );
  const views = (
    <nav aria-label={t('notifications.page.views')} className="flex gap-3">
      {viewLink(NOTIFICATION_VIEWS.unread, t('notifications.page.viewUnread'))}
      {viewLink(NOTIFICATION_VIEWS.search, t('notifications.page.viewSearch'))}
    </nav>
  );

  return view === NOTIFICATION_VIEWS.unread ? <NotificationGrid key="unread" source={unread} views={views} /> : <NotificationGrid key="search" source={search} views={views} />;
}

import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../api/tags/message';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useAppDispatch, useAppSelector } from '../../../core/store/hooks';
import { useAccessList } from '../../../auth/useAccessList';
import { BusyButton } from '../../../shared/ui/BusyButton';
import { useToast } from '../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../shared/validation/limits';
import {
  selectCanShowMore, selectListedNotifications, selectListError, selectListStatus, selectListText, selectLoadingMore, selectUnreadCount,
} from '../../../domain/notifications/notificationsSlice';
import { loadMoreNotifications, loadUnreadNotifications, markAllNotificationsRead, markNotificationsRead } from '../../../domain/notifications/notificationsThunks';
import { NotificationItem } from './NotificationItem';
import { NOTIFICATION_VIEWS, notificationsPath } from '../page/notificationViews';

/** Who may open the notifications page (spec 000 section 6). */
const SHOW_ALL = ['NotificationSearch'];

/**
 * The bell's panel (spec 000 section 2): search (Enter or the icon), mark all read, the unread list with
 * its loading, empty and no-match states, show-more after 200, and 'show all' for those allowed (it opens
 * the page on the unread view, so the page lists what the bell counts).
 */
export function NotificationPanel({ onOpen }: { onOpen: (notification: Notification) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const access = useAccessList();
  const searchId = useId();
  const items = useAppSelector(selectListedNotifications);
  const status = useAppSelector(selectListStatus);
  const loadError = useAppSelector(selectListError);
  const listedText = useAppSelector(selectListText);
  const unread = useAppSelector(selectUnreadCount);
  const canShowMore = useAppSelector(selectCanShowMore);
  const loadingMore = useAppSelector(selectLoadingMore);
  const [text, setText] = useState(listedText);
  const [reading, setReading] = useState<ReadonlySet<number>>(new Set());
  const [markingAll, setMarkingAll] = useState(false);

  const loading = status === 'idle' || status === 'loading';

  const search = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(loadUnreadNotifications({ text: text.trim(), pageNumber: 1 }));
  };

  const reportReadFailure = (error: unknown) =>
    toast({ severity: 'error', summary: t('notifications.panel.markReadError'), detail: errorMessage(error) });

  const markRead = async (notification: Notification) => {
    setReading((ids) => new Set(ids).add(notification.notificationId));
    const result = await dispatch(markNotificationsRead([notification.notificationId]));
    if (markNotificationsRead.rejected.match(result)) reportReadFailure(result.payload);
    setReading((ids) => {
      const next = new Set(ids);
      next.delete(notification.notificationId);
      return next;
    });
  };

  const markAll = async () => {
    setMarkingAll(true);
    const result = await dispatch(markAllNotificationsRead());
    setMarkingAll(false);
    if (markAllNotificationsRead.rejected.match(result)) reportReadFailure(result.payload);
  };

  const body = () => {
    if (loading) {
      return (
        <p role="status" className="m-0 py-3 text-center text-700">
          <span className="pi pi-spin pi-spinner mr-2" aria-hidden="true" />
          {t('notifications.panel.loading')}
        </p>
      );
    }
    if (status === 'failed') {
      return (
        <div role="alert" className="flex flex-column align-items-center gap-2 py-3 text-center">
          <span>{t('notifications.panel.loadError')}</span>
          {loadError && <small className="text-700">{errorMessage(loadError)}</small>}
          <button type="button" className="p-button p-button-sm p-button-outlined" onClick={() => void dispatch(loadUnreadNotifications({ text: text.trim(), pageNumber: 1 }))}>
            {t('notifications.panel.retry')}
          </button>
        </div>
      );
    }
    if (items.length === 0) {
      return (
        <p role="status" className="m-0 py-3 text-center text-700">
          {listedText ? t('notifications.panel.noMatch', { text: listedText }) : t('notifications.panel.empty')}
        </p>
      );
    }
    return (
      <ul aria-label={t('notifications.panel.listLabel')} className="list-none m-0 p-0 overflow-auto" style={{ maxHeight: '55vh' }}>
        {items.map((n) => (
          <NotificationItem key={n.notificationId} notification={n} onOpen={onOpen} onRead={(x) => void markRead(x)} reading={reading.has(n.notificationId)} />
        ))}
      </ul>
    );
  };

  return (
    <div className="flex flex-column gap-2">
      <div className="flex align-items-center justify-content-between gap-2">
        <h2 className="m-0 text-lg">{t('notifications.panel.title')}</h2>
        <span className="text-sm text-700">{t('notifications.panel.unread', { count: unread })}</span>
      </div>
      <form role="search" className="p-inputgroup" onSubmit={search}>
        <label htmlFor={searchId} className="p-hidden-accessible">
          {t('notifications.panel.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          className="p-inputtext p-inputtext-sm"
          value={text}
          maxLength={LIMITS.notifications.searchTextMax}
          placeholder={t('notifications.panel.searchLabel')}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="p-button p-button-sm p-button-icon-only" aria-label={t('notifications.panel.search')} title={t('notifications.panel.search')}>
          <span className="pi pi-search" aria-hidden="true" />
        </button>
      </form>
      <BusyButton
        text
        size="small"
        className="align-self-end"
        icon="pi pi-check-square"
        label={t('notifications.panel.markAllRead')}
        busy={markingAll}
        disabled={items.length === 0}
        onClick={() => void markAll()}
      />
      {body()}
      {canShowMore && !loading && (
        <BusyButton outlined size="small" label={t('notifications.panel.showMore')} busy={loadingMore} onClick={() => void dispatch(loadMoreNotifications())} />
      )}
      {access.can(SHOW_ALL) && (
        <Link to={notificationsPath(NOTIFICATION_VIEWS.unread)} className="align-self-center text-sm">
          {t('notifications.panel.showAll')}
        </Link>
      )}
    </div>
  );
}

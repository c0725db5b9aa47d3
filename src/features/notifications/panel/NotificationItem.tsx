import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../api/tags/message';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { NotificationMessage } from './NotificationMessage';
import { BusyButton } from '../../../shared/ui/BusyButton';

interface Props {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onRead: (notification: Notification) => void;
  reading: boolean;
}

/** One unread notification: open it (its action), go to its ticket, or mark it read. */
export function NotificationItem({ notification, onOpen, onRead, reading }: Props) {
  const { t } = useTranslation();
  const { ticketId, title } = notification;
  return (
    <li className="flex align-items-start gap-1 py-2 border-bottom-1 surface-border">
      <button type="button" className="notification-open flex-1 text-left border-none bg-transparent cursor-pointer p-1 border-round text-color" onClick={() => onOpen(notification)}>
        <span className="flex align-items-start justify-content-between gap-2">
          <span className="font-semibold">{title}</span>
          {notification.needsAttention && (
            <span className="notification-attention text-xs font-medium white-space-nowrap border-round px-2 py-1">{t('notifications.panel.needsAttention')}</span>
          )}
        </span>
        <span className="block text-sm mt-1 line-height-3">
          <NotificationMessage message={notification.message} />
        </span>
        {notification.advise && <span className="block text-sm text-700 font-italic mt-1">{notification.advise}</span>}
        <time className="block text-xs text-600 mt-1" dateTime={notification.emmitedDate}>
          {formatUtcDateTime(notification.emmitedDate)}
        </time>
      </button>
      <span className="flex flex-column">
        {ticketId !== null && (
          <Link to={`/requirement/detail/${ticketId}/general`} className="p-button p-button-text p-button-rounded p-button-sm" aria-label={t('notifications.panel.ticketLink', { id: ticketId })} title={t('notifications.panel.ticketLink', { id: ticketId })}>
            <span className="pi pi-external-link" aria-hidden="true" />
          </Link>
        )}
        <BusyButton
          text
          rounded
          size="small"
          icon="pi pi-check"
          aria-label={t('notifications.panel.markRead', { title })}
          title={t('notifications.panel.markRead', { title })}
          busy={reading}
          onClick={() => onRead(notification)}
        />
      </span>
    </li>
  );
}

import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../core/store/hooks';
import { withScreenStrings } from '../../../shared/i18n/i18n';
import { CountBadge } from '../../../shared/ui/firstPaint/CountBadge';
import { Popover } from '../../../shared/ui/Popover';
import { withPrime } from '../../../shared/ui/prime/withPrime';
import { selectUnreadCount } from '../../../domain/notifications/notificationsSlice';
import { HubStatusIndicator } from './HubStatusIndicator';
import { useOpenNotification } from './useOpenNotification';
import './notifications.css';
import { retryableLazy } from '../../../shared/ui/retryableLazy';

// The panel and the action dialog (dates, comment rules) load when first opened: the first paint needs only the bell (issue 15).
const NotificationPanel = retryableLazy(withPrime(withScreenStrings(() => import('./NotificationPanel').then((m) => ({ default: m.NotificationPanel })))));
// The action dialog shows ticket and status strings, which come with the screens' strings.
const NotificationActionDialog = retryableLazy(withPrime(withScreenStrings(() => import('../actions/NotificationActionDialog').then((m) => ({ default: m.NotificationActionDialog })))));
const NoticeDialog = retryableLazy(withPrime(() => import('./NoticeDialog').then((m) => ({ default: m.NoticeDialog }))));
// A Survey.Send opens the ticket's survey, loaded the same way.
const SurveyAnswerDialog = retryableLazy(withPrime(withScreenStrings(() => import('../../../domain/surveys/answer/SurveyAnswerDialog').then((m) => ({ default: m.SurveyAnswerDialog })))));

/** Counts above this show as "99+" on the badge (the full number is in the button's name). */
const BADGE_MAX = 99;
const PANEL_WIDTH = 400;

/** The top bar's bell: unread-count badge, the live-connection dot, the panel, and the dialog a notification opens. */
export function NotificationBell() {
  const { t } = useTranslation();
  const count = useAppSelector(selectUnreadCount);
  const { active, open, close, notice, closeNotice } = useOpenNotification();
  const label = count > 0 ? t('notifications.bell.labelWithCount', { count }) : t('notifications.bell.label');

  return (
    <div className="flex align-items-center">
      <Popover
        label={label}
        width={Math.min(PANEL_WIDTH, window.innerWidth - 24)}
        trigger={
          <span className="notification-bell-icon p-2" aria-hidden="true">
            <span className="pi pi-bell" />
            {count > 0 && <CountBadge value={count > BADGE_MAX ? `${BADGE_MAX}+` : count} severity="danger" />}
          </span>
        }
      >
        <Suspense
          fallback={
            <p role="status" className="m-0 py-3 text-center text-700">
              {t('notifications.panel.loading')}
            </p>
          }
        >
          <NotificationPanel onOpen={open} />
        </Suspense>
      </Popover>
      <HubStatusIndicator />
      {active && (
        <Suspense fallback={null}>
          {active.action.type === 'survey' ? (
            <SurveyAnswerDialog ticketId={active.action.ticketId} onHide={close} />
          ) : (
            <NotificationActionDialog notification={active.notification} action={active.action} onClose={close} />
          )}
        </Suspense>
      )}
      {notice && (
        <Suspense fallback={null}>
          <NoticeDialog notification={notice} onClose={closeNotice} />
        </Suspense>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** Where the notification bell goes; live notifications arrive with their own issue. */
export function NotificationBellPlaceholder() {
  const { t } = useTranslation();
  return (
    <button type="button" className="p-button p-button-text p-button-rounded" disabled aria-label={t('shell.notificationsSoon')} title={t('shell.notificationsSoon')}>
      <span className="pi pi-bell" aria-hidden="true" />
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import { FullPageMessage } from './FullPageMessage';

/** Shown for a protected screen that cannot start offline (its permissions not loaded yet); it lifts by itself when the connection returns. */
export function OfflineScreen() {
  const { t } = useTranslation();
  return (
    <FullPageMessage icon="pi pi-wifi" title={t('pages.offline.title')} role="alert">
      <p className="text-700 m-0">{t('pages.offline.body')}</p>
    </FullPageMessage>
  );
}

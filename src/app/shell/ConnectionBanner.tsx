import { useTranslation } from 'react-i18next';
import { selectOnline } from '../../core/store/connectionSlice';
import { useAppSelector } from '../../core/store/hooks';

/**
 * The persistent connection-error message (spec 000 section 8) while the browser is offline, above the
 * screen rather than instead of it: what was typed stays, and sending is refused until it closes.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const online = useAppSelector(selectOnline);
  if (online) return null;
  return (
    <div role="alert" className="flex align-items-center gap-2 px-3 py-2 bg-red-50 text-red-800 border-bottom-1 border-red-200">
      <span className="pi pi-wifi" aria-hidden="true" />
      <span>
        <strong>{t('errors.offline')}</strong> {t('shell.offlineKept')}
      </span>
    </div>
  );
}

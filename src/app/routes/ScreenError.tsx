import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../shared/ui/FullPageMessage';

/** What a screen that failed to load or render shows instead: a plain message and a retry, no stack trace. */
export function ScreenError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <FullPageMessage icon="pi pi-exclamation-triangle" title={t('pages.screenError.title')} role="alert">
      <p className="text-700 m-0">{t('pages.screenError.body')}</p>
      <button type="button" className="p-button" onClick={onRetry}>
        {t('pages.retry')}
      </button>
    </FullPageMessage>
  );
}

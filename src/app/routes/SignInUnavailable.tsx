import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../shared/ui/FullPageMessage';

/**
 * MSAL's code failed to load (src/auth/deferredAuthSession.ts): what happened and a retry, as for a screen.
 * The retry reloads the page, which fetches the chunk again and lets MSAL finish a sign-in the identity
 * provider answered.
 */
export function SignInUnavailable() {
  const { t } = useTranslation();
  return (
    <FullPageMessage icon="pi pi-exclamation-triangle" title={t('pages.signInUnavailable.title')} role="alert">
      <p className="text-700 m-0">{t('pages.signInUnavailable.body')}</p>
      <button type="button" className="p-button" onClick={() => window.location.reload()}>
        {t('pages.retry')}
      </button>
    </FullPageMessage>
  );
}

import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuthActions } from '../../auth/AuthActionsContext';
import { loadMsalSession } from '../../auth/loadMsalSession';
import { selectSessionStatus } from '../../auth/sessionSlice';
import { useAppSelector } from '../../core/store/hooks';
import { PageLoader } from '../../shared/ui/PageLoader';
import { SignInUnavailable } from '../routes/SignInUnavailable';
import { ContactUsButton } from './ContactUsButton';
import { afterPaint } from '../../shared/ui/firstPaint/afterPaint';

const RETURN_KEY = 'returnAfterSignIn';

/** Where a visitor lands when not signed in: sign in, contact us, or report a problem without an account. */
export function SignInPage() {
  const { t } = useTranslation();
  const status = useAppSelector(selectSessionStatus);
  const { signIn } = useAuthActions();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const showsButton = status === 'signedOut';
  useEffect(() => {
    if (!showsButton) return;
    // Once the button is painted, fetch what its click needs, so signing in starts at once; a failure shows on the click.
    return afterPaint(() => void loadMsalSession().catch(() => undefined));
  }, [showsButton]);

  if (status === 'starting') return <PageLoader />;
  if (status === 'unavailable') return <SignInUnavailable />;
  if (status === 'signedIn') {
    const target = window.sessionStorage.getItem(RETURN_KEY) ?? '/';
    window.sessionStorage.removeItem(RETURN_KEY);
    return <Navigate to={target} replace />;
  }
  return (
    <main className="min-h-screen flex align-items-center justify-content-center surface-ground p-4">
      <section className="surface-card shadow-2 border-round-lg p-5 w-full" style={{ maxWidth: 520 }}>
        <div className="flex align-items-center gap-2 mb-3">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span className="text-xl font-semibold">{t('app.name')}</span>
        </div>
        <h1 className="text-3xl font-semibold m-0 mb-2">{t('landing.title')}</h1>
        <p className="text-700 mt-0 mb-4">{t('landing.subtitle')}</p>
        <div className="flex flex-wrap gap-2 mb-4">
          <button
            type="button"
            className="p-button"
            onClick={() => {
              if (from) window.sessionStorage.setItem(RETURN_KEY, from);
              void signIn();
            }}
          >
            <span className="pi pi-sign-in mr-2" aria-hidden="true" />
            {t('landing.signIn')}
          </button>
          <ContactUsButton />
        </div>
        <Link to="/PublicRequest">{t('landing.publicRequest')}</Link>
      </section>
    </main>
  );
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectOnline } from '../../core/store/connectionSlice';
import { useAppSelector } from '../../core/store/hooks';
import { FullPageMessage } from '../../shared/ui/FullPageMessage';
import { OfflineScreen } from '../../shared/ui/OfflineScreen';
import { PageLoader } from '../../shared/ui/PageLoader';
import { SessionRevokedPage } from '../pages/SessionRevokedPage';
import { SignInUnavailable } from './SignInUnavailable';
import { selectSessionRevoked, selectSessionStatus } from '../../auth/sessionSlice';
import { useAccessList } from '../../auth/useAccessList';

/**
 * The guard of every protected route (spec 000 section 6): session ended by an administrator's
 * change -> why, and sign in again; not signed in -> sign-in page; offline
 * before the permissions loaded -> blocking screen (once they have, the shell's banner tells of it and the
 * screen keeps what was typed); permissions loading -> loader; none of the route's permissions -> /forbidden.
 *
 * It lives in the app layer beside the router it guards, not in auth/: it composes the session and
 * permissions (auth), the connection state (core) and full-page screens (shared/ui), and auth sits
 * below shared, so a guard in auth could not show a screen.
 */
export function RouteGuard({ permissions, children }: { permissions: readonly string[]; children: ReactNode }) {
  const { t } = useTranslation();
  const online = useAppSelector(selectOnline);
  const status = useAppSelector(selectSessionStatus);
  const revoked = useAppSelector(selectSessionRevoked);
  const location = useLocation();
  const access = useAccessList();
  // 'starting' lasts while MSAL loads, starts and finishes a redirect (src/auth/deferredAuthSession.ts).
  if (status === 'starting' || status === 'signingOut') return <PageLoader />;
  if (status === 'unavailable') return <SignInUnavailable />;
  if (revoked) return <SessionRevokedPage reason={revoked} />;
  if (status === 'signedOut') return <Navigate to="/signin" replace state={{ from: `${location.pathname}${location.search}` }} />;
  // Offline before the permissions arrived nothing can be shown; a screen already up stays, with what was typed.
  if (!online && (access.isLoading || access.error)) return <OfflineScreen />;
  if (access.isLoading) return <PageLoader />;
  if (access.error) {
    return (
      <FullPageMessage icon="pi pi-exclamation-triangle" title={t('pages.permissionsError.title')} role="alert">
        <button type="button" className="p-button p-button-outlined" onClick={() => void access.refetch()}>
          {t('pages.retry')}
        </button>
      </FullPageMessage>
    );
  }
  if (!access.can(permissions)) return <Navigate to="/forbidden" replace />;
  return <>{children}</>;
}

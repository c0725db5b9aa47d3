import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { AuthActionsContext } from '../auth/AuthActionsContext';
import type { AuthActions } from '../auth/authSession';
import { selectSessionUser } from '../auth/sessionSlice';
import { useAppSelector } from '../core/store/hooks';
import { useExportUploader } from '../domain/files/useExportUploader';
import { ExportUploadProvider } from '../shared/ui/ExportToolbar/ExportUploadContext';
import { GridViewStoreProvider } from '../shared/gridViews/GridViewStoreContext';
import { followLanguage } from '../shared/ui/prime/interfaceLanguage';
import { ToastProvider } from '../shared/ui/ToastProvider';
import type { AppStore } from './store/store';

export function AppProviders({ store, i18n, auth, children }: { store: AppStore; i18n: I18n; auth: AuthActions; children: ReactNode }) {
  // PrimeReact speaks this instance's language; it is set up when first needed (src/shared/ui/prime/withPrime.ts).
  followLanguage(i18n);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AuthActionsContext.Provider value={auth}>
          <ToastProvider>
            <UserGridViews>
              <ExportUploads>{children}</ExportUploads>
            </UserGridViews>
          </ToastProvider>
        </AuthActionsContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}

/** The signed-in user's named grid views (kept in this browser per user id). */
function UserGridViews({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectSessionUser);
  return <GridViewStoreProvider userId={user?.userId ?? null}>{children}</GridViewStoreProvider>;
}

/** Large exports go to the file storage service (UploadFileForExportAndNotification) rather than the browser's download. */
function ExportUploads({ children }: { children: ReactNode }) {
  return <ExportUploadProvider uploader={useExportUploader()}>{children}</ExportUploadProvider>;
}

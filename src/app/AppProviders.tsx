import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { PrimeReactProvider } from 'primereact/api';
import type { i18n as I18n } from 'i18next';
import { AuthActionsContext } from '../auth/AuthActionsContext';
import type { AuthActions } from '../auth/authSession';
import { PrimeLocaleSync } from '../shared/i18n/primeLocale';
import { ToastProvider } from '../shared/ui/ToastProvider';
import type { AppStore } from './store/store';
import { ConnectionToast } from './shell/ConnectionToast';

export function AppProviders({ store, i18n, auth, children }: { store: AppStore; i18n: I18n; auth: AuthActions; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PrimeReactProvider value={{ locale: i18n.language }}>
          <PrimeLocaleSync />
          <AuthActionsContext.Provider value={auth}>
            <ToastProvider>
              {children}
              <ConnectionToast />
            </ToastProvider>
          </AuthActionsContext.Provider>
        </PrimeReactProvider>
      </I18nextProvider>
    </Provider>
  );
}

import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { PrimeReactProvider } from 'primereact/api';
import type { i18n as I18n } from 'i18next';
import type { AppStore } from './store/store';
import { ConnectionToast } from './shell/ConnectionToast';

export function AppProviders({ store, i18n, children }: { store: AppStore; i18n: I18n; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PrimeReactProvider>
          {children}
          <ConnectionToast />
        </PrimeReactProvider>
      </I18nextProvider>
    </Provider>
  );
}

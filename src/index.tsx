import { createRoot } from 'react-dom/client';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import 'primeflex/primeflex.css';
import { loadRuntimeConfig } from './app/config/runtimeConfig';
import { createAppStore } from './app/store/store';
import { watchConnection } from './app/store/connectionWatcher';
import { AppProviders } from './app/AppProviders';
import { AppRouter } from './app/AppRouter';
import { createI18n } from './shared/i18n/i18n';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const i18n = createI18n();
  document.title = i18n.t('app.name');
  try {
    await loadRuntimeConfig();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    root.render(<p role="alert">{i18n.t('app.configError', { reason })}</p>);
    return;
  }
  const store = createAppStore();
  watchConnection(store.dispatch);
  root.render(
    <AppProviders store={store} i18n={i18n}>
      <AppRouter />
    </AppProviders>,
  );
}

void start();

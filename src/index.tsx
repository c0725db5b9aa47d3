import { createRoot } from 'react-dom/client';
import 'primereact/resources/themes/tailwind-light/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import 'primeflex/primeflex.css';
import './app/theme.css';
import { loadRuntimeConfig } from './core/config/runtimeConfig';
import { createAppStore } from './app/store/store';
import { watchConnection } from './core/store/connectionWatcher';
import { AppProviders } from './app/AppProviders';
import { AppRouter } from './app/AppRouter';
import { guardPrimeStyles } from './app/primeStyleGuard';
import { UnhandledErrorNotice } from './app/UnhandledErrorNotice';
import { createDeferredAuthSession } from './auth/deferredAuthSession';
import { loadMsalSession } from './auth/loadMsalSession';
import { mayHoldSession } from './auth/storedSession';
import { loadI18n } from './shared/i18n/i18n';
import { storedLanguage } from './shared/i18n/languageStorage';

// MSAL, awaited only by what needs it (src/auth/deferredAuthSession.ts, which also reports a failed load). A browser
// that may hold a session needs it for its first screen: fetched now, beside the strings and the configuration.
// One that does not shows the sign-in page first, which fetches it once painted.
if (mayHoldSession(window.localStorage, window.sessionStorage)) void loadMsalSession().catch(() => undefined);

async function start(): Promise<void> {
  guardPrimeStyles(document);
  // The app's boundaries log what they catch with tokens taken out (logRenderError); React's default would print it raw.
  const root = createRoot(document.getElementById('root') as HTMLElement, { onCaughtError: () => undefined });
  const i18n = await loadI18n(storedLanguage());
  document.documentElement.lang = i18n.language;
  document.title = i18n.t('app.name');
  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    root.render(<p role="alert">{i18n.t('app.configError', { reason })}</p>);
    return;
  }
  const store = createAppStore();
  watchConnection(store.dispatch);
  const auth = createDeferredAuthSession(async () => (await loadMsalSession()).createMsalSession(config.auth, store.dispatch), store.dispatch);
  root.render(
    <AppProviders store={store} i18n={i18n} auth={auth}>
      {/* The last resort: an error nothing else caught shows a toast and is logged redacted; the session and screen stay. */}
      <UnhandledErrorNotice />
      <AppRouter />
    </AppProviders>,
  );
  // A failure shows on the page: the session is "unavailable", with a retry.
  await auth.start().catch(() => undefined);
}

void start();

import { act, render, screen } from '@testing-library/react';
import { signedIn } from '../auth/sessionSlice';
import { createI18n, type Language } from '../shared/i18n/i18n';
import { loadToastStack } from '../shared/ui/ToastProvider';
import { AppProviders } from './AppProviders';
import { createAppStore } from './store/store';
import { UnhandledErrorNotice } from './UnhandledErrorNotice';

/** jsdom has no PromiseRejectionEvent: an event of that type carrying the reason, as the browser sends it. */
function unhandledRejection(reason: unknown): Event {
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.assign(event, { reason, promise: Promise.resolve() });
  return event;
}

function renderBootstrap(language: Language) {
  const store = createAppStore();
  store.dispatch(signedIn({ userId: 1, email: 'admin@example.com', name: 'Admin', role: 'ADM' }));
  const auth = { signIn: jest.fn(async () => undefined), signOut: jest.fn(async () => undefined), signInAgain: jest.fn(async () => undefined) };
  const view = render(
    <AppProviders store={store} i18n={createI18n(language)} auth={auth}>
      <UnhandledErrorNotice />
      <h1>Búsqueda de tickets</h1>
    </AppProviders>,
  );
  return { ...view, store, auth };
}

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

const loggedText = () => logged.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
const toastLoaded = () => act(() => loadToastStack().then(() => undefined));

describe('the last-resort handler for errors nothing else caught (issue 28, finding 8)', () => {
  it('shows a readable message in Spanish for an unhandled rejection, logs it without the token or e-mail, and keeps the session and the screen', async () => {
    const { store, auth } = renderBootstrap('es');
    const event = unhandledRejection(new Error('save failed for ana.lopez@example.com with Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'));
    act(() => void window.dispatchEvent(event));
    await toastLoaded();
    expect(await screen.findByText('Algo salió mal y la última acción no terminó. Su sesión sigue abierta: puede seguir trabajando.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Búsqueda de tickets' })).toBeInTheDocument();
    expect(store.getState().session.status).toBe('signedIn');
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(loggedText()).toContain('save failed');
    expect(loggedText()).toContain('Bearer [redacted]');
    expect(loggedText()).not.toContain('eyJhbGciOiJIUzI1NiJ9');
    expect(loggedText()).not.toContain('ana.lopez@example.com');
    // The browser's own report would print the raw text: the handler's redacted log replaces it.
    expect(event.defaultPrevented).toBe(true);
  });

  it('shows the message in English for an error thrown outside rendering, and logs it with the Authorization header redacted', async () => {
    renderBootstrap('en');
    const error = new TypeError('fetch https://api/x?access_token=abc123 with Authorization: Basic dXNlcjpzZWNyZXQ= failed');
    const event = new ErrorEvent('error', { error, message: error.message, cancelable: true });
    act(() => void window.dispatchEvent(event));
    await toastLoaded();
    expect(await screen.findByText('Something went wrong and the last action did not finish. You are still signed in and can keep working.')).toBeInTheDocument();
    expect(loggedText()).toContain('TypeError');
    expect(loggedText()).toContain('access_token=[redacted]');
    expect(loggedText()).toContain('Authorization: [redacted]');
    expect(loggedText()).not.toContain('dXNlcjpzZWNyZXQ=');
    expect(loggedText()).not.toContain('abc123');
    expect(event.defaultPrevented).toBe(true);
  });

  it('logs a rejection that is not an Error (a serialized API error) as its fields, redacted', async () => {
    renderBootstrap('es');
    act(() => void window.dispatchEvent(unhandledRejection({ status: 500, message: 'token refresh_token=r3fr3sh rejected', email: 'ana@example.com' })));
    await toastLoaded();
    expect(await screen.findByText(/^Algo salió mal/)).toBeInTheDocument();
    expect(loggedText()).toContain('"status":500');
    expect(loggedText()).toContain('refresh_token=[redacted]');
    expect(loggedText()).not.toContain('r3fr3sh');
    expect(loggedText()).not.toContain('ana@example.com');
  });

  it('shows one message for a burst of errors, and logs each', async () => {
    renderBootstrap('es');
    act(() => {
      window.dispatchEvent(unhandledRejection(new Error('first')));
      window.dispatchEvent(unhandledRejection(new Error('second')));
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('third'), message: 'third' }));
    });
    await toastLoaded();
    expect(await screen.findAllByText(/^Algo salió mal/)).toHaveLength(1);
    expect(loggedText()).toMatch(/first[\s\S]*second[\s\S]*third/);
  });

  it.each([
    ['the ResizeObserver loop message', () => new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.', cancelable: true })],
    ['the older ResizeObserver loop message', () => new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded', cancelable: true })],
    ['a request aborted on purpose (AbortError)', () => unhandledRejection(new DOMException('The operation was aborted.', 'AbortError'))],
    ["RTK Query's aborted query, unwrapped", () => unhandledRejection({ name: 'AbortError', message: 'Aborted' })],
    ["RTK's skipped thunk, unwrapped (ConditionError)", () => unhandledRejection({ name: 'ConditionError', message: 'Aborted due to condition callback returning false.' })],
  ])('ignores %s: no message, no log', async (_name, makeEvent) => {
    renderBootstrap('es');
    const event = makeEvent();
    act(() => void window.dispatchEvent(event));
    await toastLoaded();
    expect(screen.queryByText(/^Algo salió mal/)).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('stops listening when the app unmounts', async () => {
    const { unmount } = renderBootstrap('es');
    unmount();
    window.dispatchEvent(unhandledRejection(new Error('after')));
    expect(logged).not.toHaveBeenCalled();
  });
});

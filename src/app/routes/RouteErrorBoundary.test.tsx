import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setupSandbox, signInAs } from '../../../test/setup/sandboxServer';
import { signedIn } from '../../auth/sessionSlice';
import { createI18n } from '../../shared/i18n/i18n';
import { AppProviders } from '../AppProviders';
import { createAppStore } from '../store/store';
import { buildRoutes } from './buildRoutes';
import { lazyScreen } from './lazyScreen';
import { ROUTES } from './routeScreens';

const sandbox = setupSandbox();

/** The whole app signed in as the administrator, with the home route's screen replaced. */
function renderHomeWith(screenOfHome: ComponentType) {
  const store = createAppStore();
  const userId = signInAs(sandbox, 'ADM');
  const user = sandbox.store.users.get(userId)!;
  store.dispatch(signedIn({ userId, email: user.email, name: user.fullName, role: user.roleCode }));
  const registry = ROUTES.map((route) => (route.id === 'home' ? { ...route, screen: screenOfHome } : route));
  const router = createMemoryRouter(buildRoutes(registry), { initialEntries: ['/'] });
  const auth = { signIn: jest.fn(async () => undefined), signOut: jest.fn(async () => undefined), signInAgain: jest.fn(async () => undefined) };
  render(
    <AppProviders store={store} i18n={createI18n('es')} auth={auth}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store };
}

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

const loggedText = () => logged.mock.calls.map((call) => call.map(String).join(' ')).join('\n');

describe('route error boundary', () => {
  it('shows a readable message inside the shell when a screen throws, keeps the session and logs no token', async () => {
    function Broken(): never {
      throw new Error('render failed for wss://hub/notifications?access_token=secret.jwt.value with Bearer abc.def');
    }
    const { store } = renderHomeWith(Broken);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'No se pudo mostrar esta pantalla' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(store.getState().session.status).toBe('signedIn');
    expect(loggedText()).toContain('render failed');
    expect(loggedText()).toContain('access_token=[redacted]');
    expect(loggedText()).toContain('Bearer [redacted]');
  });

  it('loads a screen whose code failed to load once Retry is pressed', async () => {
    const load = jest
      .fn<Promise<{ default: ComponentType }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 42 failed'))
      .mockResolvedValueOnce({ default: () => <h1>Pantalla cargada</h1> });
    renderHomeWith(lazyScreen(load));
    await screen.findByRole('heading', { name: 'No se pudo mostrar esta pantalla' });
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Pantalla cargada' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

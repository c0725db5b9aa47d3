import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { ROUTES } from '../../src/app/routes/routeScreens';
import { buildRoutes } from '../../src/app/routes/buildRoutes';
import { createAppStore } from '../../src/app/store/store';
import type { AuthActions } from '../../src/auth/authSession';
import { signedIn, signedOut } from '../../src/auth/sessionSlice';
import type { i18n as I18n } from 'i18next';
import { createI18n, type Language } from '../../src/shared/i18n/i18n';
import { PageLoader } from '../../src/shared/ui/PageLoader';
// In the app PrimeReact's settings load with the chunks that draw it (withPrime); a component rendered here directly has no such load.
import '../../src/shared/ui/prime/primeSetup';
import type { Sandbox } from '../sandbox/sandbox';
import type { RoleCode } from '../sandbox/store/types';
import { signInAs } from './sandboxServer';

export interface RenderOptions {
  route?: string;
  language?: Language;
  /** Signs in as the sandbox's demo user of this role (tokens from the sandbox), or stays signed out. */
  as?: { sandbox: Sandbox; role: RoleCode } | null;
  /** An i18n instance of the test's own (e.g. with only some strings); by default one with every string. */
  i18n?: I18n;
}

function setup(options: RenderOptions) {
  const store = createAppStore();
  const i18n = options.i18n ?? createI18n(options.language);
  const auth: AuthActions & { signIn: jest.Mock; signOut: jest.Mock; signInAgain: jest.Mock } = {
    signIn: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
    signInAgain: jest.fn(async () => undefined),
  };
  if (options.as) {
    const userId = signInAs(options.as.sandbox, options.as.role);
    const user = options.as.sandbox.store.users.get(userId)!;
    store.dispatch(signedIn({ userId, email: user.email, name: user.fullName, role: user.roleCode }));
  } else if (options.as === null) {
    store.dispatch(signedOut());
  }
  return { store, i18n, auth };
}

/** Renders one component inside the app's real providers (store, i18n, toasts) with PrimeReact set up and a router. */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const { store, i18n, auth } = setup(options);
  const result = render(
    <AppProviders store={store} i18n={i18n} auth={auth}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store, i18n, auth };
}

/** Renders the whole app (registry-driven router, guard, shell) at a route. */
export function renderApp(options: RenderOptions = {}) {
  const { store, i18n, auth } = setup(options);
  const router = createMemoryRouter(buildRoutes(ROUTES), { initialEntries: [options.route ?? '/'] });
  const result = render(
    <AppProviders store={store} i18n={i18n} auth={auth}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, i18n, auth, router };
}

/** The shell's frame around a screen without the shell: the main landmark and the loader while a lazy screen loads. */
function ScreenFrame() {
  return (
    <main className="flex-1 overflow-auto" id="main-content" tabIndex={-1}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

/**
 * Renders one screen at a route as the app's router does (the route's guard, error boundary and lazy screen with its
 * strings, the forbidden and not-found routes) but without the shell (top bar, side menu, bell, account menu): for a
 * screen's own tests, which then cost the screen alone however many screens the menu lists.
 */
export function renderScreen(options: RenderOptions = {}) {
  const { store, i18n, auth } = setup(options);
  const routes = buildRoutes(ROUTES).map((route) => (route.path === '/' ? { ...route, element: <ScreenFrame /> } : route));
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const result = render(
    <AppProviders store={store} i18n={i18n} auth={auth}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, i18n, auth, router };
}

import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from './lazyScreen';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteErrorPage } from './RouteErrorPage';
import { RouteGuard } from './RouteGuard';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import ForbiddenPage from '../pages/ForbiddenPage';
import NotFoundPage from '../pages/NotFoundPage';
import { AppShell } from '../shell/AppShell';
import { SignInPage } from '../shell/SignInPage';
import type { AppRoute } from './routeScreens';

const PublicRequestPage = lazyScreen(() => import('../../features/publicRequest/PublicRequestPage'));
const PublicSolvedTicketPage = lazyScreen(() => import('../../features/publicRequest/PublicSolvedTicketPage'));

/** A screen that throws or fails to load shows a message with a retry in its place, not the router's stack trace. */
const guarded = (element: ReactNode) => <RouteErrorBoundary>{element}</RouteErrorBoundary>;

/** The router's tree, derived from the registry: public routes, then every protected route inside the shell. */
export function buildRoutes(registry: readonly AppRoute[]): RouteObject[] {
  return [
    { path: '/signin', element: guarded(<SignInPage />), errorElement: <RouteErrorPage /> },
    { path: '/PublicRequest', element: guarded(<PublicRequestPage />), errorElement: <RouteErrorPage /> },
    { path: '/PublicSolvedTicket', element: guarded(<PublicSolvedTicketPage />), errorElement: <RouteErrorPage /> },
    {
      path: '/',
      element: <AppShell />,
      errorElement: <RouteErrorPage />,
      children: [
        ...registry.map((route): RouteObject => {
          const Screen = route.screen;
          const element = Screen ? <Screen /> : <ComingSoonPage titleKey={`routes.${route.id}`} />;
          return {
            ...(route.path === '' ? { index: true } : { path: route.path }),
            handle: { titleKey: `routes.${route.id}` },
            element: guarded(<RouteGuard permissions={route.permissions}>{element}</RouteGuard>),
          };
        }),
        { path: 'forbidden', handle: { titleKey: 'pages.forbidden.title' }, element: guarded(<ForbiddenPage />) },
        { path: '*', handle: { titleKey: 'pages.notFound.title' }, element: guarded(<NotFoundPage />) },
      ],
    },
  ];
}

import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteGuard } from './RouteGuard';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import ForbiddenPage from '../pages/ForbiddenPage';
import NotFoundPage from '../pages/NotFoundPage';
import { AppShell } from '../shell/AppShell';
import { SignInPage } from '../shell/SignInPage';
import type { AppRoute } from './routeScreens';

const PublicRequestPage = lazy(() => import('../../features/publicRequest/PublicRequestPage'));
const PublicSolvedTicketPage = lazy(() => import('../../features/publicRequest/PublicSolvedTicketPage'));

/** The router's tree, derived from the registry: public routes, then every protected route inside the shell. */
export function buildRoutes(registry: readonly AppRoute[]): RouteObject[] {
  return [
    { path: '/signin', element: <SignInPage /> },
    { path: '/PublicRequest', element: <PublicRequestPage /> },
    { path: '/PublicSolvedTicket', element: <PublicSolvedTicketPage /> },
    {
      path: '/',
      element: <AppShell />,
      children: [
        ...registry.map((route): RouteObject => {
          const Screen = route.screen;
          const element = Screen ? <Screen /> : <ComingSoonPage titleKey={`routes.${route.id}`} />;
          return {
            ...(route.path === '' ? { index: true } : { path: route.path }),
            handle: { titleKey: `routes.${route.id}` },
            element: <RouteGuard permissions={route.permissions}>{element}</RouteGuard>,
          };
        }),
        { path: 'forbidden', handle: { titleKey: 'pages.forbidden.title' }, element: <ForbiddenPage /> },
        { path: '*', handle: { titleKey: 'pages.notFound.title' }, element: <NotFoundPage /> },
      ],
    },
  ];
}

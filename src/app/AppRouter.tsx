import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ROUTES } from './routes/routeScreens';
import { buildRoutes } from './routes/buildRoutes';

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(buildRoutes(ROUTES)), []);
  return <RouterProvider router={router} />;
}

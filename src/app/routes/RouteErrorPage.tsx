import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { logRenderError } from './logRenderError';
import { ScreenError } from './ScreenError';

/**
 * The router's last resort, for a failure outside any screen's boundary (the shell itself): the same
 * readable message instead of the router's stack trace; retrying reloads the page, the session stays.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => logRenderError(error), [error]);
  return <ScreenError onRetry={() => window.location.reload()} />;
}

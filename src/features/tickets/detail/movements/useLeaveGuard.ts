import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * While there is unsaved work: asks before the app navigates elsewhere (another tab or screen: the
 * returned blocker holds the question) and lets the browser warn before the page is closed or reloaded.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return blocker;
}

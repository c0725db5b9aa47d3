import { createElement, lazy, type ComponentType } from 'react';
import { withScreenStrings } from '../../shared/i18n/i18n';
import { withPrime } from '../../shared/ui/prime/withPrime';

/** Resets of screens whose code failed to load, run by the error boundary's retry. */
const failedLoads = new Set<() => void>();

/**
 * React.lazy keeps a rejected import for good, so a chunk that failed (network cut, new deployment)
 * would fail again on every retry. A screen made here swaps in a fresh lazy() after a failure, once
 * retryFailedScreens() asks for it.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let current: ComponentType;
  const fresh = () => {
    // A screen renders with its strings (their own chunk, src/shared/i18n/i18n.ts) and PrimeReact's settings.
    current = lazy(() =>
      withPrime(withScreenStrings(load))().catch((error: unknown) => {
        failedLoads.add(fresh);
        throw error;
      }),
    );
  };
  fresh();
  return function LazyScreen() {
    return createElement(current);
  };
}

/** Lets every screen whose code failed to load import it again on its next render. */
export function retryFailedScreens(): void {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}

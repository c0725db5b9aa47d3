import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/** Resets of the components whose code failed to load, run by retryFailedLoads. */
const failedLoads = new Set<() => void>();

/**
 * React.lazy keeps a rejected import for good, so code that failed to load (network cut, new deployment)
 * would fail again on every later opening. A component made here swaps in a fresh lazy() after a failure,
 * once retryFailedLoads() asks for it (an error boundary, when it shows its children again): swapping at
 * once would have React render it again straight away, and load it in a loop while the network is down.
 */
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  let current: LazyExoticComponent<T>;
  const fresh = () => {
    current = lazy(() =>
      load().catch((error: unknown) => {
        failedLoads.add(fresh);
        throw error;
      }),
    );
  };
  fresh();
  return function RetryableLazy(props: ComponentProps<T>) {
    return createElement(current as ComponentType<ComponentProps<T>>, props);
  };
}

/** Lets every component whose code failed to load import it again on its next render. */
export function retryFailedLoads(): void {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}

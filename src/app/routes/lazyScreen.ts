import type { ComponentType } from 'react';
import { withScreenStrings } from '../../shared/i18n/i18n';
import { withPrime } from '../../shared/ui/prime/withPrime';
import { retryableLazy } from '../../shared/ui/retryableLazy';

/**
 * A screen loaded when first shown, with its strings (their own chunk, src/shared/i18n/i18n.ts) and
 * PrimeReact's settings; code that failed to load is imported again after the error page's retry
 * (retryFailedLoads).
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  return retryableLazy(withPrime(withScreenStrings(load)));
}

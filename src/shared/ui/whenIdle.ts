/**
 * Runs `load` once the page is idle after its first paint (at the latest after `timeoutMs`), where the
 * browser can say when that is; answers the cancel, or undefined where it cannot (the caller decides).
 */
export function whenIdle(load: () => void, timeoutMs = 5000): (() => void) | undefined {
  if (typeof requestIdleCallback !== 'function') return undefined;
  const id = requestIdleCallback(() => load(), { timeout: timeoutMs });
  return () => cancelIdleCallback(id);
}

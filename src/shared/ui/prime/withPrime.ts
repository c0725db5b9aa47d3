/*
 * PrimeReact's settings (its Spanish texts, the interface language, the reader fixes) load with the first
 * chunk that draws a PrimeReact component rather than with the page: the shell's first paint draws none
 * (issue 15). Every lazy load that can bring one goes through withPrime: lazyScreen, the shell's
 * overlays, the notification panel and the toast stack.
 */
import { loadOnce } from './loadOnce';

/** Loads the settings once; a failed load (network cut) is tried again by the next caller. */
export const preparePrime: () => Promise<unknown> = loadOnce(() => import(/* webpackChunkName: "prime-setup" */ './primeSetup'));

/** `load`, resolved only once PrimeReact is set up, so what it brings renders with the settings. */
export function withPrime<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([preparePrime(), load()]).then(([, loaded]) => loaded);
}

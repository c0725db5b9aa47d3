import type { ServiceName } from '../../../src/core/config/runtimeConfig';
import type { SandboxStore } from './types';

/**
 * One piece of a service's state, read through the store it belongs to: seeded on first use and gone with
 * the store, so a sandbox reset (a new store) starts every service afresh.
 */
export interface ServiceState<T> {
  (store: SandboxStore): T;
  readonly service: ServiceName;
  /** `<service>/<part>`: names the piece in the registration's test and in seededStateKeys. */
  readonly key: string;
}

/** The pieces each store has seeded so far, by declaration. */
const seeded = new WeakMap<SandboxStore, Map<ServiceState<unknown>, unknown>>();

/** Every piece declared so far, so the registration's test can tell one that no service lists. */
const declared: ServiceState<unknown>[] = [];

/**
 * Declares a piece of a service's state. The seed runs once per store, the first time the piece is read;
 * it must be deterministic (recorded fixtures and tests rely on exact seeded data).
 */
export function serviceState<T>(service: ServiceName, part: string, seed: (store: SandboxStore) => T): ServiceState<T> {
  const state: ServiceState<T> = Object.assign(
    (store: SandboxStore): T => {
      let pieces = seeded.get(store);
      if (!pieces) seeded.set(store, (pieces = new Map()));
      if (!pieces.has(state)) pieces.set(state, seed(store));
      return pieces.get(state) as T;
    },
    { service, key: `${service}/${part}` },
  );
  declared.push(state);
  return state;
}

export const declaredServiceStates = (): readonly ServiceState<unknown>[] => declared;

/** Keys of the pieces a store has seeded so far (first use seeds a piece). */
export const seededStateKeys = (store: SandboxStore): string[] => [...(seeded.get(store)?.keys() ?? [])].map((s) => s.key);

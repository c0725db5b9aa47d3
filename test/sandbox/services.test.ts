import { SERVICE_NAMES } from '../../src/core/config/runtimeConfig';
import { loadContracts } from './contract/loadContracts';
import { SANDBOX_SERVICES } from './services';
import { SERVICE_PATH } from './runtime';
import { createSandbox } from './sandbox';
import { securityState } from './security/state';
import { declaredServiceStates, seededStateKeys } from './store/serviceState';

const registered = Object.entries(SANDBOX_SERVICES);

/** A state's data: its own counters (nextId closures) differ between stores by identity only. */
const dataOf = (state: unknown) =>
  Object.getPrototypeOf(state) === Object.prototype
    ? Object.fromEntries(Object.entries(state as object).filter(([, value]) => typeof value !== 'function'))
    : state;

describe('service registration', () => {
  it('registers exactly the services of the app and of the contract documents', () => {
    const documented = loadContracts().docs.map((d) => d.service);
    expect(Object.keys(SANDBOX_SERVICES).sort()).toEqual([...SERVICE_NAMES].sort());
    expect(documented.sort()).toEqual([...SERVICE_NAMES].sort());
  });

  it.each(registered)('%s answers every operation of its own contract and no other', (name, service) => {
    const own = loadContracts().operations.filter((op) => op.service === name).map((op) => op.operationId);
    expect(own.length).toBeGreaterThan(0);
    expect(Object.keys(service.handlers).sort()).toEqual(own.sort());
  });

  it('answers the paths of every service of the app, and no others', () => {
    for (const name of SERVICE_NAMES) expect(SERVICE_PATH.test(`/${name}/api/v1/Anything`)).toBe(true);
    expect(SERVICE_PATH.test('/oidc/api/v1/Anything')).toBe(false);
  });

  it('lists every piece of state under the service that declares it', () => {
    const listed = registered.flatMap(([name, service]) => service.state.map((state) => `${name} ${state.key}`));
    expect(listed.sort()).toEqual(declaredServiceStates().map((state) => `${state.service} ${state.key}`).sort());
    expect(new Set(declaredServiceStates().map((state) => state.key)).size).toBe(declaredServiceStates().length);
  });
});

describe('service state', () => {
  const sandbox = createSandbox({ tickets: 60 });

  it('is seeded on first use, not with the store', () => {
    sandbox.reset();
    expect(seededStateKeys(sandbox.store)).not.toContain('security/state');
    securityState(sandbox.store);
    expect(seededStateKeys(sandbox.store)).toContain('security/state');
  });

  it.each(registered.flatMap(([, service]) => service.state.map((state) => [state.key, state] as const)))(
    '%s is fresh after a store reset, seeded again the same way',
    (_key, state) => {
      const before = state(sandbox.store);
      sandbox.reset();
      const after = state(sandbox.store);
      expect(after).not.toBe(before);
      expect(dataOf(after)).toEqual(dataOf(before));
    },
  );

  it('forgets what was written before the reset', () => {
    const { groups } = securityState(sandbox.store);
    const seeded = groups.size;
    groups.clear();
    sandbox.reset();
    expect(securityState(sandbox.store).groups.size).toBe(seeded);
    expect(seeded).toBeGreaterThan(0);
  });
});

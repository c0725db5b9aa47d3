import { createDeferredAuthSession, type StartableSession } from './deferredAuthSession';
import { authUnavailable, signedOut } from './sessionSlice';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeSession(calls: string[], startDone: Promise<void>): StartableSession {
  return {
    start: async () => {
      calls.push('start');
      await startDone;
      calls.push('started');
    },
    signIn: async () => void calls.push('signIn'),
    signOut: async () => void calls.push('signOut'),
    signInAgain: async () => void calls.push('signInAgain'),
  };
}

describe('createDeferredAuthSession', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('shows the sign-in page without MSAL when this browser holds no session, and loads MSAL for the first action', async () => {
    const chunk = deferred<StartableSession>();
    const startDone = deferred<void>();
    const calls: string[] = [];
    const dispatch = jest.fn();
    const load = jest.fn(() => chunk.promise);
    const auth = createDeferredAuthSession(load, dispatch);

    await auth.start();
    expect(dispatch).toHaveBeenCalledWith(signedOut());
    expect(load).not.toHaveBeenCalled();
    const signingIn = auth.signIn();
    expect(load).toHaveBeenCalledTimes(1);
    chunk.resolve(fakeSession(calls, startDone.promise));
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toEqual(['start']);
    startDone.resolve();
    await signingIn;
    expect(calls).toEqual(['start', 'started', 'signIn']);
    await auth.signOut();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches MSAL at once when an account is cached', () => {
    window.localStorage.setItem('msal.3.account.keys', '["an account"]');
    const load = jest.fn(() => new Promise<StartableSession>(() => undefined));
    void createDeferredAuthSession(load, jest.fn()).start();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('decides nothing before MSAL when an account is cached', async () => {
    window.localStorage.setItem('msal.3.account.keys', '["an account"]');
    const chunk = deferred<StartableSession>();
    const dispatch = jest.fn();
    const starting = createDeferredAuthSession(() => chunk.promise, dispatch).start();
    expect(dispatch).not.toHaveBeenCalled();
    chunk.resolve(fakeSession([], Promise.resolve()));
    await starting;
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('marks the session unavailable when MSAL fails to load, and the actions fail', async () => {
    window.localStorage.setItem('msal.3.account.keys', '["an account"]');
    const dispatch = jest.fn();
    const auth = createDeferredAuthSession(() => Promise.reject(new Error('ChunkLoadError')), dispatch);
    await expect(auth.start()).rejects.toThrow('ChunkLoadError');
    expect(dispatch).toHaveBeenCalledWith(authUnavailable());
    await expect(auth.signOut()).rejects.toThrow('ChunkLoadError');
  });
});

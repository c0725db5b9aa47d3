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

  it('shows the sign-in page before MSAL loads when this browser holds no session, and signs in once MSAL has started', async () => {
    const chunk = deferred<StartableSession>();
    const startDone = deferred<void>();
    const calls: string[] = [];
    const dispatch = jest.fn();
    const auth = createDeferredAuthSession(() => chunk.promise, dispatch);

    const starting = auth.start();
    expect(dispatch).toHaveBeenCalledWith(signedOut());
    const signingIn = auth.signIn();
    chunk.resolve(fakeSession(calls, startDone.promise));
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toEqual(['start']);
    startDone.resolve();
    await Promise.all([starting, signingIn]);
    expect(calls).toEqual(['start', 'started', 'signIn']);
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

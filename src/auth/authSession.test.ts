import type { IPublicClientApplication } from '@azure/msal-browser';
import { createAuthSession } from './authSession';
import { setIdleFollower, watchIdle } from './idleWatcher';
import { signedOut } from './sessionSlice';
import { acquireToken, NoActiveAccountError, setTokenProvider } from './tokenProvider';

describe('signInAgain after an administrator ended the session', () => {
  it('forgets every cached token before the sign-in, which brings the user back to this address', async () => {
    window.history.replaceState(null, '', '/profiles?page=2');
    const calls: string[] = [];
    const msal = {
      clearCache: jest.fn(async () => void calls.push('clearCache')),
      loginRedirect: jest.fn(async () => void calls.push('loginRedirect')),
    };
    setTokenProvider({ acquireToken: async () => 'revoked token' });
    await createAuthSession(msal as unknown as IPublicClientApplication, jest.fn()).signInAgain();
    expect(calls).toEqual(['clearCache', 'loginRedirect']);
    expect(msal.loginRedirect).toHaveBeenCalledWith(expect.objectContaining({ redirectStartPage: `${window.location.origin}/profiles?page=2` }));
    await expect(acquireToken('api://service-desk/security/access')).rejects.toBeInstanceOf(NoActiveAccountError);
    window.history.replaceState(null, '', '/');
  });
});

describe('a tab that follows another tab’s idle sign-out', () => {
  it('signs out on its own page without a call to the identity provider', async () => {
    const msal = {
      initialize: jest.fn(async () => undefined),
      handleRedirectPromise: jest.fn(async () => null),
      getActiveAccount: () => null,
      getAllAccounts: () => [],
      addEventCallback: jest.fn(),
      logoutRedirect: jest.fn(async () => undefined),
    };
    const dispatch = jest.fn();
    await createAuthSession(msal as unknown as IPublicClientApplication, dispatch).start();
    dispatch.mockClear();
    setTokenProvider({ acquireToken: async () => 'token' });
    // Another tab holds the idle lock: this one follows.
    const locks = { request: async <T,>(_name: string, _options: unknown, callback: (lock: unknown) => Promise<T> | T) => callback(null) };
    let clock = 1_000_000;
    jest.useFakeTimers();
    const stop = watchIdle({ timeoutMs: 900_000, onIdle: jest.fn(), now: () => clock, checkEveryMs: 1000, locks });
    clock += 901_000;
    jest.advanceTimersByTime(1000);
    for (let i = 0; i < 10; i++) await Promise.resolve();
    jest.useRealTimers();
    stop();
    expect(dispatch).toHaveBeenCalledWith(signedOut());
    expect(msal.logoutRedirect).not.toHaveBeenCalled();
    await expect(acquireToken('api://service-desk/security/access')).rejects.toBeInstanceOf(NoActiveAccountError);
    setIdleFollower(null);
  });
});

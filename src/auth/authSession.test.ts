import type { IPublicClientApplication } from '@azure/msal-browser';
import { createAuthSession } from './authSession';
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

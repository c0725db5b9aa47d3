import { InteractionRequiredAuthError, type IPublicClientApplication } from '@azure/msal-browser';
import { getRuntimeConfig } from '../core/config/runtimeConfig';
import { createMsalTokenProvider } from './msalTokenProvider';

/** MSAL whose silent renewal fails for every scope (the session at the identity provider has ended). */
function msalNeedingInteraction() {
  const account = { homeAccountId: 'user', username: 'user@example.com' };
  return {
    getActiveAccount: () => account,
    getAllAccounts: () => [account],
    acquireTokenSilent: jest.fn(async () => {
      throw new InteractionRequiredAuthError('interaction_required', 'The session at the identity provider has ended');
    }),
    acquireTokenRedirect: jest.fn(async () => undefined),
  };
}

describe('MSAL token provider', () => {
  it('asks for one interactive sign-in when several scopes fail silently at once', async () => {
    const msal = msalNeedingInteraction();
    const provider = createMsalTokenProvider(msal as unknown as IPublicClientApplication);
    const scopes = Object.values(getRuntimeConfig().services).map((service) => service.scope);
    const outcomes = await Promise.allSettled(scopes.map((scope) => provider.acquireToken(scope)));
    expect(scopes.length).toBeGreaterThan(2);
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(msal.acquireTokenSilent).toHaveBeenCalledTimes(scopes.length);
    expect(msal.acquireTokenRedirect).toHaveBeenCalledTimes(1);
  });

  it('brings the user back to the address where the sign-in was asked for', async () => {
    window.history.replaceState(null, '', '/requirement/detail/100002?tab=logbook');
    const msal = msalNeedingInteraction();
    await createMsalTokenProvider(msal as unknown as IPublicClientApplication).signInAgain!('api://ticket/access');
    expect(msal.acquireTokenRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ scopes: ['api://ticket/access'], redirectStartPage: `${window.location.origin}/requirement/detail/100002?tab=logbook` }),
    );
    window.history.replaceState(null, '', '/');
  });
});

import { CacheLookupPolicy, InteractionRequiredAuthError, type AccountInfo, type IPublicClientApplication } from '@azure/msal-browser';
import { NoActiveAccountError, type TokenProvider } from './tokenProvider';

/**
 * Silent first, one scope (one resource) per request: MSAL shares concurrent silent calls with the
 * same parameters, and acquiring per service lazily avoids a burst of hidden iframes (msal-browser
 * issue 2163). Only InteractionRequiredAuthError leads to an interactive redirect, and only one: when
 * several scopes fail at once, a second redirect would end in interaction_in_progress.
 */
export function createMsalTokenProvider(msal: IPublicClientApplication): TokenProvider {
  let prompt: Promise<void> | null = null;

  const accountOrNull = (): AccountInfo | null => msal.getActiveAccount() ?? msal.getAllAccounts()[0] ?? null;

  // The page leaves for the identity provider and returns to the address it left, so one prompt serves all.
  const signInAgain = (scope: string): Promise<void> =>
    (prompt ??= msal.acquireTokenRedirect({ account: accountOrNull() ?? undefined, scopes: [scope], redirectStartPage: window.location.href }));

  const silently = async (scope: string, cacheLookupPolicy: CacheLookupPolicy): Promise<string> => {
    const account = accountOrNull();
    if (!account) throw new NoActiveAccountError();
    try {
      const result = await msal.acquireTokenSilent({ account, scopes: [scope], cacheLookupPolicy });
      return result.accessToken;
    } catch (error) {
      if (error instanceof InteractionRequiredAuthError) await signInAgain(scope);
      throw error;
    }
  };

  return {
    acquireToken: (scope) => silently(scope, CacheLookupPolicy.Default),
    // A service refused the cached access token: skip it and redeem the refresh token (or the session).
    renewToken: (scope) => silently(scope, CacheLookupPolicy.RefreshTokenAndNetwork),
    signInAgain,
  };
}

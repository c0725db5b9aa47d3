import { InteractionRequiredAuthError, type IPublicClientApplication } from '@azure/msal-browser';
import { NoActiveAccountError, type TokenProvider } from './tokenProvider';

/**
 * Silent first, one scope (one resource) per request: MSAL shares concurrent silent calls with the
 * same parameters, and acquiring per service lazily avoids a burst of hidden iframes (msal-browser
 * issue 2163). Only InteractionRequiredAuthError leads to an interactive redirect.
 */
export function createMsalTokenProvider(msal: IPublicClientApplication): TokenProvider {
  return {
    async acquireToken(scope: string): Promise<string> {
      const account = msal.getActiveAccount() ?? msal.getAllAccounts()[0];
      if (!account) throw new NoActiveAccountError();
      try {
        const result = await msal.acquireTokenSilent({ account, scopes: [scope] });
        return result.accessToken;
      } catch (error) {
        if (error instanceof InteractionRequiredAuthError) {
          await msal.acquireTokenRedirect({ account, scopes: [scope] });
        }
        throw error;
      }
    },
  };
}

import { acquireToken, renewToken, signInAgain } from '../../../auth/tokenProvider';

export interface HubToken {
  /** SignalR's accessTokenFactory: called at negotiate and for the WebSocket, never logged. */
  accessTokenFactory(): Promise<string>;
  /** The hub answered 401 at negotiate with the last token handed out. */
  refused(): void;
}

/**
 * The hub's token, renewed by the base query's rule (src/api/baseQuery.ts): after a 401 the next start
 * gets one silent renewal that skips the cache, shared with any request refused with the same token;
 * if the renewed token is refused too, the user signs in again and comes back to the same address.
 */
export function createHubToken(scope: string): HubToken {
  let handedOut: string | null = null;
  let wasRenewed = false;
  let renewNext = false;
  return {
    async accessTokenFactory() {
      wasRenewed = renewNext && handedOut !== null;
      renewNext = false;
      handedOut = wasRenewed ? await renewToken(scope, handedOut!) : await acquireToken(scope);
      return handedOut;
    },
    refused() {
      if (wasRenewed) signInAgain(scope).catch(() => undefined);
      else renewNext = true;
    },
  };
}
